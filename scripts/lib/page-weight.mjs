/**
 * What a visitor downloads for one built page, gzip-compressed as a host serves it: the HTML (with any CSS
 * inlined in it), the stylesheets it links, and the JavaScript it runs (its scripts and islands, their renderer
 * and every module they import statically), split into what runs while the page loads and what waits for the
 * visitor (islands that hydrate when seen or reached for). Shared by `npm run weight`, `npm run bench` and the
 * budget test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtPageFiles } from '../../src/hosting/builtPages.ts';
import { TRANSLATED_LOCALES } from '../../src/i18n/languages.ts';
import { servedPath } from '../../src/lib/servedPath.ts';
import { islandDataFileOf } from '../../src/hosting/sharedFileLinks.ts';

export const gzipBytes = (text) => gzipSync(text, { level: 6 }).length;

/** A translated language's folder at the start of a path: "/hi" in "/hi/about". */
const languageFolder = new RegExp(`^/(?:${TRANSLATED_LOCALES.join('|')})(?=/|$)`);

/**
 * A page's kind, whatever its language: "/hi/locations/goa" and "/locations/goa" are both "/locations/[id]".
 * @param {string} url
 * @returns {string}
 */
export const pageKind = (url) =>
  (url.replace(languageFolder, '') || '/').replace(/^\/services\/.+/, '/services/[slug]').replace(/^\/locations\/.+/, '/locations/[id]');

/** Hydration directives that wait for the visitor: the island's code is not fetched while the page loads. */
export const ON_DEMAND_DIRECTIVES = ['visible', 'intent'];

/** The modules `code` imports statically, as paths under dist (`from` is the importing module's path). */
const importsOf = (code, from) =>
  [...code.matchAll(/(?:import|from)\s*["']((?:\.\/|\/_astro\/)[^"']+\.js)["']/g)].map(([, spec]) =>
    spec.startsWith('/') ? spec.slice(1) : join(from, '..', spec),
  );

/** A module and everything it imports statically, as paths under dist. */
function moduleGraph(dist, path, seen) {
  if (seen.has(path)) return;
  seen.add(path);
  for (const spec of importsOf(readFileSync(join(dist, path), 'utf8'), path)) moduleGraph(dist, spec, seen);
}
/**
 * The module at `path` under dist (`_astro/….js`) and everything it imports statically, to the last.
 * @param {string} dist
 * @param {string} path
 * @returns {Set<string>}
 */
export function modulesOf(dist, path) {
  /** @type {Set<string>} */
  const seen = new Set();
  moduleGraph(dist, path, seen);
  return seen;
}

const sumGzip = (dist, paths) => [...paths].reduce((sum, path) => sum + gzipBytes(readFileSync(join(dist, path), 'utf8')), 0);

/**
 * Gzip bytes of one page's HTML, CSS and JS, and its islands. `loadJs` is what runs while the page loads: its
 * inline scripts, the modules they import, and the islands that hydrate on their own (`loadIslands`) with
 * their renderer; `js` adds the islands that wait for the visitor, and the shared data files islands read when they
 * hydrate (their `dataFile` prop: src/hosting/sharedFile.ts), which the browser keeps as it keeps their code.
 */
export function weighPage(dist, file) {
  const html = readFileSync(join(dist, file), 'utf8');
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const inlineScripts = [...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const islands = [...html.matchAll(/<astro-island [^>]*>/g)].map(([tag]) => ({
    name: /component-url="\/_astro\/([A-Za-z]+)\./.exec(tag)[1],
    client: /\bclient="([^"]+)"/.exec(tag)[1],
    modules: [...tag.matchAll(/(?:component-url|renderer-url)="\/([^"]+)"/g)].map((m) => m[1]),
    data: islandDataFileOf(tag)?.slice(1),
  }));
  const atLoad = islands.filter((island) => !ON_DEMAND_DIRECTIVES.includes(island.client));

  const loadModules = new Set();
  const entries = [
    ...inlineScripts.flatMap((code) => importsOf(code, '')),
    ...[...html.matchAll(/<script type="module"[^>]*\bsrc="\/([^"]+)"/g)].map((m) => m[1]),
    // The scripts every page shares, which a loader in the page asks for once its first screen is drawn (finishHtml.ts).
    ...[...html.matchAll(/\.src="\/(_astro\/shell\.[\w-]+\.js)"/g)].map((m) => m[1]),
    ...atLoad.flatMap((island) => island.modules),
  ];
  for (const entry of entries) moduleGraph(dist, entry, loadModules);
  const allModules = new Set(loadModules);
  for (const entry of islands.flatMap((island) => island.modules)) moduleGraph(dist, entry, allModules);
  const inlineJs = inlineScripts.length ? gzipBytes(inlineScripts.join('')) : 0;

  return {
    url: servedPath(file),
    html: gzipBytes(html),
    htmlRaw: Buffer.byteLength(html),
    inlineCss: inlineCss ? gzipBytes(inlineCss) : 0,
    css: stylesheets.reduce((sum, href) => sum + gzipBytes(readFileSync(join(dist, href), 'utf8')), 0),
    loadJs: inlineJs + sumGzip(dist, loadModules),
    js: inlineJs + sumGzip(dist, allModules) + sumGzip(dist, new Set(islands.flatMap((island) => island.data ?? []))),
    islands: [...new Set(islands.map((island) => island.name))],
    loadIslands: [...new Set(atLoad.map((island) => island.name))],
  };
}

/**
 * @typedef {{ url: string, html: number, htmlRaw: number, css: number, loadJs: number, js: number, islands: string[], loadIslands: string[] }} PageWeight
 */

/**
 * The heaviest page of each kind, in first-seen order.
 * @param {string} dist
 * @returns {(PageWeight & { kind: string })[]}
 */
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
