#!/usr/bin/env node
/**
 * `npm run bench:tap`: how soon the next page shows after a tap on a phone over slow 4G, with the site's
 * prefetch-on-intent and without it. Serves dist/ as a static host does behind a slow network
 * (workshop/bench/lib/slow-network.mjs: Lighthouse's slow 4G as DevTools applies it, 562.5 ms per request and
 * 1.47 Mbit/s down, but for every request: DevTools' own throttling misses a speculation rules prefetch) and, in
 * Debian's Chromium driven by Playwright, emulates a phone (412 × 823, touch) with the CPU slowed 4×. Each run
 * opens a page with an empty cache, waits until it is quiet (the visitor reading), closes the Free Enquiry dialog
 * if it has opened, taps a link as a finger does (touch start, 100 ms, touch end) and reads when the next page
 * painted its largest element, counted from the end of the tap. "Without" is the same tap with Save-Data on, which
 * turns the prefetch off and changes nothing else. Prints the Chromium version and, per tap, the medians.
 *
 *   npm run bench:tap                          after npm run build
 *   npm run bench:tap -- --runs 5 --route /,/services/car-transport
 */
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { siteServer } from '../../scripts/lib/site-server.mjs';
import { slowNetwork } from './lib/slow-network.mjs';
import { chromiumPath, median } from './lib/shared.mjs';

const ROUTES = ['/,/services/car-transport', '/locations,/locations/jammu-kashmir', '/services,/contact'];
/** Lighthouse's slow 4G as DevTools throttling applies it (its RTT × 3.75 per request, its throughput × 0.9). */
const SLOW_4G = { latencyMs: 562.5, kbps: 1474.56 };
const TOUCH_MS = 100;

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, route: { type: 'string', multiple: true } },
});
const runs = Number(values.runs);
const dist = new URL('../../dist/', import.meta.url).pathname;
if (!existsSync(`${dist}index.html`)) throw new Error('No built site in dist/: run npm run build first');

const site = siteServer({ root: dist }).listen(0, '127.0.0.1');
await once(site, 'listening');
const server = slowNetwork({ target: `http://127.0.0.1:${site.address().port}`, ...SLOW_4G }).listen(0, '127.0.0.1');
await once(server, 'listening');
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu'],
});

const rows = [];
for (const route of values.route ?? ROUTES) {
  const [from, to] = route.split(',');
  const samples = { with: [], without: [] };
  // The two ways alternate, so a noisy moment on the machine falls on both.
  for (let i = 0; i < runs; i++) for (const way of ['with', 'without']) samples[way].push(await tap(from, to, way === 'without'));
  const lcp = (way) => (median(samples[way].map((s) => s.lcp)) / 1000).toFixed(2);
  rows.push({
    tap: `${from} → ${to}`,
    'LCP s, prefetch': lcp('with'),
    'LCP s, none': lcp('without'),
    'page from prefetch': `${samples.with.filter((s) => s.fromPrefetch).length}/${runs}`,
  });
}
console.log(
  `Next page's LCP after a tap, slow 4G and 4× CPU, median of ${runs}, ${new Date().toISOString().slice(0, 10)}, ` +
    `Chromium ${browser.version()}:`,
);
console.table(rows);
await browser.close();
server.close();
site.close();

/** One tap from `from` to the first link to `to`, in a fresh profile; the next page's LCP and how its HTML came. */
async function tap(from, to, saveData) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  if (saveData) await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(origin + from, { waitUntil: 'networkidle', timeout: 120_000 });

  // The Free Enquiry dialog opens 4 s after the page started loading, before a slow page is quiet: the visitor closes it.
  await page.waitForFunction(() => performance.now() > 5000, undefined, { timeout: 60_000 });
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible()) {
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }
  // A link in the page's own content (cards appear as they are scrolled to).
  const link = page.getByRole('main').locator(`a[href="${to}"]`).first();
  await link.scrollIntoViewIfNeeded();
  await link.waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  const box = await restingBox(link);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await sleep(TOUCH_MS);
  const tapped = Date.now();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForURL(origin + to, { waitUntil: 'load', timeout: 120_000 });

  const result = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const [navigation] = performance.getEntriesByType('navigation');
        new PerformanceObserver((list) => {
          // Reported once the page has painted its largest element; the last entry is the final one.
          resolve({
            paintedAt: performance.timeOrigin + list.getEntries().at(-1).startTime,
            fromPrefetch: navigation.deliveryType === 'navigational-prefetch' || navigation.transferSize === 0,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  // From the finger leaving the glass, on the machine's clock (a prefetched page's own clock starts later).
  return { lcp: result.paintedAt - tapped, fromPrefetch: result.fromPrefetch };
}

/** Where the link rests once the page has stopped scrolling (the site scrolls smoothly), and the finger finds it there. */
async function restingBox(link) {
  let last;
  for (let i = 0; i < 50; i++) {
    const box = await link.boundingBox();
    if (box && last && box.x === last.x && box.y === last.y) {
      const hit = await link.evaluate((a, { x, y }) => a.contains(document.elementFromPoint(x, y)), {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      if (hit) return box;
    }
    last = box;
    await sleep(200);
  }
  throw new Error(`${await link.getAttribute('href')}: the link did not come to rest under the finger`);
}
