import type { Page, Request } from '@playwright/test';
import { site } from '../../src/site.config';
import { expect, test } from './fixtures';

const RELAY = site.formRelay;
/** Where the relay sends the visitor back to: the home page, naming the form so it can thank them. */
const next = (form: string) => new URL(`/?sent=${form}`, site.url).href;
const formOf = (form: string) => `site-relay-form[data-form="${form}"] form`;

/** Captures the relay POST instead of sending it, and answers like the relay's redirect would. */
async function captureRelay(page: Page): Promise<() => Request> {
  let captured: Request | undefined;
  await page.route(`${RELAY}**`, (route) => {
    captured = route.request();
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>sent</title><h1>Sent</h1>' });
  });
  return () => {
    if (!captured) throw new Error('the form was not posted to the relay');
    return captured;
  };
}

const fieldsOf = (page: Page, form: string) =>
  page.$$eval(`${form} [name]`, (els) =>
    els.map((el) => ({
      name: el.getAttribute('name'),
      tag: el.tagName.toLowerCase(),
      type: el.getAttribute('type'),
      required: el.hasAttribute('required'),
      placeholder: el.getAttribute('placeholder'),
      value: el.tagName === 'INPUT' && el.getAttribute('type') === 'hidden' ? (el as HTMLInputElement).value : null,
      options: el.tagName === 'SELECT' ? [...(el as HTMLSelectElement).options].map((o) => o.value) : null,
    })),
  );

test('the enquiry form carries exactly the fields of the spec', async ({ page }) => {
  await page.goto('/');
  const form = page.locator(formOf('enquiry')).first();
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('action', RELAY);
  expect(await fieldsOf(page, formOf('enquiry'))).toEqual([
    { name: '_captcha', tag: 'input', type: 'hidden', required: false, placeholder: null, value: 'false', options: null },
    { name: '_next', tag: 'input', type: 'hidden', required: false, placeholder: null, value: next('enquiry'), options: null },
    {
      name: '_subject',
      tag: 'input',
      type: 'hidden',
      required: false,
      placeholder: null,
      value: `Enquiry: from ${site.homeCity}`,
      options: null,
    },
    { name: '_template', tag: 'input', type: 'hidden', required: false, placeholder: null, value: 'table', options: null },
    { name: '_honey', tag: 'input', type: 'text', required: false, placeholder: null, value: null, options: null },
    { name: 'moving_from', tag: 'input', type: 'text', required: true, placeholder: 'Moving From *', value: null, options: null },
    { name: 'moving_to', tag: 'input', type: 'text', required: true, placeholder: 'Moving To *', value: null, options: null },
    {
      name: 'moving_type',
      tag: 'select',
      type: null,
      required: true,
      placeholder: null,
      value: null,
      options: ['', 'Within City', 'Within State', 'Other State', 'International'],
    },
    {
      name: 'services',
      tag: 'select',
      type: null,
      required: true,
      placeholder: null,
      value: null,
      options: [
        '',
        'Household Shifting',
        'Few Items Shifting',
        '1BHK Shifting',
        '2BHK Shifting',
        '3BHK Shifting',
        '4BHK Shifting',
        'Bungalow Shifting',
        'Two Wheeler Shifting',
        'Four Wheeler Shifting',
        'Office / Commercial Shifting',
        'Other Shifting',
        'Bill For Claim',
      ],
    },
    { name: 'phone', tag: 'input', type: 'tel', required: true, placeholder: 'Phone *', value: null, options: null },
    {
      name: 'moving_time',
      tag: 'select',
      type: null,
      required: true,
      placeholder: null,
      value: null,
      options: ['', 'Urgently', 'Within a week', 'Within 15 days', 'Within a month', 'Not Fixed'],
    },
  ]);
});

test('the contact form carries exactly the fields of the spec', async ({ page }) => {
  await page.goto('/contact');
  const form = page.locator(formOf('contact')).first();
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('action', RELAY);
  expect(await fieldsOf(page, formOf('contact'))).toEqual([
    { name: '_captcha', tag: 'input', type: 'hidden', required: false, placeholder: null, value: 'false', options: null },
    { name: '_next', tag: 'input', type: 'hidden', required: false, placeholder: null, value: next('contact'), options: null },
    { name: '_subject', tag: 'input', type: 'hidden', required: false, placeholder: null, value: 'Website message', options: null },
    { name: '_template', tag: 'input', type: 'hidden', required: false, placeholder: null, value: 'table', options: null },
    { name: '_honey', tag: 'input', type: 'text', required: false, placeholder: null, value: null, options: null },
    { name: 'Full Name', tag: 'input', type: 'text', required: true, placeholder: 'Full Name', value: null, options: null },
    { name: 'Contact Number', tag: 'input', type: 'tel', required: true, placeholder: 'Contact Number', value: null, options: null },
    { name: 'Email', tag: 'input', type: 'email', required: true, placeholder: 'Email Address', value: null, options: null },
    { name: 'Message', tag: 'textarea', type: null, required: true, placeholder: 'Your Message', value: null, options: null },
  ]);
  await expect(form.locator('textarea')).toHaveAttribute('rows', '5');
});

test('the contact form posts to the relay as a plain form, with no script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const posted = await captureRelay(page);
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  // Native validation stops an empty form.
  await expect(page).toHaveURL(/\/contact$/);
  await page.getByLabel('Full name').fill('Asha Rao');
  await page.getByLabel('Contact number').fill('+91 98220 00000');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Message').fill('2BHK from Pune to Nagpur next month.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.getByLabel('Email').fill('asha@example.org');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Sent' })).toBeVisible();
  const body = new URLSearchParams(posted().postData() ?? '');
  expect(posted().method()).toBe('POST');
  expect(Object.fromEntries(body)).toEqual({
    _captcha: 'false',
    _next: next('contact'),
    _subject: 'Website message',
    _template: 'table',
    _honey: '',
    'Full Name': 'Asha Rao',
    'Contact Number': '+91 98220 00000',
    Email: 'asha@example.org',
    Message: '2BHK from Pune to Nagpur next month.',
  });
  await context.close();
});
