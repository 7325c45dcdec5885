/**
 * The HTTP headers the built site must be served with, in one place: the Content-Security-Policy (which
 * third parties the pages may use, and the hashes of the inline scripts they run), the other security
 * headers and the caching rules. The build writes them (src/integrations/writeHostFiles.ts) as `dist/_headers`
 * for Netlify and Cloudflare Pages and as `dist-hosts/nginx-headers.conf` for nginx, both from the same headersByKind,
 * with each host's rule that a missing page under a language's folder gets that language's 404 page (nginx's
 * `error_page` in that file, Netlify's `dist/_redirects`).
 * The third-party origins come from `site.config.ts`, so changing the form relay, the map or the translator
 * there changes the policy with it.
 */
import { TRANSLATED_LOCALES } from '../i18n/locales';
import { HOST_FILES } from './hostFiles';
import { servedPath } from '../lib/servedPath';
import { createHash } from 'node:crypto';
import { site } from '../site.config';
import { SPECULATION_RULES } from '../inline/speculationRules';
import { applyEdits, attribute, elementsNamed, inner, outer, PageHtmlError, parsePage, textOf } from './pageHtml';

const origin = (url: string) => new URL(url).origin;

/**
 * What Google's translate element loads once its script (`site.translatorScript`) runs: its main script
 * from translate.googleapis.com, the list of languages as a script from translate-pa.googleapis.com, its
 * stylesheet from www.gstatic.com, its logo and icons, and the translations it fetches from both APIs.
 */
const translateElement = {
  script: [origin(site.translatorScript), 'https://translate.googleapis.com', 'https://translate-pa.googleapis.com'],
  style: ['https://www.gstatic.com'],
  img: ['https://www.gstatic.com', 'https://www.google.com', 'https://translate.googleapis.com', 'https://translate.google.com'],
  connect: ['https://translate.googleapis.com', 'https://translate-pa.googleapis.com'],
};

/** Only these kinds of <script> run code; JSON-LD and other data blocks are not scripts to CSP. */
const EXECUTABLE = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The text of every inline <script> in a page that the browser executes (so CSP must allow it). */
export function inlineScripts(html: string): string[] {
  return elementsNamed(parsePage(html), 'script')
    .filter((script) => attribute(script, 'src') === undefined)
    .filter((script) => EXECUTABLE.has((attribute(script, 'type') ?? '').trim().toLowerCase()))
    .map((script) => textOf(html, inner(script)));
}

/** A CSP hash source for a script's exact text, as the browser computes it. */
export const scriptHash = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** The Content-Security-Policy for pages whose inline scripts have these hash sources. */
export function contentSecurityPolicy(hashes: Iterable<string>): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // No 'unsafe-inline' or 'unsafe-eval': an inline script runs only if the build saw it and hashed it, and the
    // speculation rules the prefetch script adds only as the two texts it may add.
    [
      'script-src',
      "'self'",
      ...[...new Set([...hashes, ...Object.values(SPECULATION_RULES).map(scriptHash)])].sort(),
      ...translateElement.script,
    ],
    // Styles may be inlined in the page for speed, and a few elements carry style attributes (marquee speeds).
    ['style-src', "'self'", "'unsafe-inline'", ...translateElement.style],
    ['img-src', "'self'", 'data:', ...translateElement.img],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...translateElement.connect],
    ['frame-src', origin(site.mapEmbed)],
    ['form-action', "'self'", origin(site.formRelay)],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'none'"],
    ['upgrade-insecure-requests'],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** The path of the CMS's page (src/pages/admin/index.astro), the one page with a policy of its own. */
export const CMS_PATH = '/admin';

/**
 * The policy of the CMS at /admin: only what Decap CMS needs. Its scripts are its own files from this site;
 * it compiles its configuration's schema with `new Function` (Ajv), hence 'unsafe-eval'; it styles itself
 * with inline styles and shows picked pictures as blob: and data: URLs; it talks to GitHub's API (and,
 * on this machine, to `decap-server` on localhost:8081); it logs in through a pop-up window, which CSP does
 * not restrict. No public page loads any of it.
 */
export function cmsContentSecurityPolicy(): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-eval'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", 'blob:', 'https://api.github.com', 'http://localhost:8081'],
    ['frame-src', "'none'"],
    ['form-action', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** What a build is served as: a preview (stand-ins remain, src/stand-ins/preview.ts) is kept out of search engines. */
export interface ServedAs {
  preview?: boolean;
}

/**
 * Sent with every response: everything but the Content-Security-Policy, which is set page by page; for a preview,
 * `X-Robots-Tag: noindex` too, so not even a PDF or picture of it is indexed.
 */
export function securityHeaders({ preview = false }: ServedAs = {}): [string, string][] {
  return [
    ...(preview ? [['X-Robots-Tag', 'noindex'] as [string, string]] : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // Powerful features no page uses, refused to anything the site embeds too.
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ];
}

export const cacheControl = {
  /** Files under /_astro/ have a content hash in their name: a changed file is a new URL. */
  asset: 'public, max-age=31536000, immutable',
  /** A page is checked with the host on every visit, so a new deploy shows at once. */
  page: 'public, max-age=0, must-revalidate',
};

type Header = [name: string, value: string];

/**
 * What each kind of path is served with besides securityHeaders(): its Content-Security-Policy and its
 * caching. `_headers` and the nginx file are both written from this, so the two hosts cannot disagree.
 */
function headersByKind(hashes: Iterable<string>): Record<'asset' | 'page' | 'cms', Header[]> {
  const publicPolicy = contentSecurityPolicy(hashes);
  return {
    // The pages' scripts, styles and pictures: the public policy too, as every file had before the CMS came.
    asset: [
      ['Content-Security-Policy', publicPolicy],
      ['Cache-Control', cacheControl.asset],
    ],
    page: [
      ['Content-Security-Policy', publicPolicy],
      ['Cache-Control', cacheControl.page],
    ],
    cms: [
      ['Content-Security-Policy', cmsContentSecurityPolicy()],
      ['Cache-Control', cacheControl.page],
    ],
  };
}

const GENERATED = '# Generated by the build (src/hosting/securityHeaders.ts) from the built pages: edit that module, not this file.';

/**
 * The `_headers` file (Netlify, Cloudflare Pages) for these page paths. Every rule that matches a path
 * applies and a header named twice is joined (two policies would both be enforced), so no two rules give
 * a path the same header: the pages are given their policy and caching by rules that never reach the CMS
 * (this file is generated, so the rules always cover the built pages), and `/_astro/*` holds no page.
 */
export function headersFile(pagePaths: string[], hashes: Iterable<string>, servedAs: ServedAs = {}): string {
  const rule = (pattern: string, headers: Header[]) => [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const kinds = headersByKind(hashes);
  return (
    [
      GENERATED,
      rule('/*', securityHeaders(servedAs)),
      rule('/_astro/*', kinds.asset),
      ...pagePatterns(pagePaths).map((pattern) => rule(pattern, pattern === CMS_PATH ? kinds.cms : kinds.page)),
    ].join('\n\n') + '\n'
  );
}

/**
 * The patterns that cover these pages: a folder of several pages as one rule ("/hi/*", "/locations/*"), the
 * rest one by one, so the file stays within Cloudflare's 100 rules with three languages' pages. A folder
 * holding the CMS is listed page by page, so no pattern gives the CMS the public policy.
 */
export function pagePatterns(pagePaths: string[]): string[] {
  const folderOf = (path: string) => path.match(/^\/[^/]+(?=\/)/)?.[0];
  const count = new Map<string, number>();
  for (const path of pagePaths) {
    const folder = folderOf(path);
    if (folder) count.set(folder, (count.get(folder) ?? 0) + 1);
  }
  const grouped = (folder: string | undefined): folder is string =>
    folder !== undefined && (count.get(folder) ?? 0) > 1 && !`${CMS_PATH}/`.startsWith(`${folder}/`);
  const patterns = pagePaths.map((path) => {
    const folder = folderOf(path);
    return grouped(folder) ? `${folder}/*` : path;
  });
  return [...new Set(patterns)].sort();
}

/** The file the build writes for nginx (in SERVER_CONFIG_DIR, not published), to `include` in the site's server block. */
export const NGINX_HEADERS_FILE = 'nginx-headers.conf';

/**
 * An `add_header` line. nginx reads `$` in a value as a variable (it has no escape for it), and a `"`, `\` or
 * line break would end or change the quoted value; no header here holds one, so one appearing is an error.
 */
function addHeader([name, value]: Header): string {
  if (/["$\\\n]/.test(value)) throw new Error(`${name}: nginx cannot send this value as written: ${value}`);
  return `add_header ${name} "${value}" always;`;
}

/**
 * An nginx `location` block. nginx drops the server's `add_header` lines in a location that has its own, so
 * each location repeats the headers every response carries. `always` sends them with the 404 page too.
 */
function location(match: string, headers: Header[], servedAs: ServedAs, serve?: string): string {
  const body = [...[...securityHeaders(servedAs), ...headers].map(addHeader), ...(serve ? [serve] : [])];
  return [`location ${match} {`, ...body.map((line) => `    ${line}`), '}'].join('\n');
}

/**
 * The same headers as `headersFile` for nginx, to `include` in the site's server block (docs/deploying.md): the server's
 * own `add_header` lines, then the `location` blocks (the CMS, the assets, the hosts' files, everything else, and
 * each translated language's folder). nginx picks one location per request (an exact `=` match first, then the
 * longest prefix), so each path gets each header once without listing the pages. A missing page gets its
 * language's 404 page through `error_page`, with the public policy.
 */
export function nginxHeadersFile(hashes: Iterable<string>, languageFolders: string[] = [], servedAs: ServedAs = {}): string {
  const kinds = headersByKind(hashes);
  return (
    [
      `${GENERATED}\n# Included in the site's nginx server block (docs/deploying.md, "Security headers"): reload nginx after each deploy.`,
      // For the responses no location makes: the server block's redirects (/about/ and /about.html to /about).
      securityHeaders(servedAs).map(addHeader).join('\n'),
      // The server block redirects /admin.html to /admin, so the CMS is served only here.
      location(`= ${CMS_PATH}`, kinds.cms, servedAs, `try_files ${CMS_PATH}.html =404;`),
      location('/_astro/', kinds.asset, servedAs),
      // Netlify's and Cloudflare's configuration files, published with the pages for those hosts, are not content.
      ...HOST_FILES.map((file) => `location = /${file} {\n    return 404;\n}`),
      // Every page (/about is about.html, / is index.html) and every other file.
      location('/', kinds.page, servedAs, 'try_files $uri $uri.html $uri/index.html =404;'),
      // A missing page under /hi/ gets the Hindi 404 page (and so on for each language).
      ...languageFolders.map((folder) =>
        location(
          `/${folder}/`,
          kinds.page,
          servedAs,
          `error_page 404 /${folder}/${NOT_FOUND_PAGE};\n    try_files $uri $uri.html $uri/index.html =404;`,
        ),
      ),
    ].join('\n\n') + '\n'
  );
}

export const NOT_FOUND_PAGE = '404.html';
/** The 404 page of each language: a host serves /hi/404.html for a missing path under /hi/ (docs/deploying.md). */
export const NOT_FOUND_PAGES = [NOT_FOUND_PAGE, ...TRANSLATED_LOCALES.map((locale) => `${locale}/${NOT_FOUND_PAGE}`)];

/**
 * The page with the public policy in a `<meta http-equiv>` element, for the 404 page: hosts serve it at
 * paths no rule of `_headers` names. A policy in a <meta> element cannot set frame-ancestors (the
 * `X-Frame-Options: DENY` every response carries does that) and must come before the scripts (it goes right after the charset).
 */
export function withPolicyMeta(html: string): string {
  const policy = contentSecurityPolicy(inlineScripts(html).map(scriptHash))
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}">`;
  const charset = elementsNamed(parsePage(html), 'meta').find((el) => attribute(el, 'charset') !== undefined);
  if (!charset) throw new PageHtmlError('the page has no <meta charset> to put its policy after');
  const after = outer(charset).end;
  return applyEdits(html, [{ start: after, end: after, text: meta }]);
}

/** Each built site's public script hashes, read once for both hosts' files. */
const hashesOfBuild = new WeakMap<Map<string, string>, string[]>();

/** The hashes of the public pages' inline scripts (the CMS page has a policy of its own). */
function publicScriptHashes(pages: Map<string, string>): string[] {
  let hashes = hashesOfBuild.get(pages);
  if (!hashes) {
    hashes = [...pages]
      .filter(([file]) => servedPath(file) !== CMS_PATH)
      .flatMap(([, html]) => inlineScripts(html))
      .map(scriptHash);
    hashesOfBuild.set(pages, hashes);
  }
  return hashes;
}

/** A built site is a preview when its home page says so (src/components/shell/PreviewBanner.astro). */
export const isPreviewBuild = (pages: Map<string, string>): boolean => pages.get('index.html')?.includes('data-preview-banner') ?? false;

/** The `_headers` file for a built site given as its HTML files: path relative to dist → contents. */
export function headersForBuild(pages: Map<string, string>): string {
  return headersFile([...pages.keys()].map(servedPath), publicScriptHashes(pages), { preview: isPreviewBuild(pages) });
}

/** The folders of the languages a built site has pages in (a release leaves out the unreviewed), each with its 404 page. */
const languageFoldersOf = (pages: Map<string, string>): string[] =>
  TRANSLATED_LOCALES.filter((locale) => pages.has(`${locale}/${NOT_FOUND_PAGE}`));

/** The nginx file for a built site given as its HTML files: path relative to dist → contents. */
export function nginxHeadersForBuild(pages: Map<string, string>): string {
  return nginxHeadersFile(publicScriptHashes(pages), languageFoldersOf(pages), { preview: isPreviewBuild(pages) });
}

/**
 * Netlify's `_redirects` for a built site: a missing page under /hi/ gets the Hindi 404 page, and so on for each
 * language (Netlify serves only the root 404.html by itself). A 404 rule applies only where no file matches, so
 * every page is still served as it is. Cloudflare Pages finds the nearest 404.html by itself and skips these lines
 * (it takes no 404 status in `_redirects`), noting them in its deploy log.
 */
export function redirectsForBuild(pages: Map<string, string>): string {
  return `${GENERATED}
${languageFoldersOf(pages)
  .map((folder) => `/${folder}/*  /${folder}/${NOT_FOUND_PAGE}  404\n`)
  .join('')}`;
}
