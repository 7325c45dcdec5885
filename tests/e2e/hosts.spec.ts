/**
 * What a host serving dist/ must do, one list of checks run against each engine that serves it here: our own
 * server (scripts/serve.mjs, which the other browser tests use) and Cloudflare Pages' own engine, workerd, through
 * `wrangler pages dev` (scripts/lib/cloudflare-pages.mjs). Each kind of page gets the headers `dist/_headers`
 * gives it, /admin its own policy and the assets a year's caching; a page asked for as /about/ or /about.html is
 * redirected to /about; a missing page gets its language's 404 page with status 404; and no host's or server's
 * configuration is published. Netlify's engine cannot be run here (docs/deploying.md, "Which hosts are tested").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type APIResponse } from '@playwright/test';
import { HOST_FILES, SERVER_CONFIG_DIR } from '~/hosting/hostFiles';
import {
  cacheControl,
  CMS_PATH,
  cmsContentSecurityPolicy,
  NGINX_HEADERS_FILE,
  NOT_FOUND_PAGE,
  securityHeaders,
} from '~/hosting/securityHeaders';
import { LANGUAGES, localizedPath } from '~/i18n/locales';
import { publishedLocales } from '~/site.config';
import { startCloudflarePages } from '../../scripts/lib/cloudflare-pages.mjs';
import { headersFor, parseHeaders } from '../../scripts/lib/headers-file.mjs';
import { locationSlugs, serviceSlugs } from './fixtures';

const DIST = 'dist';

/** How each host is reached, and the status of its redirect to the one URL form. */
const HOSTS = {
  'our own server': { redirect: 301, start: undefined },
  "Cloudflare Pages' engine (wrangler pages dev)": {
    // Its redirects for its own URL form (https://developers.cloudflare.com/pages/configuration/serving-pages/).
    redirect: 308,
    start: () => startCloudflarePages({ root: DIST, port: Number(process.env.WRANGLER_PORT ?? 4388) }),
  },
};
type HostName = keyof typeof HOSTS;

const test = base.extend<{ host: HostName }, { serve: (host: HostName) => Promise<string> }>({
  host: ['our own server', { option: true }],
  /**
   * Where a host serves the site: our own server is the suite's webServer; another is started the first time one
   * of the worker's tests asks for it, and stopped with the worker.
   */
  serve: [
    // Playwright reads the fixtures a fixture needs from this pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const started = new Map<HostName, ReturnType<typeof startCloudflarePages>>();
      try {
        await use(async (host) => {
          const { start } = HOSTS[host];
          if (!start) return workerInfo.project.use.baseURL!;
          if (!started.has(host)) started.set(host, start());
          return (await started.get(host)!).url;
        });
      } finally {
        // A server that failed to start has stopped itself.
        for (const server of started.values())
          await server.then(
            ({ stop }) => stop(),
            () => {},
          );
      }
    },
    { scope: 'worker' },
  ],
  // Starting a host's engine takes seconds (wrangler: 5 to 10), not counted in the first test's 30.
  baseURL: [async ({ host, serve }, use) => use(await serve(host)), { scope: 'test', timeout: 90_000 }],
});

const rules = parseHeaders(readFileSync(join(DIST, '_headers'), 'utf8'));
const publicPolicy = headersFor(rules, '/').get('content-security-policy');
const languages = publishedLocales.map((locale) => ({ locale, home: localizedPath('/', locale) }));
/** One page of each kind, in each language. */
const pages = languages.flatMap(({ locale }) =>
  ['/', `/services/${serviceSlugs[0]}`, `/locations/${locationSlugs[0]}`, '/contact'].map((path) => localizedPath(path, locale)),
);

/**
 * The response carries every header `dist/_headers` gives its path, each with the value given: a host that
 * missed a rule, or joined a header with one of its own, fails. Every response carries securityHeaders().
 */
function expectHeadersOf(response: APIResponse, path: string) {
  const headers = response.headers();
  for (const [name, value] of [...headersFor(rules, path), ...securityHeaders()])
    expect(headers[name.toLowerCase()], `${path}: ${name}`).toBe(value);
}

for (const host of Object.keys(HOSTS) as HostName[]) {
  test.describe(`served by ${host}`, () => {
    test.use({ host });
    // One server for the checks of one host: they run in order, in one worker.
    test.describe.configure({ mode: 'default' });

    test('each kind of page, in each language, carries the security headers and the public policy, and revalidates', async ({
      request,
    }) => {
      expect(publicPolicy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
      for (const path of pages) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        expectHeadersOf(response, path);
        expect(response.headers()['content-security-policy'], path).toBe(publicPolicy);
        expect(response.headers()['cache-control'], path).toBe(cacheControl.page);
      }
    });

    test('the CMS at /admin has its own policy, which no public page shares', async ({ request }) => {
      const response = await request.get(CMS_PATH, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expectHeadersOf(response, CMS_PATH);
      expect(response.headers()['content-security-policy']).toBe(cmsContentSecurityPolicy());
      expect(publicPolicy).not.toBe(cmsContentSecurityPolicy());
    });

    test("the pages' assets under /_astro/ are cached for a year, immutable", async ({ request }) => {
      const html = await (await request.get('/')).text();
      const assets = [...html.matchAll(/(?:src|component-url|srcset)="(\/_astro\/[^"\s]+)/g)].map(([, path]) => path);
      expect(assets.some((path) => path.endsWith('.js'))).toBe(true);
      for (const path of new Set(assets)) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        expectHeadersOf(response, path);
        expect(response.headers()['cache-control'], path).toBe(cacheControl.asset);
      }
    });

    test('a page asked for with a trailing slash or .html is redirected to the one form, keeping the query', async ({ request }) => {
      const canonical = [
        `/locations/${locationSlugs[0]}`,
        CMS_PATH,
        ...languages.filter(({ home }) => home !== '/').map(({ home }) => home),
      ];
      for (const path of canonical)
        for (const variant of [`${path}/`, `${path}.html`, `${path}/?from=ad`]) {
          const response = await request.get(variant, { maxRedirects: 0 });
          expect(response.status(), variant).toBe(HOSTS[host].redirect);
          const target = new URL(response.headers().location, 'http://host/');
          expect(target.pathname + target.search, variant).toBe(path + new URL(variant, 'http://host/').search);
        }
    });

    test("a missing page is its language's 404 page, with status 404", async ({ request }) => {
      for (const { locale, home } of languages) {
        const path = `${home === '/' ? '' : home}/no-such-page`;
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(404);
        const page = await response.text();
        expect(/<html lang="([^"]+)"/.exec(page)?.[1], path).toBe(LANGUAGES[locale].htmlLang);
        expect(page, path).toBe(readFileSync(join(DIST, home, NOT_FOUND_PAGE), 'utf8'));
        for (const [name, value] of securityHeaders()) expect(response.headers()[name.toLowerCase()], `${path}: ${name}`).toBe(value);
      }
    });

    test("no host's or server's configuration is published", async ({ request }) => {
      const files = [...HOST_FILES, NGINX_HEADERS_FILE, `${SERVER_CONFIG_DIR}/${NGINX_HEADERS_FILE}`, 'netlify.toml'];
      for (const file of files) {
        // Not served, whatever the error: Cloudflare's engine answers /_headers with 502 (it looks for
        // _headers/index.html once it has left _headers out of the files it serves).
        const status = (await request.get(`/${file}`, { maxRedirects: 0 })).status();
        expect(status, file).toBeGreaterThanOrEqual(400);
      }
    });
  });
}
