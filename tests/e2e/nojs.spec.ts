import { examples } from '../../src/site.config';
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

test('with JavaScript off, every list shows everything', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('section:has(#services-title) .reveal-list > ul > li').filter({ visible: true })).toHaveCount(9);
  await page.goto('/locations');
  await expect(page.locator('#all-locations .reveal-list > ul > li').filter({ visible: true })).toHaveCount(35);
  await page.goto('/gallery');
  const first = page.locator('[data-gallery] a').first();
  await expect(first).toHaveAttribute('href', /\.webp$/);
});

test.describe('phone width, JavaScript off', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu and its Services list open without a script', async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-mobile-menu] > summary').click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Gallery' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Pet Transport Service' })).toBeHidden();
    await menu.getByText('Services', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Pet Transport Service' })).toBeVisible();
  });

  test('the floating contact button expands to its live contacts and the enquiry form', async ({ page }) => {
    await page.goto('/contact');
    const links = page.locator('[data-floating-contact] a');
    await expect(links.first()).toBeHidden();
    await page.locator('[data-floating-contact] > summary').click();
    // Call and WhatsApp while the number is the owner's, e-mail while the mailbox is (tests/e2e/live-contacts.spec.ts).
    await expect(links).toHaveCount(1 + (examples.mobile ? 0 : 2) + (examples.emails ? 0 : 1));
    for (const link of await links.all()) await expect(link).toBeVisible();
    await page.locator('[data-floating-contact]').getByRole('link', { name: 'Free Enquiry' }).click();
    await expect(page).toHaveURL(/\/enquiry$/);
    await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeVisible();
  });

  test('with JavaScript off, no section waits its turn to be laid out: each is drawn as the page is', async ({ page }) => {
    for (const path of ['/', '/hi/about', '/mr/locations/goa', '/services/car-transport', '/faq']) {
      await page.goto(path);
      const waiting = await page
        .locator('main > .section')
        .evaluateAll((all) => all.filter((section) => getComputedStyle(section).contentVisibility !== 'visible').length);
      expect(waiting, path).toBe(0);
      expect(await page.locator('main > .section').count(), path).toBeGreaterThan(0);
    }
  });
});
