import { statSync } from 'node:fs';
import { claims, confirmed, examples, site } from '../../src/site.config';
import { standIns } from '../../src/stand-ins/standIns';
import { SPEC_RATE_HEADER, SHOWN_RATE_ROWS } from '../spec/rates';
import { expect, test } from './fixtures';

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('stacks its sections in the spec order', async ({ page }) => {
    const headings = await page.locator('main section > div h2, main section h2').allInnerTexts();
    const order = [
      'A Pune mover with pan-India reach',
      'Moves that arrive',
      'What a move usually costs',
      'Packing to unpacking',
      'Everything your move needs',
      'Our Strong Presence Across India',
      `Trusted by ${claims.partnerCompanies} companies`,
      confirmed(site.founder.message) ? "In the owner's words" : 'Talk to us before you move',
      'Planning a move',
    ];
    const positions = order.map((start) => headings.findIndex((h) => h.includes(start)));
    expect(positions).not.toContain(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  test('hero: tagline, Learn More to /about and seven decorative icons', async ({ page }) => {
    await expect(page.getByText('Safe. Swift. Secure.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Learn More/ }).first()).toHaveAttribute('href', '/about');
    await expect(page.locator('section:has(#home-title) ul[aria-hidden="true"] > li')).toHaveCount(7);
  });

  test('about section: founder, quote button and the landing figures', async ({ page }) => {
    const about = page.locator('#about');
    await expect(about.getByText('Owner & Founder')).toBeVisible();
    await expect(about.getByRole('link', { name: 'GET A FREE QUOTE' })).toHaveAttribute('href', '/contact');
    for (const [value, label] of [
      [claims.moves, 'Moves'],
      [claims.happyClientsLanding, 'Happy Clients'],
      [claims.rating, 'Ratings'],
      [claims.experienceLanding, 'Years of Experience'],
      [claims.moves, 'Successful Shifts'],
      [claims.citiesLanding, 'Cities Covered'],
      ['24/7', 'Customer Support'],
    ]) {
      await expect(about.getByText(label, { exact: true })).toHaveCount(1);
      await expect(about.getByText(value, { exact: true }).first()).toBeAttached();
    }
  });

  test('rates table matches the spec cell by cell', async ({ page }) => {
    const table = page.getByRole('table');
    const rows = await table
      .locator('tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th,td')].map((c) => c.textContent.trim())));
    expect(rows).toEqual([SPEC_RATE_HEADER, ...SHOWN_RATE_ROWS]);
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(6);
    await expect(table.locator('tbody th[scope="row"]')).toHaveCount(6);
    await expect(
      page.getByText(/Prices are approximate and vary with distance, volume of goods, labour and additional services/).first(),
    ).toBeVisible();
  });

  test('who we are: four feature tiles', async ({ page }) => {
    for (const title of ['Reliable Moves', 'Timely Delivery', 'Flexible Scheduling', 'Insured Safety']) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
  });

  test('services grid: 9 cards with Read More links, then Get Your Free Quote', async ({ page }) => {
    const cards = page.locator('section:has(#services-title) .reveal-list > ul > li');
    await expect(cards).toHaveCount(9);
    await expect(
      page.locator('section:has(#services-title) .reveal-list > ul').getByRole('link', { name: /^Read More/, includeHidden: true }),
    ).toHaveCount(9);
    await expect(page.getByRole('link', { name: 'Get Your Free Quote' })).toHaveAttribute('href', '/contact');
  });

  test('presence: 12 tiles, four with figures and one with the coverage', async ({ page }) => {
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Our Strong Presence Across India' }) });
    await expect(section.locator('li')).toHaveCount(12);
    for (const [value, title] of [
      [claims.serviceLocations, 'Service Locations'],
      [claims.branches, 'Branches PAN India'],
      [claims.movesAnnually, 'Moves Annually'],
      [claims.warehouse, 'Warehouse Space'],
      [claims.coverage, 'Coverage'],
    ]) {
      await expect(section.locator('li', { hasText: title })).toContainText(value);
    }
  });

  test('partner strip: 16 logos under "Trusted by <partner companies> companies"', async ({ page }) => {
    const heading = page.getByRole('heading', { name: `Trusted by ${claims.partnerCompanies} companies`, exact: true });
    const section = page.locator('section', { has: heading });
    await expect(section.locator('ul:not([aria-hidden]) img')).toHaveCount(16);
  });

  test('owner message links to contact', async ({ page }) => {
    await expect(page.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/contact');
  });
});

/**
 * The year on the build's clock: the footer's copyright year is set when the page is built, so a test run
 * in a later year than the build still expects the build's. The built file was written at that moment.
 */
const builtYear = (path: string) =>
  statSync(new URL(`../../dist/${path === '/' ? 'index' : path.slice(1)}.html`, import.meta.url)).mtime.getFullYear();

test.describe('shell on every page', () => {
  for (const path of ['/', '/gallery', '/locations/goa']) {
    test(`${path}: header, footer, floating parts`, async ({ page }) => {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const name of ['Home', 'About', 'Services', 'Locations', 'Gallery', 'Certificates', 'Contact']) {
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await nav.getByRole('link', { name: 'Services', exact: true }).hover();
      await expect(nav.getByRole('link', { name: 'Pet Transport Service' })).toBeVisible();
      await expect(nav.locator('ul ul a')).toHaveCount(9);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText(`© ${builtYear(path)} ${site.name}.`)).toBeVisible();
      // The webmail link, or while the links are examples its text marked so (ContactLink.astro).
      if (examples.links) await expect(footer.locator('[data-example="links"]').filter({ hasText: /webmail/i })).toHaveCount(1);
      else await expect(footer.getByRole('link', { name: /webmail/ })).toHaveAttribute('target', '_blank');
      await expect(footer.locator('#google_translate_element')).toBeAttached();
      await expect(footer.locator('[data-visitor-count]')).toBeAttached();
      const branches = page.locator('[data-branches-bar]');
      await expect(branches.locator('ul:not([aria-hidden]) li')).toHaveCount(35);
      const floating = page.locator('[data-floating-contact]');
      await expect(floating.getByRole('link', { name: 'Free Enquiry', includeHidden: true })).toHaveAttribute('href', '/enquiry');
      // Call, WhatsApp and e-mail: links, or while the number or mailbox is an example, its text marked so and no link.
      const links = { tel: examples.mobile ? 0 : 1, whatsapp: examples.mobile ? 0 : 1, mailto: examples.emails ? 0 : 1 };
      await expect(floating.locator('a')).toHaveCount(1 + links.tel + links.whatsapp + links.mailto);
      await expect(floating.locator('a[href^="tel:"]')).toHaveCount(links.tel);
      await expect(floating.locator('a[href^="https://wa.me/"]')).toHaveCount(links.whatsapp);
      await expect(floating.locator('a[href^="mailto:"]')).toHaveCount(links.mailto);
      if (examples.mobile) await expect(floating.locator('[data-example="mobile"]')).toHaveCount(1);
      if (examples.emails) await expect(floating.locator('[data-example="emails"]')).toHaveCount(1);
    });
  }
});

test.describe('inner pages', () => {
  test('about: hero anchor, stats, founder mailto, mission, vision, 6 testimonials', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '#services');
    for (const text of [claims.experience, claims.moves, claims.happyCustomers])
      await expect(page.locator('#services').getByText(text, { exact: true })).toBeVisible();
    await expect(page.locator('#services').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    if (examples.emails) await expect(page.getByRole('main').locator('[data-example="emails"]').first()).toBeVisible();
    else await expect(page.getByRole('main').getByRole('link', { name: /^E-mail / })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
    await expect(page.locator('[data-testimonials] blockquote')).toHaveCount(6);
  });

  test('contact: badges, details, form and the map on request', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: 'Contact Now' })).toHaveAttribute('href', '#contact-form');
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Find Us on the Map' })).toBeVisible();
    // The map itself waits for "Show map" (security.spec.ts); nothing of Google's loads with the page.
    // While the address is an example there is no map to show (real-site.spec.ts checks the live one).
    await expect(page.getByRole('button', { name: 'Show map' })).toHaveCount(examples.address ? 0 : 1);
    await expect(page.locator('iframe')).toHaveCount(0);
    const details = page.getByRole('main').locator('address').first();
    await expect(details.locator('a[href^="mailto:"]')).toHaveCount(examples.emails ? 0 : 2);
    await expect(details.locator('a[href^="tel:"]')).toHaveCount(examples.mobile ? 0 : 1);
    if (examples.emails) await expect(details.locator('[data-example="emails"]')).toHaveCount(2);
    if (examples.mobile) await expect(details.locator('[data-example="mobile"]')).toHaveCount(1);
  });

  test('gallery: 28 images, each linking to its large version', async ({ page }) => {
    await page.goto('/gallery');
    await expect(page.getByRole('link', { name: 'View Gallery' })).toHaveAttribute('href', '#gallery-grid');
    const images = page.locator('[data-gallery] img');
    await expect(images).toHaveCount(28);
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute('alt', /\S/);
      await expect(img).toHaveAttribute('width', /\d+/);
      await expect(img).toHaveAttribute('height', /\d+/);
    }
  });

  test('locations: 35 cards with upper-cased names, 3 points and Explore More', async ({ page }) => {
    await page.goto('/locations');
    await expect(page.getByRole('link', { name: 'Explore All Locations' })).toHaveAttribute('href', '#all-locations');
    const cards = page.locator('#all-locations .reveal-list > ul > li');
    await expect(cards).toHaveCount(35);
    await expect(cards.first().locator('h3')).toHaveText('JAMMU-KASHMIR');
    await expect(cards.nth(34).locator('h3')).toHaveText('LEH-LADAKH');
    for (const card of await cards.all()) await expect(card.locator('ul > li')).toHaveCount(3);
    await expect(page.getByRole('link', { name: /^Explore More/, includeHidden: true })).toHaveCount(35);
  });

  test('services list: 9 cards', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('main').getByRole('link', { name: /^Read More/ })).toHaveCount(9);
  });

  test('certificates: data-driven cards that say the pictures are samples while any is still drawn', async ({ page }) => {
    await page.goto('/certificates');
    await expect(page.getByRole('heading', { name: 'GST Registration' })).toBeVisible();
    const drawn = standIns().some(({ file }) => file.startsWith('src/assets/certificates/'));
    await expect(page.getByText('Pictures marked sample are placeholders')).toHaveCount(drawn ? 1 : 0);
  });
});
