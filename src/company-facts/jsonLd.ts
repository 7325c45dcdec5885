/**
 * Structured data for search engines, typed by schema-dts and built from site.config and the content
 * collections, so it never disagrees with the page. The company is described once, on the home page, under
 * `COMPANY_ID`; every other page's Service names it as provider by that id. Its words (descriptions, names of
 * things) are in src/content/ui/seo.yaml; property names and schema.org's own values stay as they are.
 */
import type { CollectionEntry } from 'astro:content';
import type { AdministrativeArea, BreadcrumbList, MovingCompany, Service, Thing, WebPage, WithContext } from 'schema-dts';
import { DEFAULT_LOCALE, LANGUAGES, pageHref, type Locale } from '~/i18n/locales';
import logo from '~/assets/brand/logo.svg';
import type { Text } from '~/i18n/text';
import { founder } from '~/company-facts/founder';
import { confirmedRegistration } from '~/company-facts/registrations';
import { OG_IMAGE } from '~/company-facts/seo';
import { claims, examples, fullAddress, site } from '~/site.config';

const absolute = (path: string) => new URL(path, site.url).href;

/** The company's node id: the home page's URL with a fragment, the usual form for an organisation. */
export const COMPANY_ID = `${absolute('/')}#company`;

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** The country every service reaches ("PAN India Reach" on the service pages), named in the page's language. */
export const india = (t: Text) => ({ '@type': 'Country', name: t('seo.country') }) as const;

/** A location as schema.org names it: a state, a city, or (for a union territory) an administrative area. */
export function placeJsonLd({ data }: CollectionEntry<'locations'>, t: Text): AdministrativeArea {
  const type = ({ state: 'State', city: 'City', 'union territory': 'AdministrativeArea' } as const)[data.kind];
  return { '@type': type, name: data.name, containedInPlace: india(t) };
}

export function companyJsonLd(locations: CollectionEntry<'locations'>[], t: Text): WithContext<MovingCompany> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MovingCompany',
    '@id': COMPANY_ID,
    name: site.name,
    legalName: site.legalName,
    slogan: site.tagline,
    url: absolute('/'),
    logo: { '@type': 'ImageObject', url: absolute(logo.src), width: `${logo.width}`, height: `${logo.height}` },
    image: absolute(OG_IMAGE.src),
    // A detail still the example is left out: search engines would show it as the company's.
    ...(!examples.mobile && { telephone: site.phones.mobile.display }),
    ...(!examples.emails && { email: site.emails.info }),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    areaServed: locations.map((location) => placeJsonLd(location, t)),
    ...(!examples.links && { sameAs: [site.links.facebook, site.links.instagram, site.links.youtube, site.links.linkedin] }),
    // The spec's 24/7 is the helpline; the office's opening hours are not claimed.
    contactPoint: {
      '@type': 'ContactPoint',
      // One of the values Google's documentation lists for contactType: kept as it is in every language.
      contactType: 'customer support',
      ...(!examples.mobile && { telephone: site.phones.mobile.display }),
      ...(!examples.emails && { email: site.emails.support }),
      areaServed: india(t),
      hoursAvailable: { '@type': 'OpeningHoursSpecification', dayOfWeek: [...DAYS], opens: '00:00', closes: '23:59' },
    },
    // Published only once the owner has confirmed them.
    ...(founder.name && { founder: { '@type': 'Person', name: founder.name, jobTitle: t('about.founder.title') } }),
    ...(confirmedRegistration('gstin') && { taxID: confirmedRegistration('gstin') }),
    description: t('seo.companyDescription', { moves: claims.moves, address: fullAddress }),
  };
}

interface ServiceFacts {
  name: string;
  description: string;
  serviceType: string;
  /** The page's path, in the one URL form ("/services/car-transport"). */
  path: string;
  areaServed: Service['areaServed'];
}

/** A service the company provides, as one page offers it. */
export function serviceJsonLd({ name, description, serviceType, path, areaServed }: ServiceFacts): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${absolute(path)}#service`,
    name,
    description,
    serviceType,
    url: absolute(path),
    provider: { '@id': COMPANY_ID },
    areaServed,
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absolute(item.path),
    })),
  };
}

/** The page itself, in its language: what a search engine reads as the page's language and name. */
export const webPageJsonLd = (page: { url: string; name: string; description: string; locale: Locale }): WithContext<WebPage> => ({
  '@context': 'https://schema.org',
  '@type': 'WebPage',
  url: page.url,
  name: page.name,
  description: page.description,
  inLanguage: LANGUAGES[page.locale].htmlLang,
  isPartOf: { '@type': 'WebSite', url: absolute('/'), name: site.name },
});

/**
 * Structured data as a page in `locale` gives it: the links to pages (`url`, a breadcrumb's `item`) lead to
 * the pages in that language, as the page's own links do (pageHref). Node ids (the company's) and files (the
 * logo, pictures) stay as they are.
 */
export function inLanguage<T extends Thing>(data: WithContext<T>, locale: Locale): WithContext<T> {
  if (locale === DEFAULT_LOCALE) return data;
  const origin = new URL(site.url).origin;
  const localize = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string' && (key === 'url' || key === 'item') && value.startsWith(origin)) {
      const { pathname, search, hash } = new URL(value);
      return new URL(pageHref(pathname + search + hash, locale), origin).href;
    }
    if (Array.isArray(value)) return value.map((item) => localize(item));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localize(v, k)]));
    return value;
  };
  return localize(data) as WithContext<T>;
}
