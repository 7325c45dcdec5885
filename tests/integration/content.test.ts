/** The content as the build reads it (`astro:content`, through Astro's own Vite config), against the spec. */
import { getCollection } from 'astro:content';
import { describe, expect, it } from 'vitest';
import { getList, getLocations, getServices } from '~/content-readers/collections';
import { formatBandWith } from '~/lib/format';
import { LANGUAGES } from '~/i18n/locales';
import { textFor } from '~/content-readers/interfaceText';
import { RATE_COLUMN_KEYS, RATE_COLUMNS } from '~/lib/rates';
import { claims } from '~/site.config';
import { SPEC_RATE_HEADER, SHOWN_RATE_ROWS } from '../spec/rates';

const [services, locations, testimonials, presence, rates, distances] = await Promise.all([
  getServices(),
  getLocations(),
  getCollection('testimonials'),
  getList('presence'),
  getList('rates'),
  getList('distances'),
]);

describe('services', () => {
  it('are the 9 of the spec, in order, with their slugs and names', () => {
    expect(services.map((s) => [s.data.order, s.data.name, `/services/${s.id}`])).toEqual([
      [1, 'Packers And Movers Service', '/services/packers-and-movers'],
      [2, 'Movers And Packers Service', '/services/movers-and-packers'],
      [3, 'Relocation Service', '/services/relocation'],
      [4, 'Household Shifting Service', '/services/household-shifting'],
      [5, 'Transport Service', '/services/transport'],
      [6, 'Car Transport Service', '/services/car-transport'],
      [7, 'Bike Transport Service', '/services/bike-transport'],
      [8, 'Pet Transport Service', '/services/pet-transport'],
      [9, 'Loading Unloading Service', '/services/loading-unloading'],
    ]);
  });

  it('each have 4 features and a description of their own', () => {
    for (const s of services) expect(s.data.features, s.id).toHaveLength(4);
    expect(new Set(services.map((s) => s.body)).size).toBe(9);
  });
});

describe('locations', () => {
  it('are the 35 of the spec, in order', () => {
    expect(locations.map((l) => l.id)).toEqual([
      'jammu-kashmir',
      'himachal',
      'punjab',
      'chandigarh',
      'haryana',
      'delhi',
      'rajasthan',
      'uttar-pradesh',
      'bihar',
      'sikkim',
      'arunachal-pradesh',
      'nagaland',
      'manipur',
      'mizoram',
      'tripura',
      'meghalaya',
      'assam',
      'kolkata',
      'jharkhand',
      'odisha',
      'chhattisgarh',
      'madhya-pradesh',
      'gujarat',
      'daman-diu',
      'maharashtra',
      'andhra-pradesh',
      'karnataka',
      'goa',
      'lakshadweep',
      'kerala',
      'tamil-nadu',
      'puducherry',
      'andaman-nicobar',
      'telangana',
      'leh-ladakh',
    ]);
    expect(locations.map((l) => l.data.order)).toEqual(Array.from({ length: 35 }, (_, i) => i + 1));
  });

  it('each have 5 points, and no two places share a point or a body text', () => {
    for (const l of locations) expect(l.data.points, l.id).toHaveLength(5);
    const points = locations.flatMap((l) => l.data.points);
    expect(new Set(points).size).toBe(points.length);
    expect(new Set(locations.map((l) => l.body)).size).toBe(35);
  });
});

describe('lists of fixed length', () => {
  it.each([
    ['testimonials', 6],
    ['gallery', 28],
    ['presence', 12],
    ['partners', 16],
  ] as const)('%s has %i entries', async (collection, count) => {
    expect(await getList(collection)).toHaveLength(count);
  });

  it('every testimonial says where it comes from; only samples say they are samples', () => {
    for (const { id, data } of testimonials) {
      expect(data.source, id).toMatch(/\S/);
      expect(/sample/i.test(data.source), id).toBe(data.sample);
    }
  });

  it('presence shows the four figures of the spec and the coverage, each read from the claims in the company data', () => {
    const tiles = presence.map((t) => t.data);
    // The coverage is the one claim ("pan-India"), not a "Worldwide Coverage" tile the rest of the site contradicts.
    expect(tiles.filter((t) => t.claim).map((t) => t.claim)).toEqual([
      'serviceLocations',
      'branches',
      'movesAnnually',
      'warehouse',
      'coverage',
    ]);
    for (const key of tiles.flatMap((t) => (t.claim ? [t.claim] : []))) expect(claims[key], key).toMatch(/\S/);
    expect(tiles.filter((t) => !t.claim)).toHaveLength(7);
    expect(tiles.map((t) => t.title).join(' ')).not.toMatch(/worldwide/i);
  });
});

describe('rate table', () => {
  it('has the columns of the spec', () => {
    expect(RATE_COLUMNS).toEqual(SPEC_RATE_HEADER.slice(1));
  });

  it('shows the same headings from the English interface text as the CMS and the schema read from src/lib/rates.ts', async () => {
    const t = await textFor('en');
    expect(RATE_COLUMN_KEYS.map((key) => t(key))).toEqual([...RATE_COLUMNS]);
  });

  it("says in English what the rates table's note says (docs/behaviour.md): approximate, what the price varies with, ask for a quotation", async () => {
    const note = (await textFor('en'))('home.rates.note');
    for (const term of ['approximate', 'distance', 'volume of goods', 'labour', 'additional services', 'accurate quotation'])
      expect(note).toContain(term);
  });

  it('matches the original rates table cell by cell, in the English words for no amount', async () => {
    const formatBand = formatBandWith((await textFor('en'))('estimator.onRequest'), LANGUAGES.en.intlLocale);
    expect(rates.map(({ data }) => [data.type, ...data.bands.map(formatBand)])).toEqual(SHOWN_RATE_ROWS);
  });
});

describe('facts corrected on review', () => {
  const page = (dir: 'services' | 'locations', slug: string) => {
    const entry = [...services, ...locations].find((e) => e.collection === dir && e.id === slug)!;
    const list = 'points' in entry.data ? entry.data.points : entry.data.features;
    return [entry.data.summary, ...list, entry.body].join('\n');
  };
  /**
   * Each clause of a text (sentences split at ".", ";" and line ends) that mentions `subject`: the facts are
   * checked as what a clause about the subject may and must say together, whatever the wording.
   */
  const clauses = (text: string, subject: RegExp) =>
    text
      .split(/(?<=[.;])\s+|\n+/)
      .filter((clause) => subject.test(clause))
      .map((clause) => clause.trim());
  /** The clauses about `subject`, which must be there. */
  const said = (text: string, subject: RegExp) => {
    const found = clauses(text, subject);
    expect(found, `nothing about ${subject}`).not.toEqual([]);
    return found;
  };

  it('Jammu & Kashmir: Poonch and Rajouri are reached from Jammu; the Mughal Road only links the Valley and Poonch', () => {
    const text = page('locations', 'jammu-kashmir');
    // What is said of the Mughal Road names no place beyond its two ends.
    for (const clause of said(text, /Mughal Road/)) expect(clause).not.toMatch(/Jammu|Rajouri|Srinagar/);
    // Every other way to Poonch or Rajouri it gives goes from Jammu.
    const routes = clauses(text, /Poonch|Rajouri/).filter((clause) => !/Mughal Road/.test(clause));
    expect(routes).not.toEqual([]);
    for (const clause of routes) expect(clause).toMatch(/Jammu/);
  });
  it('Goa: no ghat is named as the truck route (heavy-vehicle restrictions since 2022)', () => {
    expect(page('locations', 'goa')).not.toMatch(/(Amboli|Chorla|Anmod)/);
  });
  it('Chandigarh: no vehicle paperwork for a move within the tricity', () => {
    expect(page('locations', 'chandigarh')).not.toMatch(/paperwork/i);
  });
  it('Meghalaya: Nongpoh is on the Guwahati–Shillong road, not a route of its own', () => {
    for (const clause of said(page('locations', 'meghalaya'), /Nongpoh/)) {
      expect(clause).toMatch(/Guwahati/);
      expect(clause).toMatch(/Shillong/);
    }
  });
  it('Ladakh: Leh and Kargil are its regions; its districts are said with the new ones announced in 2024', () => {
    const text = page('locations', 'leh-ladakh');
    for (const clause of said(text, /district/i)) expect(clause).toMatch(/2024/);
    expect(text).not.toMatch(/(two|both|its) districts?,? Leh and Kargil|Leh and Kargil districts/i);
  });
  it('Kerala: the road south along NH 66 names its towns in the order a truck reaches them', () => {
    const route = distances.find((d) => d.id === 'kerala')!.data.route;
    const alongTheCoast = route.slice(route.indexOf('NH 66'));
    expect(alongTheCoast.indexOf('Mangaluru')).toBeGreaterThan(-1);
    expect(alongTheCoast.indexOf('Mangaluru')).toBeLessThan(alongTheCoast.indexOf('Kochi'));
  });
  it('bike transport drains the tank; car and bike send copies of the RC and insurance, the owner keeps the originals', () => {
    for (const clause of said(page('services', 'bike-transport'), /fuel|tank/i)) {
      expect(clause).toMatch(/drain/i);
      expect(clause).not.toMatch(/nearly empty|\blow\b|quarter/i);
    }
    for (const service of ['car-transport', 'bike-transport']) {
      const text = page('services', service);
      for (const clause of said(text, /registration certificate|\bRC\b/)) expect(clause).toMatch(/\bcop(?:y|ies)\b/i);
      for (const clause of said(text, /original/i)) expect(clause).toMatch(/\bkeep\b/i);
    }
  });
});

describe('road distances from Pune', () => {
  it('one entry per location, with a city, a route and where the figure comes from', () => {
    expect(distances.map((d) => d.id).sort()).toEqual(locations.map((l) => l.id).sort());
    for (const { id, data } of distances) {
      expect(data.city && data.route && data.basis, id).toBeTruthy();
      if (data.sea) expect(data.km, id).toBeUndefined();
      else expect(data.km! % 10, id).toBe(0);
    }
  });
  it('the islands are reached by sea; the rest by road, Goa at about 450 km', () => {
    expect(
      distances
        .filter((d) => d.data.sea)
        .map((d) => d.id)
        .sort(),
    ).toEqual(['andaman-nicobar', 'lakshadweep']);
    expect(distances.find((d) => d.id === 'goa')?.data.km).toBe(450);
  });
});
