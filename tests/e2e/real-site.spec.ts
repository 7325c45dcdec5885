/**
 * One build command for both stages (scripts/build-site.mjs, Netlify's `npm run build:site`): once the owner's data
 * is complete, the same command that builds today's preview builds the real site, with no banner, no noindex, no
 * `X-Robots-Tag`, a robots.txt that lets crawlers in, and an anti-fraud block that asks visitors to check the listed
 * contacts. This builds a copy of the project with every stand-in replaced, as the owner will (src/build/standIns.ts);
 * tests/built/preview.test.ts checks the preview the project builds today.
 */
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { SERVER_CONFIG_DIR } from '../../src/build/hostFiles';
import { NGINX_HEADERS_FILE } from '../../src/build/securityHeaders';
import { standIns } from '../../src/build/standIns';
import type { Company } from '../../src/schemas/company';
import { COMPANY_FILE, founderFrom, ratingFrom, readCompany, registrationFrom } from '../../src/site.config';
import { siteServer } from '../../scripts/lib/site-server.mjs';
import { CLAIM_KEYS, ratingFromText } from '../../src/lib/claims';
import { LANGUAGES } from '../../src/i18n/locales';
import { englishText } from '../support/interfaceText';
import { projectCopy, removeCopy } from '../support/projectCopy';
import { expect, test } from './fixtures';
import { expectCertificates, expectGstin, type OwnerFacts } from './ownerFacts';

/**
 * The company's data as the owner will have made it: no example left, every claim confirmed, every registration
 * decided, here as none held (the case the certificates page must say plainly; changed-data.spec.ts builds one with
 * the GSTIN held).
 */
function complete(company: Company): Company {
  const data = structuredClone(company);
  for (const group of [data.identity, data.phones.mobile, data.phones.office, data.emails, data.address, data.links]) group.example = false;
  for (const registration of Object.values(data.registrations)) Object.assign(registration, { status: 'not held', number: '' });
  // Every claim confirmed, each saying what it counts (the spec's readings of one thing differ), the rating with its source.
  for (const key of CLAIM_KEYS)
    Object.assign(data.claims[key], { example: false, counts: data.claims[key].counts || `what ${key} counts` });
  if (!data.claims.rating.source) Object.assign(data.claims.rating, { source: 'Google', reviews: 1240 });
  return data;
}

/** A list file with one switch set on every entry. */
function untick(root: string, file: string, key: string, box: string) {
  const data = parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, Record<string, unknown>[]>;
  for (const entry of data[key]) entry[box] = false;
  writeFileSync(path.join(root, file), stringify(data));
}

const t = englishText();
let root = '';
let dist = '';
let company: Company;

test.describe.configure({ mode: 'default', timeout: 10 * 60_000 });

test.beforeAll(() => {
  root = projectCopy('real-site');
  company = complete(readCompany());
  writeFileSync(path.join(root, COMPANY_FILE), stringify(company));
  untick(root, 'src/content/testimonials.yaml', 'testimonials', 'sample');
  untick(root, 'src/content/partners.yaml', 'partners', 'placeholder');
  // A photograph in place of the drawn portrait: any picture that is not the drawing.
  copyFileSync(path.join(root, 'src/assets/heroes/locations.jpg'), path.join(root, path.dirname(COMPANY_FILE), company.founder.portrait));
  expect(standIns(root), 'the copy still has stand-ins').toEqual([]);
  const build = spawnSync(process.execPath, ['scripts/build-site.mjs'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  expect(build.status, build.stdout + build.stderr).toBe(0);
  dist = path.join(root, 'dist');
});
test.afterAll(() => removeCopy(root));

test('with no stand-in left, the host build command makes the real site: no banner, indexable, crawlers let in', () => {
  for (const file of ['index.html', 'about.html', 'contact.html', 'locations/goa.html', '404.html']) {
    const html = readFileSync(path.join(dist, file), 'utf8');
    expect(html, file).not.toContain('data-preview-banner');
    expect(html, file).not.toContain(t('shell.preview'));
    if (file !== '404.html') expect(html, file).not.toMatch(/<meta name="robots"/);
  }
  expect(readFileSync(path.join(dist, '_headers'), 'utf8')).not.toContain('X-Robots-Tag');
  expect(readFileSync(path.join(root, SERVER_CONFIG_DIR, NGINX_HEADERS_FILE), 'utf8')).not.toContain('X-Robots-Tag');
  const robots = readFileSync(path.join(dist, 'robots.txt'), 'utf8').split('\n');
  expect(robots).toContain('Allow: /');
  expect(robots).not.toContain('Disallow: /');
  expect(robots.some((line) => line.startsWith('Sitemap: '))).toBe(true);
});

test('the anti-fraud block asks visitors to check the listed contacts, and calls none of them an example', () => {
  const about = readFileSync(path.join(dist, 'about.html'), 'utf8');
  expect(about).not.toContain('data-trust-examples');
  expect(about).toContain(t('sections.trust.ifInDoubt'));
});

test('with no registration held: the certificates page says so plainly, no menu or sitemap offers it, no GST invoice is promised', async ({
  page,
}) => {
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
    for (const path of ['/about', '/contact']) await expectGstin(page, origin, path, facts);
  } finally {
    server.close();
  }
  const sitemaps = readdirSync(dist).filter((file) => /^sitemap-\d+\.xml$/.test(file));
  expect(sitemaps.length).toBeGreaterThan(0);
  for (const file of sitemaps) expect(readFileSync(path.join(dist, file), 'utf8')).not.toMatch(/\/certificates</);
});

test('the live site shows the rating with its source and number of reviews, in the top bar and on the home page', () => {
  const words = ratingFromText(t, ratingFrom(company.claims.rating), LANGUAGES.en.intlLocale)!;
  const home = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const topBar = `${t('shell.topBar.moves', { moves: company.claims.moves.value, rating: company.claims.rating.value })} (${words})`;
  expect(home, 'the top bar').toContain(topBar);
  expect(home, 'the rating tile').toContain(`>${words}</p>`);
  expect(readFileSync(path.join(dist, 'about.html'), 'utf8')).toContain(`(${words})`);
});
