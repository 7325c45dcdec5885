/**
 * Limits, choices and rules the content schemas (src/schemas/collections.ts) and the CMS's forms (src/cms/) share,
 * so the CMS never lets the owner save what the build would refuse, and says why in the same words.
 */
import { LANGUAGES, type Locale } from '../i18n/locales';

/** A summary is shown whole as the page's meta description, so search results never cut it short. */
export const META_DESCRIPTION = { min: 70, max: 160 } as const;
export const LOCATION_KINDS = ['state', 'union territory', 'city'] as const;
/** Road distances from Pune, in km, rounded to 10. */
export const DISTANCE_KM = { min: 10, max: 4000, step: 10 } as const;
/** How long the road description after "From Pune:" may be. */
export const ROUTE_MAX = 120;
/** The description that marks a text field as a picture's path: astro:assets' image() in the content schemas, a picture picker in the CMS. */
export const PICTURE = 'picture';
/** The picture formats astro:assets turns into responsive AVIF/WebP here. */
export const PICTURE_FILE = /\.(?:jpe?g|png|webp|avif)$/i;
/**
 * A page's position in menus and lists, smallest first. Each page has its own; the range leaves room to swap two
 * (one moves to a free number first), since the CMS saves one page at a time.
 */
export const POSITION = { min: 1, max: 99 } as const;

/**
 * The longest each text may be, in characters, from how the page shows it; both the build and the CMS refuse longer
 * (docs/owner.md lists them for the owner). Each leaves room above the longest text the site has in any language.
 */
export const LIMITS = {
  /** A page's name: the heading, menus, cards and "Packers and Movers in …" titles, on one line of a phone. */
  name: 40,
  /** A place's shorter name for search titles, and its joined form (nameStem). */
  searchName: 30,
  /** A service page's title in search results, which cut it at about 60. */
  title: 60,
  /** A service's feature: one line of its card's list. */
  feature: 80,
  /** A location page's point: a short paragraph of its list. */
  point: 300,
  /** A question, as the FAQ's heading of its answer. */
  question: 150,
  /** An FAQ answer: a few short paragraphs opened under its question. */
  answer: 900,
  /** A heading of a list or tile (a checklist stage, a certificate's or presence tile's title, a rate's label). */
  heading: 60,
  /** A line of a list (a checklist task, a distance's basis). */
  item: 200,
  /** A card's text (a certificate's "about"). */
  about: 300,
  /** What a picture shows, read aloud by screen readers. */
  alt: 200,
  /** A review as its card shows it whole. */
  review: 400,
  /** A short line (a reviewer's name, city, move, source; a partner's name; a city). */
  short: 60,
  /** The company's tagline, under its name in the header and on a phone's first screen. */
  tagline: 60,
  /** The founder's paragraph and each paragraph of their message on the about page. */
  paragraph: 1200,
} as const;

/** The first HTML tag, closing tag, comment or instruction in a plain text (as the CMS's pattern finds it), or undefined. */
export const tagIn = (text: string): string | undefined => /<(?:[A-Za-z][\w-]*(?=[\s/>])|\/[A-Za-z]|!--|\?)[^>]{0,40}>?/.exec(text)?.[0];

/**
 * The rules that span fields, entries or files, in the words both the build and the CMS show the owner (the CMS
 * before it saves: src/cms/checks.ts).
 */
export const RULES = {
  band: 'Give both amounts, or leave both empty for “on request”.',
  bandOrder: '“From” is more than “To”.',
  distance: 'Give the road distance in km, or tick “The last leg is by sea”: one of the two, not both.',
  heldRegistration: 'The status is “held”, so put in the number (or choose “pending” until you have it).',
  ratingSource: 'Say where the rating comes from (e.g. Google) before you untick “still the example”: the site shows it beside the rating.',
  ratingReviews:
    'Give the number of reviews the rating is the average of before you untick “still the example”: the site shows it beside the rating.',
  claimsDisagree: (sentence: string) => `${sentence} You can confirm these figures once they agree, or once each says what it counts.`,
  html: 'HTML is not allowed in page text: use the editor’s buttons for bold, links and lists.',
  /** `field`: what the form calls the entry's id (its "Short name", or a distance's "Location"). */
  shortNameTwice: (id: string, field = 'Short name') => `Two entries have the same ${field.toLowerCase()}, “${id}”: give each its own.`,
  positionTaken: (position: number, other: string) =>
    `Position ${position} is already ${other}’s. Give each page its own: to swap two, move one to a free number first.`,
  needed: (id: string, why: string) => `The entry “${id}” cannot go: ${why}.`,
  htmlInText: (tag: string) => `Write plain text here: a tag such as ${tag} would show on the page as it is.`,
  tooLong: (max: number, length: number) =>
    `At most ${max.toLocaleString('en-IN')} characters fit the page, and this has ${length.toLocaleString('en-IN')}.`,
  wrongScript: (found: string, script: string, language: string) =>
    `Write it in ${script} letters, as ${language} is written: “${found}” is not.`,
  nameTaken: (name: string) => `Another page is already called “${name}”: give each page its own name.`,
  describePhoto: 'Describe what the new picture shows, for people who cannot see it: the drawing’s words, or none, do not fit it.',
} as const;

/** The first value that appears twice (a short name in a list, a page's position), or undefined. */
export const repeated = <T>(values: readonly T[]): T | undefined => values.find((value, index) => values.indexOf(value) !== index);

/** A page's name as a reader tells two apart: case and the spaces around it aside. */
const nameKey = (name: string) => name.trim().toLocaleLowerCase('en');

/** The same name for two pages (Kerala renamed "Goa"): the second page's id and the name, or undefined. */
export function nameTwice(pages: readonly { id: string; name: string }[]): { id: string; name: string } | undefined {
  const twice = repeated(pages.map(({ name }) => nameKey(name)));
  return twice === undefined ? undefined : pages.filter(({ name }) => nameKey(name) === twice)[1];
}

/** Whether two page names are the same to a reader (case and spaces aside). */
export const sameName = (a: string, b: string) => nameKey(a) === nameKey(b);

/**
 * A name with letters of another script than its language's (Devanagari typed into an English name, Latin letters in a
 * Hindi one): the first such word, or undefined. Digits and punctuation belong to every script.
 */
export function wordInWrongScript(text: string, locale: Locale): string | undefined {
  const own = new RegExp(`^\\p{Script=${LANGUAGES[locale].script.code}}$`, 'u');
  return text.split(/\s+/).find((word) => [...word].some((char) => /\p{L}/u.test(char) && !own.test(char)));
}

/** The rule a name in the wrong script breaks, in the words both the build and the CMS give. */
export function wrongScriptRule(found: string, locale: Locale): string {
  const { script, english } = LANGUAGES[locale];
  return RULES.wrongScript(found, new Intl.DisplayNames(['en'], { type: 'script' }).of(script.code) ?? script.code, english);
}

/** The rule a text the page shows breaks (a tag in it, or more than `max` characters), or undefined: for every text field. */
export function textRule(text: string, max = Infinity): string | undefined {
  const tag = tagIn(text);
  if (tag !== undefined) return RULES.htmlInText(tag);
  return text.length > max ? RULES.tooLong(max, text.length) : undefined;
}
