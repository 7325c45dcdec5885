// Per-page transfer weight of the built site, gzip-compressed: HTML, CSS, and the JavaScript each page
// loads (its islands, their renderer and every module they import statically). Run after `npm run build`.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const gz = (text) => gzipSync(text).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** A module and everything it imports statically, as paths under dist. */
function moduleGraph(path, seen = new Set()) {
  if (seen.has(path)) return seen;
  seen.add(path);
  const code = readFileSync(join(dist, path), 'utf8');
  for (const [, spec] of code.matchAll(/(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g)) {
    moduleGraph(join(path, '..', spec), seen);
  }
  return seen;
}

function weigh(file) {
  const html = readFileSync(join(dist, file), 'utf8');
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const entries = [
    ...html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g),
    ...html.matchAll(/<script type="module" src="([^"]+)"/g),
  ].map((m) => m[1]);
  const js = new Set();
  for (const entry of entries) moduleGraph(entry.replace(/^\//, ''), js);
  const islands = [...new Set([...html.matchAll(/component-url="\/_astro\/([A-Za-z]+)\./g)].map((m) => m[1]))];
  return {
    page: `/${file.replace(/index\.html$/, '').replace(/\.html$/, '')}`,
    html: gz(html),
    css: css.reduce((sum, href) => sum + gz(readFileSync(join(dist, href), 'utf8')), 0) + (inlineCss ? gz(inlineCss) : 0),
    js: [...js].reduce((sum, path) => sum + gz(readFileSync(join(dist, path), 'utf8')), 0),
    islands,
  };
}

const pages = readdirSync(dist, { recursive: true })
  .filter((f) => f.endsWith('.html'))
  .sort();
const rows = pages.map(weigh);
const kind = (page) => page.replace(/^\/services\/.+/, '/services/[slug]').replace(/^\/locations\/.+/, '/locations/[id]');
const byKind = new Map();
for (const row of rows) byKind.set(kind(row.page), [...(byKind.get(kind(row.page)) ?? []), row]);
console.log(`${pages.length} pages. gzip KB per page (largest of its kind):`);
console.log('page kind'.padEnd(18), 'HTML'.padStart(6), 'CSS'.padStart(6), 'JS'.padStart(6), ' islands');
for (const [name, list] of byKind) {
  const max = (key) => Math.max(...list.map((r) => r[key]));
  console.log(
    name.padEnd(18),
    kb(max('html')).padStart(6),
    kb(max('css')).padStart(6),
    kb(max('js')).padStart(6),
    ` ${list[0].islands.join(', ')}`,
  );
}
