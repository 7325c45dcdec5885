/**
 * Limits, choices and rules the content schemas (src/schemas/collections.ts) and the CMS's forms (src/cms/) share,
 * so the CMS never lets the owner save what the build would refuse, and says why in the same words.
 */

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
  describePhoto: 'Describe what the new picture shows, for people who cannot see it: the drawing’s words, or none, do not fit it.',
} as const;

/** The first value that appears twice (a short name in a list, a page's position), or undefined. */
export const repeated = <T>(values: readonly T[]): T | undefined => values.find((value, index) => values.indexOf(value) !== index);
