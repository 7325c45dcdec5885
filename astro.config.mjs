// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwind from '@astrojs/tailwind';
import sitemap from '@astrojs/sitemap';
import headIslandStyle from './src/integrations/headIslandStyle.ts';
import { placeholdersInUse, site } from './src/site.config.ts';

/** Reminds whoever builds the site that company data is still made up. */
const placeholderWarning = {
  name: 'placeholder-warning',
  hooks: {
    /** @param {{ logger: import('astro').AstroIntegrationLogger }} options */
    'astro:build:done': ({ logger }) => {
      const names = placeholdersInUse();
      if (names.length) logger.warn(`Placeholder company data still in use in src/site.config.ts: ${names.join(', ')}`);
    },
  },
};

export default defineConfig({
  site: site.url,
  trailingSlash: 'ignore',
  integrations: [
    react(),
    tailwind({ applyBaseStyles: false }),
    sitemap({ filter: (page) => !page.includes('/404') }),
    headIslandStyle(),
    placeholderWarning,
  ],
  build: { inlineStylesheets: 'auto' },
});
