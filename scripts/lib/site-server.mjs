/**
 * A server for the built site that behaves as a static host does, so `npm start`, the browser tests and
 * `npm run bench` all see what visitors will: compression (brotli where the browser asks for it, as Chrome does,
 * else gzip), the headers in `_headers` (Netlify / Cloudflare Pages syntax), /about served from about.html, a 301
 * from /about/ and /about.html to /about (the one URL form), and the nearest 404.html (dist/hi/404.html under /hi/, as Cloudflare Pages does) with status 404 for anything else. Like those hosts, it answers GET and HEAD only (405 otherwise),
 * never serves its own configuration (`_headers`, `_redirects`), answers a malformed address with 400 instead of
 * failing, and never redirects to another host. Files are served by sirv.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { join } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { HOST_FILES } from '../../src/hosting/hostFiles.ts';
import { headersFor, parseHeaders } from './headers-file.mjs';

/** The paths of the files a static host reads as its configuration and never serves. */
const hostFiles = new Set(HOST_FILES.map((file) => `/${file}`));

/**
 * The request's path, decoded and with dot segments and repeated slashes resolved ("/a//b/./c" is "/a/b/c"),
 * or null when it is not a path at all (a malformed %-escape, a NUL).
 */
export function cleanPath(rawUrl) {
  // Not through new URL(): it would read "//host/path" as another host's address.
  const raw = rawUrl.split(/[?#]/)[0];
  if (!raw.startsWith('/')) return null;
  let pathname;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  const segments = [];
  for (const segment of pathname.split(/[/\\]+/)) {
    if (segment === '..') segments.pop();
    else if (segment && segment !== '.') segments.push(segment);
  }
  return '/' + segments.join('/') + (/[/\\]$/.test(pathname) && segments.length ? '/' : '');
}

/** The query of a request's address, with its "?", or "". */
const search = (rawUrl = '') => (rawUrl.includes('?') ? '?' + rawUrl.split('?').slice(1).join('?').split('#')[0] : '');

/**
 * @param {{ root: string, gzipOnly?: boolean, tls?: { key: string, cert: string } }} options root: the built site's folder, holding index.html and
 * 404.html; gzipOnly: answer gzip even where the browser would take brotli, as a host without brotli does (the
 * studio measures speed served gzip: `npm run bench`); tls: a key and certificate to serve HTTPS with, as the
 * site is served (the engines tests: WebKit applies the policy's upgrade-insecure-requests to 127.0.0.1 too, so
 * over plain HTTP every file the page asks for would fail there).
 */
export function siteServer({ root, gzipOnly = false, tls = undefined }) {
  const headersFile = join(root, '_headers');
  const rules = existsSync(headersFile) ? parseHeaders(readFileSync(headersFile, 'utf8')) : [];
  const notFoundPage = readFileSync(join(root, '404.html'));
  /** A language folder's own 404 page (dist/hi/404.html), read once; null where the folder has none. */
  const folderNotFound = new Map();
  const notFoundPageFor = (path) => {
    const folder = /^\/([^/]+)\//.exec(path)?.[1];
    if (!folder) return notFoundPage;
    if (!folderNotFound.has(folder)) {
      const file = join(root, folder, '404.html');
      folderNotFound.set(folder, existsSync(file) ? readFileSync(file) : null);
    }
    return folderNotFound.get(folder) ?? notFoundPage;
  };
  const compress = compression({ threshold: 0 });
  const files = sirv(root, { etag: true, dotfiles: false });

  /** Where a host redirects a page asked for as /about/ or /about.html (to /about), or null. */
  const pageRedirect = (path) => {
    const page = path.replace(/(\.html|\/)$/, '');
    if (page === path || page === '' || page === '/index') return null;
    return existsSync(join(root, `${page}.html`)) ? page : null;
  };

  /** The 404 page nearest the path, as Cloudflare Pages serves it: /hi/… missing gets the Hindi one. */
  const notFound = (res, path = '/') => res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(notFoundPageFor(path));

  /** @type {import('node:http').RequestListener} */
  const answer = (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
      return;
    }
    const path = cleanPath(req.url ?? '/');
    if (path === null) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request\n');
      return;
    }
    for (const [name, value] of headersFor(rules, path)) res.setHeader(name, value);
    if (hostFiles.has(path)) return notFound(res);
    const redirect = pageRedirect(path);
    if (redirect) {
      // A path of our own, always starting with a single "/": it cannot name another host.
      res.writeHead(301, { Location: encodeURI(redirect) + search(req.url) }).end();
      return;
    }
    req.url = encodeURI(path) + search(req.url);
    if (gzipOnly && req.headers['accept-encoding'])
      req.headers['accept-encoding'] = /\bgzip\b/.test(req.headers['accept-encoding']) ? 'gzip' : '';
    compress(req, res, () => files(req, res, () => notFound(res, path)));
  };
  return tls ? createTlsServer(tls, answer) : createServer(answer);
}
