/** Column headings of the rate table, in the order of each row's `bands` (src/content/rates.yaml). */
export const RATE_COLUMNS = ['Up to 50 KM', 'Up to 500 KM', 'Up to 1000 KM', 'Up to 1500 KM', 'Within 2500 KM'] as const;

export const RATE_NOTE =
  'Prices are approximate and vary with distance, volume of goods, labour and additional services. ' +
  'Contact us for an accurate quotation.';
