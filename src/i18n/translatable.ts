/**
 * What a translation changes. For each collection translated into Hindi and Marathi, the fields a reader
 * reads; every other field of a translated entry is the English entry's own (its numbers, links, pictures,
 * choices), so a form posts the same values and an estimate gives the same figures in every language.
 * Testimonials (people's own words) and partners (names) are not translated.
 */
const PAGE_FIELDS = {
  services: ['name', 'title', 'imageAlt', 'summary', 'features'],
  locations: ['name', 'searchName', 'nameStem', 'summary', 'points', 'imageAlt'],
} as const;

/** The lists (src/content/<name>.yaml) with a translation beside them (src/content/<locale>/<name>.yaml). */
const LIST_FIELDS = {
  faq: ['question', 'answer'],
  checklist: ['when', 'tasks'],
  certificates: ['title', 'issuer', 'about', 'imageAlt'],
  presence: ['title'],
  gallery: ['alt'],
  distances: ['city', 'route', 'farther'],
  rates: ['label', 'type'],
} as const;

export const TRANSLATED_FIELDS = { ...PAGE_FIELDS, ...LIST_FIELDS };

/**
 * How a translated list entry finds the English entry it stands for: by its short name (`id`), or, in a list whose
 * entries have none, by the picture it shows, so that an entry removed or moved in English keeps its own words.
 */
export const MATCHED_BY: Record<keyof typeof LIST_FIELDS, 'id' | 'image'> = {
  faq: 'id',
  checklist: 'id',
  certificates: 'id',
  presence: 'id',
  gallery: 'image',
  distances: 'id',
  rates: 'id',
};
export type TranslatedCollection = keyof typeof TRANSLATED_FIELDS;
export type TranslatedList = keyof typeof LIST_FIELDS;
export const TRANSLATED_LISTS = Object.keys(LIST_FIELDS) as TranslatedList[];
export const isTranslatedList = (name: string): name is TranslatedList => (TRANSLATED_LISTS as string[]).includes(name);
