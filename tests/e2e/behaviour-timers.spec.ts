import { ENQUIRY_MODAL_DELAY_MS, HERO_ROTATE_MS, TESTIMONIALS, TYPEWRITER, TYPEWRITER_PHRASES } from '../../src/lib/constants';
import { expect, hydrated, intervals, pageTime, recordChanges, test } from './fixtures';

test.describe('enquiry modal', () => {
  test('opens 4000 ms after the page loads, once per session, and closes with X', async ({ page }) => {
    await page.clock.install();
    await page.goto('/about');
    await hydrated(page, 'EnquiryModal', { clock: true });
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
    await hydrated(page, 'EnquiryModal', { clock: true });
    await page.clock.runFor(ENQUIRY_MODAL_DELAY_MS * 2);
    await expect(page.getByRole('dialog', { name: 'Free Enquiry' })).toBeHidden();
  });

  test('Escape closes it, focus returns, and the page behind does not scroll', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page, 'EnquiryModal', { clock: true });
    await page.getByRole('link', { name: /^Learn More/ }).first().focus();
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
    await page.route('https://formsubmit.co/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Sent</h1>' }));
    await page.clock.install();
    await page.goto('/gallery');
    await hydrated(page, 'EnquiryModal', { clock: true });
    await page.clock.runFor(ENQUIRY_MODAL_DELAY_MS);
    const dialog = page.getByRole('dialog', { name: 'Free Enquiry' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Moving from').fill('Pune');
    await dialog.getByLabel('Moving to').fill('Nagpur');
    await dialog.getByLabel('Moving type').selectOption('Within State');
    await dialog.getByLabel('Service needed').selectOption('2BHK Shifting');
    await dialog.getByLabel('Phone').fill('+91 98220 11111');
    await dialog.getByLabel('When are you moving?').selectOption('Within 15 days');
    const [request] = await Promise.all([page.waitForRequest('https://formsubmit.co/**'), dialog.getByRole('button', { name: 'Send enquiry' }).click()]);
    expect(Object.fromEntries(new URLSearchParams(request.postData() ?? ''))).toEqual({
      _captcha: 'false', _next: 'https://www.example.com/', moving_from: 'Pune', moving_to: 'Nagpur',
      moving_type: 'Within State', services: '2BHK Shifting', phone: '+91 98220 11111', moving_time: 'Within 15 days',
    });
    await context.close();
  });
});

test.describe('home hero', () => {
  test('the background rotates every 5000 ms through 3 images and wraps', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page, 'HeroRotator', { clock: true });
    const hero = page.locator('[data-hero-slide]');
    await expect(hero).toHaveAttribute('data-hero-slide', '0');
    await expect(hero.locator('img')).toHaveCount(3);
    const changes = await recordChanges(page, '[data-hero-slide]', 'data-hero-slide');
    await page.clock.runFor(HERO_ROTATE_MS * 4);
    const log = (await changes()).slice(1);
    expect(log.map(([, v]) => v)).toEqual(['1', '2', '0', '1']);
    expect(intervals(log)).toEqual([HERO_ROTATE_MS, HERO_ROTATE_MS, HERO_ROTATE_MS]);
  });

  test('the headline types at 70 ms, pauses 1500 ms, deletes at 50 ms and loops through the three phrases', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page, 'Typewriter', { clock: true });
    // Screen readers get the three phrases as plain text.
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(TYPEWRITER_PHRASES.join('. '));
    const typed = page.locator('h1 [data-typewriter]');
    await expect(typed).toHaveText(TYPEWRITER_PHRASES[0]);
    const changes = await recordChanges(page, 'h1 [data-typewriter]');
    const { typeMs, deleteMs, pauseMs } = TYPEWRITER;
    const cycle = TYPEWRITER_PHRASES.reduce((sum, p) => sum + pauseMs + p.length * (deleteMs + typeMs), 0);
    await page.clock.runFor(cycle + 200);
    const log = await changes();
    const texts = log.map(([, text]) => text);

    // Every phrase is typed in full, in order, and the loop comes back to the first.
    const second = texts.indexOf(TYPEWRITER_PHRASES[1]);
    const third = texts.indexOf(TYPEWRITER_PHRASES[2], second);
    const backToFirst = texts.indexOf(TYPEWRITER_PHRASES[0], third);
    expect(second).toBeGreaterThan(0);
    expect(third).toBeGreaterThan(second);
    expect(backToFirst).toBeGreaterThan(third);
    expect(texts.slice(1, 4)).toEqual([TYPEWRITER_PHRASES[0].slice(0, -1), TYPEWRITER_PHRASES[0].slice(0, -2), TYPEWRITER_PHRASES[0].slice(0, -3)]);
    expect(texts).toContain('Nat');

    // The gaps: typing 70 ms, deleting 50 ms, and a 1500 ms pause before the first deletion.
    const gaps = intervals(log);
    const gapBefore = (i: number) => gaps[i - 1];
    for (let i = 1; i < log.length; i++) {
      const [prev, next] = [texts[i - 1], texts[i]];
      if (next.length === prev.length + 1) expect(gapBefore(i), `typing "${next}"`).toBe(typeMs);
      else if (TYPEWRITER_PHRASES.includes(prev as never)) expect(gapBefore(i), `after "${prev}"`).toBe(pauseMs + deleteMs);
      else if (next.length === prev.length - 1) expect(gapBefore(i), `deleting to "${next}"`).toBe(deleteMs);
    }
  });
});

test.describe('testimonials carousel', () => {
  test('advances every 2500 ms with an 800 ms slide, highlighting the one after the index, and loops', async ({ page }) => {
    await page.clock.install();
    await page.goto('/about');
    await page.locator('[data-testimonials]').scrollIntoViewIfNeeded();
    await hydrated(page, 'TestimonialCarousel', { clock: true });
    const highlighted = () => page.locator('[data-testimonial][aria-current="true"]').getAttribute('data-testimonial');
    const swiper = page.locator('.testimonial-carousel .swiper');
    expect(await swiper.evaluate((el) => getComputedStyle(el.querySelector('.swiper-wrapper')!).flexDirection)).toBe('column');
    const start = Number(await highlighted());
    const seen = [start];
    for (let i = 0; i < 6; i++) {
      await page.clock.runFor(TESTIMONIALS.autoplayMs + TESTIMONIALS.transitionMs);
      await expect.poll(async () => Number(await highlighted())).toBe((start + i + 1) % 6);
      seen.push(Number(await highlighted()));
    }
    expect(seen.at(-1)).toBe(start);
    expect(await page.locator('.swiper-wrapper').evaluate((el) => getComputedStyle(el).transitionDuration)).toMatch(/0\.8s|800ms|0s/);
    await expect(page.locator('.swiper-pagination, .swiper-button-next, .swiper-button-prev')).toHaveCount(0);
  });
});
