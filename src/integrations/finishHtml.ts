/**
 * A touch to every built page that Astro offers no option for. Each step reads the page with an HTML parser
 * (pageHtml.ts) and changes only what it finds there; what it expects and does not find stops the build, naming
 * the page. Links are not touched here: each page writes them in its own language as it renders (pageHref in
 * src/i18n/locales.ts), so `astro dev` and hydrated islands link alike.
 */
import type { AstroIntegration } from 'astro';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBuiltPages } from '../hosting/builtPages';
import { sharedFile } from '../hosting/sharedFile';
import { inlineCall } from '../embedded/inlineScript';
import { loadSharedScriptsAfterFirstScreen } from '../inline/sharedScriptLoader';
import { runScriptsInTurn } from '../inline/scriptsInTurn';
import { COMPILE_HINT } from './compileHints';
import {
  applyEdits,
  attribute,
  elementsIn,
  inPage,
  inner,
  isInside,
  outer,
  PageHtmlError,
  parsePage,
  textOf,
  type Edit,
  type Element,
} from '../hosting/pageHtml';

/**
 * A page parsed once for every step: its text, its elements in document order, and (found once, by the first step
 * that asks: movableScripts) the scripts that may move to the shared file.
 */
interface Page {
  html: string;
  elements: Element[];
  movable?: PageScript[];
}

const readPage = (html: string): Page => ({ html, elements: [...elementsIn(parsePage(html))] });
const named = (page: Page, tag: string) => page.elements.filter((el) => el.tagName === tag);
/** A step used on its own (the unit tests): the page with that step's changes made. */
const step =
  (edits: (page: Page) => Edit[]) =>
  (html: string): string => {
    const page = readPage(html);
    const changes = edits(page);
    return changes.length ? applyEdits(html, changes) : html;
  };

/** The page's <head> or <body>, which every built page has. */
function part(page: Page, tag: 'head' | 'body'): Element {
  const found = named(page, tag)[0];
  if (!found) throw new PageHtmlError(`the page has no <${tag}>`);
  return found;
}

/** The text inside an element as written (a script's code, a style's rules). */
const rawText = (html: string, el: Element) => textOf(html, inner(el));

/**
 * Astro writes `<style>astro-island,…{display:contents}</style>` in front of the first island, inside <body>,
 * where a <style> element is not valid HTML: this moves that one rule into <head>, unchanged.
 */
function islandStyleEdits(page: Page): Edit[] {
  const styles = named(page, 'style').filter((style) => rawText(page.html, style) === ISLAND_STYLES);
  const head = part(page, 'head');
  if (styles.some((style) => isInside(style, 'head'))) return [];
  if (!styles.length) {
    if (named(page, 'astro-island').length) throw new PageHtmlError(`Astro's island style (${ISLAND_STYLES}) is not in the page`);
    return [];
  }
  const moved = textOf(page.html, outer(styles[0]));
  return [...styles.map((style): Edit => ({ ...outer(style), text: '' })), { start: inner(head).end, end: inner(head).end, text: moved }];
}
export const moveIslandStyleToHead = step(islandStyleEdits);

/** A script the page runs as it is written: a component's `<script>` (a module that imports nothing), or a classic one. */
const isPlainScript = (el: Element) =>
  el.tagName === 'script' && (el.attrs.length === 0 || (el.attrs.length === 1 && attribute(el, 'type') === 'module'));

/**
 * Astro's own scripts for islands (astro/runtime/server/scripts.js), which it writes into a page ahead of the islands:
 * the `<astro-island>` element's runtime, and the script of each `client:` directive the page's islands use, which
 * registers it and announces it with an `astro:<directive>` event, the one the runtime waits for. They only start
 * hydration, which none of them does before the page has been parsed, and they may run in any order (an island
 * waits for its directive's event), so they can wait for a file. Every other classic script stays where it is:
 * those run while the page is parsed (the pause control's label, Load More, the font, the motion setting). A page
 * with islands and without the runtime or a directive's script means Astro writes islands differently now: the build
 * stops.
 */
function islandScripts(page: Page): Set<Element> {
  const RUNTIME = 'the island runtime';
  const directives = named(page, 'astro-island').flatMap((island) => attribute(island, 'client') ?? []);
  // What each of Astro's scripts is: the runtime, or the directive it announces.
  const found = new Map<Element, string>();
  for (const script of page.elements.filter((el) => isPlainScript(el) && !el.attrs.length)) {
    const code = rawText(page.html, script);
    const what = code === islandRuntime ? RUNTIME : directives.find((directive) => code.includes(`"astro:${directive}"`));
    if (what) found.set(script, what);
  }
  const present = new Set(found.values());
  const missing = [...new Set(directives.length ? [RUNTIME, ...directives] : [])].filter((what) => !present.has(what));
  if (missing.length) throw new PageHtmlError(`the page has islands, and Astro's script for ${missing.join(', ')} is not in it`);
  return new Set(found.keys());
}

interface PageScript {
  element: Element;
  code: string;
  ofIslands: boolean;
}

/** The scripts in a page that may move to a file: the components' (modules) and Astro's island scripts. */
function movableScripts(page: Page): PageScript[] {
  if (page.movable) return page.movable;
  const ofIslands = islandScripts(page);
  return (page.movable = page.elements
    .filter((el) => isPlainScript(el) && (attribute(el, 'type') === 'module' || ofIslands.has(el)))
    .map((element) => ({ element, code: rawText(page.html, element), ofIslands: ofIslands.has(element) })));
}

/**
 * A component's script that must run as the page is parsed, not once its first screen is drawn: the visitor count
 * counts every page load, also one the visitor leaves at once.
 */
const staysInPage = (code: string) => code.includes('customElements.define("site-visitor-count"');

/**
 * The scripts that most pages share (the shell's: header, menu, footer, the enquiry dialog and its form,
 * prefetching; and Astro's island scripts), in the order a page runs them: the code of each movable script found
 * on more than half the pages. Each defines a custom element, registers a directive or acts on the whole
 * document, so it is harmless on a page without its element.
 */
function sharedCodes(pages: Iterable<[file: string, page: Page]>): string[] {
  const count = new Map<string, number>();
  const ofIslands = new Set<string>();
  const order: string[] = [];
  let total = 0;
  for (const [file, page] of pages) {
    total++;
    const scripts = inPage(file, () => movableScripts(page));
    for (const { code } of scripts.filter((script) => script.ofIslands)) ofIslands.add(code);
    for (const code of new Set(scripts.map((script) => script.code))) {
      if (!count.has(code)) order.push(code);
      count.set(code, (count.get(code) ?? 0) + 1);
    }
  }
  return order.filter((code) => !staysInPage(code) && ((count.get(code) ?? 0) * 2 > total || ofIslands.has(code)));
}
export const commonScripts = (pages: Iterable<[file: string, html: string]>) =>
  sharedCodes([...pages].map(([file, html]) => [file, readPage(html)]));

/**
 * The shared scripts as one module file. Each keeps its own scope (a function), its own failure and its own task
 * (src/inline/scriptsInTurn.ts). They all run as the page loads, so the file asks to be compiled as it downloads
 * (compileHints.ts).
 */
export function scriptBundle(codes: string[]): string {
  return `${COMPILE_HINT}(${runScriptsInTurn.toString()})([${codes.map((code) => `()=>{${code}\n}`).join(',\n')}]);\n`;
}

/**
 * Takes the shared scripts out of a page and has it load them from one file instead, cached after the first
 * page. The file is asked for at low priority once the first screen is drawn (sharedScriptLoader): it never
 * holds the first paint or competes with the page and its hero picture, and module scripts ran after the page
 * was parsed anyway; an island's hydration waits for it, as it waits for the page to be parsed or the island to be seen. The
 * controls that must work from the first tap (Load More, the pause control, a gallery's pictures) keep their scripts in the page, and every other control works without script until it comes (a `<details>` menu, a form that posts, an
 * enquiry link that opens /enquiry). A page with none of the shared scripts is left as it is.
 */
function sharedScriptEdits(page: Page, codes: string[], loader: string): Edit[] {
  const shared = new Set(codes);
  // An island that answers the visitor's first reach (`client:intent`: the gallery's pictures) needs its directive
  // while the page is parsed: it holds a click that lands before the island is ready. Without it, such a click would
  // follow the picture's plain link instead of opening the viewer. Those pages keep Astro's island scripts; the
  // shared file defines the same element and directives again, which they allow.
  const answersFirstReach = named(page, 'astro-island').some((island) => attribute(island, 'client') === 'intent');
  const moved = movableScripts(page).filter(({ code, ofIslands }) => shared.has(code) && !(answersFirstReach && ofIslands));
  if (!moved.length) return [];
  const bodyEnd = inner(part(page, 'body')).end;
  return [
    ...moved.map(({ element }): Edit => ({ ...outer(element), text: '' })),
    { start: bodyEnd, end: bodyEnd, text: `<script>${loader}</script>` },
  ];
}
export const loadSharedScripts = (html: string, codes: string[], loader: string) =>
  step((page) => sharedScriptEdits(page, codes, loader))(html);

/**
 * The inline script that loads the shared scripts from `src` once the first screen is drawn
 * (src/inline/sharedScriptLoader.ts says when): that function's own text, called with `src` and minified.
 */
export const sharedScriptLoader = (src: string): Promise<string> => inlineCall(loadSharedScriptsAfterFirstScreen, src);

interface Finishing {
  /** The shared scripts (commonScripts) and the loader that fetches them. */
  codes: string[];
  loader: string;
}

/** Every step on one page, from one reading of it: their changes touch different places in it. */
function finish(page: Page, { codes, loader }: Finishing): string {
  return applyEdits(page.html, [...islandStyleEdits(page), ...sharedScriptEdits(page, codes, loader)]);
}

export default function finishHtml(): AstroIntegration {
  return {
    name: 'finish-html',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const pages = await readBuiltPages(root);
        // Each page read once: the shared scripts are counted, then every step runs, on the same reading.
        const read = new Map([...pages].map(([file, html]) => [file, inPage(file, () => readPage(html))]));
        const codes = sharedCodes(read);
        const bundle = scriptBundle(codes);
        const src = sharedFile('shell', 'js', bundle).path;
        const loader = await sharedScriptLoader(src);
        await mkdir(join(root, '_astro'), { recursive: true });
        if (codes.length) await writeFile(join(root, src), bundle);
        const finished = new Map([...read].map(([file, page]) => [file, inPage(file, () => finish(page, { codes, loader }))]));
        await Promise.all(
          [...finished].map(async ([file, page]) => {
            if (page !== pages.get(file)) await writeFile(join(root, file), page);
          }),
        );
      },
    },
  };
}
