/**
 * Page-weight budget, per page kind, read from the built site (npm test builds before the unit tests).
 * Bytes are gzip-compressed as a host serves them. The limits are the figures measured on 24 Nov 2026 plus
 * modest headroom (HTML grew by about 2 KB on every page that day: the relay form's script, written into the
 * page, now keeps enquiries through every fault, and location pages gained their route and services block): a change that makes a page noticeably heavier fails here, and
 * whoever makes it decides whether the budget or the change should give.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { heaviestByKind } from '../../scripts/lib/page-weight.mjs';
import { readBuiltPages } from '~/lib/builtPages.mjs';

const dist = new URL('../../dist/', import.meta.url).pathname;
const KB = 1024;

/** gzip KB: HTML with its inlined CSS (what the first paint waits for), and the JavaScript the page runs. */
const budgets: Record<string, { htmlAndCss: number; js: number }> = {
  '/': { htmlAndCss: 45.5, js: 84 },
  '/about': { htmlAndCss: 30.5, js: 106 },
  '/services': { htmlAndCss: 31.5, js: 80 },
  '/services/[slug]': { htmlAndCss: 32, js: 82 },
  '/locations': { htmlAndCss: 39.5, js: 80 },
  '/locations/[id]': { htmlAndCss: 33.5, js: 82 },
  '/gallery': { htmlAndCss: 31.5, js: 81 },
  '/contact': { htmlAndCss: 31, js: 80 },
  '/certificates': { htmlAndCss: 27.5, js: 80 },
  '/enquiry': { htmlAndCss: 25, js: 77 },
  '/faq': { htmlAndCss: 30.5, js: 80 },
  '/moving-checklist': { htmlAndCss: 28.5, js: 80 },
  '/privacy': { htmlAndCss: 27, js: 80 },
  '/404': { htmlAndCss: 25.5, js: 80 },
};

const pages = existsSync(dist) ? await readBuiltPages(dist) : new Map<string, string>();

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

  it('gives the line to the hero picture: card and gallery pictures on the first screen are asked for at low priority', () => {
    let pictures = 0;
    for (const [file, html] of pages) {
      expect(html.match(/<img[^>]*fetchpriority="high"/gi)?.length ?? 0, `${file}: one picture first`).toBeLessThanOrEqual(1);
      const cards = [...html.matchAll(/(?<=<article[^>]*>\s*)<img[^>]*>/g)].map(([img]) => img);
      const gallery = [...html.matchAll(/(?<=<a [^>]*>\s*)<img[^>]*>/g)].map(([img]) => img).filter((img) => img.includes('gallery-'));
      for (const img of [...cards, ...gallery]) {
        // React writes the attribute as `fetchPriority`; HTML attribute names are case-insensitive.
        expect(img, file).toMatch(/fetchpriority="low"/i);
        pictures++;
      }
    }
    expect(pictures, 'card and gallery pictures were found').toBeGreaterThan(60);
  });

  it("writes the components' scripts into the page, so nothing is fetched before its pictures", () => {
    for (const [file, html] of pages) {
      // A script that imports a module an island also uses, or passes 12 KB, becomes a file (astro.config.mjs).
      expect(html.match(/<script[^>]*\bsrc=[^>]*>/g), file).toBeNull();
      expect(html, file).toContain('<script type="module">');
    }
  });
});
