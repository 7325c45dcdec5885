const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Indian digit grouping: 7000 → "7,000", 100000 → "1,00,000". */
export const formatIndian = (value: number): string => inr.format(value);

/** A price range as the rate table and the estimator both print it: (7000, 11000) → "7,000-11,000". */
export const formatRange = (low: number, high: number): string => `${formatIndian(low)}-${formatIndian(high)}`;

/**
 * A price band as the rate table prints it, no band in the page's words:
 * `formatBandWith(t('estimator.onRequest'))([7000, 11000])` → "7,000-11,000", `(null)` → "on request".
 */
export const formatBandWith =
  (onRequest: string) =>
  (band: readonly [number, number] | null): string =>
    band ? formatRange(band[0], band[1]) : onRequest;
