/// <reference types="vitest/config" />
// Three projects:
// - unit (tests/unit): pure logic, through plain Vite with the `~/` alias: no Astro, no content collections, no
//   child process, no build. It answers in seconds, so scripts/test.sh runs it before anything is built.
// - integration (tests/integration): through Astro's own Vite config, so they see the real content collections
//   (`astro:content`) and render components exactly as the build does; some start a process (the dev command, the
//   picture generator, a copy of the project).
// - built (tests/built): the built site in dist/, so it runs after `astro build` (scripts/test.sh builds first),
//   and without a build it stops at once, saying so, instead of failing file by file.
import { getViteConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';

const CONTENT = 'tests/integration/setup/content.ts';

export default getViteConfig({
  test: {
    environment: 'node',
    projects: [
      {
        resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        // The first test of a file that renders a component compiles it through Vite: seconds on a busy machine
        // (it once went past vitest's 5 s). A limit is for a test that hangs, not for a busy machine.
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], globalSetup: [CONTENT], testTimeout: 30_000 },
      },
      {
        extends: true,
        test: {
          name: 'built',
          include: ['tests/built/**/*.test.ts'],
          globalSetup: [CONTENT, 'tests/built/setup/builtSite.ts'],
          // A test here reads and weighs every built page (170 of them): a few seconds on a quiet machine, several
          // times that while the machine builds something else. A limit is for a test that hangs, not a busy machine.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
