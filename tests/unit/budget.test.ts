/**
 * Page-weight budget, per page kind, read from the built site (npm test builds before the unit tests).
 * Bytes are gzip-compressed as a host serves them. The limits are the figures measured on 23 Nov 2026
 * (README, "Measured") plus modest headroom: a change that makes a page noticeably heavier fails here, and
 * whoever makes it decides whether the budget or the change should give.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { heaviestByKind, moduleScripts, staticImports } from '../../scripts/lib/page-weight.mjs';
import { builtPageFiles } from '~/lib/builtPages.mjs';

const dist = new URL('../../dist/', import.meta.url).pathname;
const KB = 1024;

/** gzip KB: HTML with its inlined CSS (what the first paint waits for), and the JavaScript the page runs. */
const budgets: Record<string, { htmlAndCss: number; js: number }> = {
  '/': { htmlAndCss: 44, js: 84 },
  '/about': { htmlAndCss: 30, js: 106 },
  '/services': { htmlAndCss: 30, js: 80 },
  '/services/[slug]': { htmlAndCss: 31, js: 82 },
  '/locations': { htmlAndCss: 38, js: 80 },
  '/locations/[id]': { htmlAndCss: 31, js: 82 },
  '/gallery': { htmlAndCss: 30, js: 81 },
  '/contact': { htmlAndCss: 28, js: 80 },
  '/certificates': { htmlAndCss: 27, js: 80 },
  '/enquiry': { htmlAndCss: 25, js: 77 },
  '/faq': { htmlAndCss: 30, js: 80 },
  '/moving-checklist': { htmlAndCss: 28, js: 80 },
  '/privacy': { htmlAndCss: 27, js: 80 },
  '/404': { htmlAndCss: 25, js: 80 },
};

describe('page-weight budget (gzip)', () => {
  it('has a built site to weigh', () => {
    expect(existsSync(`${dist}index.html`), 'run npm run build first').toBe(true);
  });

  const rows = existsSync(dist) ? heaviestByKind(dist) : [];
  it('has a budget for every kind of page the build writes', () => {
    expect(rows.map((row) => row.kind).sort()).toEqual(Object.keys(budgets).sort());
  });

  for (const row of rows) {
    it(`${row.kind} (heaviest: ${row.url}) stays within its budget`, () => {
      const budget = budgets[row.kind];
      expect((row.html + row.css) / KB, 'HTML + CSS KB').toBeLessThanOrEqual(budget.htmlAndCss);
      expect(row.js / KB, 'JS KB').toBeLessThanOrEqual(budget.js);
    });
  }

  it('puts no stylesheet in the way of the first paint', () => {
    for (const row of rows) expect(row.css, `${row.url} links a stylesheet`).toBe(0);
  });

  it("asks for the components' scripts at low priority, after the page and its pictures", () => {
    for (const file of builtPageFiles(dist)) {
      const html = readFileSync(join(dist, file), 'utf8');
      const scripts = html.match(/<script type="module"[^>]*\bsrc=[^>]*>/g) ?? [];
      for (const tag of scripts) expect(tag, file).toContain('fetchpriority="low"');
    }
  });

  it('names every chunk those scripts import as a low-priority preload, so none is fetched at high priority', () => {
    let checked = 0;
    for (const file of builtPageFiles(dist)) {
      const html = readFileSync(join(dist, file), 'utf8');
      for (const script of moduleScripts(html)) {
        for (const chunk of staticImports(dist, script)) {
          const preload = html.indexOf(`<link rel="modulepreload" fetchpriority="low" href="/${chunk}">`);
          expect(preload, `${file}: ${script} imports ${chunk}`).toBeGreaterThan(-1);
          expect(preload, `${file}: ${chunk} is named before ${script}`).toBeLessThan(html.indexOf(`src="/${script}"`));
          checked++;
        }
      }
    }
    expect(checked, 'some component script imports a shared chunk').toBeGreaterThan(0);
  });
});
