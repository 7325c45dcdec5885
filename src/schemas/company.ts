/**
 * The rules for the company's data file (`src/data/company.yaml`), which the owner edits in the CMS
 * (Company). A value that breaks them stops the build with the field named, as content does. The
 * CMS's form (src/cms/collections/company.ts) uses the same patterns and choices, and
 * tests/integration/cms.test.ts fails if the two ever disagree.
 */
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { LIMITS, PICTURE, PICTURE_FILE, RULES, textRule } from './content';
import { CLAIM_KEYS } from '../lib/claims';

export { CLAIM_KEYS };

/** An Indian number with its country code: "+91" and ten digits, spaces or hyphens allowed between. */
export const PHONE_PATTERN = /^\+91[ -]?(?:\d[ -]?){9}\d$/;
/** FormSubmit's random alias, given when the relay is activated (empty until then). */
export const RELAY_ALIAS_PATTERN = /^(?:[A-Za-z0-9_-]{8,64})?$/;
export const PIN_CODE_PATTERN = /^\d{6}$/;
export const EMAIL_PATTERN = /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/;
export const LINK_PATTERN = /^https:\/\/\S+$/;
/** The web address without a trailing slash or path, e.g. https://www.example.in */
export const SITE_URL_PATTERN = /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}$/;
export const REGISTRATION_STATUSES = ['pending', 'held', 'not held'] as const;
/** The longest a claimed figure may be ("25 Lac sq. ft"). */
export const CLAIM_MAX = 20;
export const REGISTRATION_KEYS = ['gstin', 'udyam', 'shopEstablishment', 'ibaCode', 'transitInsurer'] as const;
/**
 * What the company may promise about its process once the owner says it does: off by default, and until then the
 * site gives the same point as advice to the customer (src/company-facts/saidWhen.ts).
 */
export const PROMISE_KEYS = ['callBack', 'noObligationQuote'] as const;
/** What a sentence can be said only under (src/company-facts/saidWhen.ts): a registration held, or a promise switched on. */
export const CONDITIONS = [...REGISTRATION_KEYS, ...PROMISE_KEYS] as const;

/** A text the site shows: plain, and no longer than `max` (the rule content shares, src/schemas/content.ts). */
const plain = (value: string, ctx: z.RefinementCtx, max?: number) => {
  const rule = textRule(value, max);
  if (rule !== undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, message: rule });
};
const words = (max: number, min = 0) =>
  z
    .string()
    .trim()
    .min(min)
    .superRefine((value, ctx) => plain(value, ctx, max));
const text = words(LIMITS.short, 1);
/**
 * Ticked while the group still holds the example value the site was built with; the release refuses it. A file that
 * leaves it out is taken as still the example: only the owner's untick says a value is theirs.
 */
const example = z.boolean().default(true);
const phone = z.object({ number: z.string().trim().regex(PHONE_PATTERN, 'write it as +91 and ten digits'), example });
const link = z.string().trim().regex(LINK_PATTERN, 'a link starts with https://');
const email = z.string().trim().regex(EMAIL_PATTERN, 'an e-mail address looks like name@domain.in');

/**
 * A figure the site claims: its value as shown, what it counts when that needs saying (two claims of one thing with
 * different figures must each say it, differently: src/lib/claims.ts), and the owner's confirmation.
 */
const claim = z.object({
  value: z
    .string()
    .trim()
    .min(1)
    .max(CLAIM_MAX)
    .superRefine((value, ctx) => plain(value, ctx)),
  counts: words(LIMITS.short).default(''),
  example,
});
/** The CMS saves an emptied number as "": not given. */
const wholeOrEmpty = z.preprocess((value) => (value === '' || value === null ? undefined : value), z.number().int().positive().optional());
/** A rating is confirmed only with where it comes from and how many reviews it averages, which the site shows beside it. */
const rating = claim
  .extend({ source: words(LIMITS.short).default(''), reviews: wholeOrEmpty })
  .refine((r) => r.example || r.source !== '', { message: RULES.ratingSource, path: ['source'] })
  .refine((r) => r.example || r.reviews !== undefined, { message: RULES.ratingReviews, path: ['reviews'] });

const registration = z
  .object({ status: z.enum(REGISTRATION_STATUSES), number: z.string().trim().default('') })
  .refine((r) => r.status !== 'held' || r.number !== '', { message: RULES.heldRegistration, path: ['number'] });

export const companySchema = z.object({
  identity: z.object({
    url: z.string().trim().regex(SITE_URL_PATTERN, 'write the address as https://www.your-domain.in, without a slash at the end'),
    name: text,
    shortName: text,
    legalName: text,
    example,
  }),
  tagline: words(LIMITS.tagline, 1),
  phones: z.object({ mobile: phone, office: phone }),
  emails: z.object({ info: email, support: email, sales: email, example }),
  address: z.object({
    street: text,
    city: text,
    region: text,
    postalCode: z.string().trim().regex(PIN_CODE_PATTERN, 'a PIN code is six digits'),
    example,
  }),
  links: z.object({ facebook: link, instagram: link, youtube: link, linkedin: link, webmail: link, example }),
  formRelay: z.object({ alias: z.string().trim().regex(RELAY_ALIAS_PATTERN, "paste the alias FormSubmit's e-mail gives").default('') }),
  /** A promise left out is off: only the owner's tick makes the site say it. */
  promises: z.object(
    Object.fromEntries(PROMISE_KEYS.map((key) => [key, z.boolean().default(false)])) as Record<
      (typeof PROMISE_KEYS)[number],
      z.ZodDefault<z.ZodBoolean>
    >,
  ),
  founder: z.object({
    /** Empty until the owner confirms it: the site then says nothing about it. */
    name: words(LIMITS.short).default(''),
    bio: words(LIMITS.paragraph).default(''),
    message: z.array(words(LIMITS.paragraph, 1)).default([]),
    /** The picture's path relative to this file, like every picture in the content files. */
    portrait: z.string().trim().min(1).regex(PICTURE_FILE, 'the portrait must be a JPEG, PNG, WebP or AVIF picture').describe(PICTURE),
  }),
  registrations: z.object(
    Object.fromEntries(REGISTRATION_KEYS.map((key) => [key, registration])) as Record<
      (typeof REGISTRATION_KEYS)[number],
      typeof registration
    >,
  ),
  claims: z.object({
    ...(Object.fromEntries(CLAIM_KEYS.map((key) => [key, claim])) as Record<Exclude<(typeof CLAIM_KEYS)[number], 'rating'>, typeof claim>),
    rating,
  }),
});

export type Company = z.infer<typeof companySchema>;

/** The data file read and checked; a broken value throws, naming the file and the field. */
export function parseCompany(source: string, file = 'src/data/company.yaml'): Company {
  const result = companySchema.safeParse(parse(source));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(whole file)'}: ${issue.message}`);
  throw new Error(`${file} has values the site cannot use:\n${problems.join('\n')}`);
}
