/**
 * Every piece of content the site shows, with the schema it must satisfy.
 * A file that breaks its schema fails the build with the file and field named.
 * Counts the spec fixes (9 services, 35 locations, 28 images…) are checked by tests/unit/content.test.ts.
 */
import { defineCollection, reference, z } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { iconNames } from './icons';
import { bandFromFile, listFromYaml, withTranslations } from './build/contentLists';
import { TRANSLATED_LOCALES } from './i18n/locales';
import { isTranslatedList } from './i18n/translatable';
import { SHIFTING_SERVICES } from './lib/forms';
import { CLAIM_KEYS, REGISTRATION_KEYS } from './schemas/company';
import { RATE_COLUMNS } from './lib/rates';
import { DISTANCE_KM, LOCATION_KINDS, META_DESCRIPTION, ROUTE_MAX } from './schemas/content';

const nonEmpty = z.string().trim().min(1);

/**
 * A list the owner edits in the CMS: `src/content/<name>.yaml` holds `<name>: [...]` (the CMS saves a
 * file as an object). Entries keep the `id` they are given, where other content or a page's address refers
 * to them (rates, distances, presence tiles, certificates, FAQ, checklist); the others are numbered in order.
 */
const list = (name: string) =>
  file(`src/content/${name}.yaml`, {
    parser: (text) => (isTranslatedList(name) ? withTranslations(text, name) : listFromYaml(text, name)),
  });
/** A folder of Markdown pages, one per entry, with their translations in a folder per language (`hi/goa.md`). */
const pages = (folder: string) => glob({ pattern: ['*.md', `{${TRANSLATED_LOCALES.join(',')}}/*.md`], base: `./src/content/${folder}` });
/**
 * A field the owner may leave empty. The CMS saves an emptied field as "" (text, a number, one pick), null
 * (a choice) or [] (several picks): each counts as not given.
 */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess(
    (value) => (value === '' || value === null || (Array.isArray(value) && value.length === 0) ? undefined : value),
    schema.optional(),
  );
/** Shown on the page and used whole as its meta description, so search results never cut it short. */
const metaDescription = nonEmpty.min(META_DESCRIPTION.min).max(META_DESCRIPTION.max);

/** One Markdown file per service: `src/content/services/<slug>.md`; the body is the long description. */
const services = defineCollection({
  loader: pages('services'),
  schema: ({ image }) =>
    z.object({
      /** 1 to 9: the order in menus and grids. */
      order: z.number().int().min(1).max(9),
      name: nonEmpty,
      /** The page title as people search for the service, where the name does not say it (default: "<name> in <home city>"). */
      title: optional(nonEmpty),
      /** Carries a home's goods or vehicles from Pune to another place: every location page links to it. */
      longDistance: z.boolean().default(false),
      icon: z.enum(iconNames),
      image: image(),
      imageAlt: nonEmpty,
      /** One or two sentences for cards, the page's hero and its meta description. */
      summary: metaDescription,
      features: z.array(nonEmpty).length(4),
      /** The rate-table row (src/content/rates.yaml) the page's cost estimate starts with; no estimate without it. */
      estimate: optional(reference('rates')),
    }),
});

/** One Markdown file per state, territory or city: `src/content/locations/<slug>.md`. */
const locations = defineCollection({
  loader: pages('locations'),
  schema: ({ image }) =>
    z.object({
      /** 1 to 35: the spec's order. */
      order: z.number().int().min(1).max(35),
      /** The place's proper name, e.g. "Jammu & Kashmir" (the page headings use the slug, as the spec asks). */
      name: nonEmpty,
      /** A shorter name people search by, where the proper name is too long for the page title. */
      searchName: optional(nonEmpty),
      kind: z.enum(LOCATION_KINDS),
      /**
       * 2 to 4 places the page links to: ones that border it, or lie close by where fewer than two do
       * (Sikkim, Meghalaya, Kolkata); for places reached by sea, the ones whose ports its ships sail from.
       */
      neighbours: z.array(reference('locations')).min(2).max(4),
      /** Listed on every service page, for people moving out of Pune. */
      featured: z.boolean().default(false),
      /** The services the page offers for a move there, where they differ from the long-distance ones. */
      services: optional(z.array(reference('services')).min(1)),
      summary: metaDescription,
      points: z.array(nonEmpty).length(5),
      image: image(),
      imageAlt: nonEmpty,
    }),
});

const testimonials = defineCollection({
  loader: list('testimonials'),
  schema: z.object({
    name: nonEmpty,
    city: nonEmpty,
    move: nonEmpty,
    text: nonEmpty,
    /** Where the review was given and when, e.g. "Google review, March 2026"; shown with it. */
    source: nonEmpty,
    /** True while the text is sample copy the owner must replace with a real review: labelled as such. */
    sample: z.boolean(),
  }),
});

const gallery = defineCollection({
  loader: list('gallery'),
  schema: ({ image }) => z.object({ image: image(), alt: nonEmpty }),
});

const partners = defineCollection({
  loader: list('partners'),
  schema: ({ image }) => z.object({ name: nonEmpty, logo: image(), placeholder: z.boolean() }),
});

const presence = defineCollection({
  loader: list('presence'),
  schema: z.object({
    icon: z.enum(iconNames),
    title: nonEmpty,
    /** Key of the figure in the company's claims (src/data/company.yaml); tiles without a figure leave it out. */
    claim: optional(z.enum(CLAIM_KEYS)),
  }),
});

const certificates = defineCollection({
  loader: list('certificates'),
  schema: ({ image }) =>
    z.object({
      title: nonEmpty,
      /** Which of the company's registrations holds its number (or says it is pending or not held). */
      registration: z.enum(REGISTRATION_KEYS),
      issuer: nonEmpty,
      about: nonEmpty,
      image: image(),
      imageAlt: nonEmpty,
    }),
});

/** A price band in rupees, `{ from, to }`; `{}` where there is no amount for that distance (read as `null`). */
const band = z
  .object({ from: optional(z.number().int().positive()), to: optional(z.number().int().positive()) })
  .refine(({ from, to }) => (from === undefined) === (to === undefined), { message: 'give both amounts, or neither' })
  .refine(({ from, to }) => from === undefined || to === undefined || from <= to, { message: '"from" is more than "to"' })
  .transform(bandFromFile);

const rates = defineCollection({
  loader: list('rates'),
  schema: z.object({
    type: nonEmpty,
    label: nonEmpty,
    service: z.enum(SHIFTING_SERVICES),
    bands: z.array(band).length(RATE_COLUMNS.length),
  }),
});

/**
 * Approximate road distance from Pune to the main city of each location (same id as the location),
 * or `sea: true` where the last leg is by ship. The estimator picks a rate-table column from it.
 */
const distances = defineCollection({
  loader: list('distances'),
  schema: z
    .object({
      city: nonEmpty,
      km: optional(z.number().int().multipleOf(DISTANCE_KM.step).min(DISTANCE_KM.min).max(DISTANCE_KM.max)),
      /** The last leg is by ship (the islands): no road distance. */
      sea: z.boolean().default(false),
      /** How the road goes, for the reader of the file and the page. */
      route: nonEmpty.max(ROUTE_MAX),
      /** Where the figure comes from. */
      basis: nonEmpty,
    })
    .refine((d) => (d.km === undefined) === d.sea, { message: 'give either km or sea: true' }),
});

/** Frequently asked questions (/faq), plain text answers. */
const faq = defineCollection({
  loader: list('faq'),
  schema: z.object({ question: nonEmpty, answer: nonEmpty }),
});

/** The moving checklist (/moving-checklist): stages from eight weeks before to the first day. */
const checklist = defineCollection({
  loader: list('checklist'),
  schema: z.object({ when: nonEmpty, tasks: z.array(nonEmpty).min(1) }),
});

/**
 * Interface text (src/i18n/text.ts): one file per group of words, `ui/<group>.yaml`, holding each language's
 * words under its code (`en:`, `hi:`, `mr:`), each a tree of keys whose leaves are the words. Completeness
 * against English is checked when a page asks for a language.
 */
type TextTree = { [key: string]: string | TextTree };
/** The key paths of `source` that `other` lacks. */
const missingKeys = (source: TextTree, other: TextTree | string | undefined): string[][] =>
  Object.entries(source).flatMap(([key, value]) => {
    const there = typeof other === 'object' ? other[key] : undefined;
    if (typeof value === 'string') return there === undefined ? [[key]] : [];
    return missingKeys(value, there).map((path) => [key, ...path]);
  });
const textTree: z.ZodType<TextTree> = z.lazy(() => z.record(z.string(), z.union([nonEmpty, textTree])));
const ui = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/ui' }),
  schema: z
    .object({ en: textTree, ...Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, textTree.optional()])) })
    .superRefine((words, ctx) => {
      // A language's words are all there or none are: a key the English has and a translation lacks stops the build.
      for (const locale of TRANSLATED_LOCALES) {
        const translated = (words as Partial<Record<string, TextTree>>)[locale];
        if (!translated) continue;
        for (const path of missingKeys(words.en, translated))
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: [locale, ...path],
            message: `missing: the English (en.${path.join('.')}) has it`,
          });
        for (const path of missingKeys(translated, words.en))
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: [locale, ...path], message: 'not in the English: a misspelt key?' });
      }
    }),
});

export const collections = {
  ui,
  services,
  locations,
  testimonials,
  gallery,
  partners,
  presence,
  certificates,
  rates,
  distances,
  faq,
  checklist,
};
