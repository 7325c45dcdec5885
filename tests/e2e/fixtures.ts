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
