/**
 * The estimator on a translated page (in the preview, which builds every language; the live copy publishes only the
 * checked ones, so this is not among tests/e2e/enquiry.spec.ts's, which run there).
 */
import type { Page } from '@playwright/test';
import { contentList } from '../../src/content-readers/contentLists';
import { LANGUAGES, localizedPath } from '../../src/i18n/locales';
import { ENQUIRY_PAGE } from '../../src/lib/enquiry';
import { DEFAULT_ROW } from '../../src/lib/estimate';
import { interfaceText } from '../support/interfaceText';
import { expect, hydrated, test } from './fixtures';

const rows = contentList<{ id: string; service: string }>('rates');
const estimator = (page: Page) => page.locator('.estimator').first();
/** The estimator hydrates when it comes into view. */
async function estimatorReady(page: Page) {
  await estimator(page).scrollIntoViewIfNeeded();
  await hydrated(page, 'CostEstimateForm');
}

test('on a Hindi page, the quote link the estimator redraws as the visitor chooses still leads to the Hindi enquiry page', async ({
  page,
}) => {
  const hindi = interfaceText('hi');
  // A choice other than the one the page starts with, so the island redraws the link.
  const chosen = rows.find((r) => r.id !== DEFAULT_ROW)!;
  await page.goto(localizedPath('/', 'hi'));
  await estimatorReady(page);
  await estimator(page).getByLabel(hindi('estimator.what')).selectOption(chosen.id);
  const quote = estimator(page).getByRole('link', { name: hindi('estimator.quote') });
  const chosenQuery = new URLSearchParams({ services: chosen.service }).toString().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(quote).toHaveAttribute('href', new RegExp(`[?&]${chosenQuery}(&|$)`));

  // Opened in a new tab, as a visitor may: the enquiry page in Hindi, filled in with the move chosen.
  const [tab] = await Promise.all([page.context().waitForEvent('page'), quote.click({ modifiers: ['ControlOrMeta'] })]);
  await expect(tab).toHaveURL((url) => url.pathname === localizedPath(ENQUIRY_PAGE, 'hi'));
  await expect(tab.locator('html')).toHaveAttribute('lang', LANGUAGES.hi.htmlLang);
  await expect(tab.getByLabel(hindi('forms.enquiry.services.label'))).toHaveValue(chosen.service);
});
