/** Which language a page is shown in, and so its canonical address: read by <head> and the structured data. */
import { isRelease, site } from '~/site.config';
import { pagesInEnglish } from '~/content-readers/translations';
import { unlocalizedPath, type Locale } from '~/i18n/locales';
import { pagePath } from '~/lib/nav';

/**
 * Whether the page at `path` (its English path) is translated into a language. A page whose own text is not yet
 * translated shows the English page's text: search engines are sent to the English page (its canonical address) and
 * it is left out of every page's alternates and of the sitemap (astro.config.mjs), so a search in that language finds
 * it once it is translated. It is not noindex: the canonical link says it all, and a visitor who reaches it gets the
 * page in their language's interface.
 */
export const translatedInto = (path: string, locale: Locale): boolean => !pagesInEnglish(locale, isRelease).includes(path);

/** A page's canonical address, from its own address: its own, or the English page's while it is shown in English. */
export function canonicalUrl(url: URL, locale: Locale): string {
  const path = unlocalizedPath(pagePath(url));
  return new URL(translatedInto(path, locale) ? pagePath(url) : path, site.url).href;
}
