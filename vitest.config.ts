/// <reference types="vitest/config" />
// Unit tests run through Astro's own Vite config, so they see the real content collections
// (`astro:content`) and the `~/` alias exactly as the build does. Two projects:
// - unit (tests/unit): the data, the content and the pure logic; needs no build;
// - built (tests/built): the built site in dist/, so it runs after `astro build` (scripts/test.sh builds first),
//   and without a build it stops at once, saying so, instead of failing file by file.
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    environment: 'node',
    globalSetup: ['tests/unit/setup/content.ts'],
    projects: [
      {
        extends: true,
        // The first test of a file that renders a component compiles it through Vite: seconds on a busy machine
        // (it once went past vitest's 5 s). A limit is for a test that hangs, not for a busy machine.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], testTimeout: 30_000 },
      },
      {
        extends: true,
        test: {
          name: 'built',
          include: ['tests/built/**/*.test.ts'],
          globalSetup: ['tests/unit/setup/builtSite.ts'],
          // A test here reads and weighs every built page (170 of them): a few seconds on a quiet machine, several
          // times that while the machine builds something else. A limit is for a test that hangs, not a busy machine.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
