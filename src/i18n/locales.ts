/**
 * The site's languages as the routes, content and pages use them. Each language is one entry in
 * src/i18n/languages.ts, which this module gives its types; everything here derives from those entries.
 * Plain data, safe for islands and scripts.
 */
import { DEFAULT_LOCALE, LANGUAGES, TRANSLATED_LOCALES as TRANSLATED } from './languages';

export { DEFAULT_LOCALE, LANGUAGES };
export type Locale = keyof typeof LANGUAGES;
export type TranslatedLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;
/** Every language, English first, in the order the language switcher lists them. */
export const LOCALES = Object.keys(LANGUAGES) as readonly Locale[];
/** The languages translated from English, in the order the language switcher lists them. */
export const TRANSLATED_LOCALES = TRANSLATED as readonly TranslatedLocale[];

/** The language an enquiry came in, as the owner's English subject line names it ("Hindi"); none for English. */
export const enquiryLanguage = (locale: Locale): string | undefined => (locale === DEFAULT_LOCALE ? undefined : LANGUAGES[locale].english);

/**
 * An entry's language, from its id: content in English has a bare id ("goa"); a translation is filed under
 * its language's folder and keeps the English entry's id after it ("hi/goa").
 */
export function entryLocale(id: string): Locale {
  const folder = id.split('/')[0];
  return (TRANSLATED_LOCALES as readonly string[]).includes(folder ?? '') && id.includes('/')
    ? (folder as TranslatedLocale)
    : DEFAULT_LOCALE;
}

/** The English entry's id a translation stands for: "hi/goa" → "goa". */
export const sourceId = (id: string): string => (entryLocale(id) === DEFAULT_LOCALE ? id : id.slice(id.indexOf('/') + 1));

/** The locale Astro reports for a page (`Astro.currentLocale`), as one of ours; English where it gives none. */
export const asLocale = (value: string | undefined): Locale =>
  (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;

/** A page's path in a language: "/about" → "/hi/about"; the home page "/" → "/hi". */
export const localizedPath = (path: string, locale: Locale): string =>
  locale === DEFAULT_LOCALE ? path : `/${locale}${path === '/' ? '' : path}`;

/**
 * Whether `href` leads to one of the site's own pages: a path from the root that is not a file (/og-image.jpg), one
 * of Astro's own addresses (/_astro/… assets, /_image in `astro dev`), the CMS (/admin…) or another site (//host).
 * In-page anchors ("#main"), tel:, mailto: and full URLs are not.
 */
export const isPageHref = (href: string): boolean => /^\/(?!\/|_|admin(?:[/?#]|$))[^?#.]*(?:[?#].*)?$/.test(href);

/**
 * A link to one of the site's pages as a page in `locale` writes it. Components and islands write the English
 * path once ("/contact") and every page links in its own language while it renders: "/contact" → "/hi/contact",
 * "/" → "/hi", "/?sent=enquiry" → "/hi?sent=enquiry", "/contact#form" → "/hi/contact#form". Anything else (a
 * file, /admin, "#main", tel:, another site) and a path that already names its language ("/mr/contact", as the
 * language switcher writes) come back as they are, so any href may pass through it.
 */
export function pageHref(href: string, locale: Locale): string {
  if (!isPageHref(href)) return href;
  const end = href.search(/[?#]/);
  const [path, queryAndHash] = end < 0 ? [href, ''] : [href.slice(0, end), href.slice(end)];
  if (unlocalizedPath(path) !== path) return href;
  return localizedPath(path, locale) + queryAndHash;
}

/**
 * `pageHref` for the page being rendered, as `textOf` gives its words:
 * `const toPage = pageHrefOf(Astro);` then `<a href={toPage('/contact')}>`.
 */
export const pageHrefOf =
  (astro: { currentLocale?: string | undefined }) =>
  (href: string): string =>
    pageHref(href, asLocale(astro.currentLocale));

/** A page's path without its language: "/hi/about" → "/about", "/mr" → "/". */
export function unlocalizedPath(path: string): string {
  const [, first, ...rest] = path.split('/');
  if (!(TRANSLATED_LOCALES as readonly string[]).includes(first ?? '')) return path;
  return `/${rest.join('/')}`;
}
