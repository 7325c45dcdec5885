/**
 * The CMS stops a mistake before it is saved, with the build's own words (src/schemas/content.ts RULES) and the
 * field named as the form labels it: rules across fields (a held registration without its number, a distance in km
 * that is also by sea), across pages (a position another page has), across files (a rate-table row a service's
 * estimate starts from), and HTML typed into page text. Nothing reaches the files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { contentList } from '../../src/content-readers/contentLists';
import { RULES } from '../../src/schemas/content';
import { readCompany } from '../../src/site.config';
import { group, listEntry, openCms, unfoldButton, useCmsCopy } from '../support/decapCms';
import { expect, test } from './fixtures';

const cms = useCmsCopy('cms-checks');

const frontMatter = (file: string) => readFileSync(path.join(cms.root, file), 'utf8');

/** The page's own box of a refused save's reasons. */
const saveProblems = (page: Page) => page.getByRole('alert').filter({ hasText: 'Not saved: fix these, then publish again' });

/** Publish → Publish now, refused: the CMS says why, and saves nothing. */
async function refused(page: Page, file: string, ...reasons: string[]) {
  const before = readFileSync(path.join(cms.root, file), 'utf8');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
  const message = page.getByText(/^Not saved\./);
  await expect(message).toBeVisible();
  for (const reason of reasons) await expect(message).toContainText(reason);
  // The same reasons, in a box that stays until it is closed (Decap's message closes by itself).
  await expect(saveProblems(page).getByRole('listitem')).toContainText(reasons);
  await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeHidden();
  expect(readFileSync(path.join(cms.root, file), 'utf8'), `${file} is unchanged`).toBe(before);
}

test('a registration set to “held” without its number is not saved', async ({ page }) => {
  const gstin = readCompany(cms.root).registrations.gstin;
  expect(gstin.number).toBe('');
  await openCms(page, cms.decap, '#/collections/company/entries/company');
  const registration = group(page, 'GST registration');
  const status = registration.getByLabel('Status', { exact: true });
  await expect(status).toBeVisible();
  // Decap's choice is a react-select: open it and pick.
  await status.click();
  await page.getByRole('option', { name: 'held', exact: true }).click();
  await refused(page, 'src/data/company.yaml', `Registrations › GST registration › Number: ${RULES.heldRegistration}`);
});

test('a distance given in km and also by sea is not saved', async ({ page }) => {
  const first = contentList<{ city: string; km?: number }>('distances', cms.root)[0];
  expect(first.km).toBeGreaterThan(0);
  await openCms(page, cms.decap, '#/collections/lists/entries/distances');
  const entry = listEntry(page, page, first.city);
  await unfoldButton(entry).click();
  await entry.getByRole('switch', { name: 'The last leg is by sea' }).click();
  await refused(page, 'src/content/distances.yaml', `Distances › distance 1 › Road distance (km): ${RULES.distance}`);
});

test('a service moved to another service’s position is not saved, and says whose it is', async ({ page }) => {
  const read = (slug: string) => /^order: (\d+)$/m.exec(frontMatter(`src/content/services/${slug}.md`))![1];
  const other = /^name: (.+)$/m.exec(frontMatter('src/content/services/car-transport.md'))![1];
  await openCms(page, cms.decap, '#/collections/services/entries/bike-transport');
  const position = page.getByLabel('Position', { exact: true });
  await expect(position).toHaveValue(read('bike-transport'));
  await position.fill(read('car-transport'));
  await refused(page, 'src/content/services/bike-transport.md', `Position: ${RULES.positionTaken(Number(read('car-transport')), other)}`);
});

test('a rate-table row that an estimate starts from cannot be removed', async ({ page }) => {
  const rows = contentList<{ type: string }>('rates', cms.root);
  const estimate = /^estimate: (.+)$/m.exec(frontMatter('src/content/services/household-shifting.md'))?.[1];
  const row = rows.find(({ id }) => id === estimate)!;
  await openCms(page, cms.decap, '#/collections/lists/entries/rates');
  const entry = listEntry(page, page, row.type);
  // The entry's bar: unfold, drag, remove.
  await entry.getByRole('button').nth(2).click();
  await refused(page, 'src/content/rates.yaml', `Rows: ${RULES.needed(row.id, '').replace(/: \.$/, '')}`);
});

test('HTML typed into a page’s text is refused where it is typed', async ({ page }) => {
  await openCms(page, cms.decap, '#/collections/locations/entries/goa');
  const description = page.locator('[aria-label="markdown field"]');
  // The editor's Markdown mode, where the owner could type a tag.
  await description.getByRole('switch').click();
  const editor = description.getByRole('textbox');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' Call us<br>today.');
  const before = frontMatter('src/content/locations/goa.md');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
  await expect(description).toContainText(RULES.html);
  expect(frontMatter('src/content/locations/goa.md')).toBe(before);
  // In the owner's words, as they read on screen (innerText applies the CSS's capitals): the field named by its label,
  // the rule's own sentence, one full stop.
  const error = description.locator('[class*="-ControlErrorsList"] li');
  expect(await error.innerText()).toBe(`Description: ${RULES.html}`);
});

test('a refused save’s reasons stay on screen until closed, after Decap’s own message has gone', async ({ page }) => {
  const first = contentList<{ city: string }>('distances', cms.root)[0];
  await openCms(page, cms.decap, '#/collections/lists/entries/distances');
  const entry = listEntry(page, page, first.city);
  await unfoldButton(entry).click();
  await entry.getByRole('switch', { name: 'The last leg is by sea' }).click();
  const reason = `Distances › distance 1 › Road distance (km): ${RULES.distance}`;
  await refused(page, 'src/content/distances.yaml', reason);
  // Decap closes its message after 8 s; the reasons stay.
  await expect(page.getByText(/^Not saved\./)).toBeHidden({ timeout: 20_000 });
  const box = saveProblems(page);
  await expect(box).toBeVisible();
  await expect(box.getByRole('listitem')).toHaveText([reason]);
  await box.getByRole('button', { name: 'Close' }).click();
  await expect(box).toBeHidden();
});

test('on this computer, with no local server running, /admin says what to run instead of offering a GitHub login', async ({ page }) => {
  // Nothing answers where the CMS looks for decap-server (as when it was not started).
  await page.route('http://localhost:8081/api/v1', (route) => route.abort('connectionrefused'));
  await page.goto('/admin');
  const notice = page
    .getByRole('main')
    .filter({ has: page.getByRole('heading', { name: 'The content manager’s local server is not running' }) });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('run npm run dev, which starts the site and that server together');
  await expect(page.getByRole('button', { name: /GitHub/ })).toHaveCount(0);
  // Started, "Try again" opens the CMS.
  await page.unroute('http://localhost:8081/api/v1');
  await page.route('http://localhost:8081/api/v1', (route) => route.continue({ url: `http://localhost:${cms.decap.port}/api/v1` }));
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 60_000 });
});
