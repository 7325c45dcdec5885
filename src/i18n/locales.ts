/**
 * The site's languages. English is the default and keeps the root URLs; each other language has its own
 * folder of pages (/hi/…, /mr/…) and of content (src/content/<collection>/hi/…, src/content/hi/<list>.yaml).
 * Plain data, safe for islands and scripts.
 */
export const DEFAULT_LOCALE = 'en';
/** The languages translated from English, in the order the language switcher lists them. */
export const TRANSLATED_LOCALES = ['hi', 'mr'] as const;
export const LOCALES = [DEFAULT_LOCALE, ...TRANSLATED_LOCALES] as const;

export type Locale = (typeof LOCALES)[number];

/** Each language as it names itself (the switcher's words) and as HTML and Open Graph name it. */
export const LANGUAGES: Record<Locale, { name: string; english: string; htmlLang: string; ogLocale: string }> = {
  en: { name: 'English', english: 'English', htmlLang: 'en-IN', ogLocale: 'en_IN' },
  hi: { name: 'हिंदी', english: 'Hindi', htmlLang: 'hi-IN', ogLocale: 'hi_IN' },
  mr: { name: 'मराठी', english: 'Marathi', htmlLang: 'mr-IN', ogLocale: 'mr_IN' },
};
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

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

/** A page's path without its language: "/hi/about" → "/about", "/mr" → "/". */
export function unlocalizedPath(path: string): string {
  const [, first, ...rest] = path.split('/');
  if (!(TRANSLATED_LOCALES as readonly string[]).includes(first ?? '')) return path;
  return `/${rest.join('/')}`;
}
