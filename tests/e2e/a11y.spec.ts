import AxeBuilder from '@axe-core/playwright';
import { META_DESCRIPTION } from '../../src/schemas/content';
import { allPaths, expect, test } from './fixtures';

/** An attribute's text as the browser reads it. */
const attributeText = (html: string) =>
  html.replace(/&(?:#(\d+)|#x([\da-f]+)|(amp|quot|lt|gt));/gi, (_, dec?: string, hex?: string, name?: string) =>
    dec || hex
      ? String.fromCodePoint(dec ? Number(dec) : parseInt(hex!, 16))
      : { amp: '&', quot: '"', lt: '<', gt: '>' }[name!.toLowerCase()]!,
  );

/** Each page is checked as a phone and as a laptop sees it, with motion allowed and with motion reduced. */
const views = [390, 1366].flatMap((width) => (['no-preference', 'reduce'] as const).map((reducedMotion) => ({ width, reducedMotion })));

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  // Four full axe runs per page.
  test.describe.configure({ timeout: 120_000 });
  for (const path of [...allPaths, '/services/unknown']) {
    test(path, async ({ page }) => {
      const found: string[] = [];
      for (const { width, reducedMotion } of views) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ reducedMotion });
        await page.goto(path);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        for (const v of results.violations) {
          found.push(`${width}px, motion ${reducedMotion}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        }
      }
      expect(found).toEqual([]);
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
