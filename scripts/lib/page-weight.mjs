/**
 * What a visitor downloads for one built page, gzip-compressed as a host serves it: the HTML (with any CSS
 * inlined in it), the stylesheets it links, and the JavaScript it runs (its scripts and islands, their renderer
 * and every module they import statically). Shared by `npm run weight`, `npm run bench` and the budget test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtPageFiles, servedPath } from '../../src/lib/builtPages.mjs';

export const gzipBytes = (text) => gzipSync(text, { level: 6 }).length;

/** The page's kind: a service or location page stands for all of its kind. */
export const pageKind = (url) => url.replace(/^\/services\/.+/, '/services/[slug]').replace(/^\/locations\/.+/, '/locations/[id]');

/** A module and everything it imports statically, as paths under dist. */
function moduleGraph(dist, path, seen) {
  if (seen.has(path)) return;
  seen.add(path);
  const code = readFileSync(join(dist, path), 'utf8');
  for (const [, spec] of code.matchAll(/(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g)) {
    moduleGraph(dist, join(path, '..', spec), seen);
  }
}

/** Gzip bytes of one page's HTML, CSS and JS, and the islands it hydrates. */
export function weighPage(dist, file) {
  const html = readFileSync(join(dist, file), 'utf8');
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const entries = [
    ...html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g),
    ...html.matchAll(/<script type="module"[^>]*\bsrc="([^"]+)"/g),
  ].map((m) => m[1].replace(/^\//, ''));
  const js = new Set();
  for (const entry of entries) moduleGraph(dist, entry, js);
  return {
    url: servedPath(file),
    html: gzipBytes(html),
    inlineCss: inlineCss ? gzipBytes(inlineCss) : 0,
    css: stylesheets.reduce((sum, href) => sum + gzipBytes(readFileSync(join(dist, href), 'utf8')), 0),
    js: [...js].reduce((sum, path) => sum + gzipBytes(readFileSync(join(dist, path), 'utf8')), 0),
    islands: [...new Set([...html.matchAll(/component-url="\/_astro\/([A-Za-z]+)\./g)].map((m) => m[1]))],
  };
}

/** The heaviest page of each kind, in first-seen order. */
export function heaviestByKind(dist) {
  const byKind = new Map();
  for (const file of builtPageFiles(dist)) {
    const row = weighPage(dist, file);
    const kind = pageKind(row.url);
    const seen = byKind.get(kind);
    if (!seen || row.html + row.css + row.js > seen.html + seen.css + seen.js) byKind.set(kind, { kind, ...row });
  }
  return [...byKind.values()];
}
