import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';

/**
 * Playwright's own browser when it is installed, else Debian's (this network cannot download browsers): its
 * headless shell, the same lean headless Chromium Playwright itself runs tests in, which runs this suite in
 * about half the time of the full browser; the full `chromium` where the shell is missing.
 */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export function browserPath(): string | undefined {
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return undefined;
  return existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : '/usr/bin/chromium';
}

const PORT = Number(process.env.TEST_PORT ?? 4322);
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };
/** The tests that build a changed copy of the project. */
const REBUILDS = /(cms[\w-]*|changed-data|added-language)\.spec\.ts$/;
/**
 * The tests of the live site, built once as the owner will publish it (tests/support/liveSite.ts) by the setup file: the
 * relay's (a preview's forms do not post while the relay is the example mailbox) and the live site's own.
 */
const LIVE_SETUP = /live-site\.setup\.ts$/;
const LIVE = /(enquiry|enquiry-faults|forms|live-contacts|real-site)\.spec\.ts$/;

export default defineConfig<object, { liveSite: boolean }>({
  testDir: 'tests/e2e',
  // The suite reads dist/: it stops at once on a missing or stale build rather than test an old site.
  globalSetup: './tests/support/freshBuild.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // An action still waiting after a minute is stuck: a long test (the CMS's) reports where, not at its end.
    actionTimeout: 60_000,
    // Tracing snapshots the DOM on every action, which makes the clock-stepping tests ten times slower.
    // Turn it on when debugging: npx playwright test --trace on
    trace: 'off',
    launchOptions: {
      executablePath: browserPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // Desktop by default; tests about phones set a 390 px viewport themselves.
  projects: [
    { name: 'desktop', use: desktop, testIgnore: [REBUILDS, LIVE] },
    // The CMS tests, the changed owner's data and the added language each rebuild a copy of the site, which takes the machine for a while:
    // they run after the others, side by side (each build mostly keeps one core busy), so the clock-stepped tests
    // never share the machine with a build.
    { name: 'cms', use: desktop, testMatch: REBUILDS, dependencies: ['desktop'] },
    // The live copy is built beside them (as one of those builds), and its tests run once it is there.
    { name: 'live-build', testMatch: LIVE_SETUP, dependencies: ['desktop'] },
    { name: 'live', use: { ...desktop, liveSite: true }, testMatch: LIVE, dependencies: ['live-build'] },
  ],
  webServer: {
    // The suite runs against the built site (scripts/test.sh builds it first), served as a static host serves it.
    command: `node --import tsx scripts/serve.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
