/** Structured data for search engines, built from site.config so it never disagrees with the page. */
import { founder } from '~/lib/founder';
import { confirmedRegistration } from '~/lib/registrations';
import { claims, fullAddress, site } from '~/site.config';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function localBusinessJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'MovingCompany',
    name: site.name,
    legalName: site.legalName,
    slogan: site.tagline,
    url: site.url,
    image: new URL('/og-image.jpg', site.url).href,
    telephone: site.phones.mobile.display,
    email: site.emails.info,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    areaServed: { '@type': 'Country', name: 'India' },
    sameAs: [site.links.facebook, site.links.instagram, site.links.youtube, site.links.linkedin],
    // The spec's 24/7 is the helpline; the office's opening hours are not claimed.
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: site.phones.mobile.display,
      email: site.emails.support,
      hoursAvailable: { '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS, opens: '00:00', closes: '23:59' },
    },
    // Published only once the owner has confirmed them.
    ...(founder.name && { founder: { '@type': 'Person', name: founder.name, jobTitle: founder.title } }),
    ...(confirmedRegistration('gstin') && { taxID: confirmedRegistration('gstin') }),
    description: `Packers and movers in ${site.homeCity} with ${claims.moves} moves completed. ${fullAddress}.`,
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: new URL(item.path, site.url).href,
    })),
  };
}
