/**
 * The price band for a move, read from the same rate table the home page prints (src/content/rates.yaml),
 * so the table and the estimator can never disagree. Pure: the estimator island and the pages call it.
 */
import { formatIndian, formatRange } from './format';
import type { MovingType } from './forms';
import { fillIn } from './words';

/** A row of the rate table: [lowest, highest] rupees per distance column; null where there is no amount (the spec's "none", shown "on request"). */
export type Band = readonly [number, number] | null;
export interface RateRow {
  id: string;
  type: string;
  bands: readonly Band[];
}

/** The upper edge, in km, of each distance column ("Up to 50 KM" … "Within 2500 KM"). */
export const BAND_EDGES_KM = [50, 500, 1000, 1500, 2500] as const;
export const MAX_KM = BAND_EDGES_KM[BAND_EDGES_KM.length - 1];
/** A distance this close to a column's edge (as a share of the edge) could fall either side of it. */
export const NEAR_EDGE_SHARE = 0.1;

/** The rate-table row (a src/content/rates.yaml id) the estimator starts with where the page names none. */
export const DEFAULT_ROW = '2bhk';
/**
 * A move within the home city, which the estimator offers before the places. It has no road distance of its
 * own: 0 km prices it in the first column ("Up to 50 KM"). `id` is its value in the list of destinations, so no
 * location may take it; `movingType` is what the enquiry form calls such a move.
 */
export const WITHIN_HOME_CITY = { id: 'home', km: 0, movingType: 'Within City' } as const satisfies {
  id: string;
  km: number;
  movingType: MovingType;
};

/** What the enquiry form calls a move from the home city to a place, by the place's English name. */
export const movingTypeTo = (englishName: string, homeRegion: string): MovingType =>
  englishName === homeRegion ? 'Within State' : 'Other State';

/** Where a move goes: a road distance in km, or a last leg by sea. */
export type Route = { km: number } | { sea: true };

export interface PricedBand {
  column: number;
  low: number;
  high: number;
}
export type Estimate =
  /** One band, or two where the distance is within 10% of the edge between them. */
  | { kind: 'bands'; bands: PricedBand[]; nearEdgeKm?: number; beyondQuotedOnRequest?: boolean }
  /** No amount: by sea, or past 2,500 km. */
  | { kind: 'on request'; reason: 'sea' | 'too far' }
  /** No amount in the row for this column (a car or bike past 1,500 km): quoted over `overKm`, the edge below it. */
  | { kind: 'on request'; reason: 'not offered'; overKm: number };

/** The column a distance falls in: "up to" each edge, inclusive; -1 past the last. */
export const columnFor = (km: number): number => BAND_EDGES_KM.findIndex((edge) => km <= edge);

const priced = (row: RateRow, column: number): PricedBand | undefined => {
  const band = row.bands[column];
  return band ? { column, low: band[0], high: band[1] } : undefined;
};

/** The estimate for `row` over a road distance of `km`, or over the sea. */
export function estimate(row: RateRow, route: Route): Estimate {
  if ('sea' in route) return { kind: 'on request', reason: 'sea' };
  const { km } = route;
  const column = columnFor(km);
  if (column === -1) return { kind: 'on request', reason: 'too far' };
  // The edges on either side of the distance (the first column starts from nothing).
  const below = column > 0 ? BAND_EDGES_KM[column - 1] : undefined;
  const above = BAND_EDGES_KM[column];
  const own = priced(row, column);
  if (!own) return { kind: 'on request', reason: 'not offered', overKm: below ?? 0 };

  // Whether the distance lies within 10% of one of its edges.
  if (below !== undefined && km - below < below * NEAR_EDGE_SHARE) {
    const lower = priced(row, column - 1);
    if (lower) return { kind: 'bands', bands: [lower, own], nearEdgeKm: below };
  }
  if (above - km < above * NEAR_EDGE_SHARE) {
    const upper = priced(row, column + 1);
    if (upper) return { kind: 'bands', bands: [own, upper], nearEdgeKm: above };
    // Past this edge there is no amount (beyond 2,500 km, or a car or bike beyond 1,500 km).
    return { kind: 'bands', bands: [own], nearEdgeKm: above, beyondQuotedOnRequest: true };
  }
  return { kind: 'bands', bands: [own] };
}

/** "₹25,000-30,000": the rate table's range (formatRange), marked as rupees since it stands alone. */
export const formatRupeeBand = ({ low, high }: PricedBand, intlLocale: string): string => `₹${formatRange(low, high, intlLocale)}`;
/**
 * "2,500 km": the figure put into the page's words for a distance (`t('estimator.km', placeholders('km'))`);
 * "{km} km" where none are given, until every caller passes them.
 */
export const formatKm = (km: number, intlLocale: string, words = '{km} km'): string => fillIn(words, { km: formatIndian(km, intlLocale) });
