#!/usr/bin/env node
/**
 * npm run dev: the site's dev server (astro dev) and the CMS's local backend (decap-server, which saves the CMS's
 * edits into this folder) together, so that /admin works at once; prints the address of /admin once the site is up.
 * Ctrl+C, or either of the two stopping, stops both.
 *
 *   npm run dev [-- astro dev's arguments, e.g. --port 4400]
 *
 * The CMS looks for its local backend at localhost:8081 (`local_backend` in src/cms/config.ts, which Decap reads
 * on localhost only); CMS_LOCAL_PORT moves decap-server elsewhere, for a test beside a running one.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const require = createRequire(import.meta.url);
const astroBin = path.join(path.dirname(require.resolve('astro/package.json')), 'astro.js');
const decapBin = require.resolve('decap-server/dist/index.js');
const cmsPort = process.env.CMS_LOCAL_PORT ?? '8081';

/** Passes a child's output through line by line, with `prefix`, and hands each plain line to `read`. */
function relay(stream, target, prefix, read = () => {}) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      target.write(`${prefix}${line}\n`);
      read(stripVTControlCharacters(line));
    }
  });
}

const cms = spawn(process.execPath, [decapBin], {
  // MODE fs: it writes the files and commits nothing (a MODE left in the shell, e.g. vitest's "test", would stop it).
  // At LOG_LEVEL info, it says when it listens.
  env: { ...process.env, PORT: cmsPort, MODE: 'fs', GIT_REPO_DIRECTORY: process.cwd(), LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
relay(cms.stdout, process.stdout, '[cms] ');
relay(cms.stderr, process.stderr, '[cms] ');

const site = spawn(process.execPath, [astroBin, 'dev', ...process.argv.slice(2)], {
  env: process.env,
  stdio: ['inherit', 'pipe', 'pipe'],
});
let announced = false;
/** Astro prints "┃ Local    http://localhost:4321/" once it listens: the CMS is at /admin on that address. */
const announce = (line) => {
  const local = /Local\s+(https?:\/\/\S+?)\/?$/.exec(line.trim())?.[1];
  if (!local || announced) return;
  announced = true;
  process.stdout.write(
    `\n  The content manager (CMS): ${local}/admin\n  Its saves go into this folder through decap-server on port ${cmsPort}.\n\n`,
  );
};
relay(site.stdout, process.stdout, '', announce);
relay(site.stderr, process.stderr, '', announce);

let stopping = false;
/** Stops both children, then exits with `code`. */
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of [site, cms]) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
cms.on('exit', (code) => {
  if (!stopping)
    console.error(
      `[cms] decap-server stopped (exit ${code}; its reason is above). The site goes on; /admin says the CMS cannot save until one runs on port ${cmsPort}.`,
    );
});
site.on('exit', (code) => stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
