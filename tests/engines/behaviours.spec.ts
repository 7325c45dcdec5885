/**
 * Nine behaviours a visitor notices first, in Chromium, Firefox and WebKit (Safari's engine, and every iPhone
 * browser's): issue 52 found two that worked in the first two and not in WebKit. Timed ones are watched in real
 * time, in the page's own clock, with bounds wide enough for a busy machine; each says what it tells apart. They are
 * watched on a slow visit (the hero picture HERO_HELD_MS late, so the load event comes seconds after the first
 * paint, as on a phone's slow network): on this local server the load event otherwise follows the first paint at
 * once, and WebKit's old wait for it (the shared scripts asked for 20 frames after load) passed unseen.
 */
import { ENQUIRY_MODAL_DELAY_MS } from '../../src/inline/enquiryMoment';
import { LOCATIONS_PAGE_SIZE, TESTIMONIALS, TYPEWRITER } from '../../src/lib/constants';
import { examples, site } from '../../src/site.config';
import { expect, HERO_HELD_MS, test, type Visitor } from './visitor';

/** Waits in the page until `ms` after its first paint (its own clock). */
const untilAfterFirstPaint = (visitor: Visitor, ms: number) =>
  visitor.run(
    (after) =>
      new Promise<void>((resolve) => {
        const wait = () => {
          const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          if (painted === undefined) setTimeout(wait, 20);
          else setTimeout(resolve, Math.max(0, painted + after - performance.now()));
        };
        wait();
      }),
    ms,
  );

/** Waits in the page for its load event. */
const untilLoaded = (visitor: Visitor) =>
  visitor.run(
    () =>
      new Promise<void>((resolve) =>
        document.readyState === 'complete' ? resolve() : addEventListener('load', () => resolve(), { once: true }),
      ),
    null,
  );

/** Where the page is, and whether an enquiry field is shown: in the dialog, or on the enquiry page. */
const enquiryShown = (visitor: Visitor) =>
  visitor.run(
    () => ({
      path: location.pathname,
      dialogOpen: document.querySelector('site-enquiry-modal dialog')?.hasAttribute('open') ?? false,
      fieldShown: [...document.querySelectorAll('site-relay-form input[name="phone"]')].some(
        (field) => (field as HTMLElement).offsetParent !== null && (!field.closest('dialog') || field.closest('dialog')!.open),
      ),
    }),
    null,
  );

test('"Free Enquiry" pressed soon after the page is shown, on a slow network, shows the enquiry form at once: in the dialog, or on the enquiry page', async ({
  visitor,
}) => {
  await visitor.open('/about', { slowHero: true });
  // When the issue found an empty dialog in WebKit, 1.5 s in: here long before the page's load event.
  await untilAfterFirstPaint(visitor, 1500);
  await visitor.press('header a[data-enquiry-link]');
  // A dialog is never open without its form; a press never waits with nothing shown (it did for up to 3 s).
  await expect.poll(() => enquiryShown(visitor), { timeout: 2000, intervals: [50] }).toEqual(expect.objectContaining({ fieldShown: true }));
  const { path, dialogOpen } = await enquiryShown(visitor);
  expect(path).toBe(dialogOpen ? '/about' : '/enquiry');
});

/**
 * What the shared scripts and the headline's island may take to start on a busy machine, after the moment each waits
 * for: a frame, their fetch from this machine, their start (0.3–0.8 s here, 1.3 s at most with the other core busy).
 */
const START_MARGIN_MS = 1500;

/**
 * The headline's island starts once the page has loaded, in every engine (`client:afterload`,
 * src/directives/afterLoad.ts: the hero picture and the font get the connection first), showing its first phrase
 * whole until then: on a slow network its first step (the pause) is timed from the load event.
 */
test('on a slow network, the headline moves on within its first step (its pause) and a margin after the page has loaded', async ({
  visitor,
}) => {
  await visitor.open('/', { slowHero: true });
  const watched = await visitor.run(async (giveUpMs) => {
    const typed = () => document.querySelector('h1 [data-typewriter]')?.textContent;
    const first = typed();
    const until = performance.now() + giveUpMs;
    while (typed() === first && performance.now() < until) await new Promise((r) => setTimeout(r, 20));
    const { loadEventStart } = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      movedAt: typed() === first ? null : performance.now(),
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
      loaded: loadEventStart,
    };
  }, HERO_HELD_MS + 10_000);
  // The visit is slow: the page was shown seconds before it loaded.
  expect(watched.loaded - watched.firstPaint, 'ms from the first paint to the load event').toBeGreaterThan(HERO_HELD_MS - 1000);
  expect(watched.movedAt, 'the headline moved on').not.toBeNull();
  expect(watched.movedAt! - watched.loaded, 'ms after the load event').toBeLessThanOrEqual(TYPEWRITER.pauseMs + START_MARGIN_MS);
});

/**
 * The dialog's script is one of the shared scripts, which the site asks for once the first screen is drawn
 * (src/inline/sharedScriptLoader.ts), and engines tell that differently. WebKit reports no largest paint, and the
 * site asks right after the first paint: the dialog opens at its moment, long before a slow page has loaded (before
 * issue 52 the scripts came 20 frames after the load event, and the dialog then). Chromium and Firefox report the
 * hero picture's largest paint, and the site waits for that report (asking earlier would slow the largest paint in
 * Lighthouse's model on 3G): on a slow network the dialog opens at its moment or once the late hero is shown,
 * whichever comes later.
 */
test('on a slow network, the enquiry dialog opens by itself 4 s after the page started (or once its hero is shown, where the site waits for that), with its form, once a visit, and its X closes it', async ({
  visitor,
}) => {
  await visitor.open('/about', { dialogSeen: false, slowHero: true });
  const watched = await visitor.run(async (giveUpMs) => {
    const open = () => document.querySelector('site-enquiry-modal dialog')?.hasAttribute('open');
    while (!open() && performance.now() < giveUpMs) await new Promise((r) => setTimeout(r, 20));
    const openedAt = open() ? performance.now() : null;
    const hero = document.querySelector('img[fetchpriority="high"]');
    const heroPainted = !PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
      ? null
      : await new Promise<number | null>((resolve) => {
          new PerformanceObserver((list) => {
            const paint = list.getEntries().find((entry) => (entry as PerformanceEntry & { element?: Element }).element === hero);
            if (paint) resolve(paint.startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(null), 500);
        });
    return { openedAt, heroPainted };
  }, HERO_HELD_MS + 5000);
  const reportsLargestPaint = visitor.engine !== 'webkit';
  expect(watched.heroPainted === null, 'no report of the hero as the largest paint').toBe(!reportsLargestPaint);
  expect(watched.openedAt, 'opened (ms after the page started)').not.toBeNull();
  expect(watched.openedAt!).toBeGreaterThanOrEqual(ENQUIRY_MODAL_DELAY_MS);
  expect(watched.openedAt!, 'ms after the page started').toBeLessThanOrEqual(
    Math.max(ENQUIRY_MODAL_DELAY_MS, watched.heroPainted ?? 0) + START_MARGIN_MS,
  );
  // Never a dialog without its form.
  expect(await enquiryShown(visitor)).toEqual({ path: '/about', dialogOpen: true, fieldShown: true });
  await visitor.press('site-enquiry-modal dialog form[method="dialog"] button');
  await expect.poll(() => enquiryShown(visitor)).toEqual(expect.objectContaining({ dialogOpen: false }));

  // The next page of the same visit: the moment has passed, and the dialog stays shut.
  await visitor.next('/faq');
  await visitor.run(async (until) => {
    while (performance.now() < until) await new Promise((r) => setTimeout(r, 50));
  }, ENQUIRY_MODAL_DELAY_MS + 1500);
  expect(await enquiryShown(visitor)).toEqual(expect.objectContaining({ dialogOpen: false }));
});

test('on a slow network, the testimonials carousel moves on by itself soon after the page has loaded', async ({ visitor }) => {
  await visitor.open('/about', { slowHero: true });
  await untilLoaded(visitor);
  await visitor.run(() => document.querySelector('[data-testimonials]')!.scrollIntoView({ block: 'center' }), null);
  const offset = () =>
    visitor.run(() => document.querySelector<HTMLElement>('.testimonial-carousel .swiper-wrapper')?.style.transform ?? '', null);
  const first = await offset();
  await expect.poll(offset, { timeout: TESTIMONIALS.autoplayMs + TESTIMONIALS.transitionMs + 5000, intervals: [100] }).not.toBe(first);
});

test('on a phone, the menu opens and shows the pages', async ({ visitor }) => {
  await visitor.resize({ width: 390, height: 844 });
  await visitor.open('/about');
  await visitor.press('[data-mobile-menu] > summary');
  const shown = await visitor.run(
    () =>
      [...document.querySelectorAll<HTMLAnchorElement>('[data-mobile-menu] nav a')]
        .filter((link) => link.offsetParent !== null)
        .map((link) => link.pathname),
    null,
  );
  expect(shown).toEqual(expect.arrayContaining(['/', '/about', '/contact']));
});

test('an FAQ answer folds open when its question is pressed, and shut again', async ({ visitor }) => {
  await visitor.open('/faq');
  const answerShown = () =>
    visitor.run(() => {
      const item = document.querySelector('details.faq-item')!;
      return item.hasAttribute('open') && item.querySelector(':scope > :not(summary)')!.checkVisibility();
    }, null);
  expect(await answerShown()).toBe(false);
  await visitor.press('details.faq-item > summary');
  await expect.poll(answerShown).toBe(true);
  await visitor.press('details.faq-item > summary');
  await expect.poll(answerShown).toBe(false);
});

test('on a slow network, a gallery picture pressed soon after the page is shown opens in the viewer, which its X closes', async ({
  visitor,
}) => {
  await visitor.open('/gallery', { slowHero: true });
  await untilAfterFirstPaint(visitor, 1500);
  await visitor.press('[data-gallery] li:nth-child(3) a');
  const viewer = () =>
    visitor.run(
      () => ({
        path: location.pathname,
        open: document.querySelector('dialog.lightbox')?.hasAttribute('open') ?? false,
        position: document.querySelector('[data-lightbox-position]')?.textContent?.trim(),
      }),
      null,
    );
  await expect.poll(viewer, { timeout: 10_000 }).toEqual({ path: '/gallery', open: true, position: expect.stringMatching(/^3 \/ \d+$/) });
  await visitor.press('dialog.lightbox button');
  await expect.poll(viewer).toEqual(expect.objectContaining({ open: false }));
});

test('Load More shows the next places', async ({ visitor }) => {
  await visitor.open('/locations');
  const shown = () =>
    visitor.run(
      () =>
        [...document.querySelectorAll<HTMLElement>('#all-locations .reveal-list > ul > li')].filter((card) => card.offsetParent !== null)
          .length,
      null,
    );
  expect(await shown()).toBe(LOCATIONS_PAGE_SIZE);
  await visitor.press('#all-locations .reveal-list button');
  await expect.poll(shown).toBe(2 * LOCATIONS_PAGE_SIZE);
});

test("on a phone, the first screen has a call link to the company's mobile that a thumb can hit (the example number as text while it is one)", async ({
  visitor,
}) => {
  await visitor.resize({ width: 390, height: 844 });
  await visitor.open('/about');
  // What the header shows that stays still (the top bar's number slides past in its marquee), on the first screen.
  const shown = await visitor.run(
    () =>
      [...document.querySelectorAll<HTMLElement>('header a[href^="tel:"], header [data-example="mobile"]')]
        .filter((item) => item.offsetParent !== null && !item.closest('.marquee'))
        .map((item) => {
          const box = item.getBoundingClientRect();
          return { href: item.getAttribute('href'), width: box.width, height: box.height, bottom: box.bottom, screen: innerHeight };
        }),
    null,
  );
  expect(shown).toHaveLength(1);
  const [call] = shown;
  expect(call.bottom).toBeLessThanOrEqual(call.screen);
  if (examples.mobile) {
    // A preview: the example number is never a link that would ring someone.
    expect(call.href).toBeNull();
    return;
  }
  expect(call.href).toBe(`tel:+${site.phones.mobile.digits}`);
  expect(Math.min(call.width, call.height)).toBeGreaterThanOrEqual(44);
});
