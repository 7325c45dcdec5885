/**
 * Translations in the CMS, one page or entry at a time: a reviewer ticks "Checked against the English" and the CMS
 * records which English they read; an English edit afterwards marks the translation as changed since it was checked
 * (the to-do list says which, and a release shows the English until someone checks again); and a translator adds the
 * words of an entry that has none by choosing the English entry they translate.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { parse, stringify } from 'yaml';
import { contentList } from '../../src/content-readers/contentLists';
import { pendingReviews } from '../../src/stand-ins/standIns';
import { englishFingerprints, partKey, translationsOf } from '../../src/content-readers/translations';
import { LANGUAGES } from '../../src/i18n/locales';
import { englishChanged } from '../../src/cms/review';
import { listEntry, openCms, publish, useCmsCopy } from '../support/decapCms';
import { expect, test } from './fixtures';

const cms = useCmsCopy('cms-translations');
// The tests follow one another in one copy: a check, then an English edit after it.
test.describe.configure({ mode: 'serial' });

const LOCALE = 'hi';
const SERVICE = 'transport';
const state = (kind: 'services' | 'faq', id: string) => translationsOf(LOCALE, cms.root).get(partKey(kind, id))!.state;

test('a reviewer ticks a Hindi page as checked: the CMS records the English they read', async ({ page }) => {
  expect(state('services', SERVICE)).toBe('unreviewed');
  await openCms(page, cms.decap, `#/collections/services-${LOCALE}/entries/${SERVICE}`);
  await page.getByRole('switch', { name: 'Checked against the English' }).click();
  await publish(page);

  const file = path.join(cms.root, `src/content/services/${LOCALE}/${SERVICE}.md`);
  const { frontmatter } = parseFrontmatter(readFileSync(file, 'utf8'));
  expect(frontmatter.reviewed).toBe(true);
  expect(frontmatter.reviewedAgainst).toBe(englishFingerprints(cms.root)[partKey('services', SERVICE)]);
  expect(state('services', SERVICE)).toBe('reviewed');
  // The translation still holds words only: saving added no figure, picture or position of the English page.
  expect(Object.keys(frontmatter)).not.toContain('order');
  expect(Object.keys(frontmatter)).not.toContain('image');
});

test('the owner edits the English page: its checked translation is marked as changed since, and the to-do list says which', async ({
  page,
}) => {
  await openCms(page, cms.decap, `#/collections/services/entries/${SERVICE}`);
  const field = page.getByLabel('Name', { exact: true });
  await field.fill(`${await field.inputValue()} (Goods)`);
  await publish(page);

  expect(state('services', SERVICE)).toBe('outdated');
  const kind = `${LANGUAGES[LOCALE].english} (${LANGUAGES[LOCALE].name}) service pages: changed in English since they were checked`;
  const listed = pendingReviews([LOCALE], cms.root).filter(({ group }) => group?.kind === kind);
  expect(listed).toHaveLength(1);
  expect(listed[0].group!.name).toContain('(Goods)');
});

test('after the English edit, the Hindi form says the English changed; one switch and one Publish check it again, against the English now', async ({
  page,
}) => {
  expect(state('services', SERVICE)).toBe('outdated');
  await openCms(page, cms.decap, `#/collections/services-${LOCALE}/entries/${SERVICE}`);
  const english = parseFrontmatter(readFileSync(path.join(cms.root, `src/content/services/${SERVICE}.md`), 'utf8')).frontmatter;
  // The form's own words, naming the English that changed; the switch is off, as the check no longer holds.
  await expect(page.getByRole('status').filter({ hasText: 'has changed since this was checked' })).toHaveText(
    englishChanged(String(english.name)),
  );
  const checked = page.getByRole('switch', { name: 'Checked against the English' });
  await expect(checked).toHaveAttribute('aria-checked', 'false');
  await checked.click();
  await expect(page.getByText('has changed since this was checked')).toHaveCount(0);
  await publish(page);

  // The English the repository holds now, not the English /admin was built with.
  const { frontmatter } = parseFrontmatter(readFileSync(path.join(cms.root, `src/content/services/${LOCALE}/${SERVICE}.md`), 'utf8'));
  expect(frontmatter.reviewedAgainst).toBe(englishFingerprints(cms.root)[partKey('services', SERVICE)]);
  expect(state('services', SERVICE)).toBe('reviewed');
});

test('a translator adds the Hindi words of an FAQ entry that has none, choosing the English entry they translate', async ({ page }) => {
  const english = contentList<{ question: string }>('faq', cms.root);
  const missing = english.at(-1)!;
  const file = path.join(cms.root, `src/content/${LOCALE}/faq.yaml`);
  const hindi = parse(readFileSync(file, 'utf8')) as { faq: { id: string }[] };
  writeFileSync(file, stringify({ faq: hindi.faq.filter(({ id }) => id !== missing.id) }));
  expect(state('faq', missing.id)).toBe('untranslated');

  await openCms(page, cms.decap, `#/collections/lists-${LOCALE}/entries/faq`);
  await page.getByRole('button', { name: /^Add / }).click();
  const added = page.locator('[class*="-ListItem"]').last();
  await added.getByLabel('Translation of', { exact: true }).click();
  await page.getByRole('option', { name: `${missing.question} (${missing.id})` }).click();
  await added.getByLabel('Question', { exact: true }).fill('नया सवाल?');
  await added.getByLabel('Answer', { exact: true }).fill('नया जवाब।');
  await publish(page);

  expect(state('faq', missing.id)).toBe('unreviewed');
  expect(translationsOf(LOCALE, cms.root).get(partKey('faq', missing.id))!.words).toEqual({ question: 'नया सवाल?', answer: 'नया जवाब।' });
  // Folded, the new entry shows its question, as the others do.
  await expect(listEntry(page, page, 'नया सवाल?')).toHaveCount(1);
});
