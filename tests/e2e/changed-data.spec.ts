/**
 * The site follows the owner's data when it changes. truth.spec.ts checks the site built from the project's
 * data; this builds one copy of the project with the data changed, and checks it two ways:
 *
 * - each of the owner's facts in its other state (today: the founder not yet named, every registration
 *   pending, the rating without its source), so the pages are seen to follow the data both ways, whichever way the owner's data has it;
 * - the address and the web address, each written once (src/data/company.yaml), changed there: no built file
 *   still holds an old value, in any form it takes on a page (as text, escaped in HTML, inside a map or sharing
 *   link), robots.txt, the sitemap and the map included.
 *
 * One build serves both (a build takes both cores for a while).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { stringify } from 'yaml';
import { siteServer } from '../../scripts/lib/site-server.mjs';
import type { Company } from '../../src/schemas/company';
import { COMPANY_FILE, founderFrom, ratingFrom, readCompany, registrationFrom } from '../../src/site.config';
import { ratingFromText } from '../../src/lib/claims';
import { DEFAULT_LOCALE, LANGUAGES, LOCALES, type Locale } from '../../src/i18n/locales';
import { interfaceText } from '../support/interfaceText';
import { buildCopy, projectCopy, removeCopy } from '../support/projectCopy';
import { expect, test } from './fixtures';
import { expectCertificates, expectFounder, expectGstin, expectStructuredData, type OwnerFacts } from './ownerFacts';

/**
 * The data with the founder's fields each filled if empty and emptied if filled, the GSTIN held if it is not
 * and pending if it is, the IBA code not held if it is and held if it is not; and a new street, postal code and
 * web address; the rating given its source and number of reviews if it has none, and left without them if it has.
 */
function changed(company: Company): Company {
  const other = structuredClone(company);
  const { founder, registrations } = other;
  founder.name = founder.name ? '' : 'Asha Kulkarni';
  founder.bio = founder.bio ? '' : 'Asha has planned house moves out of Pune since her first job with a transport firm.';
  founder.message = founder.message.length ? [] : ['Tell us what worries you about your move.', 'We will tell you plainly what we can do.'];
  registrations.gstin =
    registrations.gstin.status === 'held' ? { status: 'pending', number: '' } : { status: 'held', number: '27ABCDE1234F1Z5' };
  registrations.ibaCode =
    registrations.ibaCode.status === 'not held' ? { status: 'held', number: 'IBA/PUN/0001' } : { status: 'not held', number: '' };
  const { rating } = other.claims;
  Object.assign(
    rating,
    rating.source && rating.reviews !== undefined ? { source: '', reviews: undefined } : { source: 'Google', reviews: 1240 },
  );
  other.identity.url = 'https://www.movers-changed-address.in';
  other.address = {
    ...company.address,
    street: 'Unit 7, Test Chambers, Baner Road',
    postalCode: company.address.postalCode === '411045' ? '411046' : '411045',
  };
  return other;
}

/** A language's folder in dist/ (English at the root). */
const localeFolder = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : locale);

/** The forms a value takes in built files. */
const forms = (value: string) => [
  ...new Set([value, value.replaceAll('&', '&amp;'), encodeURIComponent(value), encodeURIComponent(value).replaceAll('%20', '+')]),
];

const old = readCompany();
const company = changed(old);
let root = '';
let dist = '';

// Both tests read the one build, in this order, in one worker.
test.describe.configure({ mode: 'default', timeout: 5 * 60_000 });

test.beforeAll(() => {
  root = projectCopy('changed-data');
  writeFileSync(path.join(root, COMPANY_FILE), stringify(company));
  const build = buildCopy(root);
  expect(build.status, build.output).toBe(0);
  dist = path.join(root, 'dist');
});
test.afterAll(() => removeCopy(root));

test("the pages follow the owner's facts in their other state: founder, certificates, trust block, structured data", async ({ page }) => {
  const facts: OwnerFacts = {
    founder: founderFrom(company.founder),
    registrations: Object.fromEntries(
      Object.entries(company.registrations).map(([key, value]) => [key, registrationFrom(value)]),
    ) as OwnerFacts['registrations'],
  };
  const server = siteServer({ root: dist }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await expectCertificates(page, origin, facts);
    await expectFounder(page, origin, facts);
    for (const path of ['/about', '/contact']) await expectGstin(page, origin, path, facts);
    await expectStructuredData(page, origin, facts);
  } finally {
    server.close();
  }
});

test('the rating shows its source and number of reviews beside it once given, on every page’s top bar and the home page, in each language', () => {
  const from = ratingFrom(company.claims.rating);
  for (const locale of LOCALES) {
    const t = interfaceText(locale);
    const home = readFileSync(path.join(dist, locale === DEFAULT_LOCALE ? 'index.html' : `${locale}.html`), 'utf8');
    const about = readFileSync(path.join(dist, localeFolder(locale), 'about.html'), 'utf8');
    const words = from && ratingFromText(t, from, LANGUAGES[locale].intlLocale)!;
    // The words before the first blank ("out of 5, from "), which only the rating's source brings.
    const [beside] = t('common.ratingFrom', { source: '\u0000', reviews: '\u0000' }).split('\u0000');
    if (words) {
      // The top bar's line (twice in the home page: the marquee repeats it), the home page's rating tile.
      expect(home.split(words).length - 1, `${locale} home`).toBeGreaterThanOrEqual(2);
      expect(about, `${locale} about`).toContain(words);
    } else {
      expect(home, `${locale} home`).not.toContain(beside);
    }
  }
});

test('the address and the web address, changed once: no old value in any built file, the new ones where they were', () => {
  // Decap CMS's own bundle (dist/admin/*.js) is the npm package's, not ours.
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(html|xml|txt|json|yml|css|js)$|_headers$/.test(file) && !/^admin\/.*\.js$/.test(file),
  );
  expect(files.length).toBeGreaterThan(60);
  const oldValues = [new URL(old.identity.url).host, old.address.street, old.address.postalCode, ...old.address.street.split(', ')];
  const found = files.flatMap((file) => {
    const text = readFileSync(path.join(dist, file), 'utf8');
    return oldValues
      .flatMap(forms)
      .filter((value) => text.includes(value))
      .map((value) => `${file}: ${value}`);
  });
  expect(found).toEqual([]);

  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
  // This copy is still a preview (other stand-ins remain): its robots.txt names no sitemap, the real site's does
  // (tests/e2e/real-site.spec.ts).
  expect(read('sitemap-0.xml')).toContain(`<loc>${company.identity.url}/</loc>`);
  const contact = read('contact.html');
  // The map's address (only while the address is not an example: a preview has no map) and the page's text.
  if (!company.address.example) expect(contact).toContain(encodeURIComponent(company.address.street));
  expect(contact).toContain(company.address.street.replaceAll('&', '&amp;'));
  expect(contact).toContain(`<link rel="canonical" href="${company.identity.url}/contact">`);
  expect(read('index.html')).toContain(company.address.postalCode);
});
