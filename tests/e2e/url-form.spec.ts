import { site } from '../../src/site.config';
import { expect, test } from './fixtures';

/** One URL form: each page's canonical is its sitemap entry, and that URL is served as it is (200, no redirect). */
test('every sitemap entry is served with 200 and is its page canonical and og:url', async ({ request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const entries: string[] = [];
  for (const sitemap of sitemaps) {
    const xml = await (await request.get(sitemap)).text();
    entries.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
  }
  expect(entries.length).toBeGreaterThan(50);
  for (const entry of entries) {
    expect(entry.startsWith(site.url), entry).toBe(true);
    const response = await request.get(new URL(entry).pathname, { maxRedirects: 0 });
    expect(response.status(), entry).toBe(200);
    const html = await response.text();
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], entry).toBe(entry);
    expect(/<meta property="og:url" content="([^"]+)"/.exec(html)?.[1], entry).toBe(entry);
  }
});

test('every internal link is in the one URL form, so no click goes through a redirect', async ({ request }) => {
  for (const path of ['/', '/services/car-transport', '/locations/goa', '/contact']) {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)].map((m) => m[1]);
    expect(links.length, path).toBeGreaterThan(20);
    // A page's link has neither a trailing "/" (but the home page's) nor ".html".
    expect(
      links.filter((href) => (href !== '/' && href.endsWith('/')) || href.endsWith('.html')),
      path,
    ).toEqual([]);
  }
});
