/**
 * Editing at home under `npm run dev` (issue 51): a save in the CMS changes a content file, Vite tells every open page
 * to reload, and the editor stays as it is (src/cms/admin.ts declines that reload) instead of losing its place 2–5 s
 * after each save. Run in a copy of the project, whose files the save changes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from '../support/freePort';
import { projectCopy, removeCopy } from '../support/projectCopy';
import { expect, test } from './fixtures';

let root = '';
let dev: ChildProcess | undefined;
let site = '';
let cmsPort = 0;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  root = projectCopy('cms-dev');
  const sitePort = await freePort();
  cmsPort = await freePort();
  dev = spawn(process.execPath, ['scripts/dev.mjs', '--port', String(sitePort), '--host', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, CMS_LOCAL_PORT: String(cmsPort), ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      const admin = /The content manager \(CMS\): (\S+)\/admin\n/.exec(output)?.[1];
      if (admin && /\[cms\].*listening on port/i.test(output)) {
        site = admin;
        resolve();
      }
    };
    dev!.stdout!.on('data', look);
    dev!.stderr!.on('data', look);
    dev!.on('exit', () => reject(new Error(`npm run dev stopped:\n${output}`)));
  });
});

test.afterAll(async () => {
  if (dev && dev.exitCode === null) {
    dev.kill('SIGTERM');
    await once(dev, 'exit');
  }
  if (root) removeCopy(root);
});

test('under npm run dev, publishing an entry does not reload the editor', async ({ page }) => {
  test.setTimeout(180_000);
  await page.route('http://localhost:8081/api/v1', (route) => route.continue({ url: `http://localhost:${cmsPort}/api/v1` }));
  // Vite's messages to the page: the full reload a content file's change sets off.
  const reloadAsked = new Promise<void>((resolve) =>
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => String(payload).includes('full-reload') && resolve())),
  );
  await page.goto(`${site}/admin#/collections/services/entries/transport`, { timeout: 120_000 });
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 120_000 });
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue(/\S/, { timeout: 60_000 });
  let navigations = 0;
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations++);
  await name.fill(`${await name.inputValue()} (Goods)`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
  await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeVisible({ timeout: 30_000 });
  await reloadAsked;
  // The editor is where the owner left it: the same page, the saved entry's form still open.
  await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeVisible();
  await expect(name).toHaveValue(/\(Goods\)$/);
  expect(navigations, 'the editor reloaded').toBe(0);
});
