import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import { META_DESCRIPTION } from '../../src/schemas/content';
import { allPaths, expect, locationSlugs, serviceSlugs, staticRoutes, test } from './fixtures';

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

async function violations(browser: Browser, path: string, width: number, reducedMotion: (typeof motions)[number]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion });
  try {
    const page = await context.newPage();
    await page.goto(path);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    return results.violations.map(
      (v) => `${width}px, motion ${reducedMotion}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  } finally {
    await context.close();
  }
}

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const path of [...allPaths, '/services/unknown']) {
    test(path, async ({ browser }) => {
      const widths = laptopPaths.has(path) ? [390, 1366] : [390];
      // The views of a page are checked side by side, each in a context of its own.
      const found = await Promise.all(widths.flatMap((width) => motions.map((motion) => violations(browser, path, width, motion))));
      expect(found.flat()).toEqual([]);
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
