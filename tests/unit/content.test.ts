import { describe, expect, it } from 'vitest';
import { formatBand } from '~/lib/format';
import { RATE_COLUMNS } from '~/lib/rates';
import { claims } from '~/site.config';
import { SPEC_RATE_HEADER, SPEC_RATE_ROWS } from '../spec/rates';
import { readMarkdownDir, readYamlList } from './loadContent';

type Ordered = { order: number; name: string };
const byOrder = <T extends { data: Ordered }>(list: T[]) => [...list].sort((a, b) => a.data.order - b.data.order);

describe('services', () => {
  const services = byOrder(readMarkdownDir<Ordered & { features: string[]; summary: string }>('services'));

  it('are the 9 of the spec, in order, with their slugs and names', () => {
    expect(services.map((s) => [s.data.order, s.data.name, `/services/${s.slug}`])).toEqual([
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
    for (const s of services) expect(s.data.features, s.slug).toHaveLength(4);
    expect(new Set(services.map((s) => s.body)).size).toBe(9);
  });
});

describe('locations', () => {
  const locations = byOrder(readMarkdownDir<Ordered & { points: string[] }>('locations'));

  it('are the 35 of the spec, in order', () => {
    expect(locations.map((l) => l.slug)).toEqual([
      'jammu-kashmir', 'himachal', 'punjab', 'chandigarh', 'haryana', 'delhi', 'rajasthan', 'uttar-pradesh', 'bihar',
      'sikkim', 'arunachal-pradesh', 'nagaland', 'manipur', 'mizoram', 'tripura', 'meghalaya', 'assam', 'kolkata',
      'jharkhand', 'odisha', 'chhattisgarh', 'madhya-pradesh', 'gujarat', 'daman-diu', 'maharashtra', 'andhra-pradesh',
      'karnataka', 'goa', 'lakshadweep', 'kerala', 'tamil-nadu', 'puducherry', 'andaman-nicobar', 'telangana', 'leh-ladakh',
    ]);
    expect(locations.map((l) => l.data.order)).toEqual(Array.from({ length: 35 }, (_, i) => i + 1));
  });

  it('each have 5 points, and no two places share a point or a body text', () => {
    for (const l of locations) expect(l.data.points, l.slug).toHaveLength(5);
    const points = locations.flatMap((l) => l.data.points);
    expect(new Set(points).size).toBe(points.length);
    expect(new Set(locations.map((l) => l.body)).size).toBe(35);
  });
});

describe('lists of fixed length', () => {
  it.each([
    ['testimonials.yaml', 6],
    ['gallery.yaml', 28],
    ['presence.yaml', 12],
    ['partners.yaml', 16],
  ])('%s has %i entries', (file, count) => {
    expect(readYamlList(file)).toHaveLength(count);
  });

  it('testimonials are marked as sample text until the owner replaces them', () => {
    for (const t of readYamlList<{ sample: boolean }>('testimonials.yaml')) expect(t.sample).toBe(true);
  });

  it('presence shows the four figures of the spec, from site.config', () => {
    const tiles = readYamlList<{ title: string; claim?: keyof typeof claims }>('presence.yaml');
    expect(tiles.filter((t) => t.claim).map((t) => claims[t.claim!])).toEqual(['1224+', '524+', '1024+', '25 Lac sq. ft']);
    expect(tiles.filter((t) => !t.claim)).toHaveLength(8);
  });
});

describe('rate table', () => {
  const rows = readYamlList<{ type: string; bands: ([number, number] | null)[] }>('rates.yaml');

  it('has the columns of the spec', () => {
    expect(RATE_COLUMNS).toEqual(SPEC_RATE_HEADER.slice(1));
  });

  it('matches SPEC.md section 9 cell by cell', () => {
    expect(rows.map((r) => [r.type, ...r.bands.map(formatBand)])).toEqual(SPEC_RATE_ROWS);
  });
});
