// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwind from '@astrojs/tailwind';
import sitemap from '@astrojs/sitemap';
import clientDirectives from './src/integrations/clientDirectives.ts';
import decapCms from './src/integrations/decapCms.ts';
import finishHtml from './src/integrations/finishHtml.ts';
import writeHostFiles from './src/integrations/writeHostFiles.ts';
import { reactCompileHints } from './src/integrations/compileHints.ts';
import { formatGrouped, formatStandIns, pendingReviews, standIns } from './src/stand-ins/standIns.ts';
import { cmsPlace } from './src/cms/places.ts';
import { isRelease, publishedLocales, site, unpublishedLocales } from './src/site.config.ts';
import { HOME_PAGE_GROUPS, pagesInEnglish } from './src/content-readers/translations.ts';
import { DEFAULT_LOCALE, LANGUAGES, localizedPath, unlocalizedPath } from './src/i18n/locales.ts';
import { showsRegistrations } from './src/company-facts/registrations.ts';
import remarkLinksInLanguage from './src/markdown/remarkLinksInLanguage.ts';
import { PREVIEW_EXIT } from './scripts/lib/stage.mjs';

/** The pages a language shows in English (/hi/locations/goa): the sitemap lists the English page instead. */
const inEnglishPages = new Set(
  publishedLocales.flatMap((locale) => pagesInEnglish(locale, isRelease).map((path) => localizedPath(path, locale))),
);

/**
 * Lists what is still not the owner's on every build; a release build (`npm run release`) refuses to
 * start while anything is listed.
 */
const standInCheck = {
  name: 'stand-ins',
  hooks: {
    /** @param {{ command: string, logger: import('astro').AstroIntegrationLogger }} options */
    'astro:config:setup': ({ command, logger }) => {
      if (command !== 'build' || process.env.SITE_RELEASE !== '1') return;
      const list = standIns();
      if (list.length && process.env.SITE_PREVIEW_IF_NOT_READY === '1') {
        // Under `npm run build:site` (scripts/build-site.mjs), which then builds a preview instead.
        logger.info(`${list.length} stand-ins or unconfirmed facts remain: not the real site yet.`);
        process.exit(PREVIEW_EXIT);
      }
      for (const locale of unpublishedLocales)
        logger.warn(
          `${LANGUAGES[locale].english} is left out of this release: its home page is not checked yet (CMS: ${cmsPlace.translations('ui', locale).label} › ${HOME_PAGE_GROUPS.join(', ')}).`,
        );
      const inEnglish = pendingReviews(publishedLocales);
      if (inEnglish.length)
        logger.warn(`Shown in English in this release until their translation is checked:\n${formatGrouped(inEnglish)}`);
      if (list.length) {
        // The list is the whole answer: a thrown error would end it with Astro's "unhandled error" and a stack trace.
        logger.error(
          `Release refused: ${list.length} stand-ins or unconfirmed facts remain. Fix each in the CMS (/admin) or the file named:\n${formatStandIns(list)}`,
        );
        process.exit(1);
      }
    },
    /** @param {{ logger: import('astro').AstroIntegrationLogger }} options */
    'astro:build:done': ({ logger }) => {
      const list = standIns();
      if (list.length)
        logger.warn(
          `${list.length} stand-ins or unconfirmed facts remain (npm run release refuses to build until they are gone):\n${formatStandIns(list)}`,
        );
    },
  },
};

export default defineConfig({
  site: site.url,
  // One URL form: /about is dist/about.html, which Netlify, Cloudflare Pages, GitHub Pages and nginx
  // (try_files $uri.html) all serve with 200 at /about. No URL ends in "/" but the home page.
  trailingSlash: 'never',
  // English keeps the root URLs; Hindi and Marathi pages live under /hi/ and /mr/.
  // A release leaves out a translation the owner has not marked reviewed (src/data/company.yaml, languages).
  i18n: { locales: [...publishedLocales], defaultLocale: DEFAULT_LOCALE, routing: { prefixDefaultLocale: false } },
  // CSS goes in the page: no stylesheet holds up the first paint (about 8 KB gzip).
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [
    react(),
    tailwind({ applyBaseStyles: false }),
    // The CMS at /admin is not public content.
    sitemap({
      filter: (page) =>
        !page.includes('/404') &&
        !page.endsWith('/robots.txt') &&
        !new URL(page).pathname.startsWith('/admin') &&
        !inEnglishPages.has(new URL(page).pathname.replace(/\/$/, '')) &&
        // The certificates page with no registration to show says so, and is not offered to search engines.
        (showsRegistrations() || unlocalizedPath(new URL(page).pathname.replace(/\/$/, '')) !== '/certificates'),
      // Each page lists its versions in the other languages (xhtml:link alternates).
      i18n: {
        defaultLocale: DEFAULT_LOCALE,
        locales: Object.fromEntries(publishedLocales.map((locale) => [locale, LANGUAGES[locale].htmlLang])),
      },
    }),
    decapCms(),
    finishHtml(),
    clientDirectives(),
    standInCheck,
    // Last: hashes the inline scripts of the pages as every other integration left them, for the hosts' headers files.
    writeHostFiles(),
  ],
  vite: {
    plugins: [reactCompileHints()],
    build: {
      // The components' scripts (menus, bars, forms) are written into the page, so nothing is fetched before
      // the page's own pictures. Astro does that for a script that imports nothing another script or island also
      // uses (they import only from src/inline/, which ESLint keeps islands out of) and is under 12 KB (the relay
      // form's, the largest, is about 8 KB before gzip).
      assetsInlineLimit: (file, content) => (file.endsWith('.js') ? content.length <= 12 * 1024 : undefined),
    },
  },
  // One apostrophe style across the site: Markdown bodies keep the straight ' that front matter and components use.
  // No HTML in Markdown bodies: what the owner types in the CMS never becomes a script on a page.
  markdown: { smartypants: false, remarkPlugins: [remarkLinksInLanguage] },
});
