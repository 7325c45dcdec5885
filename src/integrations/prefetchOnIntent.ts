/**
 * Adds src/scripts/prefetchOnIntent.ts to every page as a page script: Astro bundles it with its own prefetch
 * module into one file, fetched and run once the page is parsed.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

export default function prefetchOnIntent(): AstroIntegration {
  return {
    name: 'prefetch-on-intent',
    hooks: {
      'astro:config:setup': ({ injectScript }) => {
        injectScript('page', `import ${JSON.stringify(fileURLToPath(new URL('../scripts/prefetchOnIntent.ts', import.meta.url)))};`);
      },
    },
  };
}
