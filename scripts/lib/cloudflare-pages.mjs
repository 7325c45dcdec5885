/**
 * The built site served by Cloudflare Pages' own engine on this machine: `wrangler pages dev` runs workerd, the
 * runtime Cloudflare serves Pages sites with, which reads `_headers` and `_redirects`, settles the URL form and
 * picks the 404 page as Cloudflare does. It runs offline: no login, no metrics or error reports, no update
 * check, no fetch of Cloudflare's `Request.cf` object, and everything it writes (its state, logs and registry)
 * goes to a temporary folder that `stop` removes.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const wranglerPackage = require.resolve('wrangler/package.json');
const wrangler = join(dirname(wranglerPackage), require(wranglerPackage).bin.wrangler);

/**
 * workerd refuses a compatibility date later than its own release, and wrangler picks today's without one: the
 * installed workerd's version carries its date (1.20260426.1 → 2026-04-26).
 */
function compatibilityDate() {
  const [, date] = createRequire(wranglerPackage)('workerd/package.json').version.split('.');
  return `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
}

/** Resolves if nothing listens on the port, so the check for readiness below cannot be answered by another server. */
const portFree = (port, host) =>
  new Promise((done, fail) => {
    const probe = createServer()
      .once('error', () => fail(new Error(`Port ${port} is in use: set WRANGLER_PORT to a free one.`)))
      .listen(port, host, () => probe.close(() => done()));
  });

/**
 * Starts `wrangler pages dev` on `root` and resolves once it serves the home page, with its URL and `stop`, which
 * ends wrangler and its workerd; rejects (having stopped it) if it exits or is not ready within `timeout` ms.
 * @param {{ root: string, port: number, timeout?: number }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startCloudflarePages({ root, port, timeout = 60_000 }) {
  const host = '127.0.0.1';
  await portFree(port, host);
  const home = mkdtempSync(join(tmpdir(), 'cloudflare-pages-'));
  const args = ['pages', 'dev', resolve(root), '--ip', host, '--port', String(port)];
  args.push('--compatibility-date', compatibilityDate(), '--show-interactive-dev-session=false');
  const child = spawn(process.execPath, [wrangler, ...args], {
    // Its own process group (below); run in the temporary folder, where it looks for a project's .env files and
    // keeps its state.
    detached: true,
    cwd: home,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      CI: 'true',
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_SEND_ERROR_REPORTS: 'false',
      // The banner is what checks npm for a newer wrangler.
      WRANGLER_HIDE_BANNER: 'true',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      // Its logs, registry and settings, otherwise in ~/.config/.wrangler.
      XDG_CONFIG_HOME: home,
    },
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-10_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((done) => child.once('exit', done));

  // The group outlives its leader (bin/wrangler.js runs wrangler in a second Node process, which runs workerd), so
  // it is ended as a group: at `stop`, or when this process exits without having called it.
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already ended.
    }
  };
  const killOnExit = () => killGroup('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      killGroup('SIGTERM');
      const ended = await Promise.race([exited.then(() => true), new Promise((done) => setTimeout(done, 5_000, false))]);
      if (!ended) killGroup('SIGKILL');
    }
    rmSync(home, { recursive: true, force: true });
  };

  const url = `http://${host}:${port}`;
  const deadline = Date.now() + timeout;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`wrangler pages dev ended (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    const ready = await fetch(`${url}/`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler pages dev did not serve ${url}/ within ${timeout} ms:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}
