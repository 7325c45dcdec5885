/**
 * A copy of this project to change as the owner would and build: the files git knows, in a new folder, with this
 * project's packages linked one by one. Astro keeps its content cache in node_modules/.astro: each copy has its own
 * (copies built side by side overwrote each other's, and one build then showed the other's content), and shares only
 * the image cache, whose files are named by what they hold.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/projectRoot';

/** A new copy in a new folder, or at `at` (emptied first) for a copy other test files find. */
export function projectCopy(prefix: string, at?: string): string {
  if (at) rmSync(at, { recursive: true, force: true });
  const root = at ?? mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  mkdirSync(root, { recursive: true });
  const files = spawnSync('git', ['ls-files', '-z'], { cwd: PROJECT_ROOT, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(path.join(PROJECT_ROOT, file))) continue;
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    cpSync(path.join(PROJECT_ROOT, file), path.join(root, file));
  }
  const packages = path.join(PROJECT_ROOT, 'node_modules');
  const linked = path.join(root, 'node_modules');
  mkdirSync(path.join(linked, '.astro'), { recursive: true });
  for (const entry of readdirSync(packages))
    if (entry !== '.astro' && entry !== '.vite') symlinkSync(path.join(packages, entry), path.join(linked, entry));
  const images = path.join(packages, '.astro', 'assets');
  mkdirSync(images, { recursive: true });
  symlinkSync(images, path.join(linked, '.astro', 'assets'), 'dir');
  return root;
}

/** `astro build` in a copy; returns its exit status and what it printed. */
export function buildCopy(root: string): { status: number | null; output: string } {
  const astro = path.join(path.dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'astro.js');
  const run = spawnSync(process.execPath, [astro, 'build'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

/** Removes a copy (and its build) when the test is done with it. */
export const removeCopy = (root: string) => rmSync(root, { recursive: true, force: true });
