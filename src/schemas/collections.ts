/**
 * The schema of every content collection, shared by the build (src/content.config.ts, with astro:content's pictures
 * and references) and the CMS's checks before it saves (src/cms/checks.ts), so both refuse the same things in
 * the same words.
 */
import { z, type ZodTypeAny } from 'astro/zod';
import { ICON_NAMES } from '../iconNames';
import { TRANSLATED_FIELDS, type TranslatedCollection } from '../i18n/translatable';
import { SHIFTING_SERVICES } from '../lib/forms';
import { RATE_COLUMNS } from '../lib/rates';
import { CLAIM_KEYS, CONDITIONS, REGISTRATION_KEYS } from './company';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import {
  DISTANCE_KM,
  LIMITS,
  LOCATION_KINDS,
  META_DESCRIPTION,
  POSITION,
  ROUTE_MAX,
  RULES,
  textRule,
  wordInWrongScript,
  wrongScriptRule,
} from './content';

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
  /** A text the page shows: plain (a tag would show as it is), and no longer than where it is shown can hold (LIMITS). */
  const text = (max?: number) =>
    nonEmpty.superRefine((value, ctx) => {
      const rule = textRule(value, max);
      if (rule !== undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, message: rule });
    });
  /** A name or title, written in its language's script. */
  const name = (locale: Locale, max: number) =>
    text(max).superRefine((value, ctx) => {
      const found = wordInWrongScript(value, locale);
      if (found !== undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, message: wrongScriptRule(found, locale) });
    });
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
  const metaDescription = nonEmpty
    .min(META_DESCRIPTION.min)
    .max(META_DESCRIPTION.max)
    .superRefine((value, ctx) => {
      const rule = textRule(value);
      if (rule !== undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, message: rule });
    });
  const position = z.number().int().min(POSITION.min).max(POSITION.max);

  /** One Markdown file per service: `src/content/services/<slug>.md`; the body is the long description. */
  const servicesIn = (locale: Locale) =>
    z.object({
      order: position,
      name: name(locale, LIMITS.name),
      /** The page title as people search for the service, where the name does not say it (default: "<name> in <home city>"). */
      title: optional(name(locale, LIMITS.title)),
      /** Carries a home's goods or vehicles from Pune to another place: every location page links to it. */
      longDistance: z.boolean().default(false),
      icon: z.enum(ICON_NAMES),
      image: image(),
      /** What a photograph shows; a drawing's words are its own (src/content-readers/pictureDescriptions.ts). */
      imageAlt: optional(text(LIMITS.alt)),
      /** One or two sentences for cards, the page's hero and its meta description. */
      summary: metaDescription,
      features: z.array(text(LIMITS.feature)).length(4),
      /** The rate-table row (src/content/rates.yaml) the page's cost estimate starts with; no estimate without it. */
      estimate: optional(references.rates),
    });
  const services = servicesIn(DEFAULT_LOCALE);

  /** One Markdown file per state, territory or city: `src/content/locations/<slug>.md`. */
  const locationsIn = (locale: Locale) =>
    z.object({
      order: position,
      /** The place's proper name, e.g. "Jammu & Kashmir" (the page headings use the slug, as the spec asks). */
      name: name(locale, LIMITS.name),
      /** A shorter name people search by, where the proper name is too long for the page title. */
      searchName: optional(name(locale, LIMITS.searchName)),
      /**
       * Where a language joins postpositions to a changed form of the name (Marathi गोवा → गोव्यात, गोव्यासाठी): that
       * form (गोव्या). Empty where they join the name itself, as in English and Hindi; a `searchName` is written so they do.
       */
      nameStem: optional(name(locale, LIMITS.searchName)),
      kind: z.enum(LOCATION_KINDS),
      /**
       * The places that share a border with it (the Kolkata page standing for West Bengal), which the page offers as
       * "close by": each lists it back (src/content-readers/collections.ts nearbyFor checks), and a border not sure is left out.
       * For places reached by sea, the ones whose ports its ships sail from.
       */
      neighbours: z.array(references.locations).min(1).max(8),
      /** Listed on every service page, for people moving out of Pune. */
      featured: z.boolean().default(false),
      /** The services the page offers for a move there, where they differ from the long-distance ones. */
      services: optional(z.array(references.services).min(1)),
      summary: metaDescription,
      points: z.array(text(LIMITS.point)).length(5),
      image: image(),
      /** What a photograph shows; a drawing's words are its own (src/content-readers/pictureDescriptions.ts). */
      imageAlt: optional(text(LIMITS.alt)),
    });
  const locations = locationsIn(DEFAULT_LOCALE);

  const testimonials = z.object({
    name: text(LIMITS.short),
    city: text(LIMITS.short),
    move: text(LIMITS.short),
    text: text(LIMITS.review),
    /** Where the review was given and when, e.g. "Google review, March 2026"; shown with it. */
    source: text(LIMITS.short),
    /** True while the text is sample copy the owner must replace with a real review: labelled as such. */
    // Left out, a review counts as a sample: only the owner's untick says it is real.
    sample: z.boolean().default(true),
  });

  /** `alt`: what a photograph shows; a drawing's words are its own (src/content-readers/pictureDescriptions.ts). */
  const gallery = z.object({ image: image(), alt: optional(text(LIMITS.alt)) });

  const partners = z.object({ name: text(LIMITS.short), logo: image(), placeholder: z.boolean().default(true) });

  const presence = z.object({
    icon: z.enum(ICON_NAMES),
    title: text(LIMITS.heading),
    /** Key of the figure in the company's claims (src/data/company.yaml); tiles without a figure leave it out. */
    claim: optional(z.enum(CLAIM_KEYS)),
  });

  const certificates = z.object({
    title: text(LIMITS.heading),
    /** Which of the company's registrations holds its number (or says it is pending or not held). */
    registration: z.enum(REGISTRATION_KEYS),
    issuer: text(LIMITS.short),
    about: text(LIMITS.about),
    image: image(),
    imageAlt: text(LIMITS.alt),
  });

  /** A price band in rupees, `{ from, to }`; `{}` where there is no amount for that distance (read as `null`). */
  const band = z
    .object({ from: optional(z.number().int().positive()), to: optional(z.number().int().positive()) })
    .refine(({ from, to }) => (from === undefined) === (to === undefined), { message: RULES.band })
    .refine(({ from, to }) => from === undefined || to === undefined || from <= to, { message: RULES.bandOrder })
    .transform(bandFromFile);

  const rates = z.object({
    type: text(LIMITS.heading),
    label: text(LIMITS.heading),
    service: z.enum(SHIFTING_SERVICES),
    bands: z.array(band).length(RATE_COLUMNS.length),
  });

  /**
   * Approximate road distance from Pune to the main city of each location (same id as the location),
   * or `sea: true` where the last leg is by ship. The estimator picks a rate-table column from it.
   */
  const distanceFields = z.object({
    city: text(LIMITS.short),
    km: optional(z.number().int().multipleOf(DISTANCE_KM.step).min(DISTANCE_KM.min).max(DISTANCE_KM.max)),
    /** The last leg is by ship (the islands): no road distance. */
    sea: z.boolean().default(false),
    /** How the road goes, for the reader of the file and the page. */
    route: text(ROUTE_MAX),
    /** Where the figure comes from. */
    basis: text(LIMITS.item),
    /**
     * A town of the place much farther than `city`, whose road distance is not known here (Diu, for Daman & Diu):
     * the page and the estimator say so, rather than let `km` stand for it.
     */
    farther: optional(text(LIMITS.short)),
  });
  const distances = distanceFields.refine((d) => (d.km === undefined) === d.sea, { message: RULES.distance, path: ['km'] });

  /** Frequently asked questions (/faq), plain text answers. */
  const faq = z.object({
    question: text(LIMITS.question),
    answer: text(LIMITS.answer),
    /** Shown only while the company's data holds this (a registration held, a promise ticked): src/company-facts/saidWhen.ts. */
    onlyWhen: optional(z.enum(CONDITIONS)),
  });

  /** The moving checklist (/moving-checklist): stages from eight weeks before to the first day. */
  const checklist = z.object({ when: text(LIMITS.heading), tasks: z.array(text(LIMITS.item)).min(1) });

  /**
   * Interface text (src/content-readers/interfaceText.ts): one file per group of words, `ui/<group>.yaml`, a tree of keys whose leaves
   * are the words.
   */
  type TextTree = { [key: string]: string | TextTree };
  const words = text();
  const textTree: z.ZodType<TextTree> = z.lazy(() => z.record(z.string(), z.union([words, textTree])));
  const ui = textTree;

  /**
   * A translation (src/i18n/translatable.ts): some or all of the words of the English entry it stands for, and
   * whether a reader the owner trusts has checked them against that English (`reviewed`, with the fingerprint of
   * the English words they read in `reviewedAgainst`, which the CMS fills in). A word left out is shown in English.
   * A list's translated entry names its English entry by short name (`id`) or, in the gallery, by picture.
   */
  const review = { reviewed: z.boolean().default(false), reviewedAgainst: optional(z.string()) };
  const wordsOf = (schema: z.AnyZodObject, collection: TranslatedCollection) =>
    z
      .object(
        Object.fromEntries(TRANSLATED_FIELDS[collection].map((field) => [field, (schema.shape as Record<string, ZodTypeAny>)[field]])),
      )
      .partial()
      .extend(review);
  const listKey = { id: optional(z.string()), image: optional(z.string()) };
  /** Each language's translations: their names in its own script. */
  const translations = (locale: Locale) =>
    ({
      services: wordsOf(servicesIn(locale), 'services'),
      locations: wordsOf(locationsIn(locale), 'locations'),
      faq: wordsOf(faq, 'faq').extend(listKey),
      checklist: wordsOf(checklist, 'checklist').extend(listKey),
      certificates: wordsOf(certificates, 'certificates').extend(listKey),
      presence: wordsOf(presence, 'presence').extend(listKey),
      gallery: wordsOf(gallery, 'gallery').extend(listKey),
      distances: wordsOf(distanceFields, 'distances').extend(listKey),
      rates: wordsOf(rates, 'rates').extend(listKey),
      ui: z.object(review).catchall(z.union([words, textTree])),
    }) satisfies Record<TranslatedCollection | 'ui', ZodTypeAny>;

  return {
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
    ui,
    translations,
  };
}
