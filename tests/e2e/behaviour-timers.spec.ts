import { ENQUIRY_MODAL_DELAY_MS } from '../../src/inline/enquiryMoment';
import { HERO_ROTATE_MS, TESTIMONIALS, TYPEWRITER, TYPEWRITER_PHRASES } from '../../src/lib/constants';
import { site } from '../../src/site.config';
import { expect, freezeClock, defined, hydrated, pageTime, runUntilChange, settle, test } from './fixtures';

test.describe('enquiry modal', () => {
  test.use({ enquiryDialog: true });

  test('opens 4000 ms after the page loads, once per session, and closes with X', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/about');
    await defined(page, 'enquiry-modal');
    const dialog = page.getByRole('dialog', { name: 'Free Enquiry' });
    await page.clock.runFor(ENQUIRY_MODAL_DELAY_MS - 1 - (await pageTime(page)));
    await expect(dialog).toBeHidden();
    await page.clock.runFor(1);
    await expect(dialog).toBeVisible();
    // Focus moved into the dialog, and the form's fields are there.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await expect(dialog.locator('select[name="moving_time"]')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close enquiry form' }).click();
    await expect(dialog).toBeHidden();

    // Not again on this page, nor on the next one in the same session.
    await page.clock.runFor(ENQUIRY_MODAL_DELAY_MS * 3);
    await expect(dialog).toBeHidden();
    await page.goto('/contact');
    await defined(page, 'enquiry-modal');
    await page.clock.runFor(ENQUIRY_MODAL_DELAY_MS * 2);
    await expect(page.getByRole('dialog', { name: 'Free Enquiry' })).toBeHidden();
  });

  test('Escape closes it, focus returns, and the page behind does not scroll', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await defined(page, 'enquiry-modal');
    await page
      .getByRole('link', { name: /^Learn More/ })
      .first()
      .focus();
    await page.clock.runFor(ENQUIRY_MODAL_DELAY_MS);
    const dialog = page.getByRole('dialog', { name: 'Free Enquiry' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: /^Learn More/ }).first()).toBeFocused();
  });

  test('a new session sees it again, and the form posts to the relay', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(`${site.formRelay}**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Sent</h1>' }));
    await freezeClock(page);
    await page.goto('/gallery');
    await defined(page, 'enquiry-modal');
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
      // Back to the host the page is on, with the token that confirms this send.
      _next: expect.stringMatching(new RegExp(`^${origin}/\\?sent=enquiry&t=[0-9a-f]{24}$`)),
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

test.describe('home hero', () => {
  test('the background rotates every 5000 ms through 3 images and wraps', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await hydrated(page, 'HeroRotator', { clock: true });
    const hero = page.locator('[data-hero-slide]');
    await expect(hero).toHaveAttribute('data-hero-slide', '0');
    // Each later picture is fetched one turn ahead, not with the page.
    await expect(hero.locator('img')).toHaveCount(2);
    // The turns are timed from when the hero was first seen: find the first, to within 50 ms.
    await runUntilChange(page, () => hero.getAttribute('data-hero-slide'), 50, HERO_ROTATE_MS + 1000);
    await expect(hero).toHaveAttribute('data-hero-slide', '1');
    await expect(hero.locator('img')).toHaveCount(3);
    // Then a turn every 5000 ms: not yet 100 ms before it is due, done by the time it is, wrapping after the third.
    for (const [before, after] of [
      ['1', '2'],
      ['2', '0'],
      ['0', '1'],
    ]) {
      await page.clock.runFor(HERO_ROTATE_MS - 100);
      await settle(page);
      await expect(hero).toHaveAttribute('data-hero-slide', before);
      await page.clock.runFor(100);
      await settle(page);
      await expect(hero).toHaveAttribute('data-hero-slide', after);
    }
  });

  test('the headline types at 70 ms, pauses 1500 ms, deletes at 50 ms and loops through the three phrases', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await hydrated(page, 'Typewriter', { clock: true });
    // Screen readers get the three phrases as plain text.
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(TYPEWRITER_PHRASES.join('. '));
    const typed = page.locator('h1 [data-typewriter]');
    await expect(typed).toHaveText(TYPEWRITER_PHRASES[0]);
    const { typeMs, deleteMs, pauseMs } = TYPEWRITER;

    /** After `ms` the headline shows `text`; a millisecond earlier it still showed `before`. */
    const after = async (ms: number, text: string, before?: string) => {
      const earlier = before ?? (await typed.textContent()) ?? '';
      await page.clock.runFor(ms - 1);
      await settle(page);
      await expect(typed).toHaveText(earlier);
      await page.clock.runFor(1);
      await settle(page);
      await expect(typed).toHaveText(text);
    };

    // The first pause starts when the headline is first seen: find its end within 50 ms, the next deletion exactly.
    const text = () => typed.textContent();
    await runUntilChange(page, text, 50, pauseMs + deleteMs + 1000);
    await expect(typed).toHaveText(TYPEWRITER_PHRASES[0].slice(0, -1));
    await runUntilChange(page, text, 1, deleteMs);
    await expect(typed).toHaveText(TYPEWRITER_PHRASES[0].slice(0, -2));

    // From there, phrase by phrase: deleted a letter per 50 ms, empty for 70 ms, the next typed a letter per
    // 70 ms, then shown whole for 1500 ms and one more deletion step; after the third, the first comes back.
    for (const [index, phrase] of TYPEWRITER_PHRASES.entries()) {
      const next = TYPEWRITER_PHRASES[(index + 1) % TYPEWRITER_PHRASES.length];
      if (index > 0) await after(deleteMs, phrase.slice(0, -2));
      await after((phrase.length - 2) * deleteMs, '', phrase.slice(0, 1));
      await after(typeMs, next.slice(0, 1), '');
      await after(typeMs, next.slice(0, 2));
      await after((next.length - 2) * typeMs, next, next.slice(0, -1));
      await after(pauseMs + deleteMs, next.slice(0, -1), next);
    }
  });
});

test.describe('testimonials carousel', () => {
  const swiperState = async (page: import('@playwright/test').Page) => {
    await expect(page.locator('.testimonial-carousel .swiper')).toHaveClass(/swiper-initialized/);
    return page.evaluate(() => {
      const el = document.querySelector('.testimonial-carousel .swiper') as HTMLElement & {
        swiper: {
          params: import('swiper/types').SwiperOptions & { autoplay: { delay: number; pauseOnMouseEnter: boolean } };
          animating: boolean;
        };
      };
      const { params } = el.swiper;
      return {
        delay: params.autoplay.delay,
        speed: params.speed,
        loop: params.loop,
        pauseOnMouseEnter: params.autoplay.pauseOnMouseEnter,
        direction: params.direction,
        slidesPerView: params.slidesPerView,
        centered: params.centeredSlides,
        animating: el.swiper.animating,
        paddingLeft: getComputedStyle(el).paddingLeft,
      };
    });
  };

  test('advances every 2500 ms with an 800 ms slide, highlighting the one after the index, and loops; hover does not pause it', async ({
    page,
  }) => {
    await freezeClock(page);
    await page.goto('/about');
    await page.locator('[data-testimonials]').scrollIntoViewIfNeeded();
    await hydrated(page, 'TestimonialCarousel', { clock: true });
    expect(await swiperState(page)).toMatchObject({
      delay: TESTIMONIALS.autoplayMs,
      speed: TESTIMONIALS.transitionMs,
      loop: true,
      pauseOnMouseEnter: false,
      direction: 'vertical',
      slidesPerView: 3,
    });
    await expect(page.locator('.swiper-pagination, .swiper-button-next, .swiper-button-prev')).toHaveCount(0);

    const highlighted = async () => Number(await page.locator('[data-testimonial][aria-current="true"]').getAttribute('data-testimonial'));
    const start = await highlighted();
    await page.locator('.testimonial-carousel').hover();
    for (let i = 1; i <= 6; i++) {
      await page.clock.runFor(TESTIMONIALS.autoplayMs - 100);
      await settle(page);
      expect(await highlighted()).toBe((start + i - 1) % 6);
      await page.clock.runFor(100);
      await expect.poll(highlighted).toBe((start + i) % 6);
      // The slide itself is a CSS transition; let it finish before the next autoplay timer is counted.
      await expect.poll(async () => (await swiperState(page)).animating).toBe(false);
    }
    expect(await highlighted()).toBe(start);
  });

  test('horizontal with 3 slides at 1024 px, one centred slide with 20 px padding at 640 px', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto('/about');
    await page.locator('[data-testimonials]').scrollIntoViewIfNeeded();
    await hydrated(page, 'TestimonialCarousel');
    expect(await swiperState(page)).toMatchObject({ direction: 'horizontal', slidesPerView: 3 });
    await page.setViewportSize({ width: 640, height: 900 });
    await expect.poll(async () => (await swiperState(page)).slidesPerView).toBe(1);
    expect(await swiperState(page)).toMatchObject({
      direction: 'horizontal',
      centered: true,
      paddingLeft: `${TESTIMONIALS.phonePaddingPx}px`,
    });
  });
});

test('typing the headline never moves the page below it', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/');
  await hydrated(page, 'Typewriter', { clock: true });
  const below = page.locator('#about');
  const top = async () => (await below.boundingBox())!.y;
  const start = await top();
  const { typeMs, deleteMs, pauseMs } = TYPEWRITER;
  // Through the deletion of the first phrase and the typing of the second, checking as it goes.
  for (let t = 0; t < pauseMs + TYPEWRITER_PHRASES[0].length * deleteMs + TYPEWRITER_PHRASES[1].length * typeMs; t += 250) {
    await page.clock.runFor(250);
    await settle(page);
    expect(await top()).toBe(start);
  }
});
