/**
 * The rate table's columns, in the order of each row's `bands` (src/content/rates.yaml): the keys of their
 * headings in the interface text (home.rates.columns), which the rate table shows.
 */
export const RATE_COLUMN_KEYS = [
  'home.rates.columns.upTo50',
  'home.rates.columns.upTo500',
  'home.rates.columns.upTo1000',
  'home.rates.columns.upTo1500',
  'home.rates.columns.within2500',
] as const;

/**
 * The same headings and the rate note in English, for what cannot read the interface text yet: the
 * estimator island (until its wrapper passes them in), the CMS's hint and the content schema's column count.
 * tests/unit/content.test.ts holds them equal to the English dictionary (home.rates.columns, home.rates.note).
 */
export const RATE_COLUMNS = ['Up to 50 KM', 'Up to 500 KM', 'Up to 1000 KM', 'Up to 1500 KM', 'Within 2500 KM'] as const;

export const RATE_NOTE =
  'Prices are approximate and vary with distance, volume of goods, labour and additional services. ' +
  'Contact us for an accurate quotation.';
