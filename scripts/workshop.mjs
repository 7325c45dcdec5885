#!/usr/bin/env node
/**
 * Runs a workshop tool: the picture generator (workshop/art/) or the benchmarks (workshop/bench/). Each is a package
 * of its own, with its own package.json and lockfile, so the site's install (`npm ci`, and a host's build) never
 * installs them; this installs a tool's dependencies the first time it is run, and again after its lockfile changes.
 *
 *   node scripts/workshop.mjs art make-art.mjs [arguments]     npm run art [-- arguments]
 *   node scripts/workshop.mjs --install art                    install only (scripts/test.sh: the art test runs it)
 *
 * A tool runs from the site's folder and reads the site's own code (its design tokens, its built pages, its server),
 * which is TypeScript: the tool runs under the site's own tsx loader (a devDependency of the site), so a workshop
 * package need not install one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [first, ...rest] = process.argv.slice(2);
const installOnly = first === '--install';
const [name, script, ...args] = installOnly ? rest : [first, ...rest];
const dir = path.join(ROOT, 'workshop', name ?? '');
if (!name || !existsSync(path.join(dir, 'package.json'))) {
  console.error('usage: node scripts/workshop.mjs <art|bench> <script> [arguments] | --install <art|bench>');
  process.exit(2);
}

// npm writes node_modules/.package-lock.json at each install: older than the lockfile means the lockfile changed since.
const installed = path.join(dir, 'node_modules/.package-lock.json');
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(path.join(dir, 'package-lock.json')).mtimeMs) {
  console.error(`workshop/${name}: installing its dependencies (npm ci)`);
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
if (installOnly) process.exit(0);

const tsx = import.meta.resolve('tsx');
const run = spawnSync(process.execPath, ['--import', tsx, path.join(dir, script), ...args], { cwd: ROOT, stdio: 'inherit' });
process.exit(run.status ?? 1);
