/**
 * The CMS at /admin as the owner uses it on this machine: Decap's local server (decap-server) saving into a
 * copy of the project, and the moves the owner makes in its forms.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { freePort } from './freePort';
import { projectCopy, removeCopy } from './projectCopy';

const require = createRequire(import.meta.url);
/** Where Decap CMS looks for its local server when the page is on localhost (config: local_backend). */
const DECAP_DEFAULT = 'http://localhost:8081/api/v1';

export interface DecapServer {
  port: number;
  process: ChildProcess;
  stop(): void;
}

/** decap-server saving into `root`, on a port of its own so that two CMS tests can run side by side. */
export async function startDecapServer(root: string): Promise<DecapServer> {
  const port = await freePort();
  const server = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: root, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on port/.test(output)) resolve();
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    server.on('exit', () => reject(new Error(`decap-server stopped: ${output}`)));
  });
  return { port, process: server, stop: () => server.kill() };
}

/** A copy of the project (tests/support/projectCopy.ts) with decap-server saving into it. */
export interface CmsCopy {
  root: string;
  decap: DecapServer;
}

/** Runs `use` with a copy named after `name` and its decap-server, and removes both after, whatever happens. */
export async function withCmsCopy<T>(name: string, use: (cms: CmsCopy) => Promise<T>): Promise<T> {
  const root = projectCopy(name);
  const decap = await startDecapServer(root);
  try {
    return await use({ root, decap });
  } finally {
    decap.stop();
    removeCopy(root);
  }
}

/**
 * One copy and decap-server for every test of the file that calls it (from before the first test to after the last),
 * for tests that go on from one another's saves. Read `root` and `decap` inside the tests.
 */
export function useCmsCopy(name: string): Readonly<CmsCopy> {
  const cms = {} as CmsCopy;
  test.beforeAll(async () => {
    cms.root = projectCopy(name);
    cms.decap = await startDecapServer(cms.root);
  });
  test.afterAll(() => {
    cms.decap.stop();
    removeCopy(cms.root);
  });
  return cms;
}

/** A minute: the CMS comes up in a few seconds, even beside a build. */
const CMS_COMES_UP_MS = 60_000;

/** Opens the CMS at `hash` (e.g. #/collections/company/entries/company), talking to `server`, and logs in. */
export async function openCms(page: Page, server: DecapServer, hash: string) {
  await page.route(DECAP_DEFAULT, (route) => route.continue({ url: `http://localhost:${server.port}/api/v1` }));
  // What the page said, for the report should the CMS not come up: a long test would otherwise wait out its whole timeout.
  const said: string[] = [];
  page.on('console', (message) => said.push(`${message.type()}: ${message.text()}`));
  page.on('requestfailed', (request) => said.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
  try {
    await page.goto(`/admin${hash}`, { timeout: CMS_COMES_UP_MS });
    await page.getByRole('button', { name: 'Login' }).click({ timeout: CMS_COMES_UP_MS });
  } catch (error) {
    throw new Error(
      `The CMS did not come up (decap-server on port ${server.port}, running: ${server.process.exitCode === null}):\n${said.join('\n')}`,
      {
        cause: error,
      },
    );
  }
}

/** A group or list field in `scope`, by its own label (Decap gives each an "object field" or "list field" box). */
export const fieldBox = (page: Page, scope: Page | Locator, kind: 'object' | 'list', label: string | RegExp) =>
  scope.locator(`[aria-label="${kind} field"]`).filter({ has: page.locator(':scope > div > label', { hasText: label }) });
/** A group of fields in the CMS's form, by its label. */
export const group = (page: Page, label: string) => fieldBox(page, page, 'object', label);

/** A list entry in the form (within `scope`), by the text it shows while folded. */
export const listEntry = (page: Page, scope: Page | Locator, summary: string) =>
  scope.locator('[class*="-ListItem"]').filter({ has: page.getByText(summary, { exact: true }) });
/** The button that unfolds a list entry: the first on its bar (Decap gives it no name). */
export const unfoldButton = (entry: Locator) => entry.getByRole('button').first();

/** Publish → Publish now, and the CMS saying it saved. */
export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
  await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Changes saved')).toBeVisible();
}
