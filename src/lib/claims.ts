/**
 * The figures the site claims about the company (docs/behaviour.md, "Claims"): what each is called, where it shows, and
 * how two claims that count the same thing are compared. Each claim is the owner's to confirm in the CMS
 * (src/data/company.yaml, `claims`); until then it is a stand-in (src/stand-ins/standIns.ts), and where two claims count
 * the same thing with different figures, the CMS (src/cms/checks.ts) and the to-do list say so in plain words until
 * the owner makes them agree or says what each counts. Pure: the CMS runs it in the browser, the build in Node.
 */

import { formatIndian } from './format';

/** In the order the CMS and the to-do list show them: claims that count the same thing side by side. */
export const CLAIM_KEYS = [
  'experienceLanding',
  'experience',
  'happyClientsLanding',
  'happyCustomers',
  'moves',
  'movesAnnually',
  'citiesLanding',
  'citiesServicePages',
  'serviceLocations',
  'branches',
  'coverage',
  'rating',
  'satisfaction',
  'warehouse',
  'partnerCompanies',
] as const;
export type ClaimKey = (typeof CLAIM_KEYS)[number];

/** A claim as the comparison reads it: its figure, and what the owner says it counts (empty when not said). */
export interface ClaimToCompare {
  value: string;
  counts: string;
}

interface ClaimInfo {
  /** What it is, in the owner's words (the CMS's label). */
  name: string;
  /** Where the site shows it. */
  where: string;
  /** Whether `where` names more than one place ("the about and location pages say"). */
  places?: 'many';
  /** How the figure reads in a sentence, {value} standing for it. */
  reads: string;
}

export const CLAIMS: Record<ClaimKey, ClaimInfo> = {
  experienceLanding: { name: 'Years of experience (home page)', where: 'the home page', reads: '{value} years' },
  experience: {
    name: 'Years of experience (about and location pages)',
    where: 'the about and location pages',
    places: 'many',
    reads: '{value} years',
  },
  happyClientsLanding: { name: 'Happy clients (home page)', where: 'the home page', reads: '{value} happy clients' },
  happyCustomers: {
    name: 'Happy customers (about and location pages)',
    where: 'the about and location pages',
    places: 'many',
    reads: '{value} happy customers',
  },
  moves: {
    name: 'Moves completed',
    where: 'the top bar of every page and the home, about, service and location pages',
    places: 'many',
    reads: '{value} moves',
  },
  movesAnnually: { name: 'Moves a year', where: 'the home page’s presence tiles', places: 'many', reads: '{value} moves a year' },
  citiesLanding: { name: 'Cities served (home page)', where: 'the home page', reads: '{value} cities' },
  citiesServicePages: {
    name: 'Cities and towns served (service pages)',
    where: 'the service pages',
    places: 'many',
    reads: '{value} cities and towns',
  },
  serviceLocations: {
    name: 'Service locations',
    where: 'the home page’s presence tiles',
    places: 'many',
    reads: '{value} service locations',
  },
  branches: {
    name: 'Branches (offices)',
    where: 'the home page’s presence tiles and the locations page',
    places: 'many',
    reads: '{value} branches',
  },
  coverage: {
    name: 'Coverage',
    where: 'the home page’s presence tiles, and as "pan-India" in the words of most pages',
    places: 'many',
    reads: '{value} coverage',
  },
  rating: { name: 'Customer rating', where: 'the top bar of every page and the home page', places: 'many', reads: 'a {value} rating' },
  satisfaction: { name: 'Customer satisfaction', where: 'the service pages', places: 'many', reads: '{value} satisfaction' },
  warehouse: { name: 'Warehouse space', where: 'the home page’s presence tiles', places: 'many', reads: '{value} of warehouse space' },
  partnerCompanies: { name: 'Partner companies', where: 'the home page’s partner strip', reads: '{value} partner companies' },
};

/** Claims that count the same thing, so their figures must agree unless each says what it counts. */
export const SAME_THING: Record<'years' | 'customers' | 'reach', readonly ClaimKey[]> = {
  years: ['experienceLanding', 'experience'],
  customers: ['happyClientsLanding', 'happyCustomers'],
  reach: ['citiesLanding', 'citiesServicePages', 'serviceLocations'],
};

/** A figure read as a visitor reads it: "10K+" about 10,000, "25 Lac sq. ft" 2,500,000 square feet. */
export interface Figure {
  amount: number;
  /** What it is measured in, letters and "%" only, lower case ("sqft", "%"); empty for a count. */
  unit: string;
}

/** The Indian and English words for a multiple, as written after a figure. */
const MULTIPLES: readonly [RegExp, number][] = [
  [/^k$/i, 1e3],
  [/^(?:lakhs?|lacs?)$/i, 1e5],
  [/^m(?:illion)?$/i, 1e6],
  [/^(?:crores?|cr)$/i, 1e7],
];

/**
 * The figure a claim gives, or undefined when it gives none ("pan-India"). A "+" is read as "about": a visitor reads
 * "5000+ moves" as some five thousand, not as any number from five thousand up.
 */
export function parseFigure(text: string): Figure | undefined {
  const match = /^\s*(\d[\d,]*(?:\.\d+)?)\s*(k|lakhs?|lacs?|million|m|crores?|cr)?(?![a-z])\.?\s*\+?\s*(.*)$/i.exec(text);
  if (!match) return undefined;
  const [, digits, multiple = '', rest] = match;
  const times = multiple ? MULTIPLES.find(([word]) => word.test(multiple))![1] : 1;
  return { amount: Number(digits.replaceAll(',', '')) * times, unit: rest.toLowerCase().replace(/[^a-z%]/g, '') };
}

/** Whether two claims give the same figure ("10K+" and "10,000+"); claims without a figure, whether their words are the same. */
export function sameFigure(a: string, b: string): boolean {
  const [x, y] = [parseFigure(a), parseFigure(b)];
  if (!x || !y) return a.trim().toLowerCase() === b.trim().toLowerCase();
  return x.unit === y.unit && Math.abs(x.amount - y.amount) < 1e-9 * Math.max(1, x.amount);
}

/** Two claims count different things when the owner has said what each counts, differently. */
const countsDiffer = (a: ClaimToCompare, b: ClaimToCompare) => {
  const [x, y] = [a.counts.trim().toLowerCase(), b.counts.trim().toLowerCase()];
  return x !== '' && y !== '' && x !== y;
};

export interface Disagreement {
  /** The claims that disagree, in the order the CMS shows them. */
  keys: ClaimKey[];
  /** How they disagree, in plain words, ending with what to do. */
  sentence: string;
}

/** A claim as a sentence says it: "17+ years", "a 4.8 rating". */
export const claimReads = (key: ClaimKey, claim: Pick<ClaimToCompare, 'value'>) => CLAIMS[key].reads.replace('{value}', claim.value.trim());
const reads = claimReads;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const FIX = 'make them agree, or say what each counts';

/**
 * Every way the claims contradict each other that the owner has not explained: claims of one thing with different
 * figures (years, customers, places served); more customers than moves; and more moves a year, over the years the
 * site claims, than moves in all. Each is explained once every claim in it says, differently, what it counts.
 */
export function claimDisagreements(claims: Record<ClaimKey, ClaimToCompare>): Disagreement[] {
  const found: Disagreement[] = [];
  for (const keys of Object.values(SAME_THING)) {
    const unexplained = keys.some((a, i) =>
      keys.slice(i + 1).some((b) => !sameFigure(claims[a].value, claims[b].value) && !countsDiffer(claims[a], claims[b])),
    );
    if (!unexplained) continue;
    const [first, ...others] = keys;
    const says = CLAIMS[first].places === 'many' ? 'say' : 'says';
    const rest = others.map((key) => `${CLAIMS[key].where} ${reads(key, claims[key])}`).join(', ');
    found.push({ keys: [...keys], sentence: `${capital(CLAIMS[first].where)} ${says} ${reads(first, claims[first])}, ${rest}: ${FIX}.` });
  }

  const moves = parseFigure(claims.moves.value);
  const alongside = (key: ClaimKey) => `${reads(key, claims[key])} (${CLAIMS[key].where})`;
  for (const key of SAME_THING.customers) {
    const customers = parseFigure(claims[key].value);
    if (moves && customers && customers.amount > moves.amount && !countsDiffer(claims[key], claims.moves))
      found.push({
        keys: [key, 'moves'],
        sentence: `${capital(alongside(key))} are more than ${alongside('moves')}, though every customer moved at least once: ${FIX}.`,
      });
  }

  // Over the fewer years the site claims: the reading kindest to the figures.
  const years = SAME_THING.years
    .map((key) => ({ key, figure: parseFigure(claims[key].value) }))
    .filter((year): year is { key: ClaimKey; figure: Figure } => year.figure !== undefined)
    .sort((a, b) => a.figure.amount - b.figure.amount)[0];
  const yearly = parseFigure(claims.movesAnnually.value);
  if (moves && yearly && years && yearly.amount * years.figure.amount > moves.amount && !countsDiffer(claims.movesAnnually, claims.moves)) {
    const total = Math.round(yearly.amount * years.figure.amount).toLocaleString('en-IN');
    found.push({
      keys: ['moves', 'movesAnnually'],
      sentence: `${capital(alongside('movesAnnually'))} over ${reads(years.key, claims[years.key])} make about ${total} moves, more than ${alongside('moves')}: ${FIX}.`,
    });
  }
  return found;
}

/**
 * What the site says beside the rating once the owner has given its source and number of reviews ("out of 5, from
 * 1,240 reviews on Google"), in the page's language; undefined until then.
 */
export const ratingFromText = (
  t: (key: string, values: Record<string, string>) => string,
  from: { source: string; reviews: number } | undefined,
  intlLocale: string,
): string | undefined =>
  from ? t('common.ratingFrom', { source: from.source, reviews: formatIndian(from.reviews, intlLocale) }) : undefined;
