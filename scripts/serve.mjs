#!/usr/bin/env node
/**
 * Serves the built site the way a static host does, so `npm start`, the browser tests and `npm run bench` all see
 * what visitors will: gzip compression, the headers in dist/_headers (Netlify / Cloudflare Pages syntax), /about
 * served from about.html, a 301 from /about/ and /about.html to /about (the one URL form), and 404.html with
 * status 404 for anything else.
 *
 *   node scripts/serve.mjs [--port 4321] [--host 127.0.0.1] [--dir dist]
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import sirv from 'sirv';
import { headersFor, parseHeaders } from './lib/headers-file.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4321' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'dist' },
  },
});
const root = resolve(values.dir);
if (!existsSync(join(root, 'index.html'))) {
  console.error(`No built site in ${root}: run npm run build first.`);
  process.exit(1);
}

const headersFile = join(root, '_headers');
const rules = existsSync(headersFile) ? parseHeaders(readFileSync(headersFile, 'utf8')) : [];
const notFoundPage = readFileSync(join(root, '404.html'));
const gzip = compression({ threshold: 0 });
const files = sirv(root, { etag: true, dotfiles: false });

/** Where a host redirects a page asked for as /about/ or /about.html (to /about), or null. */
function pageRedirect(pathname) {
  const page = pathname.replace(/(\.html|\/)$/, '');
  if (page === pathname || page === '' || page === '/index') return null;
  const file = join(root, `${decodeURIComponent(page)}.html`);
  return file.startsWith(root) && existsSync(file) ? page : null;
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  for (const [name, value] of headersFor(rules, url.pathname)) res.setHeader(name, value);
  const redirect = pageRedirect(url.pathname);
  if (redirect) {
    res.writeHead(301, { Location: redirect + url.search }).end();
    return;
  }
  gzip(req, res, () =>
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(notFoundPage);
    }),
  );
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${values.dir}/ at http://${values.host}:${values.port}/`);
});
