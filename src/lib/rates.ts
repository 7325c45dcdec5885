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
 * The same headings in English, for what does not read the interface text: the CMS's hint and the content
 * schema's column count. tests/integration/content.test.ts holds them equal to the English dictionary (home.rates.columns).
 */
export const RATE_COLUMNS = ['Up to 50 KM', 'Up to 500 KM', 'Up to 1000 KM', 'Up to 1500 KM', 'Within 2500 KM'] as const;
