/**
 * Shared test setup: every request that does not go to the local server is answered with an empty
 * response (third parties such as the translator, the map and the form relay can't make a test flaky),
 * and page errors are collected so a test can assert there were none.
 */
import { readdirSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';

export const isLocal = (url: string) => /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url) || url.startsWith('data:') || url.startsWith('blob:');

export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      await page.context().route(
        (url) => !isLocal(url.href),
        (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: '' }),
      );
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      await use(errors);
    },
    { auto: true },
  ],
});
export { expect };

const slugs = (dir: string) =>
  readdirSync(new URL(`../../src/content/${dir}/`, import.meta.url))
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.replace(/\.md$/, ''))
    .sort();

export const serviceSlugs = slugs('services');
export const locationSlugs = slugs('locations');

/** Every route of the site with the h1 it must show. */
export const staticRoutes: { path: string; h1: RegExp }[] = [
  { path: '/', h1: /Trusted Packers & Movers/ },
  { path: '/about', h1: /About/ },
  { path: '/services', h1: /Our Services/ },
  { path: '/locations', h1: /Locations We Serve/ },
  { path: '/gallery', h1: /Gallery/ },
  { path: '/contact', h1: /Contact Us/ },
  { path: '/certificates', h1: /Certificates/ },
];

export const allPaths = [
  ...staticRoutes.map((r) => r.path),
  ...serviceSlugs.map((s) => `/services/${s}`),
  ...locationSlugs.map((s) => `/locations/${s}`),
];

/**
 * Waits until an island has hydrated. With Playwright's clock installed, Astro's `client:idle` waits on
 * a faked requestIdleCallback, so fake time is nudged forward in small steps while we wait.
 */
export async function hydrated(page: import('@playwright/test').Page, component: string, { clock = false } = {}) {
  const island = page.locator(`astro-island[component-url*="/${component}."]`).first();
  await expect(async () => {
    if (clock) await page.clock.runFor(20);
    expect(await island.getAttribute('ssr')).toBeNull();
  }).toPass({ timeout: 10_000 });
}

/** Milliseconds since the page started loading, on the page's (possibly fake) clock. */
export const pageTime = (page: import('@playwright/test').Page) => page.evaluate(() => performance.now());

/**
 * Records every change of an element's text (or of one attribute) with the page's clock time, so a test
 * can assert the exact intervals between changes whatever moment the island happened to hydrate.
 */
export async function recordChanges(page: import('@playwright/test').Page, selector: string, attribute?: string) {
  await page.evaluate(
    ({ selector, attribute }) => {
      const el = document.querySelector(selector)!;
      const read = () => (attribute ? el.getAttribute(attribute) ?? '' : el.textContent ?? '');
      const log: [number, string][] = [[performance.now(), read()]];
      (window as unknown as { __changes: typeof log }).__changes = log;
      new MutationObserver(() => {
        const value = read();
        if (value !== log.at(-1)![1]) log.push([performance.now(), value]);
      }).observe(el, { subtree: true, childList: true, characterData: true, attributes: !!attribute });
    },
    { selector, attribute },
  );
  return async () => page.evaluate(() => (window as unknown as { __changes: [number, string][] }).__changes);
}

/** Intervals between consecutive recorded changes, rounded to whole milliseconds. */
export const intervals = (log: [number, string][]) => log.slice(1).map(([t], i) => Math.round(t - log[i][0]));
