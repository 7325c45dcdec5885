/**
 * The schema of every content collection, shared by the build (src/content.config.ts, with astro:content's pictures
 * and references) and the CMS's checks before it saves (src/cms/checks.ts), so both refuse the same things in
 * the same words.
 */
import { z, type ZodTypeAny } from 'astro/zod';
import { ICON_NAMES } from '../iconNames';
import { TRANSLATED_LOCALES } from '../i18n/locales';
import { SHIFTING_SERVICES } from '../lib/forms';
import { RATE_COLUMNS } from '../lib/rates';
import { CLAIM_KEYS, REGISTRATION_KEYS } from './company';
import { DISTANCE_KM, LOCATION_KINDS, META_DESCRIPTION, POSITION, ROUTE_MAX, RULES } from './content';

/** A price band as the rate table's file gives it (`{ from, to }`, or `{}` for none) → [low, high] or null. */
export const bandFromFile = ({ from, to }: { from?: number | ''; to?: number | '' }): [number, number] | null =>
  typeof from === 'number' && typeof to === 'number' ? [from, to] : null;

/**
 * What astro:content gives a schema: a picture in src/assets (image()) and a reference to another collection's
 * entry (reference(), for the rates, locations and services other content names by id). The CMS's checks in the browser pass stand-ins that take the path or the id as text.
 */
export interface SchemaTools<
  Image extends ZodTypeAny,
  Rates extends ZodTypeAny,
  Locations extends ZodTypeAny,
  Services extends ZodTypeAny,
> {
  image: () => Image;
  references: { rates: Rates; locations: Locations; services: Services };
}

/** Every content collection's schema. */
export function contentSchemas<
  Image extends ZodTypeAny,
  Rates extends ZodTypeAny,
  Locations extends ZodTypeAny,
  Services extends ZodTypeAny,
>({ image, references }: SchemaTools<Image, Rates, Locations, Services>) {
  const nonEmpty = z.string().trim().min(1);
  /**
   * A field the owner may leave empty. The CMS saves an emptied field as "" (text, a number, one pick), null
   * (a choice) or [] (several picks): each counts as not given.
   */
  const optional = <T extends ZodTypeAny>(schema: T) =>
    z.preprocess(
      (value) => (value === '' || value === null || (Array.isArray(value) && value.length === 0) ? undefined : value),
      schema.optional(),
    );
  /** Shown on the page and used whole as its meta description, so search results never cut it short. */
  const metaDescription = nonEmpty.min(META_DESCRIPTION.min).max(META_DESCRIPTION.max);
  const position = z.number().int().min(POSITION.min).max(POSITION.max);

  /** One Markdown file per service: `src/content/services/<slug>.md`; the body is the long description. */
  const services = z.object({
    order: position,
    name: nonEmpty,
    /** The page title as people search for the service, where the name does not say it (default: "<name> in <home city>"). */
    title: optional(nonEmpty),
    /** Carries a home's goods or vehicles from Pune to another place: every location page links to it. */
    longDistance: z.boolean().default(false),
    icon: z.enum(ICON_NAMES),
    image: image(),
    imageAlt: nonEmpty,
    /** One or two sentences for cards, the page's hero and its meta description. */
    summary: metaDescription,
    features: z.array(nonEmpty).length(4),
    /** The rate-table row (src/content/rates.yaml) the page's cost estimate starts with; no estimate without it. */
    estimate: optional(references.rates),
  });

  /** One Markdown file per state, territory or city: `src/content/locations/<slug>.md`. */
  const locations = z.object({
    order: position,
    /** The place's proper name, e.g. "Jammu & Kashmir" (the page headings use the slug, as the spec asks). */
    name: nonEmpty,
    /** A shorter name people search by, where the proper name is too long for the page title. */
    searchName: optional(nonEmpty),
    kind: z.enum(LOCATION_KINDS),
    /**
     * 2 to 4 places the page links to: ones that border it, or lie close by where fewer than two do
     * (Sikkim, Meghalaya, Kolkata); for places reached by sea, the ones whose ports its ships sail from.
     */
    neighbours: z.array(references.locations).min(2).max(4),
    /** Listed on every service page, for people moving out of Pune. */
    featured: z.boolean().default(false),
    /** The services the page offers for a move there, where they differ from the long-distance ones. */
    services: optional(z.array(references.services).min(1)),
    summary: metaDescription,
    points: z.array(nonEmpty).length(5),
    image: image(),
    imageAlt: nonEmpty,
  });

  const testimonials = z.object({
    name: nonEmpty,
    city: nonEmpty,
    move: nonEmpty,
    text: nonEmpty,
    /** Where the review was given and when, e.g. "Google review, March 2026"; shown with it. */
    source: nonEmpty,
    /** True while the text is sample copy the owner must replace with a real review: labelled as such. */
    // Left out, a review counts as a sample: only the owner's untick says it is real.
    sample: z.boolean().default(true),
  });

  const gallery = z.object({ image: image(), alt: nonEmpty });

  const partners = z.object({ name: nonEmpty, logo: image(), placeholder: z.boolean().default(true) });

  const presence = z.object({
    icon: z.enum(ICON_NAMES),
    title: nonEmpty,
    /** Key of the figure in the company's claims (src/data/company.yaml); tiles without a figure leave it out. */
    claim: optional(z.enum(CLAIM_KEYS)),
  });

  const certificates = z.object({
    title: nonEmpty,
    /** Which of the company's registrations holds its number (or says it is pending or not held). */
    registration: z.enum(REGISTRATION_KEYS),
    issuer: nonEmpty,
    about: nonEmpty,
    image: image(),
    imageAlt: nonEmpty,
  });

  /** A price band in rupees, `{ from, to }`; `{}` where there is no amount for that distance (read as `null`). */
  const band = z
    .object({ from: optional(z.number().int().positive()), to: optional(z.number().int().positive()) })
    .refine(({ from, to }) => (from === undefined) === (to === undefined), { message: RULES.band })
    .refine(({ from, to }) => from === undefined || to === undefined || from <= to, { message: RULES.bandOrder })
    .transform(bandFromFile);

  const rates = z.object({
    type: nonEmpty,
    label: nonEmpty,
    service: z.enum(SHIFTING_SERVICES),
    bands: z.array(band).length(RATE_COLUMNS.length),
  });

  /**
   * Approximate road distance from Pune to the main city of each location (same id as the location),
   * or `sea: true` where the last leg is by ship. The estimator picks a rate-table column from it.
   */
  const distances = z
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
    .refine((d) => (d.km === undefined) === d.sea, { message: RULES.distance, path: ['km'] });

  /** Frequently asked questions (/faq), plain text answers. */
  const faq = z.object({ question: nonEmpty, answer: nonEmpty });

  /** The moving checklist (/moving-checklist): stages from eight weeks before to the first day. */
  const checklist = z.object({ when: nonEmpty, tasks: z.array(nonEmpty).min(1) });

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
  const ui = z
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
    });

  return { services, locations, testimonials, gallery, partners, presence, certificates, rates, distances, faq, checklist, ui };
}
