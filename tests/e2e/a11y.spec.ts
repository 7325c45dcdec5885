import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { META_DESCRIPTION } from '../../src/schemas/content';
import { site } from '../../src/site.config';
import { localizedPath, TRANSLATED_LOCALES } from '../../src/i18n/locales';
import { allPaths, expect, hydrateEveryIsland, isLocal, locationSlugs, serviceSlugs, staticRoutes, test } from './fixtures';

/** An attribute's text as the browser reads it. */
const attributeText = (html: string) =>
  html.replace(/&(?:#(\d+)|#x([\da-f]+)|(amp|quot|lt|gt));/gi, (_, dec?: string, hex?: string, name?: string) =>
    dec || hex
      ? String.fromCodePoint(dec ? Number(dec) : parseInt(hex!, 16))
      : { amp: '&', quot: '"', lt: '<', gt: '>' }[name!.toLowerCase()]!,
  );

/**
 * Every page as a phone shows it, with motion allowed and with motion reduced. The laptop width changes the
 * layout, not the content, so it is checked once per kind of page: each page of its own and one of the 9 service
 * and 35 location pages, whose template the others share.
 */
const motions = ['no-preference', 'reduce'] as const;
const laptopPaths = new Set([
  ...staticRoutes.map((r) => r.path),
  `/services/${serviceSlugs[0]}`,
  `/locations/${locationSlugs[0]}`,
  '/services/unknown',
]);

/** In Hindi and Marathi, one page of each kind (the words change, the templates do not). */
const translatedPaths = TRANSLATED_LOCALES.flatMap((locale) =>
  [
    '/',
    '/about',
    `/services/${serviceSlugs[0]}`,
    '/locations',
    `/locations/${locationSlugs[0]}`,
    '/gallery',
    '/contact',
    '/privacy',
    '/services/unknown',
  ].map((path) => localizedPath(path, locale)),
);

/**
 * One tab per worker, reused from page to page: axe's half-megabyte script is compiled once per tab, not once
 * per view, which halves the time these checks take. Third parties are unreachable in it, as on a network
 * that blocks them, and every error the pages' code logs is collected.
 */
const pageTest = test.extend<object, { tab: { page: Page; errors: string[] } }>({
  tab: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await context.route(
        (url) => !isLocal(url.href),
        (route) => route.abort(),
      );
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
      page.on('console', (m) => {
        // A blocked request is reported by the browser itself; our code must add nothing to it.
        if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(`${page.url()}: ${m.text()}`);
      });
      await use({ page, errors });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Loads the page afresh at one width and motion setting. */
async function open(page: Page, path: string, width: number, reducedMotion: (typeof motions)[number]) {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ reducedMotion });
  await page.goto(path);
}

/**
 * What axe finds in the page as it stands. Only violations are collected (gathering the passes doubles axe's
 * time). Legacy mode runs axe in the page itself: the default mode opens a blank tab for every check to merge
 * the results of frames, which doubles the time, and these pages have no frames when checked (the map's frame comes only when asked for).
 */
async function violations(page: Page, view: string) {
  expect(page.frames(), `${view}: a frame would need the default mode`).toHaveLength(1);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return results.violations.map((v) => `${view}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

pageTest.describe('every page: accessible (axe-core, WCAG 2.2 AA) and free of console errors with third parties unreachable', () => {
  for (const path of [...allPaths, '/services/unknown', ...translatedPaths]) {
    pageTest(path, async ({ tab: { page, errors } }) => {
      errors.length = 0;
      const found: string[] = [];
      let first = true;
      for (const width of laptopPaths.has(path) ? [390, 1366] : [390]) {
        for (const motion of motions) {
          const translatorTried = first && page.waitForEvent('requestfailed', (r) => r.url().startsWith(site.translatorScript));
          await open(page, path, width, motion);
          if (first) {
            // Every island has run, and the translator has tried its script, before the page is checked: their errors count.
            await hydrateEveryIsland(page);
            await translatorTried;
            first = false;
          }
          found.push(...(await violations(page, `${width}px, motion ${motion}`)));
        }
      }
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test('every page has its own title and description, lang en-IN, landmarks and a skip link', async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Map<string, string>();
  for (const path of allPaths) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<html lang="en-IN"/);
    // Nothing after </html> (the W3C checker rejects a script there).
    expect(html.trimEnd(), path).toMatch(/<\/html>$/);
    titles.add(/<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '');
    descriptions.set(attributeText(/<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? ''), path);
    expect(html, path).toMatch(/<a href="#main"[^>]*>Skip to main content<\/a>/);
    for (const landmark of [/<header[\s>]/g, /<main[\s>]/g, /<footer[\s>]/g, /<h1[\s>]/g]) {
      expect(html.match(landmark)?.length, `${path} ${landmark}`).toBe(1);
    }
  }
  const notFound = await (await request.get('/services/unknown')).text();
  expect(notFound.trimEnd()).toMatch(/<\/html>$/);
  expect(titles.size).toBe(allPaths.length);
  expect(descriptions.size).toBe(allPaths.length);
  // Every page's description, written in the page or in its content, fits the limit the content schema sets.
  const { min, max } = META_DESCRIPTION;
  const outside = [...descriptions].filter(([d]) => d.length < min || d.length > max).map(([d, path]) => `${path}: ${d.length}`);
  expect(outside, `descriptions outside ${min}–${max} characters`).toEqual([]);
});

/**
 * The owner's page meets the same bar in what the site draws around the CMS: a banner landmark with the page's
 * heading and the "What is left to do" button. What Decap draws beside it is Decap's (docs/owner.md lists what axe
 * finds there, and why it is not given a <main>).
 */
pageTest('/admin: what the site draws around the content manager', async ({ tab: { page } }) => {
  const found: string[] = [];
  // No local server (decap-server) answers: the page's own notice says what to run, and is checked with the banner.
  await page.route('http://localhost:8081/api/v1', (route) => route.abort('connectionrefused'));
  for (const width of [390, 1366]) {
    await open(page, '/admin', width, 'no-preference');
    await expect(page.getByRole('heading', { name: 'The content manager’s local server is not running' })).toBeVisible();
    const banner = page.getByRole('banner').filter({ has: page.getByRole('link', { name: 'What is left to do' }) });
    await expect(banner.getByRole('heading', { level: 1 })).toHaveText(`Content manager of ${site.name}`);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .include('body > header')
      .include('body > main')
      .options({ resultTypes: ['violations'] })
      .setLegacyMode()
      .analyze();
    found.push(...results.violations.map((v) => `${width}px: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
  }
  expect(found).toEqual([]);
});
