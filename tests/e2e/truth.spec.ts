/**
 * Nothing published that the owner has not confirmed, and the owner's data wherever the company is named.
 * Expected values come from src/site.config.ts and the content files, never from literals.
 */
import { readFileSync } from 'node:fs';
import { builtPageFiles } from '../../src/hosting/builtPages';
import { contentList } from '../../src/content-readers/contentLists';
import { claims, examples, fullAddress, phoneText, publishedLocales, site, telHref } from '../../src/site.config';
import { SPEC_SERVICE_REACH } from '../spec/labels';
import { allPaths, expect, test } from './fixtures';
import { expectCertificates, expectFounder, expectGstin, expectStructuredData, structuredNode, type OwnerFacts } from './ownerFacts';

const content = <T>(file: string) => contentList<T>(file.replace(/\.yaml$/, ''));
const testimonials = content<{ name: string; source: string; sample: boolean }>('testimonials.yaml');

/** The project's own facts, as the built site in dist/ was made from them. */
const facts: OwnerFacts = { founder: site.founder, registrations: site.registrations };

test('certificates: each card says what is confirmed, "to be published" until then, and none claims to be held', async ({ page }) => {
  await expectCertificates(page, '', facts);
});

test('testimonials: sample text is labelled as such on every card, real reviews carry their source', async ({ page }) => {
  await page.goto('/about');
  const cards = page.locator('[data-testimonials] figure');
  await expect(cards).toHaveCount(testimonials.length);
  for (const [i, t] of testimonials.entries()) {
    await expect(cards.nth(i)).toContainText(t.sample ? 'Sample text, not a customer review' : t.source);
  }
});

test('founder: the role always, and no name, biography or message until the owner confirms them', async ({ page }) => {
  await expectFounder(page, '', facts);
});

for (const path of ['/about', '/contact']) {
  test(`${path}: a trust block with the registered details, official contacts and how to spot fake movers`, async ({ page }) => {
    await page.goto(path);
    const block = page.locator('section', { has: page.getByRole('heading', { name: 'Our registered details and official contacts' }) });
    await expect(block.getByText(site.legalName, { exact: true }).first()).toBeVisible();
    await expect(block.getByText(fullAddress)).toBeVisible();
    // Each number and mailbox a link, or while it is the example its text marked so (ContactLink.astro); real-site.spec.ts
    // reads the links on the live copy.
    for (const [group, phone] of [
      ['mobile', site.phones.mobile],
      ['office', site.phones.office],
    ] as const)
      if (examples[group]) await expect(block.locator(`[data-example="${group}"]`).filter({ hasText: phoneText(phone) })).toBeVisible();
      else await expect(block.locator(`a[href="${telHref(phone)}"]`)).toBeVisible();
    for (const email of Object.values(site.emails))
      if (examples.emails) await expect(block.locator('[data-example="emails"]').filter({ hasText: email }).first()).toBeVisible();
      else await expect(block.locator(`a[href="mailto:${email}"]`)).toBeVisible();
    // Read as a list: no space before a comma, none inside a link.
    if (!examples.emails)
      await expect(block.getByRole('definition').filter({ has: page.locator('a[href^="mailto:"]') })).toHaveText(
        [...new Set(Object.values(site.emails))].join(', '),
      );
    await expect(block.getByText(new URL(site.url).host).first()).toBeVisible();
    await expect(block.getByText(/lorry receipt/)).toBeVisible();
    await expect(block.getByText(/own bank account/)).toBeVisible();
    await expectGstin(page, '', path, facts);
  });
}

test('privacy notice: linked from every page and beside both forms, in plain words', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  for (const form of ['site-relay-form[data-form="contact"]', 'site-relay-form[data-form="enquiry"]']) {
    await expect(page.locator(form).getByRole('link', { name: 'Privacy notice', includeHidden: true })).toHaveAttribute('href', '/privacy');
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  const main = page.getByRole('main');
  for (const text of [
    'name, phone number, e-mail address and message',
    site.formRelayName,
    site.emails.info,
    'Digital Personal Data Protection Act, 2023',
    'kept as a draft in your own browser',
    'delete',
  ]) {
    await expect(main.getByText(text).first()).toBeVisible();
  }
});

test('structured data claims nothing unconfirmed: no opening hours, the 24/7 is the helpline', async ({ page }) => {
  await page.goto('/');
  const data = (await structuredNode(page, 'MovingCompany')) as Record<string, unknown> & {
    contactPoint: { hoursAvailable: { opens: string } };
  };
  expect(data.openingHours).toBeUndefined();
  expect(data.openingHoursSpecification).toBeUndefined();
  expect(data.contactPoint.hoursAvailable.opens).toBe('00:00');
  // A contact still the example is left out (tests/built/preview.test.ts; the live copy's: real-site.spec.ts).
  expect(data.telephone).toBe(examples.mobile ? undefined : site.phones.mobile.display);
  expect(data.email).toBe(examples.emails ? undefined : site.emails.info);
  expect(data.url).toBe(new URL('/', site.url).href);
  await expectStructuredData(page, '', facts);
});

test("the company's contacts, address and web address on every page are the configured ones", async ({ request }) => {
  const phones = Object.values(site.phones).map(telHref);
  const emails = Object.values(site.emails).map((e) => `mailto:${e}`);
  for (const path of allPaths) {
    const html = await (await request.get(path)).text();
    for (const [, href] of html.matchAll(/href="(tel:[^"]+)"/g)) expect(phones, path).toContain(href);
    for (const [, href] of html.matchAll(/href="(mailto:[^"?]+)/g)) expect(emails, path).toContain(href);
    for (const [, href] of html.matchAll(/href="https:\/\/wa\.me\/(\d+)/g)) expect(href, path).toBe(site.phones.mobile.digits);
    for (const [, action] of html.matchAll(/<form[^>]*action="([^"]+)"/g)) expect(action, path).toBe(site.formRelay);
    for (const [, next] of html.matchAll(/name="_next" value="([^"]+)"/g))
      expect(next, path).toMatch(new RegExp(`^${new URL('/', site.url).href.replaceAll('.', '\\.')}\\?sent=(contact|enquiry)$`));
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical?.startsWith(site.url), path).toBe(true);
    expect(html, path).toContain(`<meta property="og:url" content="${canonical}"`);
  }
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  expect(locs.length).toBe(allPaths.length * publishedLocales.length);
  for (const loc of locs) expect(loc.startsWith(site.url)).toBe(true);
});

/** The first match of `pattern` with some text around it, or null: short enough to read in a failure. */
function firstMatch(text: string, pattern: RegExp): string | null {
  const match = pattern.exec(text);
  return match ? text.slice(Math.max(0, match.index - 60), match.index + match[0].length + 60) : null;
}

test.describe('copy', () => {
  const dist = new URL('../../dist/', import.meta.url);
  /** The visible text of every built page, with the spec's fixed labels and form values left out. */
  const pages = builtPageFiles(dist.pathname).map((f) => ({
    file: f,
    text: readFileSync(new URL(f, dist), 'utf8')
      .replace(/<(script|style|select|template)[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#39;|&apos;/g, "'")
      .replace(/\s+/g, ' '),
  }));

  test("claims nothing beyond the spec and the owner's data", () => {
    // Every page and the 404 page, in each language.
    expect(pages.length).toBe((allPaths.length + 1) * publishedLocales.length);
    const beyond = [
      /family business/i,
      /day we promise/i,
      /named supervisor/i,
      /every (vehicle|truck)[^.]*GPS/i,
      /(vehicles|trucks) are GPS/i,
      /\bholds (the|an?|these|its|our)\b/i,
      /\bwe are IBA/i,
      /open 24/i,
    ];
    for (const { file, text } of pages) for (const claim of beyond) expect(firstMatch(text, claim), `${file}: ${claim}`).toBeNull();
  });

  test('one spelling of each term: 1 BHK, lakh, pan-India, straight apostrophes', () => {
    for (const { file, text } of pages) {
      // Money in prose is written ₹; the spec's labels keep its spelling: the warehouse figure, the stat card and the tile.
      const prose = [claims.warehouse, SPEC_SERVICE_REACH, 'Branches PAN India'].reduce((rest, label) => rest.replaceAll(label, ''), text);
      for (const wrong of [/\bRs\b\.?/, /\b\dBHK\b/, /\bLacs?\b/i, /\blakhs\b/i, /[’‘]/, /PAN India|pan India|Pan India/]) {
        expect(firstMatch(prose, wrong), `${file}: ${wrong}`).toBeNull();
      }
    }
  });
});
