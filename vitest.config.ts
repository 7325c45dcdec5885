/// <reference types="vitest/config" />
// Unit tests run through Astro's own Vite config, so they see the real content collections
// (`astro:content`) and the `~/` alias exactly as the build does.
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/unit/setup/content.ts'],
  },
});
