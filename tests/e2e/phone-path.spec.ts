/**
 * The phone visitor's path to an enquiry (issue 33), in English, Hindi and Marathi: a call and a WhatsApp link a
 * thumb can hit on the first screen of every page (the number itself on a laptop), the automatic dialog kept off
 * the pages that are forms and filled in on a place's or a service's page, its close button always on screen,
 * Devanagari without letter spacing, the FAQ one answer at a time, the footer's lists folded on a phone, and
 * nothing floating over the estimate the visitor just asked for.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { ENQUIRY_MODAL_DELAY_MS, ENQUIRY_SEEN_KEY } from '../../src/inline/enquiryMoment';
import { TYPEWRITER } from '../../src/lib/constants';
import { LANGUAGES, LOCALES, localizedPath, type Locale } from '../../src/i18n/locales';
import { examples, phoneText, site } from '../../src/site.config';
import { interfaceText } from '../support/interfaceText';
import { allPaths, defined, expect, freezeClock, hydrated, locationSlugs, serviceSlugs, staticRoutes, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

/** A word of the interface text, as the visitor reads it in that language. */
const word = (locale: Locale, key: string, values?: Record<string, string>): string => interfaceText(locale)(key, values);

/** The company's mobile number as a link's name reads it, whatever spaces it is written with. */
const phoneName = new RegExp(
  site.phones.mobile.display
    .split(' ')
    .map((part) => part.replace(/[+]/g, '\\+'))
    .join('\\s'),
);
/** One page of each kind: every page of its own, a service's and a place's. */
const pageKinds = [...staticRoutes.map((r) => r.path), '/services/car-transport', '/locations/goa'];

/** Its box, and whether it sits in a marquee (sliding past is not something a thumb can hit). */
const still = (link: Locator) => link.evaluate((el) => el.closest('.marquee') === null);

/** Whether two boxes share any of the screen. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Lets the page draw a few frames: what it does on scroll, it does in the next one. */
const nextFrames = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 3; i++) await new Promise(requestAnimationFrame);
  });

async function thumbSized(page: Page, link: Locator, where: string) {
  const box = (await link.boundingBox())!;
  expect(box.width, `${where}: width`).toBeGreaterThanOrEqual(44);
  expect(box.height, `${where}: height`).toBeGreaterThanOrEqual(44);
  expect(box.y + box.height, `${where}: on the first screen`).toBeLessThanOrEqual(page.viewportSize()!.height);
  expect(await still(link), `${where}: not in a marquee`).toBe(true);
}

test.describe('call and WhatsApp on the first screen', () => {
  for (const locale of LOCALES) {
    test(`${locale}: on a phone, every page has a call and a WhatsApp link a thumb can hit, without a tap first`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(PHONE);
      for (const path of allPaths) {
        const url = localizedPath(path, locale);
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        const banner = page.getByRole('banner');
        if (examples.mobile) {
          // The example number: on the first screen as text marked "example", and no link that would ring or message it.
          await expect(banner.locator('a[href^="tel:"], a[href*="wa.me"]'), url).toHaveCount(0);
          const shown = banner.locator('[data-example="mobile"]').and(page.locator(':not(.marquee *)'));
          await expect(shown, url).toHaveText(`${phoneText(site.phones.mobile)} ${word(locale, 'preview.example')}`);
          await expect(shown).toBeInViewport();
          continue;
        }
        const call = banner.getByRole('link', { name: phoneName }).filter({ visible: true });
        const whatsapp = banner.getByRole('link', { name: /WhatsApp/ }).filter({ visible: true });
        // The top bar's number slides past in its marquee: the one to tap is the one that stays.
        const staying = call.and(page.locator(':not(.marquee *)'));
        await expect(staying, `${url}: a call link`).toHaveCount(1);
        await expect(staying).toHaveAttribute('href', `tel:+${site.phones.mobile.digits}`);
        await thumbSized(page, staying, `${url} call`);
        await expect(whatsapp, `${url}: a WhatsApp link`).toHaveCount(1);
        expect(new URL((await whatsapp.getAttribute('href'))!).pathname).toBe(`/${site.phones.mobile.digits}`);
        await thumbSized(page, whatsapp, `${url} WhatsApp`);
      }
    });

    test(`${locale}: on a laptop, the header shows the number, still, and keeps it while the page scrolls`, async ({ page }) => {
      await page.setViewportSize(LAPTOP);
      for (const path of pageKinds) {
        const url = localizedPath(path, locale);
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        // The link, or while the number is the example its text marked so (ContactLink.astro).
        const number = page
          .getByRole('banner')
          .locator(examples.mobile ? '[data-example="mobile"]' : 'a')
          .filter({ hasText: phoneName, visible: true })
          .and(page.locator(':not(.marquee *)'));
        await expect(number, url).toHaveCount(1);
        await expect(number).toBeInViewport();
        await page.mouse.wheel(0, 1500);
        await expect(page.locator('html')).toHaveAttribute('data-top-bar-state', 'hidden');
        await expect(number, `${url}: after scrolling`).toBeInViewport();
      }
    });
  }
});

/** A new tab (a new browsing session: the dialog has not been seen) with the clock paused, at `url`. */
async function freshTab(context: BrowserContext, url: string, size?: { width: number; height: number }) {
  const page = await context.newPage();
  if (size) await page.setViewportSize(size);
  await freezeClock(page);
  await page.goto(url);
  return page;
}

test.describe('a free quote from the first screen (issue 50)', () => {
  const heroPages = ['/', ...serviceSlugs.map((slug) => `/services/${slug}`), ...locationSlugs.map((slug) => `/locations/${slug}`)];
  for (const locale of LOCALES) {
    test(`${locale}: on a phone, the home page, every service and every place offer "Get a free quote" on the first screen, to the enquiry filled in from the page`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(PHONE);
      for (const path of heroPages) {
        const url = localizedPath(path, locale);
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
        const quote = hero.getByRole('link', { name: word(locale, 'common.quote'), exact: true });
        await expect(quote, url).toHaveCount(1);
        await thumbSized(page, quote, `${url} quote`);
        // Without scripts it leads where the spec's quote buttons do (/contact); with them it opens the enquiry (below).
        await expect(quote, url).toHaveAttribute('href', localizedPath('/contact', locale));
        await expect(quote, url).toHaveAttribute('data-enquiry-link', '');
      }
    });

    test(`${locale}: pressed, it opens the enquiry dialog filled in from the page`, async ({ context }) => {
      for (const [path, label, expected] of [
        ['/locations/goa', 'forms.enquiry.movingTo.label', null],
        ['/services/car-transport', 'forms.enquiry.services.label', 'Four Wheeler Shifting'],
      ] as const) {
        const page = await freshTab(context, localizedPath(path, locale), PHONE);
        await defined(page, 'site-enquiry-modal');
        const destination = page.locator('.estimator').getByLabel(word(locale, 'estimator.destination'));
        const place = expected ?? (await destination.locator('option:checked').textContent())!.trim();
        await page
          .locator('section', { has: page.getByRole('heading', { level: 1 }) })
          .getByRole('link', { name: word(locale, 'common.quote'), exact: true })
          .click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expect(dialog.getByLabel(word(locale, label)), path).toHaveValue(place);
        await page.close();
      }
    });
  }
});

test.describe('a price within the first screens on a phone (issue 50)', () => {
  for (const locale of LOCALES) {
    test(`${locale}: every place's page brings its estimator within the first three phone screens`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(PHONE);
      for (const slug of locationSlugs) {
        const url = localizedPath(`/locations/${slug}`, locale);
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        const top = await page.locator('#cost-estimate-title').evaluate((heading) => heading.getBoundingClientRect().top + scrollY);
        expect(top, url).toBeLessThan(PHONE.height * 3);
      }
    });
  }

  /** The page's whole length in phone screens, the footer laid out as it is once a visitor has scrolled to it. */
  async function screensLong(page: Page, url: string) {
    await page.goto(url);
    await defined(page, 'site-footer-reveal');
    await page.locator('footer').scrollIntoViewIfNeeded();
    // Once it has been laid out (it is drawn in when it is seen), not its stand-in height.
    await expect(page.locator('footer')).toHaveAttribute('data-reveal', 'shown');
    return page.evaluate((screen) => document.documentElement.scrollHeight / screen, PHONE.height);
  }

  for (const locale of LOCALES) {
    test(`${locale}: on a phone the home page is at most 12 screens long, every place's page at most 6`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(PHONE);
      const home = localizedPath('/', locale);
      expect(await screensLong(page, home), home).toBeLessThanOrEqual(12);
      for (const slug of locationSlugs) {
        const url = localizedPath(`/locations/${slug}`, locale);
        expect(await screensLong(page, url), url).toBeLessThanOrEqual(6);
      }
    });
  }

  test("on a phone the home page's services are one row that scrolls sideways, not four screens down", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const list = page.locator('section:has(#services-title) .reveal-list > ul');
    const cards = list.locator('> li').filter({ visible: true });
    await expect(cards).toHaveCount(6);
    const boxes = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(new Set(boxes).size, 'all on one row').toBe(1);
    expect((await list.boundingBox())!.height).toBeLessThan(PHONE.height * 0.8);
    // Load More still adds the rest to the row, and moves to the first of them.
    await page.getByRole('button', { name: 'Load More Services' }).click();
    await expect(cards).toHaveCount(9);
    await expect(cards.nth(6).getByRole('link')).toBeFocused();
    await expect(cards.nth(6)).toBeInViewport();
  });
});

test.describe('taps to an enquiry on a phone (issue 50)', () => {
  /**
   * A visitor's taps, counted as a finger makes them: each tap on a control, each choice in a list (one, as a phone's
   * picker takes it); typing is not a tap. The enquiry is complete when the form would send, and the last tap is Send.
   */
  async function enquiryTaps(page: Page, locale: Locale, path: string, typed: { movingTo?: string }) {
    let taps = 0;
    await page.goto(localizedPath(path, locale));
    await defined(page, 'site-enquiry-modal');
    await page.waitForLoadState('load');
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    const quote = hero.getByRole('link', { name: word(locale, 'common.quote'), exact: true });
    await quote.tap();
    taps++;
    const form = page.getByRole('dialog').locator('form:not([method="dialog"])');
    await expect(form.getByLabel(word(locale, 'forms.enquiry.phone.label'))).toBeVisible();
    // Each required field still empty, as the visitor meets them: a box is a tap and typing, a list a choice.
    for (const [label, answer] of [
      ['forms.enquiry.movingFrom.label', 'Pune'],
      ['forms.enquiry.movingTo.label', typed.movingTo ?? ''],
      ['forms.enquiry.movingType.label', 'Other State'],
      ['forms.enquiry.services.label', 'Household Shifting'],
      ['forms.enquiry.phone.label', '9822012345'],
      ['forms.enquiry.movingTime.label', 'Within a month'],
    ]) {
      const field = form.getByLabel(word(locale, label), { exact: true });
      if (await field.inputValue()) continue;
      taps++;
      if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(answer);
      else {
        await field.tap();
        await page.keyboard.type(answer);
      }
    }
    expect(await form.evaluate((el: HTMLFormElement) => el.checkValidity()), `${path}: the form would send`).toBe(true);
    // The last tap: Send.
    return taps + 1;
  }

  for (const locale of LOCALES) {
    test(`${locale}: a place's page to a complete enquiry in at most 6 taps, the home page in at most 7`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      expect(await enquiryTaps(page, locale, '/locations/goa', {}), 'from Goa').toBeLessThanOrEqual(6);
      await page.evaluate(() => localStorage.clear());
      expect(await enquiryTaps(page, locale, '/', { movingTo: 'Nagpur' }), 'from the home page').toBeLessThanOrEqual(7);
      await context.close();
    });
  }
});

test.describe('the automatic enquiry dialog', () => {
  test.use({ enquiryDialog: true });

  for (const locale of LOCALES) {
    test(`${locale}: never opens over a page that is a form, and still opens on its own elsewhere`, async ({ context }) => {
      for (const path of ['/contact', '/enquiry', '/about']) {
        const page = await freshTab(context, localizedPath(path, locale));
        if (path !== '/enquiry') await defined(page, 'site-enquiry-modal');
        await page.clock.runFor(ENQUIRY_MODAL_DELAY_MS + 1000);
        const dialog = page.getByRole('dialog', { name: word(locale, 'dialog.title') });
        if (path === '/about') await expect(dialog, path).toBeVisible();
        else await expect(dialog, path).toBeHidden();
        // On the contact page it is still there when asked for.
        if (path === '/contact') {
          await page
            .getByRole('banner')
            .getByRole('link', { name: word(locale, 'dialog.link') })
            .click();
          await expect(dialog).toBeVisible();
        }
      }
    });

    test(`${locale}: on a place's page it opens with that place as "Moving to", as the estimator has it`, async ({ context }) => {
      for (const place of ['goa', 'kerala', 'maharashtra']) {
        const page = await freshTab(context, localizedPath(`/locations/${place}`, locale));
        await defined(page, 'site-enquiry-modal');
        const estimator = page.locator('.estimator');
        const known = await estimator.getByLabel(word(locale, 'estimator.destination')).locator('option:checked').textContent();
        expect(known, place).toBeTruthy();
        await page.clock.runFor(ENQUIRY_MODAL_DELAY_MS);
        // Titled with the place (issue 50), on a laptop as on a phone.
        const dialog = page.getByRole('dialog', { name: word(locale, 'dialog.titleTo', { place: known!.trim() }) });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByLabel(word(locale, 'forms.enquiry.movingTo.label')), place).toHaveValue(known!.trim());
        // From the home city, which the visitor can change (issue 50), and the move type the place makes it.
        await expect(dialog.getByLabel(word(locale, 'forms.enquiry.movingFrom.label'))).toHaveValue(LANGUAGES[locale].homePlace.homeCity);
        await expect(dialog.getByLabel(word(locale, 'forms.enquiry.movingType.label'))).toHaveValue(
          place === 'maharashtra' ? 'Within State' : 'Other State',
        );
        await page.evaluate(() => localStorage.clear());
      }
    });

    test(`${locale}: on a service's page it opens with that service where the form offers it, and nothing else chosen`, async ({
      context,
    }) => {
      for (const [slug, choice] of [
        ['car-transport', 'Four Wheeler Shifting'],
        ['bike-transport', 'Two Wheeler Shifting'],
        ['household-shifting', 'Household Shifting'],
        ['pet-transport', ''],
        ['packers-and-movers', ''],
      ]) {
        const page = await freshTab(context, localizedPath(`/services/${slug}`, locale));
        await defined(page, 'site-enquiry-modal');
        await page.clock.runFor(ENQUIRY_MODAL_DELAY_MS);
        // Titled with the service the page is about (issue 50).
        const service = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
        const dialog = page.getByRole('dialog', { name: word(locale, 'dialog.titleFor', { service }) });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByLabel(word(locale, 'forms.enquiry.services.label')), slug).toHaveValue(choice);
        await expect(dialog.getByLabel(word(locale, 'forms.enquiry.movingTo.label'))).toHaveValue('');
        await page.evaluate(() => localStorage.clear());
      }
    });

    test(`${locale}: on a phone it opens on its own as a low sheet over a page that stays readable, named for the page, with the form, call and WhatsApp`, async ({
      context,
    }) => {
      const page = await freshTab(context, localizedPath('/locations/goa', locale), PHONE);
      await defined(page, 'site-enquiry-modal');
      const place = (await page
        .locator('.estimator')
        .getByLabel(word(locale, 'estimator.destination'))
        .locator('option:checked')
        .textContent())!.trim();
      await page.clock.runFor(ENQUIRY_MODAL_DELAY_MS);
      const sheet = page.getByRole('dialog', { name: word(locale, 'dialog.titleTo', { place }) });
      await expect(sheet).toBeVisible();
      const box = (await sheet.boundingBox())!;
      expect(box.height, 'at most 40 % of the screen').toBeLessThanOrEqual(PHONE.height * 0.4);
      expect(box.y + box.height, 'at the foot of the screen').toBeCloseTo(PHONE.height, 0);
      // Call and WhatsApp as the header has them: links a thumb can hit, or while the number is the example its text
      // marked so (ContactLink.astro).
      if (examples.mobile) await expect(sheet.locator('[data-example="mobile"]').filter({ visible: true }).first()).toBeVisible();
      else {
        await thumbSized(page, sheet.getByRole('link', { name: phoneName }), "the sheet's call link");
        await thumbSized(page, sheet.getByRole('link', { name: /WhatsApp/ }), "the sheet's WhatsApp link");
      }
      // The page above it scrolls, and nothing stops a finger on it.
      const before = await page.evaluate(() => scrollY);
      await page.mouse.move(PHONE.width / 2, 200);
      await page.mouse.wheel(0, 400);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before);
      // The X, within the thumb's half of the screen, puts it away, and it does not come back.
      const close = sheet.getByRole('button', { name: word(locale, 'dialog.close') });
      expect((await close.boundingBox())!.y).toBeGreaterThan(PHONE.height / 2);
      await close.click();
      await expect(sheet).toBeHidden();
      await page.clock.runFor(ENQUIRY_MODAL_DELAY_MS * 3);
      await expect(sheet).toBeHidden();
      await page.close();
    });

    test(`${locale}: on a phone the sheet goes away with a swipe down`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
      const page = await freshTab(context, localizedPath('/about', locale));
      await defined(page, 'site-enquiry-modal');
      await page.clock.runFor(ENQUIRY_MODAL_DELAY_MS);
      const sheet = page.getByRole('dialog', { name: word(locale, 'dialog.title') });
      await expect(sheet).toBeVisible();
      const { x, y, width } = (await sheet.boundingBox())!;
      const cdp = await context.newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: x + width / 2, y: at }] });
      await touch('touchStart', y + 20);
      await touch('touchMove', y + 60);
      await touch('touchMove', y + 120);
      await touch('touchEnd', y + 120);
      await expect(sheet).toBeHidden();
      await context.close();
    });

    test(`${locale}: on a phone the sheet's button opens the whole form, which scrolls under its title bar with the close button on screen`, async ({
      context,
    }) => {
      const page = await freshTab(context, localizedPath('/locations/goa', locale), PHONE);
      await defined(page, 'site-enquiry-modal');
      await page.clock.runFor(ENQUIRY_MODAL_DELAY_MS);
      await page.getByRole('button', { name: word(locale, 'dialog.openForm') }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel(word(locale, 'forms.enquiry.movingTo.label'))).toBeVisible();
      const close = dialog.getByRole('button', { name: word(locale, 'dialog.close') });
      const send = dialog.getByRole('button', { name: word(locale, 'forms.enquiry.submit') });
      // Down to Send as a finger scrolls: what the form cannot scroll further passes on to what holds it.
      const form = (await dialog.getByLabel(word(locale, 'forms.enquiry.movingFrom.label')).boundingBox())!;
      await page.mouse.move(form.x + form.width / 2, form.y);
      for (let i = 0; i < 10; i++) await page.mouse.wheel(0, 300);
      await expect(send).toBeInViewport({ ratio: 1 });
      await expect(close).toBeInViewport({ ratio: 1 });
      // One scroll area, the form's: the dialog itself never scrolls.
      expect(await dialog.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
      const box = (await dialog.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      await close.click();
      await expect(dialog).toBeHidden();
    });
  }
});

test.describe('Devanagari', () => {
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    test(`${locale}: no text in Devanagari is letter-spaced, on any kind of page, at 390 and 1366 px`, async ({ page }) => {
      for (const size of [PHONE, LAPTOP]) {
        await page.setViewportSize(size);
        for (const path of pageKinds) {
          const url = localizedPath(path, locale);
          await page.goto(url, { waitUntil: 'domcontentloaded' });
          const spaced = await page.evaluate(() => {
            const found: string[] = [];
            for (const el of document.querySelectorAll('body *')) {
              const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '');
              if (!own.some((text) => /[\u0900-\u097F]/.test(text))) continue;
              const spacing = getComputedStyle(el).letterSpacing;
              if (spacing !== 'normal' && parseFloat(spacing) !== 0)
                found.push(`${el.tagName}.${el.className}: ${spacing} "${own.join('').trim()}"`);
            }
            return found;
          });
          expect(spaced, `${url} at ${size.width} px`).toEqual([]);
        }
      }
    });
  }
});

test.describe('shorter pages', () => {
  for (const locale of LOCALES) {
    test(`${locale}: the FAQ shows its questions and opens one answer at a time; every answer is in the HTML`, async ({
      page,
      request,
    }) => {
      const url = localizedPath('/faq', locale);
      const html = await (await request.get(url)).text();
      await page.goto(url);
      const main = page.getByRole('main');
      const questions = main.getByRole('heading', { level: 2 });
      const count = await questions.count();
      expect(count).toBeGreaterThanOrEqual(12);
      const answers = main.getByRole('article').locator('p');
      await expect(answers).toHaveCount(count);
      for (const answer of await answers.allTextContents()) expect(html).toContain(answer.trim().slice(0, 40).replaceAll('&', '&amp;'));
      for (let i = 0; i < count; i++) await expect(answers.nth(i)).toBeHidden();
      await questions.nth(0).click();
      await expect(answers.nth(0)).toBeVisible();
      await questions.nth(1).click();
      await expect(answers.nth(1)).toBeVisible();
      await expect(answers.nth(0)).toBeHidden();
    });

    // One test per page kind: each loads its page twice over, too much for one test's time on a busy machine.
    for (const path of pageKinds)
      test(`${locale} ${path}: the footer's lists of links fold on a phone and stand open on a laptop`, async ({ page }) => {
        test.setTimeout(60_000);
        const url = localizedPath(path, locale);
        await page.setViewportSize(PHONE);
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        const footer = page.getByRole('contentinfo');
        const services = footer.getByRole('navigation', { name: word(locale, 'shell.footer.services') });
        const carLink = services.getByRole('link').first();
        await services.scrollIntoViewIfNeeded();
        await expect(carLink, url).toBeHidden();
        await services.getByRole('heading', { name: word(locale, 'shell.footer.services') }).click();
        await expect(carLink).toBeVisible();
        // Folded, the footer is shorter than a phone's screen and a half (it was 1.9 screens).
        await services.getByRole('heading').click();
        expect((await footer.boundingBox())!.height, url).toBeLessThan(PHONE.height * 1.5);
        await page.setViewportSize(LAPTOP);
        await expect(carLink, `${url} on a laptop`).toBeVisible();
      });

    test(`${locale}: on a phone nothing floating covers the estimate the visitor just asked for`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      for (const path of ['/', '/locations/goa', '/services/car-transport']) {
        await page.goto(localizedPath(path, locale));
        const estimator = page.locator('.estimator').first();
        await estimator.scrollIntoViewIfNeeded();
        await hydrated(page, 'CostEstimateForm');
        // As a finger does: once the select can be used (the form enables its controls as it comes to life), it
        // takes focus, then a choice. A disabled select takes no focus, so nothing would step aside.
        const what = estimator.getByLabel(word(locale, 'estimator.what'));
        await expect(what).toBeEnabled();
        await what.focus();
        await expect(what).toBeFocused();
        await what.selectOption({ index: 1 });
        const result = estimator.locator('[aria-live]');
        // The result's last line where the floating button floats, at the foot of the screen.
        await result.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
        await nextFrames(page);
        const answer = (await result.boundingBox())!;
        for (const floating of [page.locator('[data-floating-contact] > summary'), page.locator('.branches-bar')]) {
          if (!(await floating.isVisible())) continue;
          expect(overlap((await floating.boundingBox())!, answer), `${path}: something floats over the estimate`).toBe(false);
        }
      }
    });
  }
});

test.describe('within reach at every width (issue 50)', () => {
  for (const locale of LOCALES) {
    test(`${locale}: between 1024 and 1279 px the header keeps the call link beside the navigation, and nothing in it runs off the screen`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      for (const width of [1024, 1100, 1279]) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of pageKinds) {
          const url = localizedPath(path, locale);
          await page.goto(url, { waitUntil: 'domcontentloaded' });
          const banner = page.getByRole('banner');
          await expect(banner.getByRole('navigation').first(), url).toBeVisible();
          // The call link, or while the number is the example its text marked so (ContactLink.astro).
          const call = examples.mobile
            ? banner.locator('[data-example="mobile"]').and(page.locator(':not(.marquee *)'))
            : banner.getByRole('link', { name: phoneName }).and(page.locator(':not(.marquee *)'));
          await expect(call.filter({ visible: true }), `${url} at ${width} px`).toHaveCount(1);
          await expect(call.filter({ visible: true })).toBeInViewport({ ratio: 1 });
          if (!examples.mobile)
            await expect(banner.getByRole('link', { name: /WhatsApp/ }).filter({ visible: true })).toBeInViewport({ ratio: 1 });
          await expect(banner.getByRole('link', { name: word(locale, 'dialog.link') }), `${url} at ${width} px`).toBeInViewport({
            ratio: 1,
          });
        }
      }
    });

    test(`${locale}: on a phone the floating button never covers a field of the enquiry form, as the visitor comes to each at the foot of the screen`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      const button = page.locator('[data-floating-contact] > summary');
      await page.goto(localizedPath('/enquiry', locale));
      await defined(page, 'site-floating-contact');
      const fields = page
        .getByRole('main')
        .locator('form')
        .getByRole('textbox')
        .or(page.getByRole('main').locator('form').getByRole('combobox'));
      for (const field of await fields.all()) {
        await field.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
        await nextFrames(page);
        if (!(await button.isVisible())) continue;
        expect(overlap((await button.boundingBox())!, (await field.boundingBox())!), `${await field.getAttribute('name')}`).toBe(false);
      }
    });
  }
});

test.describe('the floating button on a phone (issue 50)', () => {
  for (const locale of LOCALES) {
    test(`${locale}: scrolled through every kind of page, it never covers a line of text, a link, a field or a button, and shows where it covers nothing`, async ({
      context,
    }) => {
      test.setTimeout(180_000);
      const page = await context.newPage();
      await page.setViewportSize(PHONE);
      // Carousels and marquees at rest, so that what lies under the button stays put between its look and this test's.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // The sheet that opens by itself would lie over the page; it has its own tests.
      await page.addInitScript((key) => sessionStorage.setItem(key, '1'), ENQUIRY_SEEN_KEY);
      let shownAt = 0;
      for (const path of pageKinds) {
        await page.goto(localizedPath(path, locale));
        await defined(page, 'site-floating-contact');
        await page.evaluate(() => document.fonts.ready);
        const { covered, shown } = await page.evaluate(async () => {
          const button = document.querySelector('[data-floating-contact] > summary')!;
          const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
          const meet = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true }) && !el.closest('.sr-only');
          const covered = new Set<string>();
          let shown = 0;
          for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
            scrollTo({ top: y, behavior: 'instant' });
            for (let i = 0; i < 3; i++) await frame();
            if (!button.checkVisibility({ visibilityProperty: true })) continue;
            shown++;
            const box = button.getBoundingClientRect();
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
              if (!text.data.trim() || button.parentElement!.contains(text) || !visible(text.parentElement!)) continue;
              const range = document.createRange();
              range.selectNodeContents(text);
              if ([...range.getClientRects()].some((line) => meet(line, box))) covered.add(`"${text.data.trim().slice(0, 40)}" at ${y} px`);
            }
            for (const control of document.querySelectorAll('a[href], input, select, textarea, button, summary, [role="button"]')) {
              if (control === button || button.parentElement!.contains(control) || !visible(control)) continue;
              if (meet(control.getBoundingClientRect(), box)) covered.add(`${control.outerHTML.slice(0, 60)} at ${y} px`);
            }
          }
          return { covered: [...covered], shown };
        });
        expect(covered, `${localizedPath(path, locale)}: what the floating button covers`).toEqual([]);
        shownAt += shown;
      }
      // Stepping aside everywhere would pass the above: it must still be there for the visitor where it covers nothing.
      expect(shownAt, 'scroll positions where the floating button shows').toBeGreaterThan(pageKinds.length);
    });

    test(`${locale}: on the home page it does not look over the page again for each letter the headline types, only for what changes under it`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      // Its look asks, of each thing under the button, whether it is shown: counted here.
      await page.addInitScript(() => {
        const counted = window as unknown as { looks: number };
        counted.looks = 0;
        const own = Object.getOwnPropertyDescriptor(Element.prototype, 'checkVisibility')!.value as Element['checkVisibility'];
        Element.prototype.checkVisibility = function (this: Element, options?: CheckVisibilityOptions) {
          counted.looks++;
          return own.call(this, options);
        };
      });
      await freezeClock(page);
      await page.goto(localizedPath('/', locale));
      await hydrated(page, 'Typewriter', { clock: true });
      await defined(page, 'site-floating-contact');
      const typed = page.getByRole('heading', { level: 1 }).locator('[data-typewriter]');
      const looks = () => page.evaluate(() => (window as unknown as { looks: number }).looks);
      await page.clock.runFor(1000);
      const before = { looks: await looks(), text: await typed.textContent() };
      // Longer than its pause at the end of a phrase, so it types or deletes for part of it.
      await page.clock.runFor(TYPEWRITER.pauseMs + TYPEWRITER.typeMs * 10);
      expect(await typed.textContent(), 'the headline typed on').not.toBe(before.text);
      expect(await looks(), 'looks while only the headline changed').toBe(before.looks);
      // The walk is still there for a change under the button: here the page scrolled under it.
      await page.evaluate(
        () =>
          new Promise((scrolled) => {
            addEventListener('scroll', scrolled, { once: true });
            scrollBy({ top: innerHeight / 2, behavior: 'instant' });
          }),
      );
      await page.clock.runFor(100);
      expect(await looks(), 'looks once the page moved under it').toBeGreaterThan(before.looks);
    });
  }
});

test.describe('the typed headline (issue 50)', () => {
  for (const locale of LOCALES) {
    test(`${locale}: on a phone and a laptop the headline keeps its height while it types, so nothing below it moves`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const size of [PHONE, LAPTOP]) {
        await page.setViewportSize(size);
        await freezeClock(page);
        await page.goto(localizedPath('/', locale));
        await hydrated(page, 'Typewriter', { clock: true });
        const heading = page.getByRole('heading', { level: 1 });
        const typed = heading.locator('[data-typewriter]');
        const heights = new Set<number>();
        const texts = new Set<string>();
        // Through every phrase, typed, paused on and deleted (about 5 s each), in steps no longer than a letter's.
        for (let ms = 0; ms < 16_000; ms += TYPEWRITER.typeMs) {
          await page.clock.runFor(TYPEWRITER.typeMs);
          texts.add((await typed.textContent()) ?? '');
          heights.add(Math.round((await heading.boundingBox())!.height));
        }
        expect(texts.size, 'the headline typed').toBeGreaterThan(20);
        expect([...heights], `${locale} at ${size.width} px`).toHaveLength(1);
      }
    });
  }
});
