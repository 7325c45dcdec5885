import { LANGUAGES, LOCALES, localizedPath } from '../../src/i18n/locales';
import { claims } from '../../src/site.config';
import { interfaceText } from '../support/interfaceText';
import { expect, locationSlugs, serviceSlugs, staticRoutes, test } from './fixtures';

test.describe('every route is pre-rendered', () => {
  for (const { path, h1 } of staticRoutes) {
    test(`${path} answers 200 with its heading`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }

  test('the 9 service pages show their name, breadcrumbs and key features', async ({ page }) => {
    test.setTimeout(60_000);
    expect(serviceSlugs).toHaveLength(9);
    for (const slug of serviceSlugs) {
      const response = await page.goto(`/services/${slug}`);
      expect(response?.status(), slug).toBe(200);
      const name = await page.locator('h1').innerText();
      expect(name).toMatch(/Service$/);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs).toContainText('Home');
      await expect(crumbs).toContainText('Services');
      await expect(crumbs).toContainText(name);
      await expect(page.getByRole('heading', { name: 'Key Features' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/services');
      await expect(page.getByRole('link', { name: 'Get Enquiry' })).toHaveAttribute('href', '/contact');
      for (const text of [
        claims.moves,
        'Shifts Completed',
        'PAN India Reach',
        `${claims.citiesServicePages} cities and towns`,
        claims.satisfaction,
        'Satisfaction',
      ]) {
        await expect(page.getByRole('main')).toContainText(text);
      }
    }
  });

  test('the 35 location pages are headed with the upper-cased id', async ({ page }) => {
    test.setTimeout(120_000);
    expect(locationSlugs).toHaveLength(35);
    for (const slug of locationSlugs) {
      const response = await page.goto(`/locations/${slug}`);
      expect(response?.status(), slug).toBe(200);
      const name = slug.replaceAll('-', ' ').toUpperCase();
      await expect(page.locator('h1')).toHaveText(`Best Packers & Movers in ${name}`);
      await expect(page.getByRole('heading', { name: `Why Choose Us in ${name}` })).toBeVisible();
      await expect(page.getByRole('main').locator('ol > li')).toHaveCount(5);
      await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/locations');
      await expect(page.getByRole('link', { name: 'Get a Free Quote' }).first()).toHaveAttribute('href', '/contact');
    }
  });
});

test.describe('missing pages answer 404', () => {
  test('an unknown service says "Service not found."', async ({ page }) => {
    const response = await page.goto('/services/moving-to-the-moon');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Service not found.', { exact: true })).toBeVisible();
    await expect(page.getByText('Location not found!')).toBeHidden();
    await expect(page.getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/services');
  });

  test('an unknown location says "Location not found!"', async ({ page }) => {
    const response = await page.goto('/locations/atlantis');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Location not found!', { exact: true })).toBeVisible();
    await expect(page.getByText('Service not found.')).toBeHidden();
    await expect(page.getByRole('link', { name: 'All locations' })).toHaveAttribute('href', '/locations');
  });

  test('any other missing page gets a general message and a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(/could not find that page/);
    await expect(page.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  });
});

/*
 * Each language's 404 page, as a host serves it for a missing address in that language's folder (the served dist
 * applies the hosts' 404 rules): the message follows the path after the language's folder, so /hi/services/x is the
 * Hindi "service not found", never the general message because "hi" came first.
 */
test.describe('each language says which kind of page is missing', () => {
  const variants = [
    { path: '/services/moving-to-the-moon', kind: 'service' },
    { path: '/locations/atlantis', kind: 'location' },
    { path: '/no-such-page', kind: 'page' },
  ] as const;
  for (const locale of LOCALES)
    test(`${LANGUAGES[locale].english}: a missing service, location and page each get their message`, async ({ page }) => {
      const t = interfaceText(locale);
      const heading = page.getByRole('heading', { level: 1 });
      for (const { path, kind } of variants) {
        const url = localizedPath(path, locale);
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(404);
        await expect(page.locator('html'), url).toHaveAttribute('lang', LANGUAGES[locale].htmlLang);
        await expect(heading, url).toHaveText(t(`page-not-found.heading.${kind}`), { useInnerText: true });
      }
    });
});
