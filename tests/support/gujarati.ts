/**
 * The fourth language tests/e2e/added-language.spec.ts adds to a copy of the project, as the entry it writes into
 * LANGUAGES (src/i18n/languages.ts). Held to the same `Language` type here, so `astro check` fails on a field the
 * type requires and the entry lacks, as it would in languages.ts itself; the test writes this object into the copy.
 */
import type { Language } from '../../src/i18n/languages';

/** Its code: the URL folder (/gu/) and the content folders. */
export const GUJARATI_CODE = 'gu';

/** Gujarati, whose script has no headstroke: its letters may be spaced, unlike Devanagari's. Test-only line heights. */
export const GUJARATI = {
  name: 'ગુજરાતી',
  english: 'Gujarati',
  htmlLang: 'gu-IN',
  ogLocale: 'gu_IN',
  script: {
    code: 'Gujr',
    fonts: ['Noto Sans Gujarati', 'Nirmala UI'],
    ranges: ['U+0A80-0AFF'],
    lineHeight: { heading: 1.45, body: 1.8 },
    joined: false,
  },
  intlLocale: 'gu-IN',
  fullStop: '.',
  // Gujarati joins a postposition to Pune's name unchanged (પુણેમાં "in Pune", પુણેથી "from Pune"), so the stem is the
  // name itself, as in Hindi (पुणे में, written apart); Marathi changes it (पुण्यात, पुण्याहून).
  homePlace: { homeCity: 'પુણે', homeCityStem: 'પુણે', homeRegion: 'મહારાષ્ટ્ર' },
} satisfies Language;
