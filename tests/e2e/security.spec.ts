/**
 * Safe on any static host: the site is served with the headers of dist/_headers (scripts/serve.mjs applies them
 * as Netlify and Cloudflare Pages do; tests/e2e/hosts.spec.ts checks the headers each host sends), every page runs
 * under its Content-Security-Policy (the fixture fails any test with a violation), and a third party that never
 * answers cannot hold a page.
 */
import { site } from '~/site.config';
import { expect, locationSlugs, serviceSlugs, staticRoutes, test } from './fixtures';

test.describe('Content-Security-Policy in the browser', () => {
  test('an inline script the build did not hash is refused, and the check reports it', async ({ page, cspViolations }) => {
    await page.goto('/');
    const ran = await page.evaluate(async () => {
      const seen = new Promise((resolve) => document.addEventListener('securitypolicyviolation', resolve, { once: true }));
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
      await seen;
      return 'injected' in window;
    });
    expect(ran).toBe(false);
    // Reported twice: by the page's securitypolicyviolation event and by the browser's console.
    await expect.poll(() => cspViolations.some((v) => v.startsWith('script-src-elem inline'))).toBe(true);
    await expect.poll(() => cspViolations.some((v) => v.startsWith('console: ') && v.includes('inline script'))).toBe(true);
    // Provoked on purpose: seen, so the fixture's after-test check does not count it.
    cspViolations.length = 0;
  });

  // One page of each kind: pages of a kind share their scripts, and the built-site test (tests/built/security.test.ts)
  // checks that every inline script of every page is in the policy.
  for (const path of [
    ...staticRoutes.map((r) => r.path),
    `/services/${serviceSlugs[0]}`,
    `/locations/${locationSlugs[0]}`,
    '/no-such-page',
  ]) {
    test(`${path} runs its scripts, down to the translator in the footer and every island, without a violation`, async ({
      page,
      cspViolations,
    }) => {
      // The translator's script is requested once the footer is near and the page idle (on a short page, at
      // once); a refused one never is. Read to the end as a visitor does, again should the page grow under the
      // first jump (islands drawing, fonts): one jump could land where the footer no longer is. A busy machine takes
      // seconds over it (the page waits for idle time, up to 2 s, once the footer is near).
      let translatorAsked = false;
      page.on('request', (request) => {
        if (request.url() === site.translatorScript) translatorAsked = true;
      });
      await page.goto(path);
      await expect
        .poll(
          async () => {
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            return translatorAsked;
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      // Every island hydrates (those that wait to be seen, once scrolled to; those that wait to be reached for,
      // once hovered): Astro's inline loaders ran.
      for (const island of await page.locator('astro-island').all()) {
        await island.evaluate((el) => (el.firstElementChild ?? el).scrollIntoView({ block: 'center' }));
        if ((await island.getAttribute('client')) === 'intent') await island.locator('a').first().hover();
        await expect(island).not.toHaveAttribute('ssr');
      }
      expect(cspViolations).toEqual([]);
    });
  }
});
