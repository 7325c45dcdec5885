/**
 * The built site's tests (tests/built, tests/e2e) read dist/: they must read a build of these sources, not one
 * left from before an edit, which could pass where the sources fail. Stops the run when dist/ is missing or older
 * than any source file, naming the newest.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/projectRoot';

const SOURCES = ['src', 'public', 'astro.config.mjs', 'tailwind.config.mjs', 'package-lock.json'];

/** The newest file under `entry`, with its modification time. */
function newest(entry: string): { file: string; time: number } {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return { file: entry, time: stat.mtimeMs };
  return readdirSync(entry)
    .map((name) => newest(path.join(entry, name)))
    .reduce((a, b) => (b.time > a.time ? b : a), { file: entry, time: 0 });
}

/** `built`: the build to check against root's sources, root's own dist/ unless given (the live copy's: tests/support/liveSite.ts). */
export function assertFreshBuild(root = PROJECT_ROOT, built = path.join(root, 'dist/index.html')): void {
  if (!existsSync(built)) throw new Error('No built site in dist/: run `npm run build` first (`npm test` does).');
  const source = SOURCES.map((entry) => path.join(root, entry))
    .filter((entry) => existsSync(entry))
    .map(newest)
    .reduce((a, b) => (b.time > a.time ? b : a));
  if (source.time > statSync(built).mtimeMs)
    throw new Error(
      `dist/ is older than ${path.relative(root, source.file)}: the tests would read a stale build. Run \`npm run build\` first (\`npm test\` does).`,
    );
}

/** As Playwright's global setup (playwright.config.ts), which passes it the configuration. */
export default function globalSetup(): void {
  assertFreshBuild();
}
