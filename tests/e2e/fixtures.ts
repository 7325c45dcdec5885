/**
 * Shared test setup: every request that does not go to the local server is answered with an empty
 * response (third parties such as the translator, the map and the form relay can't make a test flaky),
 * page errors are collected so a test can assert there were none, and every test fails if anything in
 * any page broke the Content-Security-Policy the site is served with (dist/_headers).
 */
import { readdirSync } from 'node:fs';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { siteServer } from '../../scripts/lib/site-server.mjs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/projectRoot';
import { assertFreshBuild } from '../support/freshBuild';
import { LIVE_SITE_DIST, liveSiteBuilt } from '../support/liveSite';
import { test as base, expect } from '@playwright/test';
import { ENQUIRY_SEEN_KEY } from '../../src/inline/enquiryMoment';

export const isLocal = (url: string) =>
  /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url) || url.startsWith('data:') || url.startsWith('blob:');

export const test = base.extend<
  { pageErrors: string[]; enquiryDialog: boolean; cspViolations: string[] },
  { liveSite: boolean; liveOrigin: string | undefined }
>({
  /**
   * The `live` project's tests run against the live copy (tests/support/liveSite.ts), served here once per worker,
   * instead of the preview in dist/: the forms post only where the relay is the owner's.
   */
  liveSite: [false, { option: true, scope: 'worker' }],
  liveOrigin: [
    async ({ liveSite }, use) => {
      if (!liveSite) return use(undefined);
      if (!liveSiteBuilt()) throw new Error(`No live copy in ${LIVE_SITE_DIST}: run the \`live-build\` project first.`);
      // A copy built before the last edit would pass where the sources fail.
      assertFreshBuild(PROJECT_ROOT, path.join(LIVE_SITE_DIST, 'index.html'));
      const server = siteServer({ root: LIVE_SITE_DIST }).listen(0, '127.0.0.1');
      await once(server, 'listening');
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ baseURL, liveOrigin }, use) => use(liveOrigin ?? baseURL),
  /**
   * The Free Enquiry dialog opens 4 s after load and makes the page behind it inert. Tests about other
   * things start as a visitor who has already seen it this session; its own tests turn this on.
   */
  enquiryDialog: [false, { option: true }],
  pageErrors: [
    async ({ page, enquiryDialog }, use) => {
      const errors: string[] = [];
      if (!enquiryDialog) {
        await page.context().addInitScript((key) => {
          try {
            sessionStorage.setItem(key, '1');
          } catch {
            // The browser's own error pages have no storage.
          }
        }, ENQUIRY_SEEN_KEY);
      }
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
  /**
   * Every `securitypolicyviolation` in any page or frame of the test, and every CSP error the browser logs,
   * as "directive blocked-uri (source:line)". Asserted empty after each test: a test that provokes a
   * violation on purpose empties the list once it has checked it.
   */
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.context().exposeBinding('__reportCspViolation', (_source, text: string) => violations.push(text));
      await page.context().addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
          report(`${e.effectiveDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber}) on ${location.pathname}`);
        });
      });
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /Content.Security.Policy/i.test(msg.text())) violations.push(`console: ${msg.text()}`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
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
  { path: '/privacy', h1: /Privacy Notice/ },
  { path: '/enquiry', h1: /Free Enquiry/ },
  { path: '/faq', h1: /Frequently Asked Questions/ },
  { path: '/moving-checklist', h1: /Moving Checklist/ },
];

export const allPaths = [
  ...staticRoutes.map((r) => r.path),
  ...serviceSlugs.map((s) => `/services/${s}`),
  ...locationSlugs.map((s) => `/locations/${s}`),
];

/**
 * Waits until an island has hydrated. With Playwright's clock installed, `client:afterload` waits on a faked
 * requestIdleCallback, so fake time is nudged forward in small steps while we wait.
 */
export async function hydrated(page: import('@playwright/test').Page, component: string, { clock = false } = {}) {
  const island = page.locator(`astro-island[component-url*="/${component}."]`).first();
  if (!clock) {
    await expect(island).not.toHaveAttribute('ssr');
    return;
  }
  for (let i = 0; i < 1000; i++) {
    await page.clock.runFor(5);
    if ((await island.getAttribute('ssr')) === null) return;
  }
  throw new Error(`${component} did not hydrate`);
}

/**
 * Brings every island of the page to life as a visitor would, then waits until none is left unhydrated:
 * each is scrolled into view (`client:visible`), one that waits for the visitor to reach for it
 * (`client:intent`) gets the pointer, and `client:afterload` ones run once the page is idle.
 */
export async function hydrateEveryIsland(page: import('@playwright/test').Page) {
  // The islands' own scripts arrive with the shared scripts after the first screen; an island scrolled past before then
  // is only seen when it is scrolled to again, so the walk starts once they are here.
  await defined(page, 'astro-island');
  // Hydrating every island (React's runtime among them) takes seconds on a busy machine: wait for it, not a guess.
  // The page is read from top to bottom half a screen at a time, a few frames at each stop, as a visitor scrolls: a
  // jump straight from one island to the next can leave one before its observer has seen it (and a footer drawn in
  // only as it is reached changes the page's height under the jump). A round that leaves one waiting reads again.
  await expect(async () => {
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        window.scrollTo({ top: y, behavior: 'instant' });
        for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
      }
    });
    // An island is `display: contents`: it has no box of its own, so its first element stands for it.
    for (const island of await page.locator('astro-island[ssr][client="intent"]').all()) await island.locator(':scope > *').first().hover();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
}

/** Waits until the page's script has defined the custom element `name`, i.e. the behaviour it carries is ready. */
export async function defined(page: import('@playwright/test').Page, name: string) {
  await expect.poll(() => page.evaluate((tag) => customElements.get(tag) !== undefined, name)).toBe(true);
}

/**
 * Waits until an enquiry link opens the dialog: until the dialog's file has come, a press follows the link to /enquiry,
 * as without JavaScript (EnquiryModal.astro).
 */
export async function enquiryDialogReady(page: import('@playwright/test').Page) {
  await defined(page, 'site-enquiry-modal');
  await expect(page.locator('site-enquiry-modal dialog')).toBeAttached();
}

/**
 * Installs Playwright's clock with time paused, before the page loads: from then on time moves only
 * through `page.clock.runFor`, so every timer in the page is under the test's control.
 */
export async function freezeClock(page: import('@playwright/test').Page) {
  const start = new Date('2026-11-21T09:00:00+05:30').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/** Milliseconds since the page started loading, on the page's (possibly fake) clock. */
export const pageTime = (page: import('@playwright/test').Page) => page.evaluate(() => performance.now());

/** Lets the page finish what the last timer started: React renders in tasks posted through MessageChannel. */
export const settle = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        let rounds = 0;
        channel.port1.onmessage = () => (++rounds < 3 ? channel.port2.postMessage(0) : resolve());
        channel.port2.postMessage(0);
      }),
  );

/**
 * Moves the paused clock forward `step` ms at a time, letting the page settle after each, until `read()` gives
 * something new (within `limit` ms). The change happened within the last step.
 */
export async function runUntilChange(
  page: import('@playwright/test').Page,
  read: () => Promise<string | null>,
  step: number,
  limit: number,
) {
  const start = await read();
  for (let ms = 0; ms < limit; ms += step) {
    await page.clock.runFor(step);
    await settle(page);
    if ((await read()) !== start) return;
  }
  throw new Error(`nothing changed within ${limit} ms`);
}

/**
 * Ends the testimonial carousel's slide in progress, if any, and resolves once the carousel has heard it end.
 * A slide runs on the browser's clock, not the page's, and the carousel times its next turn from the slide's end:
 * a test that moved the page's clock before the browser dispatched that event would see the next turn late.
 */
export const endSlide = (page: import('@playwright/test').Page) =>
  page.locator('.testimonial-carousel .swiper-wrapper').evaluate(
    (wrapper) =>
      new Promise<void>((resolve) => {
        const sliding = wrapper.getAnimations();
        if (!sliding.length) return resolve();
        wrapper.addEventListener('transitionend', () => resolve(), { once: true });
        sliding.forEach((slide) => slide.finish());
      }),
  );

/**
 * Holds the page's load event until the page is left: a picture in its <head> that the test never answers. What a
 * page does between its first screen and its load can then be looked at without a race against the load.
 */
export async function holdLoad(page: import('@playwright/test').Page) {
  await page.route('**/__held-picture.gif', () => {});
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.head) return;
      observer.disconnect();
      const picture = document.createElement('img');
      picture.src = '/__held-picture.gif';
      document.head.append(picture);
    }).observe(document, { childList: true, subtree: true });
  });
}
