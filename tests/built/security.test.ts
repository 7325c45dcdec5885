/**
 * The built site (`dist/`, so run after `astro build` as `npm test` does) against what a host serves with it:
 * the generated `_headers` allows exactly the scripts the pages run, no path gets a header from two rules,
 * the generated nginx file (beside dist/, not in it) gives each path the same headers, dist/ holds nothing that
 * configures a server, and the pages themselves hold no link a new tab could abuse and no `http:` address.
 */
import { TRANSLATED_LOCALES } from '~/i18n/locales';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cacheControl,
  CMS_PATH,
  cmsContentSecurityPolicy,
  contentSecurityPolicy,
  headersForBuild,
  inlineScripts,
  NGINX_HEADERS_FILE,
  nginxHeadersForBuild,
  NOT_FOUND_PAGE,
  NOT_FOUND_PAGES,
  scriptHash,
} from '~/hosting/securityHeaders';
import { isCmsPage, readBuiltPages } from '~/hosting/builtPages';
import { HOST_FILES, SERVER_CONFIG_DIR } from '~/hosting/hostFiles';
import { servedPath } from '~/lib/servedPath';
import { examples, publishedLocales, site } from '~/site.config';
import { headersFor, parseHeaders } from '../../scripts/lib/headers-file.mjs';

const DIST = 'dist';

const pages = await readBuiltPages(DIST, { cms: true });
const builtHeaders = readFileSync(join(DIST, '_headers'), 'utf8');
const rules = parseHeaders(builtHeaders);
const NGINX_FILE = join(SERVER_CONFIG_DIR, NGINX_HEADERS_FILE);
const builtNginx = readFileSync(NGINX_FILE, 'utf8');
const assetPath = `/_astro/${(await readdir(join(DIST, '_astro'))).find((file) => file.endsWith('.js'))}`;

/** The directive's sources, e.g. sources(csp, 'script-src') → ["'self'", …]. */
const sources = (csp: string, directive: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

describe('dist/_headers', () => {
  it('is what the build generates from the built pages', () => {
    expect(builtHeaders).toBe(headersForBuild(pages));
  });

  it('allows by hash every inline script of every page, and inline script only by hash', () => {
    const csp = headersFor(rules, '/').get('content-security-policy')!;
    const scriptSources = sources(csp, 'script-src');
    const scripts = [...pages.values()].flatMap(inlineScripts);
    expect(scripts.length).toBeGreaterThan(56);
    for (const code of scripts) expect(scriptSources).toContain(scriptHash(code));
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(sources(csp, 'object-src')).toEqual(["'none'"]);
    expect(sources(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('takes its third parties from site.config: the translator, the map frame and the form relay', () => {
    const csp = contentSecurityPolicy([]);
    expect(sources(csp, 'script-src')).toContain(new URL(site.translatorScript).origin);
    expect(sources(csp, 'frame-src')).toEqual([new URL(site.mapEmbed).origin]);
    expect(sources(csp, 'form-action')).toEqual(["'self'", new URL(site.formRelay).origin]);
  });

  it('gives every page, the assets and other files each header once: no two rules set the same header for a path', () => {
    const paths = [...[...pages.keys()].map(servedPath), assetPath, '/favicon.svg', '/robots.txt', '/no-such-page'];
    for (const path of paths) {
      // The header names of each rule that applies to the path (a rule applies if it gives the path any header).
      const names = rules.flatMap((rule) => [...headersFor([rule], path).keys()]);
      expect(names.length, path).toBe(new Set(names).size);
    }
  });

  it("stays within Cloudflare Pages' documented limits: 100 rules, 2,000 characters a line", () => {
    // https://developers.cloudflare.com/pages/configuration/headers/ (Limits). A folder of pages is one rule.
    expect(rules.length).toBeLessThanOrEqual(100);
    for (const line of builtHeaders.split('\n')) expect(line.length).toBeLessThanOrEqual(2000);
  });

  it('caches pages briefly and the fingerprinted assets for a year', () => {
    expect(headersFor(rules, '/').get('cache-control')).toBe(cacheControl.page);
    expect(headersFor(rules, '/services/car-transport').get('cache-control')).toBe(cacheControl.page);
    expect(headersFor(rules, '/about').get('cache-control')).toBe(cacheControl.page);
    expect(headersFor(rules, assetPath).get('cache-control')).toBe(cacheControl.asset);
    expect(headersFor(rules, assetPath).get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });
});

describe('the CMS at /admin', () => {
  const cmsPolicy = headersFor(rules, CMS_PATH).get('content-security-policy')!;

  it('has a policy of its own with only what Decap CMS needs, and the public pages keep theirs', () => {
    expect(cmsPolicy).toBe(cmsContentSecurityPolicy());
    expect(sources(cmsPolicy, 'script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    expect(sources(cmsPolicy, 'connect-src')).toEqual(["'self'", 'blob:', 'https://api.github.com', 'http://localhost:8081']);
    for (const path of [...pages.keys()].map(servedPath).filter((p) => p !== CMS_PATH)) {
      const policy = headersFor(rules, path).get('content-security-policy');
      expect(policy, path).toBe(headersFor(rules, '/').get('content-security-policy'));
      expect(sources(policy!, 'script-src'), path).not.toContain("'unsafe-eval'");
    }
  });

  it('no public page loads any of the CMS: neither Decap nor the script that starts it with its checks', () => {
    // /admin's one script (src/cms/admin.ts) loads Decap's bundle, and shares no chunk with the public pages.
    const scripts = [...pages.get('admin.html')!.matchAll(/<script type="module" src="(\/_astro\/[^"]+)"/g)].map(([, src]) => src);
    expect(scripts).toHaveLength(1);
    const starter = readFileSync(join(DIST, scripts[0]), 'utf8');
    expect(starter).toContain('/admin/decap-cms.js');
    expect(starter).not.toMatch(/from\s*"\.\//);
    const publicPages = [...pages].filter(([file]) => !isCmsPage(file));
    expect(publicPages.length).toBeGreaterThan(50);
    for (const [file, html] of publicPages) {
      expect(html, file).not.toMatch(/decap-cms|\/admin\/config\.yml/);
      expect(html, file).not.toContain(scripts[0]);
    }
  });

  it.each(NOT_FOUND_PAGES.filter((file) => pages.has(file)))(
    'the 404 page (%s), served at any missing path, carries the public policy itself',
    (file) => {
      const notFound = pages.get(file)!;
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(notFound)?.[1].replaceAll('&quot;', '"');
      expect(meta).toBeDefined();
      for (const code of inlineScripts(notFound)) expect(sources(meta!, 'script-src')).toContain(scriptHash(code));
      expect(sources(meta!, 'script-src')).not.toContain("'unsafe-inline'");
      expect(headersFor(rules, '/no-such-page').get('content-security-policy')).toBeUndefined();
    },
  );
});

type NginxLocation = { match: string; headers: [string, string][]; directives: string[] };

const LOCATION = /^location ([^{]+?) \{\n([^}]*)^\}/gm;

/** The `add_header Name "value" always;` lines of a piece of the nginx file, as [name, value]; any other form is left out. */
const addHeaders = (text: string): [string, string][] =>
  [...text.matchAll(/^\s*add_header (\S+) "([^"]*)" always;$/gm)].map(([, name, value]) => [name, value]);

/** The `location` blocks of the nginx file, e.g. { match: '= /admin', headers: [[name, value], …], directives: ['try_files …;'] }. */
function nginxLocations(text: string): NginxLocation[] {
  return [...text.matchAll(LOCATION)].map(([, match, body]) => ({
    match,
    headers: addHeaders(body),
    directives: body
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('add_header ')),
  }));
}

/** The location nginx picks for a path: an exact `= path` match first, else the longest matching prefix (the file has no regular-expression locations). */
function nginxLocationFor(locations: NginxLocation[], path: string): NginxLocation {
  const exact = locations.find(({ match }) => match === `= ${path}`);
  const prefixes = locations.filter(({ match }) => !match.startsWith('=') && path.startsWith(match));
  return exact ?? prefixes.sort((a, b) => b.match.length - a.match.length)[0];
}

/** The headers nginx sends for a path, named and joined as headersFor does (a header added twice would show as "a, b"). */
function nginxHeadersFor(locations: NginxLocation[], path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of nginxLocationFor(locations, path).headers) {
    const key = name.toLowerCase();
    out[key] = key in out ? `${out[key]}, ${value}` : value;
  }
  return out;
}

describe('dist/_redirects', () => {
  it("gives Netlify each published language's 404 page for a missing page under its folder", () => {
    const rules = readFileSync(join(DIST, '_redirects'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/));
    const languages = TRANSLATED_LOCALES.filter((locale) => publishedLocales.includes(locale));
    expect(languages.length).toBeGreaterThan(0);
    expect(rules).toEqual(languages.map((locale) => [`/${locale}/*`, `/${locale}/404.html`, '404']));
    for (const locale of languages) expect(pages.has(`${locale}/404.html`), locale).toBe(true);
  });
});

describe(NGINX_FILE, () => {
  const locations = nginxLocations(builtNginx);
  const fromHeadersFile = (path: string) => Object.fromEntries(headersFor(rules, path));

  it("is what the build generates from the built pages: the CMS, the assets, the hosts' files (not served) and the rest", () => {
    expect(builtNginx).toBe(nginxHeadersForBuild(pages));
    const languageFolders = TRANSLATED_LOCALES.filter((locale) => pages.has(`${locale}/404.html`)).map((locale) => `/${locale}/`);
    expect(locations.map(({ match }) => match)).toEqual([
      `= ${CMS_PATH}`,
      '/_astro/',
      ...HOST_FILES.map((file) => `= /${file}`),
      '/',
      ...languageFolders,
    ]);
    // A missing page under /hi/ gets the Hindi 404 page.
    for (const folder of languageFolders)
      expect(nginxLocationFor(locations, `${folder}no-such-page`).directives).toEqual([
        `error_page 404 ${folder}404.html;`,
        'try_files $uri $uri.html $uri/index.html =404;',
      ]);
    for (const file of HOST_FILES) expect(nginxLocationFor(locations, `/${file}`).directives).toEqual(['return 404;']);
  });

  it('gives every page the headers dist/_headers gives it', () => {
    const paths = [...pages.keys()].map(servedPath).filter((path) => path !== CMS_PATH);
    expect(paths).toContain('/services/car-transport');
    for (const path of paths) expect(nginxHeadersFor(locations, path), path).toEqual(fromHeadersFile(path));
    expect(nginxLocationFor(locations, '/').directives).toEqual(['try_files $uri $uri.html $uri/index.html =404;']);
  });

  it('gives /admin the CMS policy, as dist/_headers does, and serves it from admin.html', () => {
    expect(nginxHeadersFor(locations, CMS_PATH)).toEqual(fromHeadersFile(CMS_PATH));
    expect(nginxHeadersFor(locations, CMS_PATH)['content-security-policy']).toBe(cmsContentSecurityPolicy());
    expect(nginxLocationFor(locations, CMS_PATH).directives).toEqual(['try_files /admin.html =404;']);
  });

  it('gives the /_astro/ assets the headers dist/_headers gives them: cached for a year', () => {
    expect(nginxHeadersFor(locations, assetPath)).toEqual(fromHeadersFile(assetPath));
    expect(nginxHeadersFor(locations, assetPath)['cache-control']).toBe(cacheControl.asset);
  });

  it('sends the headers every response carries from the server block too, for its redirects (which no location makes)', () => {
    expect(addHeaders(builtNginx.replaceAll(LOCATION, ''))).toEqual(rules.find(({ pattern }) => pattern === '/*')!.headers);
  });

  it('serves the 404 page (error_page 404 /404.html) with the headers of the /404 page', () => {
    expect(nginxHeadersFor(locations, `/${NOT_FOUND_PAGE}`)).toEqual(fromHeadersFile('/404'));
  });
});

/** The files under a folder, as paths relative to it with "/" separators. */
const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(join(folder, file)).isFile())
    .map((file) => file.replaceAll('\\', '/'));

describe('dist/, all of which Netlify and Cloudflare Pages publish', () => {
  /** The files the build makes for visitors, each kind with what makes it. */
  const publicFiles = filesUnder('public');
  const endpointFiles = filesUnder('src/pages')
    .filter((file) => /\.\w+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''));
  const forVisitors = (file: string) =>
    file.endsWith('.html') || // the pages
    file.startsWith('_astro/') || // the scripts, styles, pictures and fonts Astro bundles
    publicFiles.includes(file) || // public/, copied as it is
    endpointFiles.includes(file) || // src/pages/robots.txt.ts and the like
    /^sitemap-[\w-]+\.xml$/.test(file) || // @astrojs/sitemap
    /^admin\/[\w.-]+\.js$/.test(file); // Decap CMS's bundle (src/integrations/decapCms.ts)

  it(`holds only what visitors are served and the files those hosts read (${HOST_FILES.join(', ')}): no server's configuration`, () => {
    const files = filesUnder(DIST);
    expect(files.length).toBeGreaterThan(500);
    expect(files.filter((file) => !forVisitors(file) && !HOST_FILES.includes(file))).toEqual([]);
    expect(existsSync(NGINX_FILE), `${NGINX_FILE}, written beside dist/`).toBe(true);
  });
});

describe('the built pages', () => {
  it('open every new tab with rel="noopener noreferrer"', () => {
    const opened = [...pages].flatMap(([file, html]) =>
      [...html.matchAll(/<(?:a|form|area)\b[^>]*\starget="_blank"[^>]*>/g)].map(([tag]) => [file, tag] as const),
    );
    // WhatsApp and the social pages open in a new tab; while they are examples (a preview) they are not links at all,
    // and real-site.spec.ts runs the same check on the live copy, where they are.
    if (!examples.links) expect(opened.length).toBeGreaterThan(56);
    const unsafe = opened.filter(([, tag]) => {
      const rel = /\srel="([^"]*)"/.exec(tag)?.[1].split(/\s+/) ?? [];
      return !rel.includes('noopener') || !rel.includes('noreferrer');
    });
    expect(unsafe).toEqual([]);
  });

  it('hold no http: address in any page, stylesheet, script or data file (XML namespace names are not addresses)', async () => {
    // Decap CMS's own bundle (dist/admin/*.js, the pinned release's), the CMS's policy and the CMS page's own
    // script (which asks, on localhost only, whether it answers) name its local server on the owner's machine,
    // http://localhost:8081, which no visitor's browser is sent to.
    const files = (await readdir(DIST, { recursive: true })).filter(
      (file) => /\.(html|css|js|xml|txt|json|webmanifest)$|_headers$/.test(file) && !/^admin[\\/].*\.js$/.test(file),
    );
    expect(files.length).toBeGreaterThan(60);
    const namespaceNames =
      /http:\/\/www\.(?:w3\.org\/[\w/.-]+|sitemaps\.org\/schemas\/sitemap\/[\d.]+|google\.com\/schemas\/sitemap-[\w-]+\/[\d.]+)/g;
    const found = [...files.map((file) => join(DIST, file)), NGINX_FILE].flatMap((file) =>
      [
        ...readFileSync(file, 'utf8')
          .replace(namespaceNames, '')
          .replaceAll(/http:\/\/localhost:8081(?=;|\/api\/v1\b)/g, '')
          .matchAll(/http:[^\s"'<>)]*/gi),
      ].map(([url]) => `${file}: ${url}`),
    );
    expect(found).toEqual([]);
  });
});
