/**
 * The Free Enquiry dialog's file for a language (issue 35: kept out of every page, about 2–3 KB gzip before its first
 * paint). Astro renders it, with its container API, from EnquiryDialogMarkup.astro: the page names the file
 * (EnquiryModal.astro's data-dialog) and src/pages/[...sharedFile].ts serves it, from the same rendering, so
 * `astro dev` and the build fetch the same file.
 */
import reactRenderer from '@astrojs/react/server.js';
import type { SSRManifest } from 'astro';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from '~/i18n/locales';
import { oncePerLanguage, sharedFile, type SharedFile } from '~/hosting/sharedFile';
import EnquiryDialogMarkup from './EnquiryDialogMarkup.astro';

/** The component as the container takes it: ESLint's TypeScript reads no .astro file (astro check does). */
const markup = EnquiryDialogMarkup as Parameters<AstroContainer['renderToString']>[0];

/**
 * The container knows every language the site has (src/i18n/languages.ts), so the components read theirs from the
 * address, as on a page; `manual` adds no routing of its own. It fills in every other field of its manifest from
 * Astro's defaults (createManifest in astro/dist/container), though the option's type asks for all of them.
 */
const manifest = {
  i18n: {
    strategy: 'manual',
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    fallback: undefined,
    fallbackType: 'rewrite',
    domainLookupTable: {},
  },
} satisfies Partial<SSRManifest> as SSRManifest;

async function render(locale: Locale): Promise<SharedFile> {
  const container = await AstroContainer.create({ manifest });
  container.addServerRenderer({ name: '@astrojs/react', renderer: reactRenderer });
  const request = new Request(new URL(localizedPath('/', locale), 'http://localhost'));
  return sharedFile('enquiry-dialog', 'htm', await container.renderToString(markup, { request, partial: true }));
}

export const enquiryDialogFile = oncePerLanguage(render);
