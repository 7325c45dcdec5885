/**
 * Whole numbers as a page's language writes them, from its entry's `intlLocale` (src/i18n/languages.ts): every
 * language of the site today writes Latin digits in Indian grouping, 7000 → "7,000", 100000 → "1,00,000".
 */
export const formatIndian = (value: number, intlLocale: string): string =>
  new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 0 }).format(value);

/** A price range as the rate table and the estimator both print it: (7000, 11000) → "7,000-11,000". */
export const formatRange = (low: number, high: number, intlLocale: string): string =>
  `${formatIndian(low, intlLocale)}-${formatIndian(high, intlLocale)}`;

/**
 * A price band as the rate table prints it, no band in the page's words:
 * `formatBandWith(t('estimator.onRequest'), 'en-IN')([7000, 11000])` → "7,000-11,000", `(null)` → "on request".
 */
export const formatBandWith =
  (onRequest: string, intlLocale: string) =>
  (band: readonly [number, number] | null): string =>
    band ? formatRange(band[0], band[1], intlLocale) : onRequest;
