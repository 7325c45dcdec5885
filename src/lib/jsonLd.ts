/** Structured data for search engines, built from site.config so it never disagrees with the page. */
import { claims, fullAddress, site } from '~/site.config';

export function localBusinessJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'MovingCompany',
    name: site.name,
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
    openingHours: 'Mo-Su 00:00-23:59',
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
