/**
 * One build command for both stages (scripts/build-site.mjs, Netlify's `npm run build:site`): once the owner's data
 * is complete, the same command that builds today's preview builds the real site, with no banner, no noindex, no
 * `X-Robots-Tag`, a robots.txt that lets crawlers in, and an anti-fraud block that asks visitors to check the listed
 * contacts. It reads the live copy (tests/support/liveSite.ts: the project with every stand-in replaced, as the owner
 * will, built once by the `live-build` project); tests/built/preview.test.ts checks the preview the project builds today.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_CONFIG_DIR } from '../../src/hosting/hostFiles';
import { NGINX_HEADERS_FILE } from '../../src/hosting/securityHeaders';
import { founderFrom, mailHref, ratingFrom, readCompany, registrationFrom, site, telHref } from '../../src/site.config';
import { ratingFromText } from '../../src/lib/claims';
import { LANGUAGES } from '../../src/i18n/locales';
import { englishText } from '../support/interfaceText';
import { complete, LIVE_SITE_DIST, LIVE_SITE_ROOT } from '../support/liveSite';
import { expect, test } from './fixtures';
import { expectCertificates, expectGstin, type OwnerFacts } from './ownerFacts';

const t = englishText();
const root = LIVE_SITE_ROOT;
const dist = LIVE_SITE_DIST;
/** The company's data the live copy was built from. */
const company = complete(readCompany());

test('with no stand-in left, the host build command makes the real site: no banner, indexable, crawlers let in', () => {
  for (const file of ['index.html', 'about.html', 'contact.html', 'locations/goa.html', '404.html']) {
    const html = readFileSync(path.join(dist, file), 'utf8');
    expect(html, file).not.toContain('data-preview-banner');
    expect(html, file).not.toContain(t('preview.label'));
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
  await expectCertificates(page, '', facts);
  for (const path of ['/about', '/contact']) await expectGstin(page, '', path, facts);
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

test('every contact is a link again: call, WhatsApp, e-mail, the social pages, the map, and both forms post to the relay', async ({
  page,
}) => {
  const links = async () => page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
  await page.goto('/contact');
  const onContact = await links();
  expect(onContact).toContain(telHref(site.phones.mobile));
  expect(onContact).toContain(mailHref(site.emails.info));
  expect(onContact.some((href) => href.startsWith(`https://wa.me/${site.phones.mobile.digits}?`))).toBe(true);
  for (const account of [site.links.facebook, site.links.instagram, site.links.youtube, site.links.linkedin, site.links.webmail])
    expect(onContact).toContain(account);
  expect(onContact).toContain(site.mapLink);
  await expect(page.getByRole('button', { name: t('sections.map.show') })).toBeVisible();
  await expect(page.locator('main site-relay-form form')).toHaveAttribute('action', site.formRelay);
  await expect(page.getByRole('button', { name: t('forms.contact.submit') })).toBeEnabled();
  await page.goto('/about');
  expect(await links()).toContain(telHref(site.phones.office));
  for (const path of ['/', '/contact', '/about', '/privacy']) {
    await page.goto(path);
    await expect(page.locator('[data-example], [data-example-mark], [data-preview-notice]'), path).toHaveCount(0);
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const company = data.map((json) => JSON.parse(json) as Record<string, unknown>).find((node) => node['@type'] === 'MovingCompany');
    if (company) {
      expect(company.telephone, path).toBe(site.phones.mobile.display);
      expect(company.email, path).toBe(site.emails.info);
      expect(company.sameAs, path).toEqual([site.links.facebook, site.links.instagram, site.links.youtube, site.links.linkedin]);
    }
  }
});

test('every link that opens a new tab (WhatsApp, the social pages, the map) does so with rel="noopener noreferrer"', () => {
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  const opened = pages.flatMap((file) =>
    [...readFileSync(path.join(dist, file), 'utf8').matchAll(/<(?:a|form|area)\b[^>]*\starget="_blank"[^>]*>/g)].map(([tag]) => tag),
  );
  expect(opened.length).toBeGreaterThan(56);
  expect(opened.filter((tag) => !/\srel="(?=[^"]*\bnoopener\b)(?=[^"]*\bnoreferrer\b)[^"]*"/.test(tag))).toEqual([]);
});
