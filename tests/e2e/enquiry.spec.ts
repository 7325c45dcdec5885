/**
 * Winning the enquiry and never losing it: the estimator, the dialog there when wanted, drafts, the
 * thank-you, the relay's extra fields and the fallbacks. The relay is always intercepted, never reached.
 */
import type { Page, Request } from '@playwright/test';
import { contentList } from '../../src/content-readers/contentLists';
import { bandFromFile } from '../../src/schemas/collections';
import { ENQUIRY_MODAL_DELAY_MS, TYPING_QUIET_MS } from '../../src/inline/enquiryMoment';
import { estimate, formatRupeeBand, type RateRow } from '../../src/lib/estimate';
import { draftKey } from '../../src/inline/relayForm';
import { site } from '../../src/site.config';
import { LANGUAGES } from '../../src/i18n/locales';
import { holds } from '../../src/company-facts/saidWhen';
import { expect, freezeClock, defined, hydrated, test, enquiryDialogReady } from './fixtures';

const rows: (RateRow & { service: string })[] = contentList<{ type: string; service: string; bands: Parameters<typeof bandFromFile>[0][] }>(
  'rates',
).map((row) => ({
  ...row,
  bands: row.bands.map(bandFromFile),
}));
const distances = contentList<{ km?: number }>('distances');
const row = (id: string) => rows.find((r) => r.id === id)!;
const km = (id: string) => distances.find((d) => d.id === id)!.km!;
/** The amounts the estimator must show: straight from the rate table through the one lookup. */
const bandsFor = (rowId: string, distance: number) => {
  const result = estimate(row(rowId), { km: distance });
  return result.kind === 'bands' ? result.bands.map((band) => formatRupeeBand(band, LANGUAGES.en.intlLocale)) : [];
};

const estimator = (page: Page) => page.locator('.estimator').first();
const relayForm = (page: Page, form: 'contact' | 'enquiry') => page.locator(`site-relay-form[data-form="${form}"] form`).first();
/** The estimator hydrates when it comes into view. */
async function estimatorReady(page: Page) {
  await estimator(page).scrollIntoViewIfNeeded();
  await hydrated(page, 'CostEstimateForm');
}
const formReady = (page: Page) => page.waitForFunction(() => customElements.get('site-relay-form') !== undefined);

/** Answers the relay's POSTs like its redirect would, and counts them. */
async function relay(page: Page, respond: 'ok' | 'fail' = 'ok') {
  const posts: Request[] = [];
  await page.route(`${site.formRelay}**`, (route) => {
    posts.push(route.request());
    return respond === 'ok' ? route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Sent</h1>' }) : route.abort('failed');
  });
  return posts;
}

test.describe('estimator', () => {
  test('home: any move, by destination or by distance, from the rate table', async ({ page }) => {
    await page.goto('/#rates-title');
    const box = estimator(page);
    await estimatorReady(page);
    await box.getByLabel('What are you moving?').selectOption({ label: '3 BHK' });
    await box.getByLabel('Destination').selectOption({ label: 'Goa' });
    await expect(box).toContainText(`about ${km('goa')} km`);
    for (const band of bandsFor('3bhk', km('goa'))) await expect(box).toContainText(band);
    await expect(box).toContainText('(approximate)');
    await expect(box).toContainText('Prices are approximate');

    // Within 10% of an edge: both bands, and it says so.
    await box.getByLabel('Distance in km').fill('980');
    await expect(box).toContainText('close to 1,000 km');
    const both = bandsFor('3bhk', 980);
    expect(both).toHaveLength(2);
    for (const band of both) await expect(box).toContainText(band);

    // Within the city: the "Up to 50 KM" column.
    await box.getByLabel('Destination').selectOption({ label: `Within ${site.homeCity}` });
    await expect(box).toContainText(bandsFor('3bhk', 10)[0]);
  });

  test('quotes on request, with no amount, by sea, past 2,500 km, and a car past 1,500 km', async ({ page }) => {
    await page.goto('/#rates-title');
    const box = estimator(page);
    await estimatorReady(page);
    const result = box.locator('[aria-live]');
    await box.getByLabel('Destination').selectOption({ label: 'Lakshadweep' });
    // No price in the table is no price promised: the visitor is asked to ask.
    await expect(result).toContainText('the rate table has no price for it. Ask whether we can take it on, and for a quote.');
    await expect(result).not.toContainText('₹');
    await box.getByLabel('Destination').selectOption({ label: 'Manipur' });
    await expect(result).toContainText('the rate table has no price for it');
    await expect(result).not.toContainText('₹');
    await box.getByLabel('What are you moving?').selectOption({ label: 'Car' });
    await box.getByLabel('Destination').selectOption({ label: 'Kolkata' });
    await expect(result).toContainText('Car transport over 1,500 km: the rate table has no price for it.');
    await expect(result).not.toContainText('on request');
    await expect(result).not.toContainText('₹');
  });

  test('a location page starts with the route from Pune, also without JavaScript', async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/locations/goa');
      const box = estimator(page);
      await expect(box).toContainText(`${site.homeCity} to Goa`);
      await expect(box).toContainText(`about ${km('goa')} km`);
      await expect(box).toContainText(bandsFor('2bhk', km('goa'))[0]);
      await context.close();
    }
  });

  test('car, bike and household service pages start with their own type', async ({ page }) => {
    for (const [slug, label] of [
      ['car-transport', 'Car'],
      ['bike-transport', 'Bike'],
      ['household-shifting', '2 BHK'],
    ]) {
      await page.goto(`/services/${slug}`);
      await expect(estimator(page).getByLabel('What are you moving?').locator('option:checked')).toHaveText(label);
    }
  });

  test('"Get an exact quote" opens the enquiry dialog with the move filled in', async ({ page }) => {
    await page.goto('/locations/goa');
    await enquiryDialogReady(page);
    await estimatorReady(page);
    await estimator(page).getByRole('link', { name: 'Get an exact quote' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Moving from')).toHaveValue(site.homeCity);
    await expect(dialog.getByLabel('Moving to')).toHaveValue('Goa');
    await expect(dialog.getByLabel('Moving type')).toHaveValue('Other State');
    await expect(dialog.getByLabel('Service needed')).toHaveValue('2BHK Shifting');
  });
});

test.describe('the enquiry dialog', () => {
  test('opens from the header at any time, also after it was closed', async ({ page }) => {
    await page.goto('/gallery');
    await enquiryDialogReady(page);
    const dialog = page.getByRole('dialog');
    for (let i = 0; i < 2; i++) {
      await page.getByRole('banner').getByRole('link', { name: 'Free Enquiry' }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close enquiry form' }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(page).toHaveURL(/\/gallery$/);
  });

  test('without JavaScript, "Free Enquiry" leads to the enquiry form, which posts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const posts = await relay(page);
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'Free Enquiry' }).click();
    await expect(page).toHaveURL(/\/enquiry$/);
    await page.getByLabel('Moving from').fill('Pune');
    await page.getByLabel('Moving to').fill('Nashik');
    await page.getByLabel('Moving type').selectOption('Within State');
    await page.getByLabel('Service needed').selectOption('1BHK Shifting');
    await page.getByLabel('Phone').fill('98220 12345');
    await page.getByLabel('When are you moving?').selectOption('Not Fixed');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('heading', { name: 'Sent' })).toBeVisible();
    expect(new URLSearchParams(posts[0].postData() ?? '').get('moving_to')).toBe('Nashik');
    await context.close();
  });

  test.describe('opening on its own', () => {
    test.use({ enquiryDialog: true });

    // The contact page is a form and the dialog never opens there on its own: typing on another page is in the estimator.
    test('waits while the visitor types in the estimator, and loses nothing', async ({ page }) => {
      await freezeClock(page);
      await page.goto('/locations/goa');
      await defined(page, 'site-enquiry-modal');
      await estimatorReady(page);
      const km = estimator(page).getByLabel('Distance in km');
      await km.click();
      await km.pressSequentially('12');
      await page.clock.runFor(ENQUIRY_MODAL_DELAY_MS);
      await km.pressSequentially('50');
      await page.keyboard.press('Space');
      await expect(km).toHaveValue('1250');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeHidden();
      // Focus leaves the field: still not before 2 s after the last key, then at once.
      await page.getByRole('heading', { name: /What a move from Pune to Goa costs/ }).click();
      await page.clock.runFor(TYPING_QUIET_MS - 500);
      await expect(dialog).toBeHidden();
      await page.clock.runFor(1000);
      await expect(dialog).toBeVisible();
      await expect(km).toHaveValue('1250');
    });
  });

  test('lets the browser autofill: name, phone and e-mail tokens, a phone keypad, no autocomplete="off"', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('form [autocomplete="off"]:not([name^="_"])')).toHaveCount(0);
    await expect(page.getByLabel('Full name')).toHaveAttribute('autocomplete', 'name');
    await expect(page.getByLabel('Contact number')).toHaveAttribute('autocomplete', 'tel');
    await expect(page.getByLabel('Contact number')).toHaveAttribute('inputmode', 'tel');
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
    const phone = page.getByRole('dialog', { includeHidden: true }).locator('input[name="phone"]');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');
    await expect(phone).toHaveAttribute('inputmode', 'tel');
  });
});

test.describe('enquiries never lost', () => {
  const fillContact = async (page: Page) => {
    await page.getByLabel('Full name').fill('Asha Rao');
    await page.getByLabel('Contact number').fill('+91 98220 00000');
    await page.getByLabel('Email').fill('asha@gmail.com');
    await page.getByLabel('Message').fill('2 BHK from Pune to Nagpur next month.');
  };

  test('a draft survives a reload and a failed relay, and comes back inside the dialog', async ({ page }) => {
    await relay(page, 'fail');
    await page.goto('/contact');
    await formReady(page);
    await fillContact(page);
    await page.reload();
    await expect(page.getByLabel('Message')).toHaveValue('2 BHK from Pune to Nagpur next month.');
    await expect(page.getByLabel('Full name')).toHaveValue('Asha Rao');

    await page.getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/contact')).catch(() => undefined);
    await page.goto('/contact');
    await expect(page.getByLabel('Message')).toHaveValue('2 BHK from Pune to Nagpur next month.');

    // The enquiry dialog's draft comes back in the dialog on another page.
    await page.goto('/gallery');
    await enquiryDialogReady(page);
    await page.getByRole('banner').getByRole('link', { name: 'Free Enquiry' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Moving to').fill('Indore');
    await page.goto('/about');
    await enquiryDialogReady(page);
    await page.getByRole('banner').getByRole('link', { name: 'Free Enquiry' }).click();
    await expect(dialog.getByLabel('Moving to')).toHaveValue('Indore');
  });

  test('what is typed before the shared script has come is kept, and saved once it comes', async ({ page, context }) => {
    // The scripts every page shares come once the first screen is drawn (issue 35): hold them back meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/shell.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact');
    await page.getByLabel('Message').fill('2 BHK from Pune to Nagpur next month.');
    await page.getByLabel('Full name').fill('Asha Rao');
    expect(await page.evaluate(() => customElements.get('site-relay-form'))).toBeUndefined();
    release();
    await formReady(page);
    await expect(page.getByLabel('Message')).toHaveValue('2 BHK from Pune to Nagpur next month.');
    // The tab is closed: another one finds the draft.
    await page.close();
    const other = await context.newPage();
    await other.goto('/contact');
    await expect(other.getByLabel('Message')).toHaveValue('2 BHK from Pune to Nagpur next month.');
    await expect(other.getByLabel('Full name')).toHaveValue('Asha Rao');
  });

  test("returning from the relay thanks the visitor, without a promise of when, and clears that form's draft", async ({ page }) => {
    await page.route(`${site.formRelay}**`, (route) =>
      route.fulfill({ status: 303, headers: { Location: new URLSearchParams(route.request().postData() ?? '').get('_next')! } }),
    );
    await page.goto('/contact');
    await formReady(page);
    await fillContact(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), draftKey('contact'))).not.toBeNull();
    await page.getByRole('button', { name: 'Send message' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Thank you' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText(site.name);
    await expect(thanks).not.toContainText(/within|hours?\b|minutes?\b|today/i);
    expect(await page.evaluate((key) => localStorage.getItem(key), draftKey('contact'))).toBeNull();
    await page.goto('/contact');
    await expect(page.getByLabel('Message')).toHaveValue('');
    await page.goto('/');
    await expect(page.locator('[data-sent]:visible')).toHaveCount(0);
  });

  test('one press sends one enquiry; a second within a minute of a confirmed send is stopped with a message', async ({ page }) => {
    // A slow relay: the page stays while the visitor presses Enter again and again.
    const posts: Request[] = [];
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`${site.formRelay}**`, async (route) => {
      posts.push(route.request());
      await answered;
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Sent</h1>' }).catch(() => undefined);
    });
    await page.goto('/contact');
    await formReady(page);
    await fillContact(page);
    await page.getByLabel('Message').press('Enter'); // a new line in the message, not a send
    // Every submission the page lets through is a request the relay would receive.
    let letThrough = 0;
    page.on('console', (message) => (message.text() === 'submission let through' ? letThrough++ : undefined));
    await page.evaluate(() =>
      document.addEventListener('submit', (event) => event.defaultPrevented || console.log('submission let through')),
    );
    // Three presses faster than the page can leave: all three reach the form before the first request starts.
    await page.getByRole('button', { name: 'Send message' }).evaluate((button: HTMLButtonElement) => {
      for (let i = 0; i < 3; i++) button.form!.requestSubmit(button);
    });
    await expect.poll(() => posts.length).toBe(1);
    answer();
    await expect(page.getByRole('heading', { name: 'Sent' })).toBeVisible();
    expect(letThrough).toBe(1);
    expect(posts).toHaveLength(1);
    const body = new URLSearchParams(posts[0].postData() ?? '');
    expect(body.get('_subject')).toBe('Website message from Asha Rao');
    expect(body.get('_template')).toBe('table');
    // The relay's return, which confirms the send, starts the one-minute guard.
    await page.goto(body.get('_next')!);
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();

    await page.goto('/contact');
    await formReady(page);
    await fillContact(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'less than a minute ago' })).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  test('errors a person understands: spaces are empty, a phone number says what to fix, nothing typed is cleared', async ({ page }) => {
    const posts = await relay(page);
    await page.goto('/contact');
    await formReady(page);
    await page.getByLabel('Full name').fill('   ');
    await page.getByLabel('Contact number').fill('98220 123');
    await page.getByLabel('Email').fill('asha@gmail.com');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send message' }).click();
    const name = page.getByLabel('Full name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please enter your full name.');
    await expect(page.getByLabel('Contact number')).toHaveAccessibleDescription(/has 8 digits: an Indian number has 10/);
    await expect(page.getByLabel('Contact number')).toHaveValue('98220 123');
    await expect(page.getByLabel('Message')).toHaveValue('Hello');
    expect(posts).toHaveLength(0);
    // Fixed: the message goes, and "+91" or "0" in front is fine.
    await name.fill('Asha Rao');
    await page.getByLabel('Contact number').fill('+91 98220-12345');
    await expect(name).toHaveAttribute('aria-invalid', 'false');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Sent' })).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  test('the honeypot can be neither seen nor reached, and goes empty', async ({ page }) => {
    const posts = await relay(page);
    await page.goto('/contact');
    await formReady(page);
    const honey = relayForm(page, 'contact').locator('[name="_honey"]');
    await expect(honey).toBeHidden();
    await fillContact(page);
    await page.getByLabel('Full name').focus();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).not.toBe('_honey');
    }
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Sent' })).toBeVisible();
    expect(new URLSearchParams(posts[0].postData() ?? '').get('_honey')).toBe('');
  });

  test('WhatsApp and e-mail fallbacks carry the typed enquiry; Call rings the company', async ({ page }) => {
    await page.goto('/contact');
    await formReady(page);
    await fillContact(page);
    const main = page.getByRole('main');
    const whatsapp = new URL((await main.getByRole('link', { name: /Send on WhatsApp/ }).getAttribute('href'))!);
    expect(whatsapp.pathname).toBe(`/${site.phones.mobile.digits}`);
    expect(whatsapp.searchParams.get('text')).toContain('2 BHK from Pune to Nagpur next month.');
    expect(whatsapp.searchParams.get('text')).toContain('Asha Rao');
    const mail = (await main.getByRole('link', { name: 'E-mail', exact: true }).getAttribute('href'))!;
    expect(mail.startsWith(`mailto:${site.emails.info}?`)).toBe(true);
    expect(new URLSearchParams(mail.split('?')[1]).get('body')).toContain('2 BHK from Pune to Nagpur next month.');
    await expect(main.getByRole('link', { name: /^Call / }).first()).toHaveAttribute('href', `tel:+${site.phones.mobile.digits}`);
  });
});

test.describe('answers', () => {
  test('/faq: at least 12 questions as headings, linked from the footer and beside both forms', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    for (const form of ['contact', 'enquiry'] as const) {
      await expect(
        page.locator(`site-relay-form[data-form="${form}"]`).getByRole('link', { name: 'Read the FAQ', includeHidden: true }),
      ).toHaveAttribute('href', '/faq');
    }
    await page.goto('/faq');
    const questions = page.getByRole('main').getByRole('heading', { level: 2 });
    expect(await questions.count()).toBeGreaterThanOrEqual(12);
    for (const topic of [/before giving a quote/i, /packing materials/i, /pay/i, /not go in the truck/i, /how long/i, /damaged/i]) {
      await expect(questions.filter({ hasText: topic }).first()).toBeVisible();
    }
    // The answers about a registration only while the company holds it (src/company-facts/saidWhen.ts).
    for (const [topic, registration] of [
      [/GST invoice/i, 'gstin'],
      [/IBA/i, 'ibaCode'],
      [/transit insurance/i, 'transitInsurer'],
    ] as const) {
      await expect(questions.filter({ hasText: topic })).toHaveCount(holds(registration) ? 1 : 0);
    }
    if (!holds('transitInsurer')) return;
    // Transit insurance is on request and its terms are the insurer's: the page names no premium of its own.
    const insurance = page
      .getByRole('main')
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: /transit insurance/i }) });
    await expect(insurance).toContainText(/on request/);
    await expect(insurance).toContainText(/in writing/);
    await expect(insurance).not.toContainText(/\d\s*%/);
  });

  test("/moving-checklist: 25 or more tasks from eight weeks before, printed without the site's chrome", async ({ page }) => {
    await page.goto('/moving-checklist');
    expect(await page.getByRole('main').getByRole('checkbox').count()).toBeGreaterThanOrEqual(25);
    await expect(page.getByRole('heading', { name: 'Eight weeks before' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'First day in your new home' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.locator('[data-floating-contact]')).toBeHidden();
    await expect(page.locator('[data-branches-bar]')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print this checklist' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Eight weeks before' })).toBeVisible();
  });
});
