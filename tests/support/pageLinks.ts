/**
 * The links to the site's own pages in a page's HTML, as the tests of links in a page's language read them: every
 * `<a href>` that pageHref would write in a language (src/i18n/locales.ts), with whether it names its language
 * on purpose (hreflang, as the language switcher's links do).
 */
import { DEFAULT_LOCALE, isPageHref, TRANSLATED_LOCALES, type Locale } from '../../src/i18n/locales';

export interface PageLink {
  /** The whole start tag, to name a wrong link in a failure. */
  tag: string;
  /** As the browser reads it (`&amp;` is `&`). */
  href: string;
  namesItsLanguage: boolean;
}

export function pageLinks(html: string): PageLink[] {
  return [...html.matchAll(/<a\b[^>]*>/g)].flatMap(([tag]) => {
    const href = /\shref="([^"]*)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&');
    return href !== undefined && isPageHref(href) ? [{ tag, href, namesItsLanguage: /\shreflang=/.test(tag) }] : [];
  });
}

/** The language a site path is in, from its first folder: "/hi/contact" → "hi", "/hi?sent=enquiry" → "hi", "/contact" → "en". */
export function pathLocale(href: string): Locale {
  const folder = href.split(/[?#]/)[0].split('/')[1];
  return TRANSLATED_LOCALES.find((locale) => locale === folder) ?? DEFAULT_LOCALE;
}
