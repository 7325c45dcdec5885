/**
 * Company identity and every figure the site claims. One place to change them:
 * pages, forms, JSON-LD and tel:/mailto:/wa.me links all read from here.
 *
 * Values marked PLACEHOLDER are stand-ins until the owner supplies the real ones;
 * the build prints a warning while any of them is still in use (see `placeholdersInUse`).
 */

export interface Phone {
  /** As shown on the page, e.g. "+91 98765 43210". */
  display: string;
  /** Digits with country code, no "+" or spaces: used for tel: and wa.me links. */
  digits: string;
}

const PLACEHOLDER = Symbol('placeholder');
type Marked<T> = T & { readonly [PLACEHOLDER]?: true };
const placeholder = <T extends object>(value: T): Marked<T> => Object.assign(value, { [PLACEHOLDER]: true as const });

const mobile: Marked<Phone> = placeholder({ display: '+91 98765 43210', digits: '919876543210' });
const office: Marked<Phone> = placeholder({ display: '+91 20 1234 5678', digits: '912012345678' });

const emails = placeholder({
  info: 'info@example.com',
  support: 'support@example.com',
  sales: 'sales@example.com',
});

const address = placeholder({
  street: 'Shop No. 12, Industrial Area, Bhosari',
  city: 'Pune',
  region: 'Maharashtra',
  postalCode: '411026',
  country: 'IN',
});

const links = placeholder({
  facebook: 'https://www.facebook.com/example-movers',
  instagram: 'https://www.instagram.com/example-movers',
  youtube: 'https://www.youtube.com/@example-movers',
  linkedin: 'https://www.linkedin.com/company/example-movers',
  webmail: 'https://webmail.example.com/',
});

export const site = {
  name: 'SwiftSecure Packers & Movers',
  shortName: 'SwiftSecure',
  tagline: 'Safe. Swift. Secure.',
  /** Canonical origin used for sitemap, canonical links and the forms' _next redirect. */
  url: 'https://www.example.com',
  locale: 'en-IN',
  homeCity: 'Pune',
  homeRegion: 'Maharashtra',
  founder: placeholder({ name: 'Vikram Deshmukh', title: 'Owner & Founder' }),
  phones: { mobile, office },
  emails,
  address,
  links,
  /** Form-to-email relay: both forms post here as plain HTML forms. */
  formRelay: `https://formsubmit.co/${emails.info}`,
  /** Embedded office map (lazy iframe). */
  mapEmbed: 'https://maps.google.com/maps?q=Bhosari%20Industrial%20Area%20Pune&z=14&output=embed',
  /** Page-translation widget, loaded only after the page is idle. */
  translatorScript: 'https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit',
} as const;

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

/** Names of the config values that are still placeholders; the build warns while this is non-empty. */
export function placeholdersInUse(): string[] {
  const groups: Record<string, object> = {
    'phones.mobile': mobile,
    'phones.office': office,
    emails,
    address,
    links,
    founder: site.founder,
  };
  return Object.entries(groups)
    .filter(([, value]) => PLACEHOLDER in value)
    .map(([key]) => key);
}
