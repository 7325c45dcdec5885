/**
 * Page-weight budget, per page kind, read from the built site (npm test builds before these tests). Bytes are
 * gzip-compressed as a host serves them, except where said. Each limit is the heaviest page of its kind in any
 * language (Hindi and Marathi pages are 1–4 KB heavier than English ones: a Devanagari letter takes three bytes), as
 * last measured, plus about 0.5 KB gzip or 2 KB raw; docs/measurements.md has the figures. A change that makes a page
 * noticeably heavier fails here, and whoever makes it decides whether the budget or the change should give.
 *
 * The HTML is what counts most. On regular 3G a page's first paint waits for all of its HTML, and every 26 KB more
 * on the wire is one more 300 ms round trip before anything shows (docs/measurements.md says how Lighthouse models
 * it): the home page in Hindi and Marathi, the heaviest, is just within two, and the rest well within.
 * tests/built/round-trips.test.ts holds every page to two, counted as the browser receives it.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipBytes, heaviestByKind, pageKind, weighPage } from '../../scripts/lib/page-weight.mjs';
import { builtPageFiles, readBuiltPages } from '~/hosting/builtPages';
import { publishedLocales } from '~/site.config';
import { dialogFileOf } from '~/hosting/sharedFileLinks';
import { attribute, elementsIn, isInside, parsePage } from '~/hosting/pageHtml';

const dist = new URL('../../dist/', import.meta.url).pathname;
const KB = 1024;

/**
 * gzip KB: HTML with its inlined CSS (what the first paint waits for); the JavaScript that runs while the page
 * loads (its scripts, and the islands that hydrate on their own with React's runtime); and all the JavaScript it
 * may run, islands that wait for the visitor included, with the shared data an island reads (the estimator's places,
 * rates and words: 1.8–2.4 KB, one file per language that the browser keeps, moved out of the HTML).
 */
// 25.9, 27.6, 21.8 and 76.4: every page is 0.2 KB heavier (0.15 KB of it script) since its sections are laid out in
// turn after the first paint (SectionsInTurn.astro, issue 49), which took those budgets over. /services' 26.3: the
// logo's words in the page's fonts (Logo.astro) took it 0.01 KB over; /gallery's 75.4: the compile hint at the top of
// React's runtime (src/integrations/compileHints.ts), about 0.06 KB.
const budgets: Record<string, { htmlAndCss: number; loadJs: number; js: number }> = {
  '/': { htmlAndCss: 37.9, loadJs: 73.6, js: 78.5 },
  '/about': { htmlAndCss: 26.9, loadJs: 1.9, js: 98.5 },
  '/services': { htmlAndCss: 26.3, loadJs: 1.9, js: 71.2 },
  '/services/[slug]': { htmlAndCss: 25.9, loadJs: 1.9, js: 76.4 },
  '/locations': { htmlAndCss: 37.4, loadJs: 2.1, js: 71.5 },
  // Hindi and Marathi pages carry their own font stack (src/design/fonts.ts, fontCss): +0.06 KB measured.
  '/locations/[id]': { htmlAndCss: 27.6, loadJs: 1.9, js: 76.4 },
  // Keeps Astro's island scripts in the page, so that a picture pressed before the shared scripts come opens the viewer.
  '/gallery': { htmlAndCss: 29.2, loadJs: 3.3, js: 75.4 },
  '/contact': { htmlAndCss: 26.3, loadJs: 2, js: 71.4 },
  '/certificates': { htmlAndCss: 23.0, loadJs: 1.9, js: 71.2 },
  '/enquiry': { htmlAndCss: 23.2, loadJs: 1.9, js: 71.2 },
  '/faq': { htmlAndCss: 29.0, loadJs: 1.9, js: 71.2 },
  '/moving-checklist': { htmlAndCss: 25.1, loadJs: 1.9, js: 71.3 },
  '/privacy': { htmlAndCss: 23.1, loadJs: 1.9, js: 71.2 },
  '/404': { htmlAndCss: 21.8, loadJs: 2, js: 71.3 },
};

/**
 * KB before compression, of each page's HTML (what a budget phone parses, styles and lays out before its first
 * paint, six times slower than this machine on the 3G profile of `npm run bench`), and gzip KB of the CSS written
 * into its <head>: the heaviest page of each kind in any language, plus about 2 KB raw and 0.3 KB of CSS (8.6: the
 * phone-sized call links, the shorter phone layouts and the header's room for call links between 1024 and 1279 px,
 * issue 50, +0.02 KB measured; 8.7 and /about's 9.4: a Hindi or Marathi page's own font stack, which takes Devanagari
 * letters straight to their font, src/design/fonts.ts, +0.03 to 0.07 KB measured; /about's 9.7: +0.04 KB on every
 * page for its sections laid out in turn, SectionsInTurn.astro, issue 49).
 */
const rawBudgets: Record<string, { htmlRaw: number; css: number }> = {
  '/': { htmlRaw: 192, css: 8.7 },
  '/about': { htmlRaw: 128, css: 9.7 },
  '/services': { htmlRaw: 127, css: 8.7 },
  '/services/[slug]': { htmlRaw: 121, css: 8.7 },
  '/locations': { htmlRaw: 219, css: 8.7 },
  '/locations/[id]': { htmlRaw: 128, css: 8.7 },
  '/gallery': { htmlRaw: 156, css: 8.7 },
  '/contact': { htmlRaw: 122, css: 8.7 },
  '/certificates': { htmlRaw: 113, css: 8.7 },
  '/enquiry': { htmlRaw: 113, css: 8.7 },
  '/faq': { htmlRaw: 142, css: 8.7 },
  '/moving-checklist': { htmlRaw: 122, css: 8.7 },
  '/privacy': { htmlRaw: 111, css: 8.7 },
  '/404': { htmlRaw: 102, css: 8.7 },
};

/**
 * The islands that may hydrate while a page loads: only what moves on the home page's first screen. Every other
 * island waits until it is seen (`client:visible`) or reached for (`client:intent`), so those pages run no
 * framework code while they load.
 */
const islandsAtLoad: Record<string, string[]> = { '/': ['HeroRotator', 'Typewriter'] };

const pages = await readBuiltPages(dist);
/** Every built page weighed once, here rather than in a test: over 150 pages take seconds on a busy machine. */
const weighed = builtPageFiles(dist).map((file) => weighPage(dist, file));

describe('page-weight budget (gzip)', () => {
  const rows = heaviestByKind(dist);
  it('has a budget for every kind of page the build writes', () => {
    expect(rows.map((row) => row.kind).sort()).toEqual(Object.keys(budgets).sort());
  });

  for (const row of rows) {
    it(`${row.kind} (heaviest: ${row.url}) stays within its budget`, () => {
      const budget = budgets[row.kind];
      expect((row.html + row.css) / KB, 'HTML + CSS KB').toBeLessThanOrEqual(budget.htmlAndCss);
      expect(row.loadJs / KB, 'JS KB run while loading').toBeLessThanOrEqual(budget.loadJs);
      expect(row.js / KB, 'JS KB').toBeLessThanOrEqual(budget.js);
    });
  }

  it("keeps every page, in every language, within its kind's raw HTML and inline CSS budget", () => {
    for (const page of weighed) {
      const budget = rawBudgets[pageKind(page.url)];
      expect(budget, `${page.url} has a budget`).toBeDefined();
      expect(page.htmlRaw / KB, `${page.url}: HTML KB before compression`).toBeLessThanOrEqual(budget.htmlRaw);
      expect(page.inlineCss / KB, `${page.url}: inline CSS KB`).toBeLessThanOrEqual(budget.css);
    }
  });

  it('hydrates no island while a page loads but what its first screen moves', () => {
    expect(weighed.length).toBeGreaterThan(50);
    for (const page of weighed) {
      expect(page.loadIslands.sort(), page.url).toEqual(islandsAtLoad[pageKind(page.url)] ?? []);
    }
  });

  it("draws each icon once per page: every icon outside an island shows a symbol of the page's one sprite", () => {
    let uses = 0;
    for (const [file, html] of pages) {
      const sprites = html.match(/<svg aria-hidden="true" width="0" height="0" style="position:absolute">/g) ?? [];
      expect(sprites.length, `${file}: one sprite, if it shows icons`).toBe(html.includes('<use ') ? 1 : 0);
      if (sprites.length)
        expect(/<body[^>]*>\s*<svg aria-hidden="true" width="0"/.test(html), `${file}: the sprite opens <body>`).toBe(true);
      const symbols = [...html.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(symbols).size, `${file}: each drawing once`).toBe(symbols.length);
      const shown = new Set<string>();
      for (const [, id] of html.matchAll(/<use href="#([^"]+)"/g)) {
        expect(symbols, `${file}: #${id}`).toContain(id);
        shown.add(id);
        uses++;
      }
      expect(
        symbols.filter((id) => !shown.has(id)),
        `${file}: drawings no icon shows`,
      ).toEqual([]);
      // No react-icons glyph (it writes height="1em") is drawn in place but in the islands, which React draws itself.
      const inPlace = [...elementsIn(parsePage(html))].filter(
        (el) => el.tagName === 'path' && isInside(el, 'svg') && !isInside(el, 'symbol') && !isInside(el, 'astro-island'),
      );
      expect(
        inPlace.map((path) => attribute(path.parentNode as typeof path, 'height')),
        `${file}: icons drawn in place`,
      ).not.toContain('1em');
    }
    expect(uses, 'icons shown from the sprite').toBeGreaterThan(1000);
  });

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

  it('loads the scripts every page shares from one file, at low priority once the first screen is drawn, so nothing else is fetched before its pictures', () => {
    const shells = new Set<string>();
    for (const [file, html] of pages) {
      // A component's script that imports a module an island also uses, or passes 12 KB, becomes a file of its
      // own (astro.config.mjs): no page asks for a script file in its HTML.
      expect(html.match(/<script[^>]*\bsrc=[^>]*>/g), file).toBeNull();
      const src = /<script>[^<]*\.fetchPriority="low"[^<]*\("(\/_astro\/shell\.[\w-]+\.js)"\);?<\/script><\/body>/.exec(html)?.[1];
      expect(src, `${file}: the shared scripts' loader ends <body>`).toBeDefined();
      if (src) shells.add(src);
    }
    expect([...shells], 'one file for every page, cached after the first').toHaveLength(1);
    // 7.4: the relay form writes the messages a visitor sends in the page's words (issue 47), +0.1 KB measured; 7.55: the
    // enquiry dialog's phone sheet, its swipe and its page's title (issue 50), +0.13 KB measured; 7.65: the floating button
    // stepping aside on a phone while a form is on screen (issue 50), +0.08 KB measured; 8.05: stepping aside whenever a
    // line, a link, a field or something moving lies under it (issue 50), +0.38 KB measured (8.04); the compile hint at
    // its top (src/integrations/compileHints.ts, issue 49) keeps it within, at 8.03; the scripts run one to a task (issue
    // 49), 8.04; 8.15: the floating button looks again only where a change meets it, not for each letter the headline
    // types (issue 49), +0.1 KB measured (8.14).
    expect(gzipBytes(readFileSync(join(dist, [...shells][0]), 'utf8')) / KB, 'shared scripts KB').toBeLessThanOrEqual(8.15);
  });

  it('keeps the enquiry dialog out of the page: one file per language, fetched after load', () => {
    const dialogs = new Set<string>();
    for (const [file, html] of pages) {
      expect(html, file).not.toContain('<dialog aria-labelledby="enquiry-title"');
      const src = dialogFileOf(html);
      if (src) dialogs.add(src);
    }
    expect(dialogs.size, 'one dialog per language').toBe(publishedLocales.length);
    for (const src of dialogs) {
      const dialog = readFileSync(join(dist, src), 'utf8');
      expect(dialog, src).toMatch(/^<dialog aria-labelledby="enquiry-title"[\s\S]*<\/dialog>$/);
      expect(gzipBytes(dialog) / KB, `${src} KB`).toBeLessThanOrEqual(4.7);
    }
  });
});
