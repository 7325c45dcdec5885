/**
 * The site's ways to reach the company where they are live: the live copy (tests/support/liveSite.ts), whose contact
 * details are the owner's and whose forms post to the owner's relay. In a preview an example detail is text marked
 * "example" and the forms do not post (tests/built/preview.test.ts, tests/e2e/preview-contacts.spec.ts). The relay is
 * always intercepted, never reached.
 */
import { ENQUIRY_MODAL_DELAY_MS } from '../../src/inline/enquiryMoment';
import type { Page } from '@playwright/test';
import { LOCALES, localizedPath, type Locale } from '../../src/i18n/locales';
import { site } from '../../src/site.config';
import { interfaceText } from '../support/interfaceText';
import { allPaths, defined, expect, freezeClock, test } from './fixtures';

test.describe('enquiry modal', () => {
  test.use({ enquiryDialog: true });

  test('a new session sees it again, and the form posts to the relay', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(`${site.formRelay}**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Sent</h1>' }));
    await freezeClock(page);
    await page.goto('/gallery');
    await defined(page, 'site-enquiry-modal');
    await page.clock.runFor(ENQUIRY_MODAL_DELAY_MS);
    const dialog = page.getByRole('dialog', { name: 'Free Enquiry' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Moving from').fill('Pune');
    await dialog.getByLabel('Moving to').fill('Nagpur');
    await dialog.getByLabel('Moving type').selectOption('Within State');
    await dialog.getByLabel('Service needed').selectOption('2BHK Shifting');
    await dialog.getByLabel('Phone').fill('+91 98220 11111');
    await dialog.getByLabel('When are you moving?').selectOption('Within 15 days');
    const origin = new URL(page.url()).origin;
    const [request] = await Promise.all([
      page.waitForRequest(`${site.formRelay}**`),
      dialog.getByRole('button', { name: 'Send enquiry' }).click(),
    ]);
    expect(Object.fromEntries(new URLSearchParams(request.postData() ?? ''))).toEqual({
      _captcha: 'false',
      // Back to the page it was sent from, on the host the page is on, with the token that confirms this send.
      _next: expect.stringMatching(new RegExp(`^${origin}/gallery\\?sent=enquiry&t=[0-9a-f]{24}$`)),
      _subject: 'Enquiry: Pune to Nagpur, 2BHK',
      _template: 'table',
      _honey: '',
      moving_from: 'Pune',
      moving_to: 'Nagpur',
      moving_type: 'Within State',
      services: '2BHK Shifting',
      phone: '+91 98220 11111',
      moving_time: 'Within 15 days',
    });
    await context.close();
  });
});

test.describe('floating contact', () => {
  test('the floating button expands to call, WhatsApp and e-mail, and collapses', async ({ page }) => {
    await page.goto('/');
    const links = page.locator('[data-floating-contact] a');
    await expect(links.first()).toBeHidden();
    await page.locator('[data-floating-contact] > summary').click();
    for (const link of await links.all()) await expect(link).toBeVisible();
    await expect(links.nth(1)).toHaveAttribute('target', '_blank');
    await page.locator('[data-floating-contact] > summary').click();
    await expect(links.first()).toBeHidden();
  });
});

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the floating contact button expands to call, WhatsApp, e-mail and the enquiry form', async ({ page }) => {
    await page.goto('/contact');
    const links = page.locator('[data-floating-contact] a');
    await expect(links.first()).toBeHidden();
    await page.locator('[data-floating-contact] > summary').click();
    await expect(links).toHaveCount(4);
    for (const link of await links.all()) await expect(link).toBeVisible();
    await page.locator('[data-floating-contact]').getByRole('link', { name: 'Free Enquiry' }).click();
    await expect(page).toHaveURL(/\/enquiry$/);
    await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeVisible();
  });
});

test('no page error going Back from a relay that failed, or through the site', async ({ page, pageErrors }) => {
  await page.route('https://formsubmit.co/**', (route) => route.abort('failed'));
  await page.goto('/');
  await page.goto('/contact');
  await page.getByLabel('Full name').fill('Asha Rao');
  await page.getByLabel('Contact number').fill('98220 12345');
  await page.getByLabel('Email').fill('asha@gmail.com');
  await page.getByLabel('Message').fill('Hello');
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.waitForURL(/formsubmit|chrome-error/).catch(() => undefined);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
  await page.goBack();
  await expect(page.locator('#home-title')).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
  expect(pageErrors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
});

// The map, on the live site only: while the address is an example a preview shows no map (tests/built/preview.test.ts).
test.describe('a third party that never answers', () => {
  test('does not hold /contact: the page loads, and "Show map" then puts the map in', async ({ page }) => {
    const mapOrigin = new URL(site.mapEmbed).origin;
    // Never answered: a frame that loaded with the page would keep its load event from ever firing.
    await page.route(`${mapOrigin}/**`, () => {});
    await page.goto('/contact', { waitUntil: 'load', timeout: 10_000 });
    await expect(page.locator('iframe')).toHaveCount(0);
    const show = page.getByRole('button', { name: 'Show map' });
    await show.click();
    const map = page.locator('iframe');
    await expect(map).toHaveAttribute('src', site.mapEmbed);
    await expect(map).toHaveAttribute('title', /^Map of our office: /);
    await expect(map).toBeFocused();
    await expect(show).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Open the map in Google Maps/ })).toHaveAttribute('href', site.mapLink);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the map is a plain link to Google Maps, and no button that would do nothing', async ({ page }) => {
    await page.goto('/contact');
    const link = page.getByRole('link', { name: /^Open the map in Google Maps/ });
    await expect(link).toHaveAttribute('href', site.mapLink);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('button', { name: 'Show map' })).toHaveCount(0);
  });
});

test.describe('on a phone (issue 50)', () => {
  const PHONE = { width: 390, height: 844 };
  /** The languages the live site serves: English always; Hindi and Marathi once their translations are published. */
  const served = async (page: Page) => {
    const locales: Locale[] = [];
    for (const locale of LOCALES) if ((await page.request.get(localizedPath('/', locale))).ok()) locales.push(locale);
    expect(locales).toContain('en');
    return locales;
  };

  test('every phone link on every page, in every language served, is a 44 × 44 px target', async ({ page }) => {
    test.setTimeout(600_000);
    await page.setViewportSize(PHONE);
    let links = 0;
    for (const locale of await served(page))
      for (const path of allPaths) {
        const url = localizedPath(path, locale);
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        // Outside the top bar's marquee, whose number slides past (the header's call button is the one to tap).
        for (const link of await page.locator('a[href^="tel:"]:not(.marquee *)').filter({ visible: true }).all()) {
          const box = (await link.boundingBox())!;
          const where = `${url}: "${(await link.textContent())?.trim()}"`;
          expect(box.width, where).toBeGreaterThanOrEqual(44);
          expect(box.height, where).toBeGreaterThanOrEqual(44);
          links++;
        }
      }
    // The header's call button on every page, and the contact page's numbers among them.
    expect(links).toBeGreaterThan(allPaths.length);
  });

  test("in every language served, an enquiry sent from a place's page comes back to that page, which thanks the visitor", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.route(`${site.formRelay}**`, (route) =>
      route.fulfill({ status: 303, headers: { Location: new URLSearchParams(route.request().postData() ?? '').get('_next')! } }),
    );
    for (const locale of await served(page)) {
      const goa = localizedPath('/locations/goa', locale);
      await page.goto(goa);
      await defined(page, 'site-enquiry-modal');
      const words = interfaceText(locale);
      await page
        .locator('section', { has: page.getByRole('heading', { level: 1 }) })
        .getByRole('link', { name: words('common.quote'), exact: true })
        .tap();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(words('forms.enquiry.services.label')).selectOption('2BHK Shifting');
      await dialog.getByLabel(words('forms.enquiry.phone.label')).fill('98220 11111');
      await dialog.getByLabel(words('forms.enquiry.movingTime.label')).selectOption('Within a month');
      await dialog.getByRole('button', { name: words('forms.enquiry.submit') }).tap();
      const thanks = page.getByRole('status').filter({ hasText: words('forms.sent.enquiry') });
      await expect(thanks, locale).toBeVisible();
      // On Goa's page, the address bar without the return's marker.
      expect(new URL(page.url()).pathname).toBe(goa);
      expect(new URL(page.url()).search).toBe('');
      // The next language's send is not "sent less than a minute ago".
      await page.evaluate(() => localStorage.clear());
    }
    await context.close();
  });
});
