/**
 * A preview whose relay is the example mailbox: both forms say so before anyone types, and nothing is posted, with or
 * without JavaScript, while the visitor's typing is still kept as a draft. (Where the relay is the owner's, the forms
 * post: tests/e2e/enquiry.spec.ts, enquiry-faults.spec.ts and forms.spec.ts, on the live copy.)
 */
import { relayIsExample } from '../../src/site.config';
import { englishText } from '../support/interfaceText';
import { expect, test } from './fixtures';

const t = englishText();

test.skip(!relayIsExample, 'the relay is the owner’s: the live copy’s tests cover it');

for (const javaScriptEnabled of [true, false])
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 390, height: 844 } });

    test('both forms say enquiries are not delivered, above their first field, and a press or Enter posts nothing', async ({ page }) => {
      const posts: string[] = [];
      page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
      for (const [path, submit, field] of [
        ['/contact', t('forms.contact.submit'), t('forms.contact.name.label')],
        ['/enquiry', t('forms.enquiry.submit'), t('forms.enquiry.movingFrom.label')],
      ]) {
        await page.goto(path);
        const form = page.locator('site-relay-form').first();
        const notice = form.getByText(t('preview.formNotice'));
        await expect(notice).toBeVisible();
        const first = form.getByLabel(field, { exact: true });
        expect((await notice.boundingBox())!.y).toBeLessThan((await first.boundingBox())!.y);
        await expect(form.getByRole('button', { name: submit })).toBeDisabled();
        await first.fill('Asha Rao');
        await first.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${path}$`));
      }
      expect(posts).toEqual([]);
    });
  });

test('what is typed in the preview is still kept as a draft', async ({ page }) => {
  await page.goto('/contact');
  await page.waitForFunction(() => customElements.get('site-relay-form') !== undefined);
  await page.getByLabel(t('forms.contact.message.label')).fill('2BHK from Pune to Nagpur');
  await page.reload();
  await expect(page.getByLabel(t('forms.contact.message.label'))).toHaveValue('2BHK from Pune to Nagpur');
  await expect(page.getByRole('button', { name: t('forms.contact.submit') })).toBeDisabled();
});
