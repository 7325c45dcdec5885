#!/usr/bin/env node
/**
 * How long /admin takes to be usable on a phone: the built site served compressed as a host serves it (brotli),
 * Decap's local server answering, and Chromium under Lighthouse's mobile throttling applied through DevTools (150 ms
 * round trip × 3.75 = 562.5 ms per request, 1474.56 kbit/s down, 675 kbit/s up, CPU 4× slower). Prints, for three
 * cold loads, the script it fetched and the time from navigation to the login button, and from the press to the
 * collection list. After `npm run build`:
 *
 *   node --import tsx scripts/cms-weight.mjs        (figures in docs/owner.md, "How heavy the editor is")
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import { siteServer } from './lib/site-server.mjs';

const RUNS = 3;
const require = createRequire(import.meta.url);

/** Playwright's own Chromium when installed, else Debian's (as playwright.config.ts chooses). */
const executablePath = [chromium.executablePath(), '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find(
  (file) => file && existsSync(file),
);

const site = siteServer({ root: 'dist' }).listen(0, '127.0.0.1');
await once(site, 'listening');
const origin = `http://127.0.0.1:${site.address().port}`;

const probe = createServer().listen(0, '127.0.0.1');
await once(probe, 'listening');
const cmsPort = probe.address().port;
probe.close();
const cms = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
  env: { ...process.env, PORT: String(cmsPort), MODE: 'fs', LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let said = '';
await new Promise((resolve, reject) => {
  const read = (chunk) => {
    said += chunk;
    if (/listening on port/.test(said)) resolve();
  };
  cms.stdout.on('data', read);
  cms.stderr.on('data', read);
  cms.on('exit', () => reject(new Error(`decap-server stopped: ${said}`)));
});

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
console.log(`Chromium ${browser.version()}, Lighthouse mobile throttling (DevTools), ${RUNS} cold loads of ${origin}/admin`);
try {
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.route('http://localhost:8081/api/v1', (route) => route.continue({ url: `http://localhost:${cmsPort}/api/v1` }));
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let scriptBytes = 0;
    devtools.on('Network.loadingFinished', ({ encodedDataLength }) => (scriptBytes += encodedDataLength));
    const start = Date.now();
    await page.goto(`${origin}/admin`, { timeout: 180_000 });
    const login = page.getByRole('button', { name: 'Login' });
    await login.waitFor({ timeout: 180_000 });
    const loginShown = Date.now() - start;
    await login.click();
    await page.getByRole('link', { name: 'Company' }).first().waitFor({ timeout: 180_000 });
    const listShown = Date.now() - start;
    console.log(
      `run ${run}: ${(scriptBytes / 1024 / 1024).toFixed(2)} MB over the network; login button at ${(loginShown / 1000).toFixed(1)} s, collection list at ${(listShown / 1000).toFixed(1)} s after navigation (${((listShown - loginShown) / 1000).toFixed(1)} s after the press)`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  cms.kill();
  site.close();
}
