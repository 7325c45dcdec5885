/**
 * No enquiry refused and nothing typed lost, under the faults real visitors meet: a relay that fails, hangs or
 * is stopped; a site served on another host than the configured one; storage that refuses; prefill links and
 * the estimator over a typed draft; two tabs; a forged thank-you link; phone numbers as people type them.
 * The relay is always intercepted, never reached.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import { readPhone } from '../../src/inline/phone';
import { FONT_CACHED_KEY } from '../../src/inline/interFace';
import { draftKey, SEND_PATIENCE_MS } from '../../src/inline/relayForm';
import { site } from '../../src/site.config';
import { expect, defined, hydrated, settle, test, enquiryDialogReady } from './fixtures';

const formReady = (page: Page) => defined(page, 'site-relay-form');
const draftOf = (page: Page, form: 'contact' | 'enquiry') => page.evaluate((key) => localStorage.getItem(key), draftKey(form));
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send message' });
const posted = (request: Request) => Object.fromEntries(new URLSearchParams(request.postData() ?? ''));

/** Every POST the relay receives, answered by `answer` (by default as FormSubmit does: back to `_next`). */
async function relay(target: Page | BrowserContext, answer: (route: Route, request: Request) => Promise<void> = returnToNext) {
  const posts: Request[] = [];
  await target.route(`${site.formRelay}**`, (route) => {
    posts.push(route.request());
    return answer(route, route.request());
  });
  return posts;
}
const returnToNext = (route: Route, request: Request) => route.fulfill({ status: 303, headers: { Location: posted(request)._next } });

async function fillContact(page: Page, message = '2 BHK from Pune to Nagpur next month.') {
  await page.getByLabel('Full name').fill('Asha Rao');
  await page.getByLabel('Contact number').fill('98220 12345');
  await page.getByLabel('Email').fill('asha@gmail.com');
  await page.getByLabel('Message').fill(message);
}

/** axe-core's WCAG 2.2 AA findings for the page as it is now, e.g. with a notice the script showed. */
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

const thanks = (page: Page) => page.getByRole('status').filter({ hasText: 'Thank you' });
const notConfirmed = (page: Page) => page.getByRole('alert').filter({ hasText: 'could not confirm that your last send reached us' });

test.describe('a send that did not arrive can be sent again at once', () => {
  for (const [fault, answer] of [
    ['the relay answers 500', (route: Route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Server error</h1>' })],
    ['the phone is offline', (route: Route) => route.abort('internetdisconnected')],
  ] as const) {
    test(`${fault}: Back, and Send sends, with the visitor told what happened`, async ({ page }) => {
      const posts = await relay(page, answer);
      await page.goto('/contact');
      await formReady(page);
      await fillContact(page);
      await sendButton(page).click();
      await expect.poll(() => posts.length).toBe(1);
      await page.waitForURL((url) => !url.pathname.startsWith('/contact')).catch(() => undefined);
      await page.goBack();
      await formReady(page);
      await expect(notConfirmed(page)).toBeVisible();
      await expect(page.getByLabel('Message')).toHaveValue('2 BHK from Pune to Nagpur next month.');
      expect(await axeViolations(page)).toEqual([]);
      await expect(sendButton(page)).toBeEnabled();
      await sendButton(page).click();
      await expect.poll(() => posts.length).toBe(2);
      await expect(page.getByText('less than a minute ago')).toHaveCount(0);
    });
  }

  test('a send that hangs or is stopped: the button comes back with a message, and a reload can send', async ({ page }) => {
    // The relay's answer never takes the visitor anywhere: the page stays, as when a request hangs and the visitor
    // presses Stop (a 204 leaves the page in place; a request held open would also freeze the test's browser).
    const posts = await relay(page, (route) => route.fulfill({ status: 204 }));
    await page.clock.install();
    await page.goto('/contact');
    await formReady(page);
    await fillContact(page);
    await sendButton(page).click();
    await expect.poll(() => posts.length).toBe(1);
    await expect(sendButton(page)).toBeDisabled();
    await page.clock.runFor(SEND_PATIENCE_MS);
    await expect(sendButton(page)).toBeEnabled();
    await expect(page.getByRole('alert')).toContainText('press the button to send again');
    await page.reload();
    await formReady(page);
    await expect(notConfirmed(page)).toBeVisible();
    await expect(page.getByText('less than a minute ago')).toHaveCount(0);
    await sendButton(page).click();
    await expect.poll(() => posts.length).toBe(2);
  });
});

test('the relay brings the visitor back to the page they sent from, on the host they are on, which thanks them and clears the draft', async ({
  page,
  baseURL,
}) => {
  // The configured web address is not this server's: the return must not depend on it.
  expect(new URL(site.url).origin).not.toBe(new URL(baseURL!).origin);
  const posts = await relay(page);
  await page.goto('/contact');
  await formReady(page);
  await fillContact(page);
  await sendButton(page).click();
  await expect(thanks(page)).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  expect(posted(posts[0])._next).toMatch(new RegExp(`^${baseURL}/contact\\?sent=contact&t=[0-9a-f]{24}$`));
  expect(new URL(page.url()).pathname).toBe('/contact');
  expect(await draftOf(page, 'contact')).toBeNull();
  // Confirmed, so a second press within the minute is stopped.
  await page.goto('/contact');
  await formReady(page);
  await fillContact(page, 'Again');
  await sendButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'less than a minute ago' })).toBeVisible();
  expect(posts).toHaveLength(1);
});

test('a bare or forged thank-you link shows nothing and clears nothing', async ({ page }) => {
  await page.goto('/contact');
  await formReady(page);
  await fillContact(page);
  for (const link of ['/?sent=contact', '/?sent=contact&t=0123456789abcdef01234567']) {
    await page.goto(link);
    await expect(page.locator('#home-title')).toBeVisible();
    await expect(thanks(page)).toHaveCount(0);
  }
  await page.goto('/contact');
  await expect(page.getByLabel('Message')).toHaveValue('2 BHK from Pune to Nagpur next month.');
});

test.describe('storage that refuses', () => {
  const modes = {
    reads: ['getItem'],
    writes: ['setItem', 'removeItem'],
    'reads and writes': ['getItem', 'setItem', 'removeItem'],
  };
  for (const [mode, methods] of Object.entries(modes)) {
    test(`refusing ${mode}: the form checks, sends, says the draft cannot be kept, and no page error`, async ({ page, pageErrors }) => {
      await page.addInitScript((names: string[]) => {
        for (const name of names)
          Object.defineProperty(Storage.prototype, name, {
            value() {
              throw new DOMException('The operation is insecure.', 'SecurityError');
            },
          });
      }, methods);
      const posts = await relay(page);
      await page.goto('/contact');
      await formReady(page);
      await page.getByLabel('Full name').fill('Asha Rao');
      await expect(page.getByRole('main').getByText('Your draft cannot be kept in this browser')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await sendButton(page).click();
      await expect(page.getByLabel('Contact number')).toHaveAccessibleDescription('Please enter your contact number.');
      expect(posts).toHaveLength(0);
      await fillContact(page);
      await sendButton(page).click();
      await expect(thanks(page)).toBeVisible();
      expect(posted(posts[0])).toMatchObject({ 'Full Name': 'Asha Rao', 'Contact Number': '+91 98220 12345' });
      for (const path of ['/gallery', '/locations/goa', '/about']) {
        await page.goto(path);
        await defined(page, 'site-enquiry-modal');
        await page.mouse.wheel(0, 4000);
      }
      await page.waitForLoadState('load');
      expect(pageErrors).toEqual([]);
    });
  }

  test('a full storage: the web font, fetched after load for the next page, raises nothing when it cannot be remembered', async ({
    page,
    pageErrors,
  }) => {
    await page.addInitScript(() => {
      // Each key the page tried to store, so the test can wait for the font's.
      const tried: string[] = [];
      Object.assign(window, { triedToStore: tried });
      Storage.prototype.setItem = (key: string) => {
        tried.push(key);
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.goto('/about');
    await page.waitForFunction((key) => (window as unknown as { triedToStore: string[] }).triedToStore.includes(key), FONT_CACHED_KEY);
    await settle(page);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('a prefill never writes over typing', () => {
  test('an /enquiry link keeps the typed route and offers its own with one press', async ({ page }) => {
    await page.goto('/enquiry');
    await formReady(page);
    const form = page.getByRole('main');
    await form.getByLabel('Moving from').fill('Mumbai');
    await form.getByLabel('Moving to').fill('Nagpur');
    await page.goto('/enquiry?moving_from=Pune&moving_to=Goa&moving_type=Other+State');
    await formReady(page);
    await expect(form.getByLabel('Moving from')).toHaveValue('Mumbai');
    await expect(form.getByLabel('Moving to')).toHaveValue('Nagpur');
    await expect(form.getByLabel('Moving type')).toHaveValue('Other State');
    const offer = form.getByRole('status').filter({ hasText: 'We kept what you had typed' });
    await expect(offer).toContainText('Moving from: Pune; Moving to: Goa');
    expect(await axeViolations(page)).toEqual([]);
    // Typing on saves the typed route, not the link's.
    await form.getByLabel('Phone').fill('98220 12345');
    expect((JSON.parse((await draftOf(page, 'enquiry'))!) as { values: Record<string, string> }).values).toMatchObject({
      moving_from: 'Mumbai',
      moving_to: 'Nagpur',
    });
    await offer.getByRole('button', { name: 'Use these instead' }).click();
    await expect(form.getByLabel('Moving from')).toHaveValue('Pune');
    await expect(form.getByLabel('Moving to')).toHaveValue('Goa');
    await expect(offer).toBeHidden();
  });

  test('"Get an exact quote" keeps the route typed in the dialog and offers the estimate', async ({ page }) => {
    await page.goto('/gallery');
    await enquiryDialogReady(page);
    await page.getByRole('banner').getByRole('link', { name: 'Free Enquiry' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Moving from').fill('Mumbai');
    await dialog.getByLabel('Moving to').fill('Nagpur');
    await page.goto('/locations/goa');
    await enquiryDialogReady(page);
    const estimator = page.locator('.estimator').first();
    await estimator.scrollIntoViewIfNeeded();
    await hydrated(page, 'CostEstimateForm');
    await estimator.getByRole('link', { name: 'Get an exact quote' }).click();
    await expect(dialog.getByLabel('Moving from')).toHaveValue('Mumbai');
    await expect(dialog.getByLabel('Moving to')).toHaveValue('Nagpur');
    await expect(dialog.getByLabel('Moving type')).toHaveValue('Other State');
    await dialog.getByRole('button', { name: 'Use these instead' }).click();
    await expect(dialog.getByLabel('Moving from')).toHaveValue(site.homeCity);
    await expect(dialog.getByLabel('Moving to')).toHaveValue('Goa');
  });
});

test('two tabs of /contact: what is typed in each is kept', async ({ context }) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  for (const tab of [first, second]) {
    await tab.goto('/contact');
    await formReady(tab);
  }
  await first.getByLabel('Full name').fill('Asha Rao');
  await second.getByLabel('Message').fill('2 BHK to Nagpur');
  await expect(second.getByLabel('Full name')).toHaveValue('Asha Rao');
  await first.getByLabel('Contact number').fill('98220 12345');
  await expect(first.getByLabel('Message')).toHaveValue('2 BHK to Nagpur');
  for (const tab of [first, second]) {
    await tab.reload();
    await expect(tab.getByLabel('Full name')).toHaveValue('Asha Rao');
    await expect(tab.getByLabel('Message')).toHaveValue('2 BHK to Nagpur');
    await expect(tab.getByLabel('Contact number')).toHaveValue('98220 12345');
  }
});

/**
 * Two tabs, typed in key by key, with the clocks that give two saves the same time: Firefox resisting
 * fingerprinting and Tor Browser round Date.now() to 100 ms, and a paused clock gives every save one time.
 */
const coarseClocks: [string, (context: BrowserContext) => Promise<unknown>][] = [
  [
    'in 100 ms steps',
    (context) =>
      context.addInitScript(() => {
        const now = Date.now.bind(Date);
        Date.now = () => Math.floor(now() / 100) * 100;
      }),
  ],
  ['paused', (context) => context.clock.setFixedTime(new Date('2026-11-26T10:00:00+05:30'))],
];
for (const [clock, install] of coarseClocks) {
  test(`two tabs of /contact with a clock ${clock}: every tab ends with everything typed in either`, async ({ context }) => {
    await install(context);
    const [first, second] = [await context.newPage(), await context.newPage()];
    for (const tab of [first, second]) {
      await tab.goto('/contact');
      await formReady(tab);
    }
    const phone = readPhone('98220 12345');
    if (!phone.ok) throw new Error("the test's phone number must be a valid one");
    const typed = { 'Full name': 'Ravi Kulkarni', 'Contact number': '98220 12345', Message: 'Office move, 40 desks' };
    for (const [label, text] of Object.entries(typed)) await first.getByLabel(label).pressSequentially(text);
    await second.getByLabel('Email').pressSequentially('ravi.k@example.in');
    // The phone number is shown in the form it is sent in once the visitor leaves its field.
    const expected = { ...typed, 'Contact number': phone.value, Email: 'ravi.k@example.in' };
    const third = await context.newPage();
    await third.goto('/contact');
    await formReady(third);
    for (const tab of [first, second, third])
      for (const [label, value] of Object.entries(expected)) await expect(tab.getByLabel(label)).toHaveValue(value);
  });
}

test.describe('phone numbers as people type them', () => {
  /** Sends the contact form with this phone number typed in; the relay's POSTs. */
  async function sendWithPhone(page: Page, number: string) {
    const posts = await relay(page);
    await page.goto('/contact');
    await formReady(page);
    await fillContact(page);
    await page.getByLabel('Contact number').fill(number);
    await sendButton(page).click();
    return posts;
  }

  const typed = ['0091 98220 12345', '91 98220 12345', '+91 (98220) 12345', '\u200e98220\u200b12345', '९८२२०१२३४५', '９８２２０１２３４５'];
  for (const number of typed) {
    test(`${JSON.stringify(number)} is accepted and sent in one clean form`, async ({ page }) => {
      const posts = await sendWithPhone(page, number);
      await expect(thanks(page)).toBeVisible();
      expect(posted(posts[0])['Contact Number']).toBe('+91 98220 12345');
    });
  }

  test('a number abroad is accepted for an international move', async ({ page }) => {
    const posts = await relay(page);
    await page.goto('/enquiry');
    await formReady(page);
    const form = page.getByRole('main');
    await form.getByLabel('Moving from').fill('Pune');
    await form.getByLabel('Moving to').fill('London');
    await form.getByLabel('Moving type').selectOption('International');
    await form.getByLabel('Service needed').selectOption('2BHK Shifting');
    await form.getByLabel('Phone').fill('+44 7911 123456');
    await form.getByLabel('When are you moving?').selectOption('Within a month');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
    expect(posted(posts[0]).phone).toBe('+447911123456');
  });

  // The number, and the message the visitor reads under it (phone.test.ts holds the whole table).
  const refused: [string, string | RegExp][] = [
    ['0000000000', 'Please enter a real phone number: this one is one digit repeated.'],
    ['--9876--512345--', /^Please type the number as digits, such as \d.*\.$/],
    [
      '98220 4321',
      'This number has 9 digits: an Indian number has 10 (a landline with its STD code). For a number abroad, start with + and the country code.',
    ],
  ];
  for (const [number, problem] of refused) {
    test(`${JSON.stringify(number)} is refused with what to fix`, async ({ page }) => {
      const posts = await sendWithPhone(page, number);
      await expect(page.getByLabel('Contact number')).toHaveAccessibleDescription(problem);
      await expect(page.getByLabel('Contact number')).toHaveValue(number);
      expect(posts).toHaveLength(0);
    });
  }
});
