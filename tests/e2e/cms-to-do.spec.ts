/**
 * "What is left to do" (/admin/to-do) agrees with the forms: what stops the site going live, the translations a
 * release shows in English (per language, kind and state), and what is optional, each under its own heading; items of one kind are one line; a
 * link to a company field opens the CMS's form at that field.
 */
import { contentList } from '../../src/content-readers/contentLists';
import { LANGUAGES, TRANSLATED_LOCALES } from '../../src/i18n/locales';
import { readCompany } from '../../src/site.config';
import { claimStandIns, pendingReviews } from '../../src/stand-ins/standIns';
import { group, openCms, withCmsCopy } from '../support/decapCms';
import { expect, test } from './fixtures';

const company = readCompany();
const section = (page: import('@playwright/test').Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading, level: 2 }) });

test('what stops the release, the reviews and the optional details are apart; items of a kind are one line', async ({ page }) => {
  await page.goto('/admin/to-do');
  const blocking = section(page, 'Before the site can go live');
  const placeholders = contentList<{ placeholder: boolean }>('partners').filter((p) => p.placeholder).length;
  expect(placeholders).toBeGreaterThan(1);
  // The placeholder partners' line (a claim, "partner companies", has its own).
  const partners = blocking.getByRole('listitem').filter({ hasText: /partners: placeholder/i });
  await expect(partners).toHaveCount(1);
  await expect(partners).toContainText(`${placeholders} partners`);
  const samples = contentList<{ sample: boolean }>('testimonials').filter((t) => t.sample).length;
  if (samples) await expect(blocking.getByRole('listitem').filter({ hasText: /testimonial/i })).toHaveCount(1);

  // Per language, one line per kind of part and how far it is: each names its parts and links to their translations.
  const inEnglish = section(page, 'Translations the live site shows in English');
  for (const locale of TRANSLATED_LOCALES) {
    const pending = pendingReviews([locale]);
    for (const kind of new Set(pending.map(({ group }) => group!.kind))) {
      const item = inEnglish.getByRole('listitem').filter({ hasText: kind });
      await expect(item).toHaveCount(1);
      const parts = pending.filter(({ group }) => group!.kind === kind);
      await expect(item).toContainText(`${parts.length} ${kind}`);
      await expect(item.getByRole('link', { name: parts[0].cms.label })).toHaveAttribute('href', parts[0].cms.href);
    }
    await expect(inEnglish.getByRole('listitem').filter({ hasText: LANGUAGES[locale].english })).toHaveCount(
      new Set(pending.map(({ group }) => group!.kind)).size,
    );
  }

  // The founder's details the form calls optional are never among what stops the release.
  await expect(blocking).not.toContainText(/founder's (name|biography|message)/i);
  const optional = section(page, 'When you have them');
  for (const [field, words] of [
    ['bio', /biography/],
    ['message', /message on the home page/],
  ] as const)
    if (company.founder[field].length === 0) await expect(optional).toContainText(words);
});

test('each claim not yet confirmed is a line of its own, and claims that disagree say how, their figures side by side', async ({
  page,
}) => {
  await page.goto('/admin/to-do');
  const lines = section(page, 'Before the site can go live').locator(':scope > ol > li');
  const claims = claimStandIns(company);
  expect(claims.filter(({ figures }) => figures).length, 'the spec’s figures disagree').toBeGreaterThan(0);
  for (const { what, figures, cms } of claims) {
    const line = lines.filter({ hasText: what });
    await expect(line, what).toHaveCount(1);
    await expect(line.getByRole('link', { name: cms.label })).toHaveAttribute('href', cms.href);
    if (figures) await expect(line.getByRole('list').getByRole('listitem')).toHaveText(figures);
  }
});

test('a company item’s link opens the form at its field', async ({ page }) => {
  await withCmsCopy('cms-to-do', async ({ decap }) => {
    await page.goto('/admin/to-do');
    const link = page.getByRole('link', { name: 'Company › Phone numbers › Office landline' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\?field=phones\.office$/);
    await openCms(page, decap, href!.replace(/^\/admin/, ''));
    const number = group(page, 'Office landline').getByLabel('Number', { exact: true });
    await expect(number).toHaveValue(company.phones.office.number);
    await expect(number).toBeFocused();
    await expect(number).toBeInViewport();
  });
});
