/**
 * The built site as a search engine reads it: titles, descriptions and link previews, canonical URLs
 * against the sitemap, structured data, and the links between places and services. Reads `dist/`, so it
 * runs after `astro build` (scripts/test.sh builds first).
 */
import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getLocations, getServices } from '~/content-readers/collections';
import { textFor } from '~/content-readers/interfaceText';
import type { Text } from '~/i18n/text';
import { OG_IMAGE, ogImageAlt, TITLE_MAX } from '~/company-facts/seo';
import { META_DESCRIPTION } from '~/schemas/content';
import { builtPageFiles, isCmsPage } from '~/hosting/builtPages';
import { servedPath } from '~/lib/servedPath';
import { examples, publishedLocales, site } from '~/site.config';
import { LANGUAGES, unlocalizedPath } from '~/i18n/locales';
import { isPreview } from '~/stand-ins/preview';

const dist = new URL('../../dist/', import.meta.url);

const [services, locations] = await Promise.all([getServices(), getLocations()]);

/** Text as the browser reads it from an attribute or element. */
const decode = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([\da-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

const absolute = (path: string) => new URL(path, site.url).href;

interface Page {
  /** The URL path the file is served at, in the site's one form ("/locations/goa"). */
  path: string;
  html: string;
  /** Its `<html lang>`: "en-IN", "hi-IN", "mr-IN". */
  lang: string | undefined;
  title: string;
  description: string;
  meta: (key: string) => string | undefined;
  canonical: string | undefined;
  jsonLd: Record<string, unknown>[];
  /** Internal link targets inside <main>, without the page's own path. */
  mainLinks: string[];
}

function readPage(file: string): Page {
  const html = readFileSync(new URL(file, dist), 'utf8');
  const meta = (key: string) => {
    const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
    return match ? decode(match[1]) : undefined;
  };
  const path = servedPath(file);
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return {
    path,
    html,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: meta('description') ?? '',
    meta,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json) as Record<string, unknown>,
    ),
    mainLinks: [...new Set([...main.matchAll(/href="(\/[^"#?]*)"/g)].map(([, href]) => href))].filter((href) => href !== path),
  };
}

const pages = builtPageFiles(dist.pathname).map(readPage);
/** Each published language's interface text, by its <html lang>. */
const textIn: Record<string, Text> = Object.fromEntries(
  await Promise.all(publishedLocales.map(async (locale) => [LANGUAGES[locale].htmlLang, await textFor(locale)] as const)),
);
const page = (path: string) => pages.find((p) => p.path === path)!;
/**
 * Every page search engines may index on the real site: all but the 404 page, which says noindex. A preview
 * (src/stand-ins/preview.ts) says noindex on every page too, but keeps each page's canonical link, which a page that is
 * never indexed leaves out (tests/built/preview.test.ts checks the preview itself).
 */
const preview = isPreview();
const indexed = pages.filter((p) => p.meta('robots') !== 'noindex' || (preview && p.canonical !== undefined));
const sitemap = new Set([...readFileSync(new URL('sitemap-0.xml', dist), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc));

/** Every object in a JSON-LD tree (through @graph, nested values and arrays). */
const nodes = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.flatMap(nodes)
    : value && typeof value === 'object'
      ? [value as Record<string, unknown>, ...Object.values(value).flatMap(nodes)]
      : [];
const ofType = (p: Page, type: string) => nodes(p.jsonLd).filter((n) => n['@type'] === type);

describe('titles, descriptions and link previews', () => {
  it('the 404 page, in each language, is the only one not indexed', () => {
    expect(pages.filter((p) => !indexed.includes(p)).map((p) => unlocalizedPath(p.path))).toEqual(publishedLocales.map(() => '/404'));
  });

  it.each(pages.map((p) => [p.path, p]))(
    `%s: title of at most ${TITLE_MAX} characters ending in the brand, description of ${META_DESCRIPTION.min} to ${META_DESCRIPTION.max}`,
    (_, p) => {
      expect(p.title.length).toBeLessThanOrEqual(TITLE_MAX);
      expect(p.title.endsWith(` | ${site.shortName}`)).toBe(true);
      expect(p.description.length).toBeGreaterThanOrEqual(META_DESCRIPTION.min);
      expect(p.description.length).toBeLessThanOrEqual(META_DESCRIPTION.max);
      expect(p.meta('og:title')).toBe(p.title);
      expect(p.meta('og:description')).toBe(p.description);
    },
  );

  it.each(pages.map((p) => [p.path, p]))('%s: link preview picture with its size and alt text', (_, p) => {
    expect(p.meta('og:image')).toBe(absolute(OG_IMAGE.src));
    expect(p.meta('og:image:width')).toBe(String(OG_IMAGE.width));
    expect(p.meta('og:image:height')).toBe(String(OG_IMAGE.height));
    expect(p.meta('og:image:alt')).toBe(ogImageAlt(textIn[p.lang!]));
  });

  it('the preview picture has the size the pages give', async () => {
    const { width, height } = await sharp(new URL(`../../public${OG_IMAGE.src}`, import.meta.url).pathname).metadata();
    expect([width, height]).toEqual([OG_IMAGE.width, OG_IMAGE.height]);
  });

  // The favicon is written into each page (src/embedded/favicon.ts), so no browser asks for an address for it while the
  // page loads; search engines and iPhones read the site's icon from the apple-touch-icon's address.
  it.each(pages.map((p) => [p.path, p]))('%s: its favicon is in the page, and its icon for search engines has an address', (_, p) => {
    const icons = [...p.html.matchAll(/<link rel="(icon|apple-touch-icon)" href="([^"]+)"/g)].map(([, rel, href]) => [rel, decode(href)]);
    expect(icons.map(([rel]) => rel)).toEqual(['icon', 'apple-touch-icon']);
    const [[, favicon], [, touchIcon]] = icons;
    const drawing = decodeURIComponent(favicon.replace(/^data:image\/svg\+xml,/, ''));
    expect(drawing).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'[^>]* viewBox='0 0 64 64'>.*<\/svg>$/);
    expect(existsSync(new URL(`.${touchIcon}`, dist)), touchIcon).toBe(true);
  });

  it('the icon for search engines and home screens is a square PNG of 180 px, larger than 48 px as Google asks', async () => {
    const [, touchIcon] = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(pages[0].html)!;
    const { width, height, format } = await sharp(new URL(`.${touchIcon}`, dist).pathname).metadata();
    expect([format, width, height]).toEqual(['png', 180, 180]);
  });

  // Hindi and Marathi share many words ("गोपनीयता सूचना" is both), and hreflang tells their pages apart.
  it.each(publishedLocales)('no two indexed pages in %s share a title or a description', (locale) => {
    const inLanguage = indexed.filter((p) => p.lang === LANGUAGES[locale].htmlLang);
    expect(inLanguage.length).toBeGreaterThan(50);
    expect(new Set(inLanguage.map((p) => p.title)).size).toBe(inLanguage.length);
    expect(new Set(inLanguage.map((p) => p.description)).size).toBe(inLanguage.length);
  });

  it('location pages are named as people search: "Packers and Movers in <place>"', () => {
    for (const { id, data } of locations) {
      expect(page(`/locations/${id}`).title).toMatch(
        new RegExp(`^Packers and Movers in ${data.searchName ?? data.name}( from ${site.homeCity})? \\|`),
      );
    }
    expect(page('/locations/goa').title).toBe(`Packers and Movers in Goa from ${site.homeCity} | ${site.shortName}`);
  });

  it(`service pages name ${site.homeCity}`, () => {
    for (const { id } of services) expect(page(`/services/${id}`).title, id).toContain(site.homeCity);
  });
});

describe('one URL per page', () => {
  it.each(indexed.map((p) => [p.path, p]))('%s: canonical is the page itself, equals og:url and is in the sitemap', (_, p) => {
    expect(p.canonical).toBe(absolute(p.path));
    expect(p.meta('og:url')).toBe(p.canonical);
    expect(sitemap.has(p.canonical!)).toBe(true);
  });

  it('the sitemap lists exactly the indexed pages', () => {
    expect([...sitemap].sort()).toEqual(indexed.map((p) => p.canonical).sort());
  });

  it("robots.txt points crawlers at this site's own sitemap, which the build wrote; a preview's names none", () => {
    const robots = readFileSync(new URL('robots.txt', dist), 'utf8');
    const named = [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map(([, url]) => url);
    // A preview is not to be indexed at all (tests/built/preview.test.ts; the real site's: tests/e2e/real-site.spec.ts).
    expect(named).toEqual(preview ? [] : [absolute('/sitemap-index.xml')]);
    expect(existsSync(new URL('sitemap-index.xml', dist))).toBe(true);
  });

  it('the CMS at /admin is not public content: noindex, not in the sitemap, disallowed in robots.txt', () => {
    const robots = readFileSync(new URL('robots.txt', dist), 'utf8');
    // A preview's robots.txt disallows everything (tests/built/preview.test.ts).
    expect(robots).toMatch(preview ? /^Disallow: \/$/m : /^Disallow: \/admin$/m);
    const cmsPages = builtPageFiles(dist.pathname, { cms: true }).filter(isCmsPage);
    expect(cmsPages).toEqual(['admin.html', 'admin/to-do.html']);
    for (const file of cmsPages) {
      const html = readFileSync(new URL(file, dist), 'utf8');
      expect(html, file).toMatch(/<meta name="robots" content="noindex[^"]*">/);
      expect(
        [...sitemap].some((loc) => loc.includes('/admin')),
        'sitemap',
      ).toBe(false);
    }
  });
});

describe('structured data', () => {
  const home = page('/');
  const [company] = ofType(home, 'MovingCompany');
  const companyId = company?.['@id'];

  it('the home page describes the company with an @id, from site.config; a contact still the example is left out', () => {
    expect(companyId).toBe(`${absolute('/')}#company`);
    // Search engines would show an example as the company's own (tests/built/preview.test.ts checks every page).
    for (const [key, example] of [
      ['telephone', examples.mobile],
      ['email', examples.emails],
      ['sameAs', examples.links],
    ] as const)
      if (example) expect(company, key).not.toHaveProperty(key);
    expect(company).toMatchObject({
      name: site.name,
      url: absolute('/'),
      ...(!examples.mobile && { telephone: site.phones.mobile.display }),
      ...(!examples.emails && { email: site.emails.info }),
      image: absolute(OG_IMAGE.src),
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.address.street,
        addressLocality: site.address.city,
        addressRegion: site.address.region,
        postalCode: site.address.postalCode,
        addressCountry: site.address.country,
      },
      ...(!examples.links && { sameAs: [site.links.facebook, site.links.instagram, site.links.youtube, site.links.linkedin] }),
    });
    const logo = (company.logo as { url: string }).url;
    expect(existsSync(new URL(`.${new URL(logo).pathname}`, dist)), logo).toBe(true);
  });

  it('the company serves the 35 locations, each by name', () => {
    const areas = company.areaServed as { '@type': string; name: string }[];
    expect(areas.map((a) => a.name)).toEqual(locations.map((l) => l.data.name));
    expect(areas).toHaveLength(35);
    expect(new Set(areas.map((a) => a['@type']))).toEqual(new Set(['State', 'AdministrativeArea', 'City']));
  });

  it('the 24/7 is the helpline, and no opening hours are claimed', () => {
    expect(company.contactPoint).toMatchObject({
      '@type': 'ContactPoint',
      ...(!examples.mobile && { telephone: site.phones.mobile.display }),
      hoursAvailable: { opens: '00:00', closes: '23:59' },
    });
    expect(nodes(pages.flatMap((p) => p.jsonLd)).filter((n) => 'openingHours' in n || 'openingHoursSpecification' in n)).toEqual([]);
  });

  it('no page carries review stars', () => {
    for (const p of pages) {
      for (const n of nodes(p.jsonLd)) {
        expect(Object.keys(n), p.path).not.toEqual(expect.arrayContaining(['aggregateRating']));
        expect(Object.keys(n), p.path).not.toEqual(expect.arrayContaining(['review']));
        expect(['AggregateRating', 'Review', 'Rating'], p.path).not.toContain(n['@type']);
      }
    }
  });

  it.each(services.map((s) => [s.id, s]))('service %s: a Service provided by the company, and breadcrumbs', (id, s) => {
    const p = page(`/services/${id}`);
    const [service] = ofType(p, 'Service');
    expect(service).toMatchObject({ name: s.data.name, description: s.data.summary, url: p.canonical, provider: { '@id': companyId } });
    expect(service.serviceType).toBeTruthy();
    const crumbs = ofType(p, 'BreadcrumbList')[0]?.itemListElement as { item: string }[];
    expect(crumbs.map((c) => c.item)).toEqual([absolute('/'), absolute('/services'), p.canonical]);
  });

  it('every indexed page names its language (a WebPage with inLanguage), and its structured links stay in it', () => {
    for (const p of indexed) {
      const [webPage] = ofType(p, 'WebPage');
      expect(webPage, p.path).toMatchObject({ url: p.canonical, inLanguage: p.lang, name: p.title });
      const prefix = p.lang === LANGUAGES.en.htmlLang ? '' : `/${Object.entries(LANGUAGES).find(([, l]) => l.htmlLang === p.lang)![0]}`;
      const links = [...ofType(p, 'Service'), ...ofType(p, 'MovingCompany')].map((n) => n.url as string);
      const crumbs = (ofType(p, 'BreadcrumbList')[0]?.itemListElement as { item: string }[] | undefined) ?? [];
      for (const link of [...links, ...crumbs.map((c) => c.item)])
        expect(new URL(link).pathname, p.path).toMatch(new RegExp(`^${prefix}(/|$)`));
    }
  });

  it.each(locations.map((l) => [l.id, l]))('location %s: a Service for that place, provided by the company', (id, l) => {
    const p = page(`/locations/${id}`);
    const [service] = ofType(p, 'Service');
    expect(service).toMatchObject({ description: l.data.summary, url: p.canonical, provider: { '@id': companyId } });
    expect((service.areaServed as { name: string }).name).toBe(l.data.name);
    expect(ofType(p, 'BreadcrumbList')).toHaveLength(1);
  });
});

describe('links between places and services', () => {
  const locationLinks = (p: Page) => p.mainLinks.filter((href) => /^\/locations\/[^/]+$/.test(href));
  const serviceLinks = (p: Page) => p.mainLinks.filter((href) => /^\/services\/[^/]+$/.test(href));

  it.each(locations.map((l) => [l.id, l]))('location %s links to its 1 to 8 bordering places and to services for the move', (id, l) => {
    const p = page(`/locations/${id}`);
    const neighbours = l.data.neighbours.map((n) => `/locations/${n.id}`);
    expect(neighbours).not.toContain(p.path);
    expect(new Set(neighbours).size).toBe(neighbours.length);
    expect(locationLinks(p).sort()).toEqual(neighbours.sort());
    expect(neighbours.length).toBeGreaterThanOrEqual(1);
    expect(neighbours.length).toBeLessThanOrEqual(8);
    const forMove = l.data.services?.map((s) => s.id) ?? services.filter((s) => s.data.longDistance).map((s) => s.id);
    expect(serviceLinks(p).sort()).toEqual(forMove.map((s) => `/services/${s}`).sort());
  });

  it('a move out of Pune links car and bike transport; Maharashtra also local shifting; Lakshadweep no vehicles', () => {
    expect(serviceLinks(page('/locations/goa'))).toEqual(
      expect.arrayContaining(['/services/car-transport', '/services/bike-transport', '/services/movers-and-packers']),
    );
    expect(serviceLinks(page('/locations/maharashtra'))).toContain('/services/household-shifting');
    expect(serviceLinks(page('/locations/lakshadweep'))).not.toContain('/services/car-transport');
  });

  it.each(services.map((s) => [s.id]))('service %s links to the places people move to from Pune', (id) => {
    const featured = locations.filter((l) => l.data.featured).map((l) => `/locations/${l.id}`);
    expect(featured.length).toBeGreaterThanOrEqual(3);
    expect(locationLinks(page(`/services/${id}`)).sort()).toEqual(featured.sort());
  });
});
