import { allPaths, expect, test } from './fixtures';

test('every internal link and image on every page resolves', async ({ request }) => {
  test.setTimeout(120_000);
  const checked = new Map<string, number>();
  const broken: string[] = [];
  for (const path of allPaths) {
    const html = await (await request.get(path)).text();
    const targets = [...html.matchAll(/\s(?:href|src)="([^"]+)"/g), ...html.matchAll(/\ssrcset="([^"]+)"/g)]
      .flatMap((m) => m[1].split(',').map((part) => part.trim().split(/\s+/)[0]))
      .filter((url) => url.startsWith('/') && !url.startsWith('//'))
      .map((url) => url.split('#')[0])
      .filter(Boolean);
    for (const target of new Set(targets)) {
      if (!checked.has(target)) checked.set(target, (await request.get(target)).status());
      if (checked.get(target) !== 200) broken.push(`${path} → ${target} (${checked.get(target)})`);
    }
  }
  expect(broken).toEqual([]);
  expect(checked.size).toBeGreaterThan(100);
});

test('in-page anchors point at elements that exist', async ({ page }) => {
  for (const path of ['/', '/about', '/services', '/locations', '/gallery', '/contact']) {
    await page.goto(path);
    const ids = await page.$$eval('a[href^="#"]', (links) => links.map((a) => a.getAttribute('href')!.slice(1)));
    for (const id of ids) expect(await page.locator(`[id="${id}"]`).count(), `${path}#${id}`).toBe(1);
  }
});
