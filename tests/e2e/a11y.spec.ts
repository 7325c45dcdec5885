import AxeBuilder from '@axe-core/playwright';
import { allPaths, expect, test } from './fixtures';

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const path of [...allPaths, '/services/unknown']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

test('every page has its own title and description, lang en-IN and a skip link', async ({ page }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of allPaths) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    titles.add(await page.title());
    descriptions.add((await page.locator('meta[name="description"]').getAttribute('content')) ?? '');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
  }
  expect(titles.size).toBe(allPaths.length);
  expect(descriptions.size).toBe(allPaths.length);
});
