/** The estimator reads the rate table: every cell, and both sides of every band edge. */
import { describe, expect, it } from 'vitest';
import { BAND_EDGES_KM, columnFor, DEFAULT_ROW, estimate, formatRupeeBand, WITHIN_HOME_CITY, type RateRow } from '~/lib/estimate';
import { getList } from '~/content-readers/collections';
import { formatRange } from '~/lib/format';
import { LANGUAGES } from '~/i18n/locales';
import { SPEC_RATE_ROWS } from '../spec/rates';

const rows: RateRow[] = (await getList('rates')).map(({ id, data }) => ({ id, ...data }));
/** A distance well inside each column, away from either edge. */
const MIDDLES = [25, 300, 750, 1250, 2000];

describe('estimate', () => {
  it("gives the spec's cell for a distance inside every column of every row", () => {
    for (const [r, row] of rows.entries()) {
      for (const [c, km] of MIDDLES.entries()) {
        const spec = SPEC_RATE_ROWS[r][c + 1];
        const result = estimate(row, { km });
        if (spec === 'none') {
          expect(result, `${row.type} ${km} km`).toEqual({ kind: 'on request', reason: 'not offered', overKm: BAND_EDGES_KM[c - 1] });
        } else {
          expect(result.kind, `${row.type} ${km} km`).toBe('bands');
          if (result.kind !== 'bands') continue;
          expect(
            result.bands.map((b) => formatRange(b.low, b.high, LANGUAGES.en.intlLocale)),
            `${row.type} ${km} km`,
          ).toEqual([spec]);
          expect(result.nearEdgeKm).toBeUndefined();
        }
      }
    }
  });

  it('puts each edge in the column it closes ("up to") and the next km in the next one', () => {
    for (const [c, edge] of BAND_EDGES_KM.entries()) {
      expect(columnFor(edge)).toBe(c);
      expect(columnFor(edge + 1)).toBe(c + 1 < BAND_EDGES_KM.length ? c + 1 : -1);
    }
  });

  it('shows both bands within 10% of an edge, on either side, and one band at exactly 10% away', () => {
    const twoBhk = rows.find((r) => r.id === '2bhk')!;
    for (const [c, edge] of BAND_EDGES_KM.slice(0, -1).entries()) {
      const margin = edge * 0.1;
      for (const km of [edge - margin + 1, edge, edge + 1, edge + margin - 1]) {
        const result = estimate(twoBhk, { km });
        expect(result, `${km} km`).toMatchObject({ kind: 'bands', nearEdgeKm: edge });
        if (result.kind === 'bands') expect(result.bands.map((b) => b.column)).toEqual([c, c + 1]);
      }
      for (const [km, column] of [
        [edge - margin, c],
        [edge + margin, c + 1],
      ]) {
        const result = estimate(twoBhk, { km });
        expect(result, `${km} km`).toMatchObject({ kind: 'bands', bands: [{ column }] });
        if (result.kind === 'bands') expect(result.bands).toHaveLength(1);
      }
    }
  });

  it('Goa at about 450 km is one band: 2 BHK ₹20,000-23,000', () => {
    const result = estimate(
      rows.find((r) => r.id === '2bhk')!,
      { km: 450 },
    );
    expect(result.kind === 'bands' && result.bands.map((band) => formatRupeeBand(band, LANGUAGES.en.intlLocale))).toEqual([
      '₹20,000-23,000',
    ]);
  });

  it('quotes on request, with no amount, by sea, past 2,500 km, and for a car or bike past 1,500 km', () => {
    for (const row of rows) {
      expect(estimate(row, { sea: true })).toEqual({ kind: 'on request', reason: 'sea' });
      expect(estimate(row, { km: 2501 })).toEqual({ kind: 'on request', reason: 'too far' });
    }
    for (const id of ['car', 'bike']) {
      const row = rows.find((r) => r.id === id)!;
      expect(estimate(row, { km: 1501 })).toEqual({ kind: 'on request', reason: 'not offered', overKm: 1500 });
      // Just under the last edge it has: its last band, and a word that beyond it is quoted on request.
      expect(estimate(row, { km: 1450 })).toMatchObject({ kind: 'bands', nearEdgeKm: 1500, beyondQuotedOnRequest: true });
    }
    expect(estimate(rows[0], { km: 2400 })).toMatchObject({ kind: 'bands', nearEdgeKm: 2500, beyondQuotedOnRequest: true });
  });

  it('prices a move within the home city in the first column alone, and starts on a row the table has', () => {
    for (const row of rows) {
      const [low, high] = row.bands[0]!;
      expect(estimate(row, WITHIN_HOME_CITY), row.type).toEqual({ kind: 'bands', bands: [{ column: 0, low, high }] });
    }
    expect(rows.map((r) => r.id)).toContain(DEFAULT_ROW);
  });

  it('prints amounts with Indian grouping', () => {
    expect(formatRupeeBand({ column: 4, low: 70000, high: 190000 }, LANGUAGES.en.intlLocale)).toBe('₹70,000-1,90,000');
  });
});
