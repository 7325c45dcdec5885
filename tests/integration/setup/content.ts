/**
 * Unit tests read the real content collections (`astro:content`) through Astro's Vite config, which runs in
 * dev mode: they see the content as `astro dev` has loaded it. So before the tests, Astro's dev server is
 * started once through Astro's public JavaScript API and stopped as soon as it is ready: starting, it loads
 * the content from the files as they are now, and keeps it where dev mode reads it. No file of Astro's is
 * named here. It runs in its own process, so nothing of the dev server stays in Vitest's.
 */
import { execFileSync } from 'node:child_process';

const START_AND_STOP = `
import { dev } from 'astro';
const server = await dev({ root: process.cwd(), logLevel: 'error', server: { host: '127.0.0.1', port: 0 } });
await server.stop();
`;

/** Set in Vitest's process once done: each project inherits this setup, and once a run is enough. */
const LOADED = Symbol.for('tests.content-loaded');

export default function setup() {
  const run = globalThis as { [LOADED]?: boolean };
  if (run[LOADED]) return;
  run[LOADED] = true;
  execFileSync(process.execPath, ['--input-type=module', '--eval', START_AND_STOP], {
    stdio: ['ignore', 'ignore', 'inherit'],
    // No telemetry and no check for a newer Astro: the tests ask nothing of the network.
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ASTRO_DISABLE_UPDATE_CHECK: 'true' },
  });
}
