/**
 * The company's data as the pages use it. The values themselves are in `src/data/company.yaml`, which
 * the owner edits in the CMS at /admin (Company) and `src/schemas/company.ts` checks: identity, contacts,
 * the founder, registrations and every figure the site claims. Pages, forms, JSON-LD and
 * tel:/mailto:/wa.me links all read from here. Testimonials, certificate pictures and partner logos, the
 * owner's other data, are in `src/content/`.
 *
 * Two kinds of value are not yet the owner's:
 * - an example value (the group's "still the example" box is ticked): shown so the site works while it
 *   is built (example phone numbers, example.com addresses);
 * - a claimed figure the owner has not confirmed (its "still the example" box is ticked): the spec's figure, shown in
 *   the preview;
 * - `PENDING`: a fact nobody has confirmed yet (an empty founder field, a registration marked pending).
 *   The site says nothing about it until it is filled in.
 * Every build lists both; `npm run release` refuses to build while any remains (src/stand-ins/standIns.ts).
 * Build-time only: it reads the data file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './projectRoot';
import { pictureState } from './content-readers/drawnPictures';
import { EMAIL_PATTERN, parseCompany, RELAY_ALIAS_PATTERN, type Company } from './schemas/company';
import type { ClaimKey } from './lib/claims';
import { DEFAULT_LOCALE, LANGUAGES, LOCALES, type Locale } from './i18n/locales';
import { homePageReviewed } from './content-readers/translations';

/** The data file, relative to the project. */
export const COMPANY_FILE = 'src/data/company.yaml';
/** Reads the data file of a project (this one unless a test passes a copy). */
export const readCompany = (root = PROJECT_ROOT): Company =>
  parseCompany(readFileSync(path.join(root, COMPANY_FILE), 'utf8'), COMPANY_FILE);
const company = readCompany();
/** FormSubmit's address for an e-mail address or for the random alias it gives on activation; anything else fails the build. */
export function formRelayUrl(target: string): string {
  if (!EMAIL_PATTERN.test(target) && !(RELAY_ALIAS_PATTERN.test(target) && target !== ''))
    throw new Error(
      `src/data/company.yaml: the form relay needs an e-mail address (emails.info) or FormSubmit's alias (formRelay.alias), not "${target}"`,
    );
  return `https://formsubmit.co/${target}`;
}

export interface Phone {
  /** As shown on the page, e.g. "+91 98220 12345". */
  display: string;
  /** Digits with country code, no "+" or spaces: used for tel: and wa.me links. */
  digits: string;
}

/** A group of the data as the pages use it: without its "example" box, which `examples` below gives. */
const values = <T extends { example: boolean }>({ example: _example, ...rest }: T): Omit<T, 'example'> => rest;

/** A fact the owner has not confirmed: nothing is published about it until it is replaced. */
export const PENDING = Symbol('pending');
export type Pending = typeof PENDING;
/** A registration the company does not hold: its certificate card and every mention of it are left out. */
export const NOT_HELD = Symbol('not held');
export type Registration = string | Pending | typeof NOT_HELD;

/** The confirmed value, or undefined while it is pending. */
export const confirmed = <T>(value: T | Pending): T | undefined => (value === PENDING ? undefined : value);
/** An empty field in the data file is a fact not yet confirmed. */
const given = <T extends string | string[]>(value: T): T | Pending => (value.length > 0 ? value : PENDING);

const phone = ({ number }: Company['phones']['mobile']): Phone => ({
  display: number.replace(/\s+/g, ' '),
  digits: number.replace(/\D/g, ''),
});

const mobile = phone(company.phones.mobile);
const office = phone(company.phones.office);
const emails = values(company.emails);
const address = { ...values(company.address), country: 'IN' };
const links = values(company.links);
const identity = values(company.identity);

/** What Google Maps is asked to show for the office: the address itself, so it follows any change to it. */
const mapPlace = [address.street, address.city, address.region, address.postalCode].join(', ');

/** A registration in the data file as the pages read it: its number, PENDING, or NOT_HELD. */
export const registrationFrom = ({ status, number }: Company['registrations']['gstin']): Registration =>
  status === 'held' ? number : status === 'pending' ? PENDING : NOT_HELD;

export interface Founder {
  name: string | Pending;
  bio: string | Pending;
  message: string[] | Pending;
  portrait: string;
  /** True while the portrait is still the drawing `npm run art` made (src/assets/drawn-pictures.json). */
  portraitIsDrawing: boolean;
}

/** The founder in the data file as the pages read them: an empty field is a fact not yet confirmed. */
export const founderFrom = (founder: Company['founder']): Founder => {
  const portrait = path.posix.join(path.posix.dirname(COMPANY_FILE), founder.portrait);
  return {
    name: given(founder.name),
    /** A few sentences in the founder's own words about their work; shown only once confirmed. */
    bio: given(founder.bio),
    /** The home page's owner message, in the owner's words (paragraphs). */
    message: given(founder.message),
    /** The portrait's file, relative to the project. */
    portrait,
    portraitIsDrawing: pictureState(portrait) === 'drawn',
  };
};

export const site = {
  ...identity,
  tagline: company.tagline,
  ...LANGUAGES[DEFAULT_LOCALE].homePlace,
  founder: founderFrom(company.founder),
  /**
   * Registration numbers as printed on the certificates: a number, PENDING or NOT_HELD.
   * `transitInsurer` is the insurance company that issues the transit policy the company offers.
   */
  registrations: Object.fromEntries(Object.entries(company.registrations).map(([key, value]) => [key, registrationFrom(value)])) as Record<
    keyof Company['registrations'],
    Registration
  >,
  /** The promises about the process the owner has switched on (Company › Promises); each is off until then. */
  promises: company.promises,
  phones: { mobile, office },
  emails,
  address,
  links,
  /**
   * Both forms post here as plain HTML forms: the info mailbox until the relay is activated, then the
   * random alias FormSubmit gives on activation, so the page source no longer shows the mailbox.
   */
  formRelay: formRelayUrl(company.formRelay.alias || emails.info),
  /** The relay's public name, as the privacy notice gives it. */
  formRelayName: 'FormSubmit (formsubmit.co)',
  /** The office on Google Maps: the frame /contact shows when the visitor asks for it, and a plain link to the same place. */
  mapEmbed: `https://www.google.com/maps?q=${encodeURIComponent(mapPlace)}&z=14&output=embed`,
  mapLink: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapPlace)}`,
  /** Page-translation widget, loaded only after the page is idle. */
  translatorScript: 'https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit',
};

export type RegistrationKey = keyof typeof site.registrations;
export type PromiseKey = keyof typeof site.promises;

/**
 * The company's claims as the pages show them, one display string each: the original specification's figures
 * (docs/behaviour.md, "Claims") until the owner confirms or corrects each in the CMS. Where the spec gives two readings
 * of a figure, both are here and each page uses the one the spec puts on it.
 */
export const claims = Object.fromEntries(Object.entries(company.claims).map(([key, { value }]) => [key, value])) as Readonly<
  Record<ClaimKey, string>
>;

/** The rating's source and number of reviews, which the site shows beside it once the owner has given both. */
export const ratingFrom = ({ source, reviews }: Company['claims']['rating']): { source: string; reviews: number } | undefined =>
  source !== '' && reviews !== undefined ? { source, reviews } : undefined;
export const rating = { value: claims.rating, from: ratingFrom(company.claims.rating) };

/**
 * The contact details still the examples, by group of the data file (each group's "still the example" box). While one
 * is, the site shows it as text marked "example" and never as a link that would ring, message, write to or open it
 * (src/components/ui/ContactLink.astro): an example number, mailbox, social account or address may be somebody's.
 */
export const examples = {
  mobile: company.phones.mobile.example,
  office: company.phones.office.example,
  emails: company.emails.example,
  address: company.address.example,
  links: company.links.example,
} as const;
export type ContactGroup = keyof typeof examples;
/**
 * Whether the form relay would deliver to the example mailbox (no alias yet, and the info mailbox is the example): then
 * neither form posts, and both say so before anyone types (src/components/forms/RelayForm.astro).
 */
export const relayIsExample = company.formRelay.alias === '' && examples.emails;

export const fullAddress = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
export const telHref = (phone: Phone) => `tel:+${phone.digits}`;
/** The number as link text: non-breaking spaces, so it never wraps across lines. */
export const phoneText = (phone: Phone) => phone.display.replaceAll(' ', '\u00A0');
export const whatsappHref = (phone: Phone, text: string) => `https://wa.me/${phone.digits}?text=${encodeURIComponent(text)}`;
export const mailHref = (email: string, subject?: string) =>
  subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;

/**
 * A release (`npm run release`, SITE_RELEASE=1) publishes what the owner has confirmed; any other build is a preview
 * of everything written so far.
 */
export const isRelease = process.env.SITE_RELEASE === '1';

/**
 * The languages a build publishes: every language in a preview (`npm run build`); in a release English and each
 * language whose home page a reader the owner trusts has checked (src/content-readers/translations.ts). Its other pages follow
 * one at a time, each in English until its translation is checked.
 */
export const publishedLocales: readonly Locale[] = LOCALES.filter(
  (locale) => locale === DEFAULT_LOCALE || !isRelease || homePageReviewed(locale),
);
/** The translations this build leaves out because nobody has checked them yet. */
export const unpublishedLocales: readonly Locale[] = LOCALES.filter((locale) => !publishedLocales.includes(locale));
