/**
 * The comparison of the figures the site claims (src/lib/claims.ts): figures read as a visitor reads them, and the
 * sentences that say how two claims of one thing disagree. The figures here are made up (none is one the company
 * claims: tests/integration/owner-data.test.ts keeps those out of the tests); the project's own data is in owner-data.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { CLAIM_KEYS, CLAIMS, claimDisagreements, parseFigure, sameFigure, type ClaimKey, type ClaimToCompare } from '~/lib/claims';

describe('a claimed figure', () => {
  it.each([
    ['3K+', 3_000, ''],
    ['7,500+', 7_500, ''],
    ['2048+', 2_048, ''],
    ['12 Lac sq. ft', 1_200_000, 'sqft'],
    ['12 lakh sq ft', 1_200_000, 'sqft'],
    ['1.5 crore', 15_000_000, ''],
    ['4.2', 4.2, ''],
    ['95%', 95, '%'],
    ['12+ years', 12, 'years'],
    ['2 million', 2_000_000, ''],
  ])('%s reads as %d %s', (text, amount, unit) => {
    expect(parseFigure(text)).toEqual({ amount, unit });
  });

  it('words without a figure give none', () => {
    expect(parseFigure('all of India')).toBeUndefined();
    expect(parseFigure('')).toBeUndefined();
  });

  it('is the same figure however it is written, and not the same with another amount or unit', () => {
    expect(sameFigure('3K+', '3,000+')).toBe(true);
    expect(sameFigure('12 Lac sq. ft', '12 lakh sq. ft')).toBe(true);
    expect(sameFigure('12+', '8+')).toBe(false);
    expect(sameFigure('12 lakh sq. ft', '12 lakh')).toBe(false);
    expect(sameFigure('All of India', 'all of india')).toBe(true);
  });
});

/** Made-up claims that agree with each other: each test changes one. */
function agreeing(): Record<ClaimKey, ClaimToCompare> {
  const values: Record<ClaimKey, string> = {
    experienceLanding: '12+',
    experience: '12+',
    happyClientsLanding: '3K+',
    happyCustomers: '3,000+',
    moves: '6000+',
    movesAnnually: '400+',
    citiesLanding: '80+',
    citiesServicePages: '80+',
    serviceLocations: '80+',
    branches: '6+',
    coverage: 'all of India',
    rating: '4.2',
    satisfaction: '95%',
    warehouse: '12 lakh sq. ft',
    partnerCompanies: '7+',
  };
  return Object.fromEntries(CLAIM_KEYS.map((key) => [key, { value: values[key], counts: '' }])) as Record<ClaimKey, ClaimToCompare>;
}

describe('claims that disagree', () => {
  it('none while the figures agree', () => {
    expect(claimDisagreements(agreeing())).toEqual([]);
  });

  it('years: says where each shows and what it says, side by side', () => {
    const claims = agreeing();
    claims.experience.value = '8+';
    expect(claimDisagreements(claims)).toEqual([
      {
        keys: ['experienceLanding', 'experience'],
        sentence: 'The home page says 12+ years, the about and location pages 8+ years: make them agree, or say what each counts.',
      },
    ]);
  });

  it('customers: two figures for one thing, and more customers than moves', () => {
    const claims = agreeing();
    claims.happyCustomers.value = '9K+';
    expect(claimDisagreements(claims).map(({ sentence }) => sentence)).toEqual([
      'The home page says 3K+ happy clients, the about and location pages 9K+ happy customers: make them agree, or say what each counts.',
      `9K+ happy customers (the about and location pages) are more than 6000+ moves (${CLAIMS.moves.where}), though every customer moved at least once: make them agree, or say what each counts.`,
    ]);
  });

  it('reach: every figure for the places served, side by side', () => {
    const claims = agreeing();
    claims.serviceLocations.value = '900+';
    const [reach] = claimDisagreements(claims);
    expect(reach.keys).toEqual(['citiesLanding', 'citiesServicePages', 'serviceLocations']);
    expect(reach.sentence).toBe(
      'The home page says 80+ cities, the service pages 80+ cities and towns, the home page’s presence tiles 900+ service locations: make them agree, or say what each counts.',
    );
  });

  it('moves: moves a year over the fewer years claimed, against moves in all', () => {
    const claims = agreeing();
    claims.movesAnnually.value = '1K+';
    claims.experienceLanding = { value: '20+', counts: 'the founder’s years in moving' };
    claims.experience.counts = 'the company’s years';
    expect(claimDisagreements(claims)).toEqual([
      {
        keys: ['moves', 'movesAnnually'],
        sentence: `1K+ moves a year (the home page’s presence tiles) over 12+ years make about 12,000 moves, more than 6000+ moves (${CLAIMS.moves.where}): make them agree, or say what each counts.`,
      },
    ]);
  });

  it('are settled once each says what it counts, differently; not by one note, nor by the same note twice', () => {
    const claims = agreeing();
    claims.experience.value = '8+';
    claims.experience.counts = 'years since the company was registered';
    expect(claimDisagreements(claims)).toHaveLength(1);
    claims.experienceLanding.counts = 'Years since the company was registered ';
    expect(claimDisagreements(claims)).toHaveLength(1);
    claims.experienceLanding.counts = 'the founder’s years in moving';
    expect(claimDisagreements(claims)).toEqual([]);
  });

  it('a figure in other words is the same figure: 3K+ and 3,000+ agree', () => {
    const claims = agreeing();
    expect(claims.happyClientsLanding.value).not.toBe(claims.happyCustomers.value);
    expect(claimDisagreements(claims)).toEqual([]);
  });
});
