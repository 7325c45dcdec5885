import { defineConfig } from '@playwright/test';
import { browserPath } from './playwright.config';
import type { Engine } from './tests/engines/visitor';

/**
 * The engines tests (tests/engines): the behaviours a visitor notices first, in the three engines people browse
 * with, against the built site served over HTTPS (tests/engines/server.ts). Run after the other browser tests
 * (scripts/test.sh), one test at a time: they watch timed behaviour in real time, so nothing else may share the
 * machine's two cores with them. Needs Debian's firefox-esr, webkit2gtk-driver and xvfb (scripts/ensure-engines.sh installs them).
 */
export default defineConfig<object, { engine: Engine }>({
  testDir: 'tests/engines',
  globalSetup: './tests/engines/server.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  projects: [
    {
      name: 'chromium',
      use: { engine: 'chromium', launchOptions: { executablePath: browserPath(), args: ['--no-sandbox', '--disable-gpu'] } },
    },
    { name: 'firefox', use: { engine: 'firefox' } },
    { name: 'webkit', use: { engine: 'webkit' } },
  ],
});
