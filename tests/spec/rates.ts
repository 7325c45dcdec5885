/** The original specification's rates table (docs/behaviour.md, "The rates table"), cell by cell: what both the data and the rendered table must equal. */
export const SPEC_RATE_HEADER = ['Shifting Type', 'Up to 50 KM', 'Up to 500 KM', 'Up to 1000 KM', 'Up to 1500 KM', 'Within 2500 KM'];

export const SPEC_RATE_ROWS = [
  ['1 BHK Home', '7,000-11,000', '12,000-16,000', '20,000-25,000', '26,000-32,000', '30,000-35,000'],
  ['2 BHK Home', '12,000-15,000', '20,000-23,000', '25,000-30,000', '32,000-40,000', '40,000-45,000'],
  ['3 BHK Home', '15,000-18,000', '25,000-30,000', '35,000-40,000', '45,000-50,000', '50,000-65,000'],
  ['4 BHK / Villa', '25,000-30,000', '35,000-40,000', '50,000-60,000', '55,000-65,000', '70,000-90,000'],
  ['Car Transportation', '9,000-11,500', '12,000-14,500', '17,000-20,000', '21,000-25,000', 'none'],
  ['Bike Transportation', '3,000-7,000', '7,000-10,500', '10,000-15,000', '15,000-18,000', 'none'],
];

/**
 * The rows as the site shows them: where the spec says "none" (a car or bike past 1,500 km), the table says
 * "on request", as the estimator does (issue 14: one wording for one thing). Every figure is the spec's.
 */
export const SHOWN_RATE_ROWS = SPEC_RATE_ROWS.map((row) => row.map((cell) => (cell === 'none' ? 'on request' : cell)));
