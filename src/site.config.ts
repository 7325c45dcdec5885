/**
 * Everything the company's owner supplies or confirms, in one file: identity, contacts, the founder,
 * registrations, and every figure the site claims. Pages, forms, JSON-LD and tel:/mailto:/wa.me links
 * all read from here. Testimonials, certificate pictures and partner logos, the owner's other data, are
 * in `src/content/` (see the README's "Before you go live").
 *
 * Two kinds of value are not yet the owner's:
 * - `standIn(...)`: a made-up value the site shows so it works while being built (example phone numbers,
 *   example.com addresses). Replace the value and delete the `standIn(` wrapper.
 * - `PENDING`: a fact nobody has confirmed yet. The site says nothing about it until it is filled in.
 * Every build lists both; `npm run release` refuses to build while any remains (src/lib/standIns.ts).
 */

/** FormSubmit's address for an e-mail address or for the random alias it gives on activation; anything else fails the build. */
export function formRelayUrl(target: string): string {
  const email = /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/;
  const alias = /^[A-Za-z0-9_-]{8,64}$/;
  if (!email.test(target) && !alias.test(target))
    throw new Error(`site.config.ts: the form relay needs an e-mail address or FormSubmit's alias, not "${target}"`);
  return `https://formsubmit.co/${target}`;
}

export interface Phone {
  /** As shown on the page, e.g. "+91 98765 43210". */
  display: string;
  /** Digits with country code, no "+" or spaces: used for tel: and wa.me links. */
  digits: string;
}

const STAND_IN = Symbol('stand-in');
type StandIn<T> = T & { readonly [STAND_IN]?: true };
/** Marks a made-up value: shown while building, listed by every build, refused by a release. */
const standIn = <T extends object>(value: T): StandIn<T> => Object.assign(value, { [STAND_IN]: true as const });
export const isStandIn = (value: object): boolean => STAND_IN in value;

/** A fact the owner has not confirmed: nothing is published about it until it is replaced. */
export const PENDING = Symbol('pending');
export type Pending = typeof PENDING;
/** A registration the company does not hold: its certificate card and every mention of it are left out. */
export const NOT_HELD = Symbol('not held');
export type Registration = string | Pending | typeof NOT_HELD;

/** The confirmed value, or undefined while it is pending. */
export const confirmed = <T>(value: T | Pending): T | undefined => (value === PENDING ? undefined : value);

const mobile: StandIn<Phone> = standIn({ display: '+91 98765 43210', digits: '919876543210' });
const office: StandIn<Phone> = standIn({ display: '+91 20 1234 5678', digits: '912012345678' });

const emails = standIn({
  info: 'info@example.com',
  support: 'support@example.com',
  sales: 'sales@example.com',
});

const address = standIn({
  street: 'Shop No. 12, Industrial Area, Bhosari',
  city: 'Pune',
  region: 'Maharashtra',
  postalCode: '411026',
  country: 'IN',
});

/** What Google Maps is asked to show for the office: the address itself, so it follows any change to it. */
const mapPlace = [address.street, address.city, address.region, address.postalCode].join(', ');

const links = standIn({
  facebook: 'https://www.facebook.com/example-movers',
  instagram: 'https://www.instagram.com/example-movers',
  youtube: 'https://www.youtube.com/@example-movers',
  linkedin: 'https://www.linkedin.com/company/example-movers',
  webmail: 'https://webmail.example.com/',
});

/**
 * What the forms post to on FormSubmit: the info mailbox until the relay is activated, then the random alias
 * FormSubmit gives on activation (e.g. '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d'), so the page source no longer shows
 * the mailbox. The README's "Activating the relay" says how.
 */
const relayAlias: string | undefined = undefined;

/** The web address and the names the company trades and is registered under. */
const identity = standIn({
  /** Canonical origin used for sitemap, canonical links and the forms' _next redirect. */
  url: 'https://www.example.com',
  name: 'SwiftSecure Packers & Movers',
  shortName: 'SwiftSecure',
  /** The name on the GST registration and on invoices. */
  legalName: 'SwiftSecure Packers & Movers',
});

export const site = {
  ...identity,
  tagline: 'Safe. Swift. Secure.',
  locale: 'en-IN',
  homeCity: 'Pune',
  homeRegion: 'Maharashtra',
  founder: {
    /** The role the spec gives; shown even while the name is pending. */
    title: 'Owner & Founder',
    name: PENDING as string | Pending,
    /** A few sentences in the founder's own words about their work; shown only once confirmed. */
    bio: PENDING as string | Pending,
    /** The home page's owner message, in the owner's words (paragraphs). */
    message: PENDING as string[] | Pending,
  },
  /**
   * Registration numbers as printed on the certificates. Fill in each one, or set NOT_HELD.
   * `transitInsurer` is the insurance company that issues the transit policy the company offers.
   */
  registrations: {
    gstin: PENDING as Registration,
    udyam: PENDING as Registration,
    shopEstablishment: PENDING as Registration,
    ibaCode: PENDING as Registration,
    transitInsurer: PENDING as Registration,
  },
  phones: { mobile, office },
  emails,
  address,
  links,
  /** Form-to-email relay: both forms post here as plain HTML forms. */
  formRelay: formRelayUrl(relayAlias ?? emails.info),
  /** The relay's public name, as the privacy notice gives it. */
  formRelayName: 'FormSubmit (formsubmit.co)',
  /** The office on Google Maps: the frame /contact shows when the visitor asks for it, and a plain link to the same place. */
  mapEmbed: `https://www.google.com/maps?q=${encodeURIComponent(mapPlace)}&z=14&output=embed`,
  mapLink: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapPlace)}`,
  /** Page-translation widget, loaded only after the page is idle. */
  translatorScript: 'https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit',
};

export type RegistrationKey = keyof typeof site.registrations;

/**
 * The company's claims, exactly as SPEC.md lists them. Where the spec gives two readings
 * of a figure, both are here and each page uses the one the spec puts on it.
 */
export const claims = {
  moves: '5000+',
  movesAnnually: '1024+',
  happyClientsLanding: '4024+',
  happyCustomers: '10K+',
  rating: '4.8',
  experienceLanding: '17+',
  experience: '10+',
  citiesLanding: '50+',
  citiesServicePages: '100+',
  serviceLocations: '1224+',
  branches: '524+',
  warehouse: '25 Lac sq. ft',
  satisfaction: '100%',
  partnerCompanies: '10+',
} as const;

export const fullAddress = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
export const telHref = (phone: Phone) => `tel:+${phone.digits}`;
/** The number as link text: non-breaking spaces, so it never wraps across lines. */
export const phoneText = (phone: Phone) => phone.display.replaceAll(' ', '\u00A0');
export const whatsappHref = (phone: Phone, text = `Hello ${site.shortName}, I would like a quote for my move.`) =>
  `https://wa.me/${phone.digits}?text=${encodeURIComponent(text)}`;
export const mailHref = (email: string, subject?: string) =>
  subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;

/** The stand-ins and pending facts in this file, by the name the owner looks for. */
export function configStandIns(): string[] {
  const shown: Record<string, object> = {
    'web address, name and registered name (url, name, shortName, legalName)': identity,
    'mobile number (phones.mobile)': mobile,
    'office number (phones.office)': office,
    'e-mail addresses (emails)': emails,
    'office address (address)': address,
    'social and webmail links (links)': links,
  };
  const pending: Record<string, unknown> = {
    "founder's name (founder.name)": site.founder.name,
    "founder's biography (founder.bio)": site.founder.bio,
    "owner's message on the home page (founder.message)": site.founder.message,
    ...Object.fromEntries(Object.entries(site.registrations).map(([key, value]) => [`registrations.${key}`, value])),
  };
  return [
    ...Object.entries(shown)
      .filter(([, value]) => isStandIn(value))
      .map(([name]) => `${name}: stand-in value`),
    ...Object.entries(pending)
      .filter(([, value]) => value === PENDING)
      .map(([name]) => `${name}: not yet confirmed`),
  ];
}
