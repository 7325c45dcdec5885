import { ENQUIRY_MODAL_DELAY_MS, HERO_ROTATE_MS, TESTIMONIALS, TYPEWRITER } from '../spec/constants';
import { contentList } from '../../src/content-readers/contentLists';
import { endSlide, expect, freezeClock, defined, hydrated, pageTime, runUntilChange, settle, test } from './fixtures';
import { englishText } from '../support/interfaceText';

const english = englishText();
/** The hero's phrases, as the English home page gives them to the typewriter. */
const TYPEWRITER_PHRASES = [english('home.hero.phrases.first'), english('home.hero.phrases.second'), english('home.hero.phrases.third')];

test.describe('enquiry modal', () => {
  test.use({ enquiryDialog: true });

  test('opens 4000 ms after the page loads, once per session, and closes with X', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/about');
    await defined(page, 'site-enquiry-modal');
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
    // (Not the contact page: there it never opens on its own, phone-path.spec.ts.)
    await page.goto('/gallery');
    await defined(page, 'site-enquiry-modal');
    await page.clock.runFor(ENQUIRY_MODAL_DELAY_MS * 2);
    await expect(page.getByRole('dialog', { name: 'Free Enquiry' })).toBeHidden();
  });

  test('Escape closes it, focus returns, and the page behind does not scroll', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await defined(page, 'site-enquiry-modal');
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(TYPEWRITER_PHRASES.map((phrase) => `${phrase}.`).join(' '));
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
  const testimonialCount = contentList('testimonials').length;
  type Card = { index: number; x: number; y: number; width: number; height: number; highlighted: boolean };
  /** The cards a visitor sees whole in the carousel's frame, top to bottom and left to right, placed within the frame. */
  const seenCards = (page: import('@playwright/test').Page): Promise<Card[]> =>
    page.locator('.testimonial-carousel .swiper').evaluate((frame) => {
      const f = frame.getBoundingClientRect();
      return [...frame.querySelectorAll<HTMLElement>('[data-testimonial]')]
        .map((slide) => ({ slide, box: slide.getBoundingClientRect() }))
        .filter(
          ({ box }) =>
            box.width > 0 && box.left >= f.left - 1 && box.right <= f.right + 1 && box.top >= f.top - 1 && box.bottom <= f.bottom + 1,
        )
        .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)
        .map(({ slide, box }) => ({
          index: Number(slide.dataset.testimonial),
          // (+ 0: no -0 from a card a fraction of a pixel above the frame.)
          x: Math.round(box.left - f.left) + 0,
          y: Math.round(box.top - f.top) + 0,
          width: Math.round(box.width),
          height: Math.round(box.height),
          highlighted: slide.getAttribute('aria-current') === 'true',
        }));
    });
  const frameBox = async (page: import('@playwright/test').Page) => (await page.locator('.testimonial-carousel .swiper').boundingBox())!;
  /** Three cards in view, the middle one highlighted. */
  const expectThreeMiddleHighlighted = (cards: Card[]) => {
    expect(cards).toHaveLength(TESTIMONIALS.slidesPerView);
    expect(cards.map((c) => c.highlighted)).toEqual([false, true, false]);
  };
  /**
   * From now on, the carousel's next slide movement is held still as it starts (the browser runs CSS transitions
   * on its own clock, not the page's), so the test can look at it at any moment of its course.
   */
  const holdNextSlide = (page: import('@playwright/test').Page) =>
    page.locator('.testimonial-carousel .swiper-wrapper').evaluate((wrapper) => {
      const held = window as unknown as { heldSlide?: Animation };
      delete held.heldSlide;
      wrapper.addEventListener('transitionrun', function hold(event) {
        if (event.target !== wrapper || (event as TransitionEvent).propertyName !== 'transform') return;
        wrapper.removeEventListener('transitionrun', hold);
        const [slide] = wrapper.getAnimations();
        slide.pause();
        slide.currentTime = 0;
        held.heldSlide = slide;
      });
    });
  const heldSlide = (page: import('@playwright/test').Page) =>
    page.evaluate(() => {
      const slide = (window as unknown as { heldSlide?: Animation }).heldSlide;
      return slide ? Number(slide.effect!.getComputedTiming().duration) : null;
    });
  const moveHeldSlideTo = (page: import('@playwright/test').Page, ms: number) =>
    page.evaluate((at) => {
      (window as unknown as { heldSlide: Animation }).heldSlide.currentTime = at;
    }, ms);

  test('wide screens: three cards stacked, the middle one highlighted; every 2500 ms an 800 ms slide up by one card, round all of them; hover does not pause it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await freezeClock(page);
    await page.goto('/about');
    await page.locator('[data-testimonials]').scrollIntoViewIfNeeded();
    await hydrated(page, 'TestimonialCarousel', { clock: true });
    await expect(page.locator('.swiper-pagination, .swiper-button-next, .swiper-button-prev')).toHaveCount(0);

    let cards = await seenCards(page);
    expectThreeMiddleHighlighted(cards);
    // One above the other, the full width of the frame.
    expect(new Set(cards.map((c) => c.x))).toEqual(new Set([0]));
    expect(cards[0].y).toBeLessThan(cards[1].y);
    expect(cards[1].y).toBeLessThan(cards[2].y);
    expect(cards[0].width).toBe(Math.round((await frameBox(page)).width));

    const start = cards.map((c) => c.index);
    const seen = new Set(start);
    await page.locator('.testimonial-carousel').hover();
    for (let turn = 1; turn <= testimonialCount; turn++) {
      const before = cards;
      await page.clock.runFor(TESTIMONIALS.autoplayMs - 100);
      await settle(page);
      expect(await seenCards(page), `turn ${turn}: nothing moves before ${TESTIMONIALS.autoplayMs} ms`).toEqual(before);

      await holdNextSlide(page);
      await page.clock.runFor(100);
      await expect
        .poll(
          () => heldSlide(page),
          `turn ${turn}: a slide starts at ${TESTIMONIALS.autoplayMs} ms, and takes ${TESTIMONIALS.transitionMs} ms`,
        )
        .toBe(TESTIMONIALS.transitionMs);
      // Halfway through, the cards are on their way up: the top one is leaving the frame, not yet gone.
      await moveHeldSlideTo(page, TESTIMONIALS.transitionMs / 2);
      const top = page.locator(`.testimonial-carousel [data-testimonial="${before[0].index}"]`);
      const frame = await frameBox(page);
      const leaving = (await top.boundingBox())!;
      expect(leaving.y).toBeLessThan(frame.y - 1);
      expect(leaving.y + leaving.height).toBeGreaterThan(frame.y + 1);

      await endSlide(page);
      await settle(page);
      cards = await seenCards(page);
      // Moved up by one card: the middle one is now on top, the bottom one in the middle, highlighted.
      expectThreeMiddleHighlighted(cards);
      expect(cards.slice(0, 2).map((c) => c.index)).toEqual(before.slice(1).map((c) => c.index));
      expect(cards.map((c) => c.y)).toEqual(before.map((c) => c.y));
      cards.forEach((c) => seen.add(c.index));
    }
    // Round all of them and back to where it started.
    expect(seen.size).toBe(testimonialCount);
    expect(cards.map((c) => c.index)).toEqual(start);
  });

  test('1024 px: three cards side by side; 640 px: one card, centred with 20 px either side', async ({ page }) => {
    await page.setViewportSize({ width: TESTIMONIALS.tabletMaxWidth, height: 900 });
    await page.goto('/about');
    await page.locator('[data-testimonials]').scrollIntoViewIfNeeded();
    await hydrated(page, 'TestimonialCarousel');
    await expect.poll(async () => (await seenCards(page)).length).toBe(TESTIMONIALS.slidesPerView);
    const row = await seenCards(page);
    expectThreeMiddleHighlighted(row);
    expect(new Set(row.map((c) => c.y))).toEqual(new Set([0]));
    expect(row[0].x).toBeLessThan(row[1].x);
    expect(row[1].x).toBeLessThan(row[2].x);

    await page.setViewportSize({ width: TESTIMONIALS.phoneMaxWidth, height: 900 });
    await expect.poll(async () => (await seenCards(page)).length).toBe(1);
    const [card] = await seenCards(page);
    const frame = await frameBox(page);
    expect(card.x).toBe(TESTIMONIALS.phonePaddingPx);
    expect(Math.round(frame.width) - (card.x + card.width)).toBe(TESTIMONIALS.phonePaddingPx);
  });

  test('the pause control stops it where it is', async ({ page }) => {
    // A window tall enough to show the carousel with the top bar and its pause control (scrolled down, the bar hides).
    await page.setViewportSize({ width: 1366, height: 4400 });
    await freezeClock(page);
    await page.goto('/about');
    await expect(page.locator('.testimonial-carousel')).toBeInViewport();
    await hydrated(page, 'TestimonialCarousel', { clock: true });
    const highlighted = () => page.locator('[data-testimonial][aria-current="true"]').getAttribute('data-testimonial');
    /** A turn of the page's clock, and the slide it started (if any) run to its end: Swiper waits for it before the next. */
    const turn = async () => {
      await page.clock.runFor(TESTIMONIALS.autoplayMs);
      await page.locator('.testimonial-carousel .swiper-wrapper').evaluate((wrapper) => wrapper.getAnimations().forEach((a) => a.finish()));
      await settle(page);
    };
    const first = await highlighted();
    await turn();
    await expect.poll(highlighted).not.toBe(first);
    await page.getByRole('button', { name: 'Pause animations' }).click();
    const paused = await highlighted();
    for (let i = 0; i < 3; i++) {
      await turn();
      expect(await highlighted()).toBe(paused);
    }
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
