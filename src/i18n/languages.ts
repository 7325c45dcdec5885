/**
 * The site's languages, each one entry: adding a language is adding its entry here (CONTRIBUTING.md, "The languages").
 * Everything else reads it: the routes and the switcher (src/i18n/locales.ts, which gives TypeScript its types), the
 * font stack (src/design/fonts.ts), the CSS for each script (Tailwind's plugin in tailwind.config.mjs), the hosts'
 * 404 rule for each language's folder (src/hosting/securityHeaders.ts) and the weight tool (scripts/lib/page-weight.mjs).
 * Data only, no Node imports: the build, islands and browser scripts import it, and so do Tailwind's config and the
 * Node scripts (through tsx).
 */

/** What a writing system needs of the page, whichever language writes it. */
export interface Script {
  /** Its ISO 15924 code ("Deva"). */
  code: string;
  /**
   * The fonts that draw it, best first, after Inter (which draws Latin only): fonts already on the visitor's device,
   * so nothing is downloaded for them before the first paint.
   */
  fonts: readonly string[];
  /**
   * The Unicode ranges of its letters (CSS `unicode-range` values), where it has fonts of its own: the faces matched to
   * Inter leave them, so the browser takes its letters straight to its fonts instead of trying Latin ones first.
   */
  ranges: readonly string[];
  /**
   * The line height of headings (h1–h3) and of paragraphs and list items where marks above and below the letters
   * need more room than the design gives Latin; null where the design's own fits.
   */
  lineHeight: { heading: number; body: number } | null;
  /**
   * Whether a word's letters are joined (Devanagari's headstroke): then no letter spacing anywhere, whatever a
   * component's classes say, since spacing would break the join.
   */
  joined: boolean;
}

const LATIN: Script = { code: 'Latn', fonts: [], ranges: [], lineHeight: null, joined: false };

/**
 * Devanagari's vowel signs sit above and below the letters: tight leading would clip them. Inter has none of its
 * letters: they come from the phone's own Noto Sans Devanagari (Android, and Linux), Nirmala UI (Windows) or Kohinoor
 * (Apple's system-ui), whole fonts that keep every conjunct.
 */
const DEVANAGARI: Script = {
  code: 'Deva',
  fonts: ['Noto Sans Devanagari', 'Nirmala UI'],
  // Devanagari, Vedic Extensions, Devanagari Extended.
  ranges: ['U+0900-097F', 'U+1CD0-1CFF', 'U+A8E0-A8FF'],
  lineHeight: { heading: 1.4, body: 1.75 },
  joined: true,
};

/** One of the site's languages. */
export interface Language {
  /** The language as it names itself (the switcher's words). */
  name: string;
  /** Its English name (the owner's e-mail subject line, the CMS). */
  english: string;
  /** `<html lang>`, hreflang and the sitemap's alternates. */
  htmlLang: string;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
  /** The writing system its pages are in. */
  script: Script;
  /** The locale that numbers (and any date) on its pages are written in, for `Intl`. */
  intlLocale: string;
  /**
   * The mark that ends a sentence ("." in English and Marathi, Hindi's "।"), where the site joins sentences of its
   * own (the hero's phrases as a screen reader hears them).
   */
  fullStop: string;
  /**
   * Where the company is, in the language's script: the interface text's {homeCity}, {homeCityStem} and
   * {homeRegion}. {homeCityStem} is the city as a postposition joins it (Marathi पुण्याहून, पुण्यात), the name itself
   * where the language does not change it. Every other place's name, and its `nameStem`, comes from its location
   * page's translation (src/content/locations/<code>/<place>.md).
   */
  homePlace: { homeCity: string; homeCityStem: string; homeRegion: string };
}

/** The language of the root URLs and of the content every translation is made from. */
export const DEFAULT_LOCALE = 'en';

/**
 * Every language, English first, then the translations in the order the language switcher lists them. Each other
 * language has its own folder of pages (/hi/…) and of content (src/content/<collection>/hi/…, src/content/hi/…).
 */
export const LANGUAGES = {
  en: {
    name: 'English',
    english: 'English',
    htmlLang: 'en-IN',
    ogLocale: 'en_IN',
    script: LATIN,
    intlLocale: 'en-IN',
    fullStop: '.',
    homePlace: { homeCity: 'Pune', homeCityStem: 'Pune', homeRegion: 'Maharashtra' },
  },
  hi: {
    name: 'हिंदी',
    english: 'Hindi',
    htmlLang: 'hi-IN',
    ogLocale: 'hi_IN',
    script: DEVANAGARI,
    intlLocale: 'hi-IN',
    fullStop: '।',
    homePlace: { homeCity: 'पुणे', homeCityStem: 'पुणे', homeRegion: 'महाराष्ट्र' },
  },
  mr: {
    name: 'मराठी',
    english: 'Marathi',
    htmlLang: 'mr-IN',
    ogLocale: 'mr_IN',
    script: DEVANAGARI,
    // Marathi's own default is Devanagari digits; the site's Marathi pages write prices and distances in the
    // digits the rest of the site and its translations use, with Indian grouping (1,00,000).
    intlLocale: 'mr-IN-u-nu-latn',
    fullStop: '.',
    homePlace: { homeCity: 'पुणे', homeCityStem: 'पुण्या', homeRegion: 'महाराष्ट्र' },
  },
} satisfies Record<string, Language>;

/** The languages translated from English, in the switcher's order: each has its own folder of pages and content. */
export const TRANSLATED_LOCALES = Object.keys(LANGUAGES).filter((code) => code !== DEFAULT_LOCALE);
