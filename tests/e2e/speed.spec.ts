import type { Page } from '@playwright/test';
import { FONT_CACHED_KEY, interFace } from '../../src/inline/interFace';
import { defined, expect, test } from './fixtures';

/**
 * A page in a context of its own, which keeps the browser's HTTP cache: routing requests, as the suite does to keep
 * third parties out, turns the cache off.
 */
const cachingTest = test.extend<{ cachingPage: Page }>({
  cachingPage: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL });
    await use(await context.newPage());
    await context.close();
  },
});

/**
 * Inter is fetched only once the first page has loaded, into the browser's cache, and used from the first paint of the
 * pages after it.
 */
cachingTest(
  'a first visit is drawn in the fallback and fetches Inter after load; the next page uses it from the cache',
  async ({ cachingPage: page }) => {
    await page.goto('/locations/goa');
    const interOnPage = () =>
      page.evaluate(
        (family) => [...document.fonts].filter((f) => f.family.replaceAll('"', '') === family).map((f) => f.status),
        interFace.family,
      );
    expect(await interOnPage()).toEqual([]);
    const interFile = () =>
      page.evaluate(() => {
        const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('inter-latin')) as
          PerformanceResourceTiming | undefined;
        return entry && { how: entry.initiatorType, fetched: entry.transferSize > 0, startTime: entry.startTime };
      });

    // Fetched after the load event, for the pages that follow.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), FONT_CACHED_KEY)).toMatch(/inter-latin.*\.woff2$/);
    const { loadStart, largestPaint } = await page.evaluate(async () => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const largest = await new Promise<PerformanceEntry[]>((done) =>
        new PerformanceObserver((list) => done(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true }),
      );
      return { loadStart: navigation.loadEventStart, largestPaint: largest.at(-1)!.startTime };
    });
    const font = await interFile();
    // Asked for before the first screen is drawn, it would count in Lighthouse's model as needed for it, even on a
    // link fast enough for the page to load before its first paint.
    expect(font?.startTime).toBeGreaterThanOrEqual(loadStart);
    expect(font?.startTime).toBeGreaterThanOrEqual(largestPaint);
    // Fetched as a file, not loaded as a face: Chromium decodes a face that loads on the main thread and repaints the
    // whole page for it, work a page that does not use the face has no need of.
    expect(font).toMatchObject({ how: 'fetch', fetched: true });
    expect(await interOnPage()).toEqual([]);

    await page.goto('/contact');
    await expect.poll(interOnPage).toEqual(['loaded']);
    expect(await interFile()).toMatchObject({ fetched: false });
  },
);

for (const connection of [
  { saveData: true, effectiveType: '4g' },
  { saveData: false, effectiveType: '3g' },
  { saveData: false, effectiveType: '2g' },
]) {
  test(`on ${connection.saveData ? 'Save-Data' : `a ${connection.effectiveType.toUpperCase()} connection`} Inter is not fetched: the fallback stays`, async ({
    page,
  }) => {
    await page.addInitScript((value) => Object.defineProperty(navigator, 'connection', { get: () => value }), connection);
    const fonts: string[] = [];
    page.on('request', (request) => request.url().includes('inter-latin') && fonts.push(request.url()));
    // The fetch would be asked for by the shared scripts (which define <astro-island>) once the page has loaded, at
    // the browser's next idle moment; idle callbacks run in the order they were asked for, so by the end of one asked
    // for after that, the fetch would have started.
    const settled = async () => {
      await defined(page, 'astro-island');
      await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done))));
    };
    await page.goto('/locations/goa');
    await settled();
    expect(fonts).toEqual([]);
    await page.goto('/contact');
    await settled();
    expect(fonts).toEqual([]);
    expect(await page.evaluate((key) => localStorage.getItem(key), FONT_CACHED_KEY)).toBeNull();
  });
}

test('the page text is set in the font stack whose fallbacks are metric-matched to Inter', async ({ page }) => {
  await page.goto('/');
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family).toMatch(/^"?Inter Variable"?, "Inter Variable Fallback: Arial", "Inter Variable Fallback: Roboto"/);
  const fallbacks = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule).map((rule) => rule.style.getPropertyValue('size-adjust')),
    ),
  );
  expect(fallbacks.filter(Boolean).length).toBeGreaterThanOrEqual(2);
});

/**
 * What every page shares comes once a visit: the shell's scripts, the enquiry dialog and the estimator's places, rates
 * and words are files of their own (finishHtml.ts, src/pages/[...sharedFile].ts), and the next page takes them from the browser's
 * cache.
 */
cachingTest(
  'the next page takes the scripts, the enquiry dialog and the estimator data every page shares from the cache',
  async ({ cachingPage: page }) => {
    const sharedFiles = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => ({ path: new URL(entry.name).pathname, entry: entry as PerformanceResourceTiming }))
          .filter(({ path }) => /^\/_astro\/(?:shell\.[\w-]+\.js|enquiry-dialog\.[\w-]+\.htm|CostEstimateForm\.[\w-]+\.json)$/.test(path))
          .map(
            ({ path, entry }) =>
              `${path.replace(/\.[\w-]+\.(js|htm|json)$/, '.$1')} ${entry.transferSize > 0 ? 'fetched' : 'from the cache'}`,
          )
          .sort(),
      );
    for (const [path, how] of [
      ['/locations/goa', 'fetched'],
      ['/services/car-transport', 'from the cache'],
    ]) {
      await page.goto(path);
      // The estimator fetches its data as it hydrates, once it is seen.
      const what = page.locator('.estimator').getByLabel('What are you moving?');
      await what.scrollIntoViewIfNeeded();
      await expect(what).toBeEnabled();
      await expect
        .poll(sharedFiles)
        .toEqual([`/_astro/CostEstimateForm.json ${how}`, `/_astro/enquiry-dialog.htm ${how}`, `/_astro/shell.js ${how}`]);
    }
  },
);

/**
 * The shared scripts are asked for only once the browser has reported the first screen's largest paint
 * (src/inline/sharedScriptLoader.ts): asked for in the frame that paints it, they would count in Lighthouse's model
 * as needed for that paint, on a connection of their own.
 */
for (const path of ['/', '/about', '/contact', '/locations/goa', '/mr/services/car-transport']) {
  test(`${path}: the shared scripts are asked for after the largest paint is reported`, async ({ page }) => {
    await page.goto(path);
    await defined(page, 'astro-island');
    const { largestPaint, shellStart } = await page.evaluate(async () => {
      const largest = await new Promise<PerformanceEntry[]>((done) =>
        new PerformanceObserver((list) => done(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true }),
      );
      const shell = performance.getEntriesByType('resource').find((entry) => /\/_astro\/shell\.[\w-]+\.js$/.test(entry.name));
      return { largestPaint: largest[0].startTime, shellStart: shell?.startTime ?? -1 };
    });
    expect(shellStart).toBeGreaterThan(largestPaint);
  });
}
