import {
  BRANCH_BAR_HEIGHT_PX,
  BRANCH_MARQUEE_S,
  HERO_ROTATE_MS,
  PARTNER_MARQUEE_S,
  TOP_MARQUEE_S,
  VISITOR_COUNT_SEED,
} from '../spec/constants';
import { VISITOR_COUNT_KEY } from '../../src/inline/visitorCounter';
import { examples, phoneText, site } from '../../src/site.config';
import { englishText } from '../support/interfaceText';
import { allPaths, defined, expect, freezeClock, hydrated, test } from './fixtures';

const english = englishText();

test.describe('load more', () => {
  test('services: 6 of 9 until Load More Services, then all 9 and the button goes away', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('section:has(#services-title) .reveal-list > ul > li');
    await expect(cards.filter({ visible: true })).toHaveCount(6);
    const button = page.getByRole('button', { name: 'Load More Services' });
    await button.click();
    await expect(cards.filter({ visible: true })).toHaveCount(9);
    await expect(button).toHaveCount(0);
    await expect(cards.nth(6).getByRole('link')).toBeFocused();
  });

  test('locations: 9, then +9 per click, and the button disappears at 35; all 35 are links in the HTML', async ({ page, request }) => {
    const html = await (await request.get('/locations')).text();
    expect(html.match(/href="\/locations\/[a-z-]+"/g)?.length).toBeGreaterThanOrEqual(35);
    await page.goto('/locations');
    const cards = page.locator('#all-locations .reveal-list > ul > li');
    await expect(cards.filter({ visible: true })).toHaveCount(9);
    const button = page.getByRole('button', { name: 'Load More' });
    for (const expected of [18, 27, 35]) {
      await button.click();
      await expect(cards.filter({ visible: true })).toHaveCount(expected);
    }
    await expect(button).toHaveCount(0);
  });
});

test.describe('controls that work from the first tap', () => {
  /** Loads a page with every script bundle of the site held back, as on a slow connection. */
  async function withScriptsHeld(page: import('@playwright/test').Page, path: string) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/*.js', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto(path, { waitUntil: 'commit' });
    return release;
  }

  test('a gallery picture pressed before any bundle has loaded opens the viewer once its code comes, not the bare picture', async ({
    page,
  }) => {
    const release = await withScriptsHeld(page, '/gallery');
    await page.waitForLoadState('domcontentloaded');
    const picture = page.locator('[data-gallery] a').nth(2);
    await picture.click();
    release();
    const viewer = page.getByRole('dialog', { name: 'Picture viewer' });
    await expect(viewer).toBeVisible();
    await expect(viewer.locator('[data-lightbox-position]')).toHaveText('3 / 28');
    expect(new URL(page.url()).pathname).toBe('/gallery');
  });

  test('"Free Enquiry" pressed before the dialog\'s form has come leads to the enquiry page at once, never to an empty dialog', async ({
    page,
  }) => {
    // The shared scripts are there, the dialog's file is not (as on a slow link, or in an engine that asks for it
    // later); time stands still, so nothing that waits for it can come to the rescue.
    await freezeClock(page);
    await page.route('**/_astro/enquiry-dialog.*', () => undefined);
    await page.goto('/about');
    await defined(page, 'site-enquiry-modal');
    await page.getByRole('banner').getByRole('link', { name: 'Free Enquiry' }).click();
    await expect(page).toHaveURL(/\/enquiry$/);
    await expect(page.getByRole('main').getByLabel('Moving to')).toBeVisible();
  });

  test('both Load More buttons work as soon as they show, before any bundle has loaded', async ({ page }) => {
    const release = await withScriptsHeld(page, '/');
    const services = page.locator('section:has(#services-title) .reveal-list > ul > li');
    await page.getByRole('button', { name: 'Load More Services' }).click();
    await expect(services.filter({ visible: true })).toHaveCount(9);
    release();

    const releaseLocations = await withScriptsHeld(page, '/locations');
    const locations = page.locator('#all-locations .reveal-list > ul > li');
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(locations.filter({ visible: true })).toHaveCount(18);
    releaseLocations();
  });

  test('the estimator is not offered as usable before its code is there, then works', async ({ page }) => {
    const release = await withScriptsHeld(page, '/locations/goa');
    const what = page.locator('.estimator').getByLabel('What are you moving?');
    await expect(what).toBeDisabled();
    // Its answer for the page's own route is already there to read.
    await expect(page.locator('.estimator')).toContainText('about 450 km');
    release();
    await what.scrollIntoViewIfNeeded();
    await expect(what).toBeEnabled();
  });

  test("the estimator waits for its language's shared data, tries again when it fails, then works", async ({ page }) => {
    // The places, rates and words are one file per language, not in each page (src/islands/hooks/useShared.ts).
    await page.clock.install();
    let tries = 0;
    await page.route('**/_astro/CostEstimateForm.*.json', (route) => (++tries === 1 ? route.abort('connectionreset') : route.continue()));
    await page.goto('/locations/goa');
    const estimator = page.locator('.estimator');
    const what = estimator.getByLabel('What are you moving?');
    await what.scrollIntoViewIfNeeded();
    await expect.poll(() => tries).toBe(1);
    // The connection dropped: the server's answer stays readable and the controls stay disabled.
    await expect(estimator).toContainText('about 450 km');
    await expect(what).toBeDisabled();
    await page.clock.runFor(1000);
    await expect(what).toBeEnabled();
    expect(tries).toBe(2);
    const answer = estimator.locator('[aria-live]');
    const before = await answer.textContent();
    await what.selectOption({ label: 'Bike' });
    await expect(answer).not.toHaveText(before!);
    await expect(answer).toContainText('₹');
  });

  test("the estimator's data gone from the host (a page left open across a deploy) is asked for once", async ({ page }) => {
    await page.clock.install();
    let tries = 0;
    await page.route('**/_astro/CostEstimateForm.*.json', (route) => (tries++, route.fulfill({ status: 404, body: 'Not found' })));
    await page.goto('/locations/goa');
    const estimator = page.locator('.estimator');
    const what = estimator.getByLabel('What are you moving?');
    await what.scrollIntoViewIfNeeded();
    await expect.poll(() => tries).toBe(1);
    await page.clock.runFor(60_000);
    // The server's answer and its quote link stay; nothing more is fetched.
    await expect(estimator).toContainText('about 450 km');
    await expect(what).toBeDisabled();
    expect(tries).toBe(1);
  });

  test('the pause control shows the right label from the first paint and works before any bundle has loaded', async ({ page }) => {
    const release = await withScriptsHeld(page, '/');
    const pause = page.getByRole('button', { name: 'Pause animations' });
    await pause.click();
    const play = page.getByRole('button', { name: 'Play animations' });
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'paused');
    release();
    // The next page, also before its scripts: the label already says what a press will do.
    const releaseNext = await withScriptsHeld(page, '/about');
    await expect(page.getByRole('button', { name: 'Play animations' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play animations' })).toHaveAttribute('aria-pressed', 'true');
    releaseNext();
  });
});

test.describe('gallery lightbox', () => {
  test('opens at the clicked image; buttons and arrow keys wrap; Escape and X close; focus returns', async ({ page }) => {
    await page.goto('/gallery');
    // The gallery's code is fetched when the visitor reaches for a picture; the first click waits for it.
    await expect(page.locator('astro-island[component-url*="/Lightbox."]')).toHaveAttribute('ssr');
    const links = page.locator('[data-gallery] a');
    const viewer = page.getByRole('dialog', { name: 'Picture viewer' });
    const position = viewer.locator('[data-lightbox-position]');

    await links.nth(27).click();
    await expect(viewer).toBeVisible();
    await expect(position).toHaveText('28 / 28');
    await expect(viewer.getByRole('img')).toHaveAttribute('alt', (await links.nth(27).locator('img').getAttribute('alt'))!);
    await viewer.getByRole('button', { name: 'Next picture' }).click();
    await expect(position).toHaveText('1 / 28');
    await viewer.getByRole('button', { name: 'Previous picture' }).click();
    await expect(position).toHaveText('28 / 28');
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText('1 / 28');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(position).toHaveText('27 / 28');
    // Focus stays inside while open.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await viewer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(links.nth(27)).toBeFocused();
    // Keys do nothing while closed.
    await page.keyboard.press('ArrowRight');
    await expect(viewer).toBeHidden();

    await links.nth(0).click();
    await expect(position).toHaveText('1 / 28');
    await page.keyboard.press('ArrowLeft');
    await expect(position).toHaveText('28 / 28');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
    await expect(links.nth(0)).toBeFocused();
  });
});

test.describe('scroll-driven bars', () => {
  test('the top bar hides after scrolling down past 50 px and returns on scroll up; the branch bar follows the last scroll', async ({
    page,
  }) => {
    await page.goto('/about');
    const topBar = page.locator('[data-top-bar]');
    const branches = page.locator('[data-branches-bar]');
    await expect(topBar).toBeVisible();
    await expect(branches).toBeHidden();

    await page.mouse.wheel(0, 40);
    await expect(branches).toBeVisible();
    await expect(branches).toBeInViewport();
    await expect(topBar).toBeVisible();

    await page.mouse.wheel(0, 300);
    await expect(topBar).toBeHidden();
    await expect(topBar).not.toBeInViewport();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();

    await page.mouse.wheel(0, -100);
    await expect(topBar).toBeVisible();
    await expect(topBar).toBeInViewport();
    await expect(branches).toBeHidden();
    await page.mouse.wheel(0, 10);
    await expect(branches).toBeVisible();
    expect((await branches.boundingBox())!.height).toBe(BRANCH_BAR_HEIGHT_PX);
    // Its marquee rests while the bar is tucked away and runs while it is shown.
    const playState = () => branches.locator('.marquee-track').evaluate((el) => getComputedStyle(el).animationPlayState);
    await expect.poll(playState).toBe('running');
    await page.mouse.wheel(0, -200);
    await expect(branches).toBeHidden();
    await expect.poll(playState).toBe('paused');
  });
});

/** The partner strip's marquee (home page). */
const partnerMarquee = (page: import('@playwright/test').Page) => page.locator('.partner-strip [data-marquee]');

test.describe('marquees', () => {
  const duration = (page: import('@playwright/test').Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el.querySelector('.marquee-track')!).animationDuration);

  test('desktop: top 25 s, branches 70 s, partners 20 s; pausing on hover', async ({ page }) => {
    await page.goto('/');
    expect(await duration(page, '[data-top-bar] [data-marquee]')).toBe(`${TOP_MARQUEE_S}s`);
    expect(await duration(page, '[data-branches-bar] [data-marquee]')).toBe(`${BRANCH_MARQUEE_S.desktop}s`);
    const partners = partnerMarquee(page);
    expect(await partners.evaluate((el) => getComputedStyle(el.querySelector('.marquee-track')!).animationDuration)).toBe(
      `${PARTNER_MARQUEE_S.desktop}s`,
    );
    await partners.hover();
    expect(await partners.evaluate((el) => getComputedStyle(el.querySelector('.marquee-track')!).animationPlayState)).toBe('paused');
  });

  test('under 768 px: branches 55 s, partners 12 s', async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 800 });
    await page.goto('/');
    expect(await duration(page, '[data-branches-bar] [data-marquee]')).toBe(`${BRANCH_MARQUEE_S.mobile}s`);
    const partners = partnerMarquee(page);
    expect(await partners.evaluate((el) => getComputedStyle(el.querySelector('.marquee-track')!).animationDuration)).toBe(
      `${PARTNER_MARQUEE_S.mobile}s`,
    );
  });
});

test.describe('motion for everyone', () => {
  test('the pause control stops every marquee and is remembered for the session', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Pause animations' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Play animations' })).toHaveAttribute('aria-pressed', 'true');
    // The top bar and partner strip; the branch bar's marquee has its own rule (it rests while hidden).
    const states = () =>
      page.$$eval('[data-top-bar] .marquee-track, .partner-strip .marquee-track', (els) => [
        ...new Set(els.map((el) => getComputedStyle(el).animationPlayState)),
      ]);
    expect(await states()).toEqual(['paused']);
    await page.goto('/services');
    expect(await states()).toEqual(['paused']);
    await page.getByRole('button', { name: 'Play animations' }).click();
    expect(await states()).toEqual(['running']);
  });

  test('the pause control also freezes the hero and the typewriter', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await hydrated(page, 'Typewriter', { clock: true });
    await hydrated(page, 'HeroRotator', { clock: true });
    // Paused mid-rotation, the hero goes back to its first picture instead of leaving an empty frame.
    await page.clock.runFor(HERO_ROTATE_MS);
    await expect(page.locator('[data-hero-slide]')).toHaveAttribute('data-hero-slide', '1');
    await page.getByRole('button', { name: 'Pause animations' }).click();
    await page.clock.runFor(20_000);
    await expect(page.locator('h1 [data-typewriter]')).toHaveText('Trusted Packers & Movers');
    await expect(page.locator('[data-hero-slide]')).toHaveAttribute('data-hero-slide', '0');
    await expect(page.locator('[data-hero-slide] > .opacity-100 img')).toBeVisible();
  });

  test.describe('with prefers-reduced-motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('nothing moves, and the content stays readable', async ({ page }) => {
      await freezeClock(page);
      await page.goto('/');
      await hydrated(page, 'Typewriter', { clock: true });
      await page.clock.runFor(12_000);
      await expect(page.locator('h1 [data-typewriter]')).toHaveText('Trusted Packers & Movers');
      await expect(page.locator('[data-hero-slide]')).toHaveAttribute('data-hero-slide', '0');
      const animations = await page.$$eval('.marquee-track', (els) => els.map((el) => getComputedStyle(el).animationName));
      expect(new Set(animations)).toEqual(new Set(['none']));
      // The partner logos wrap onto more lines, each in view: a row without links could not be scrolled by keyboard.
      const partners = partnerMarquee(page);
      expect(await partners.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const logos = partners.locator('ul:not([aria-hidden]) > li');
      expect(await logos.count()).toBeGreaterThan(3);
      for (const logo of await logos.all()) {
        const box = await logo.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      }
    });
  });
});

test.describe('footer', () => {
  test('animates in once 20% of it is visible', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.locator('[data-footer]');
    await expect(footer).toHaveAttribute('data-reveal', 'pending');
    await footer.evaluate((el: HTMLElement) => window.scrollTo(0, el.offsetTop - window.innerHeight + el.offsetHeight * 0.1));
    // Two frames: long enough for the observer to report, so a wrong threshold would show here.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect(footer).toHaveAttribute('data-reveal', 'pending');
    await footer.evaluate((el: HTMLElement) => window.scrollTo(0, el.offsetTop - window.innerHeight + el.offsetHeight * 0.3));
    await expect(footer).toHaveAttribute('data-reveal', 'shown');
  });

  test('on a busy page, where the browser reports several moments at once, reaching it still draws it in and loads the translator', async ({
    page,
  }) => {
    // Each report the page's observers get starts with an older moment when nothing was on screen, as a page busy for
    // a few frames gets them: only the newest says the footer is there.
    await page.addInitScript(() => {
      const Native = window.IntersectionObserver;
      window.IntersectionObserver = class extends Native {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          const older = (entry: IntersectionObserverEntry) =>
            ({
              ...entry,
              target: entry.target,
              isIntersecting: false,
              intersectionRatio: 0,
              time: entry.time - 16,
            }) as IntersectionObserverEntry;
          super((entries, observer) => callback([...entries.map(older), ...entries], observer), options);
        }
      };
    });
    let translatorAsked = false;
    page.on('request', (request) => {
      if (request.url() === site.translatorScript) translatorAsked = true;
    });
    await page.goto('/contact');
    const footer = page.locator('[data-footer]');
    await expect(footer).toHaveAttribute('data-reveal', 'pending');
    await footer.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
    await expect(footer).toHaveAttribute('data-reveal', 'shown');
    await expect.poll(() => translatorAsked).toBe(true);
  });

  test('its links stay where they are while it animates in, so a click made then lands on its link', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.locator('[data-footer]');
    await expect(footer).toHaveAttribute('data-reveal', 'pending');
    const link = footer.getByRole('link', { name: 'Privacy notice' });
    // Where the link is when it is scrolled to (still waiting for its entrance), as the entrance starts, and once it has ended.
    const tops = await link.evaluate(async (el) => {
      const top = () => Math.round(el.getBoundingClientRect().top + window.scrollY);
      const entrance = (type: string) => new Promise((resolve) => el.closest('footer')!.addEventListener(type, resolve, { once: true }));
      const started = entrance('transitionstart');
      const ended = entrance('transitionend');
      el.scrollIntoView({ block: 'center', behavior: 'instant' });
      const atScroll = top();
      await started;
      const atStart = top();
      await ended;
      return [atScroll, atStart, top()];
    });
    expect(new Set(tops).size, `top of the link: ${tops.join(', ')}`).toBe(1);
    await link.click();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test('the visitor counter starts at 8798 and goes up by exactly 1 per page load', async ({ page }) => {
    // Every page load counts, seen or not; the number is drawn when the footer comes into view.
    const counter = page.locator('[data-visitor-count]');
    const seeFooter = async () => {
      await counter.scrollIntoViewIfNeeded();
      await hydrated(page, 'VisitorCounter');
    };
    await page.goto('/');
    await seeFooter();
    await expect(counter).toHaveText(String(VISITOR_COUNT_SEED));
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), VISITOR_COUNT_KEY)).toBe(String(VISITOR_COUNT_SEED));
    await page.goto('/services');
    await page.goto('/about');
    await seeFooter();
    await expect(counter).toHaveText(String(VISITOR_COUNT_SEED + 2));
    await page.reload();
    await seeFooter();
    await expect(counter).toHaveText(String(VISITOR_COUNT_SEED + 3));
    expect(await page.evaluate((key) => localStorage.getItem(key), VISITOR_COUNT_KEY)).toBe(String(VISITOR_COUNT_SEED + 3));
  });

  test('blocked storage shows the seed and no error', async ({ page, pageErrors }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    await page.goto('/');
    await page.locator('[data-visitor-count]').scrollIntoViewIfNeeded();
    await hydrated(page, 'VisitorCounter');
    await expect(page.locator('[data-visitor-count]')).toHaveText(String(VISITOR_COUNT_SEED));
    expect(pageErrors).toEqual([]);
  });

  test('the translator loads only when the footer is near and the page idle, and leaves no gap when blocked', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('translate')) requested.push(r.url());
    });
    await page.goto('/');
    await expect(page.locator('script[src*="translate"]')).toHaveCount(0);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => requested.length).toBe(1);
    expect(requested[0]).toContain('translate_a/element.js');
    // The test server answered with an empty script, so no widget appeared: nothing shows, and no gap.
    await expect(page.getByText('Read this page in your language')).toBeHidden();
    expect((await page.locator('site-page-translator').boundingBox())?.height).toBe(0);
  });
});

test.describe('floating contact and mobile menu', () => {
  test('the floating button expands and collapses; an example number or mailbox in it is text marked so, not a link', async ({ page }) => {
    await page.goto('/');
    const menu = page.locator('[data-floating-contact] > ul');
    await expect(menu).toBeHidden();
    await page.locator('[data-floating-contact] > summary').click();
    await expect(menu).toBeVisible();
    // The live site's call, WhatsApp and e-mail links: tests/e2e/live-contacts.spec.ts.
    const calls = menu.locator('a[href^="tel:"], a[href*="wa.me"]');
    const mails = menu.locator('a[href^="mailto:"]');
    await expect(calls).toHaveCount(examples.mobile ? 0 : 2);
    await expect(mails).toHaveCount(examples.emails ? 0 : 1);
    if (examples.mobile)
      await expect(menu.locator('[data-example="mobile"]')).toHaveText(`${phoneText(site.phones.mobile)} ${english('preview.example')}`);
    if (examples.emails)
      await expect(menu.locator('[data-example="emails"]')).toHaveText(`${site.emails.info} ${english('preview.example')}`);
    await expect(menu.getByRole('link', { name: english('dialog.link') })).toBeVisible();
    await page.locator('[data-floating-contact] > summary').click();
    await expect(menu).toBeHidden();
  });

  test.describe('phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test('the menu slides in, its Services list expands and collapses, Escape closes it', async ({ page }) => {
      await page.goto('/');
      const menuButton = page.locator('[data-mobile-menu] > summary');
      await menuButton.click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('link', { name: 'Locations' })).toBeVisible();
      await menu.getByText('Services', { exact: true }).click();
      await expect(menu.getByRole('link', { name: 'Car Transport Service' })).toBeVisible();
      await menu.getByText('Services', { exact: true }).click();
      await expect(menu.getByRole('link', { name: 'Car Transport Service' })).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(menuButton).toBeFocused();
      await menuButton.click();
      await expect(menu).toBeVisible();
      await menuButton.click();
      await expect(menu).toBeHidden();
    });
  });
});

test('every island draws its own markup: none is empty in the HTML', async ({ request }) => {
  for (const path of allPaths) {
    const html = await (await request.get(path)).text();
    for (const [, attrs, inner] of html.matchAll(/<astro-island\b([^>]*)>([\s\S]*?)<\/astro-island>/g)) {
      const content = inner
        .replace(/<template[\s\S]*?<\/template>/g, '')
        .replace(/<!--[\s\S]*?-->/g, '')
        .trim();
      expect(content, `${path}: ${/component-url="([^"]+)"/.exec(attrs)?.[1]}`).not.toBe('');
    }
  }
});
