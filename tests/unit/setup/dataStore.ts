/**
 * Unit tests read the real content collections through Astro's Vite config, which (as in `astro dev`)
 * loads them from `.astro/data-store.json`. `astro sync` writes the store to Astro's cache instead, so
 * before the tests: sync (the content may have changed since the last build) and put a copy where they look.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';

const built = 'node_modules/.astro/data-store.json';
const dev = '.astro/data-store.json';

export default function setup() {
  execFileSync(process.execPath, ['node_modules/astro/astro.js', 'sync'], { stdio: 'ignore' });
  mkdirSync('.astro', { recursive: true });
  copyFileSync(built, dev);
}
