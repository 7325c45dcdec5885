/**
 * A touch to every built page that Astro offers no option for. It leaves a page unchanged when Astro's
 * output no longer has what it looks for. Links are not touched here: each page writes them in its own
 * language as it renders (pageHref in src/i18n/locales.ts), so `astro dev` and hydrated islands link alike.
 */
import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { escape, unescape } from 'html-escaper';
import { optimize } from 'svgo';
import { readBuiltPages } from '../hosting/builtPages';
import { inlineCall } from '../embedded/inlineScript';
import { loadSharedScriptsAfterFirstScreen } from '../inline/sharedScriptLoader';

const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

/**
 * Astro writes `<style>astro-island,…{display:contents}</style>` in front of the first island, inside <body>,
 * where a <style> element is not valid HTML: this moves that one rule into <head>, unchanged.
 */
export function moveIslandStyleToHead(html: string): string {
  const match = ISLAND_STYLE.exec(html);
  if (!match || html.indexOf(match[0]) < html.indexOf('</head>')) return html;
  return html.replace(match[0], '').replace('</head>', `${match[0]}</head>`);
}

/** The enquiry dialog in its element (EnquiryModal.astro): the element's attributes and the `<dialog>`. */
const ENQUIRY_DIALOG = /<site-enquiry-modal\b([^>]*)>\s*(<dialog\b[\s\S]*?<\/dialog>)\s*<\/site-enquiry-modal>/;

/**
 * Takes the Free Enquiry dialog out of the page: the same for every page in a language, it goes to a file of its
 * own (its path from `fileFor`, named by its content), which `<site-enquiry-modal>` fetches after the page has
 * loaded (data-dialog) and the browser keeps for the next page. It runs before the icons are shared, so the file
 * draws its own icons and needs no page's sprite.
 */
export function shareEnquiryDialog(html: string, fileFor: (dialog: string) => string): string {
  const match = ENQUIRY_DIALOG.exec(html);
  if (!match || dialogFileOf(html)) return html;
  const [element, attributes, dialog] = match;
  return html.replace(element, `<site-enquiry-modal${attributes} data-dialog="${fileFor(dialog)}"></site-enquiry-modal>`);
}

/** The file a finished page fetches its enquiry dialog from (shareEnquiryDialog), if it has one. */
export const dialogFileOf = (html: string): string | undefined => /<site-enquiry-modal\b[^>]*\sdata-dialog="([^"]+)"/.exec(html)?.[1];

/** An island's opening tag, with its props: HTML-escaped JSON in which Astro writes each value as [type, value]. */
const ISLAND_TAG = /<astro-island\b[^>]*>/g;

/** A prop as Astro serializes it (astro/runtime/server/serialize.js) written back as plain JSON: [0, value], [1, array]. */
function plainProp([type, value]: [number, unknown]): unknown {
  if (type === 1) return (value as [number, unknown][]).map(plainProp);
  if (type !== 0) throw new Error(`An island's shared prop holds a value JSON cannot carry (Astro's prop type ${type})`);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainProp(item as [number, unknown])]));
}

/**
 * Takes each island's `shared` prop (what is the same on every page with that island in a language: the estimator's
 * places, rates and words) out of the page: it goes to a JSON file of its own (its path from `fileFor`, named by its
 * content), and the prop becomes that file's address, which the island reads (src/islands/hooks/useShared.ts) and
 * the browser keeps for the next page. The home page in Hindi and Marathi is 2.2 KB lighter gzip for it.
 */
export function shareIslandData(html: string, fileFor: (component: string, json: string) => string): string {
  return html.replace(ISLAND_TAG, (tag) => {
    const props = propsOf(tag);
    const component = /\scomponent-url="[^"]*\/(\w+)\.[^"/]*"/.exec(tag)?.[1];
    if (!props || !component) return tag;
    const shared = props.serialized.shared && plainProp(props.serialized.shared);
    if (!shared || typeof shared === 'string') return tag;
    const serialized = { ...props.serialized, shared: [0, fileFor(component, JSON.stringify(shared))] };
    return tag.replace(props.attribute, () => ` props="${escape(JSON.stringify(serialized))}"`);
  });
}

/** An island's opening tag's props attribute, as written, and as Astro serialized them. */
function propsOf(tag: string): { attribute: string; serialized: Record<string, [number, unknown]> } | undefined {
  const attribute = /\sprops="([^"]*)"/.exec(tag);
  if (!attribute) return undefined;
  return { attribute: attribute[0], serialized: JSON.parse(unescape(attribute[1])) as Record<string, [number, unknown]> };
}

/** The file an island in a finished page reads its shared data from (shareIslandData), if it has one, from its opening tag. */
export function islandDataFileOf(tag: string): string | undefined {
  const shared = propsOf(tag)?.serialized.shared;
  return shared?.[0] === 0 && typeof shared[1] === 'string' ? shared[1] : undefined;
}

/**
 * Whether a place in a page is inside an island: React hydrates that markup and expects it as it rendered it, so
 * the steps below leave it as it is.
 */
function islandTest(html: string): (at: number) => boolean {
  const islands = [...html.matchAll(/<astro-island\b[\s\S]*?<\/astro-island>/g)].map((m) => [m.index, m.index + m[0].length]);
  return (at) => islands.some(([start, end]) => at >= start && at < end);
}

/** A decorative icon as react-icons renders it at build time (Icon.astro): its attributes and its drawing. */
const DECORATIVE_SVG = /<svg\b([^>]*\baria-hidden="true"[^>]*)>([\s\S]*?)<\/svg>/g;
/** The attributes that say how an icon is drawn, the same wherever it is used: they go with the drawing. */
const DRAWING_ATTRIBUTES = /\s(?:stroke|fill|stroke-width|stroke-linecap|stroke-linejoin|xmlns)="[^"]*"/g;

/**
 * Draws each decorative icon that a page shows more than once (a check mark beside every list item, a
 * chevron in every folding list) once: as a `<symbol>` in a hidden sprite at the top of `<body>`, which each
 * use of it shows through `<use href="#…">`. The outer `<svg>` keeps its class, size, viewBox and ARIA
 * attributes, so it is laid out, coloured (currentColor) and hidden from assistive tech as before. Icons inside
 * an island are left as they are: React hydrates that markup and expects it as it rendered it.
 */
export function shareRepeatedIcons(html: string): string {
  const inIsland = islandTest(html);
  const drawingOf = (attributes: string, inner: string) => {
    const viewBox = /\sviewBox="[^"]*"/.exec(attributes)?.[0] ?? '';
    return `${viewBox}${(attributes.match(DRAWING_ATTRIBUTES) ?? []).filter((a) => !a.startsWith(' xmlns')).join('')}>${inner}`;
  };
  const uses = new Map<string, number>();
  for (const match of html.matchAll(DECORATIVE_SVG)) {
    if (inIsland(match.index)) continue;
    const drawing = drawingOf(match[1], match[2]);
    uses.set(drawing, (uses.get(drawing) ?? 0) + 1);
  }
  const ids = new Map(
    [...uses]
      .filter(([, count]) => count > 1)
      .map(([drawing]) => [drawing, `icon-${createHash('sha256').update(drawing).digest('hex').slice(0, 8)}`]),
  );
  if (!ids.size || !/<body\b[^>]*>/.test(html)) return html;
  const shared = html.replace(DECORATIVE_SVG, (svg, attributes: string, inner: string, at: number) => {
    const id = ids.get(drawingOf(attributes, inner));
    if (!id || inIsland(at)) return svg;
    return `<svg${attributes.replace(DRAWING_ATTRIBUTES, '')}><use href="#${id}"></use></svg>`;
  });
  const symbols = [...ids].map(([drawing, id]) => `<symbol id="${id}"${drawing}</symbol>`).join('');
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" width="0" height="0" style="position:absolute">${symbols}</svg>`;
  return shared.replace(/<body\b[^>]*>/, (body) => body + sprite);
}

/** Path data, written again to `decimals` by svgo (each distinct path once per build). */
const roundedPaths = new Map<string, string>();
function roundedPath(d: string, decimals: number): string {
  const key = `${decimals} ${d}`;
  if (!roundedPaths.has(key)) {
    const { data } = optimize(`<svg xmlns="http://www.w3.org/2000/svg"><path d="${d}"/></svg>`, {
      plugins: [{ name: 'convertPathData', params: { floatPrecision: decimals } }],
    });
    roundedPaths.set(key, /\sd="([^"]*)"/.exec(data)?.[1] ?? d);
  }
  return roundedPaths.get(key)!;
}

/**
 * Writes each decorative icon's path data to the precision it can be seen at. react-icons draws Font Awesome's
 * icons in a 512-unit box to up to three decimals; one decimal (a 5,000th of the box, about a 100th of a pixel
 * at the largest size the site draws an icon) moves no edge visibly and leaves a page about 2 KB lighter gzip:
 * icons are a quarter of its bytes. The decimals kept are those that hold each step under a 5,000th of the icon's box, so a set
 * drawn in a 24-unit box would keep three. svgo's convertPathData rounds without letting the error add up along a
 * path. Icons inside islands are left as they are (islandTest).
 */
export function roundIconPaths(html: string): string {
  const inIsland = islandTest(html);
  return html.replace(DECORATIVE_SVG, (svg, attributes: string, _inner: string, at: number) => {
    const box = /\sviewBox="[\d.-]+ [\d.-]+ ([\d.]+) ([\d.]+)"/.exec(attributes);
    if (!box || inIsland(at)) return svg;
    const decimals = Math.max(0, Math.ceil(Math.log10(5000 / Math.max(Number(box[1]), Number(box[2])))));
    return svg.replace(/(<path\b[^>]*\sd=")([^"]*)"/g, (_path, start: string, d: string) => `${start}${roundedPath(d, decimals)}"`);
  });
}

/**
 * A script Astro writes into the page: a component's `<script>` (a module that imports nothing), or one of
 * Astro's own classic scripts.
 */
const PAGE_SCRIPT = /<script( type="module")?>([\s\S]*?)<\/script>/g;

/**
 * Astro's own scripts for islands: the `<astro-island>` element and each `client:` directive. They only start
 * hydration, which none of them does before the page has been parsed, and they may run in any order (an island
 * waits for its directive's `astro:…` event), so they can wait for a file. Every other classic script stays where
 * it is: those run while the page is parsed (the pause control's label, Load More, the font, the motion setting).
 */
const isIslandScript = (code: string) =>
  code.includes('customElements.define("astro-island"') || /^\(\(\)=>\{[\s\S]*\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.\w+=/.test(code);

/**
 * A component's script that must run as the page is parsed, not once its first screen is drawn: the visitor count
 * counts every page load, also one the visitor leaves at once.
 */
const staysInPage = (code: string) => code.includes('customElements.define("site-visitor-count"');

/** The scripts in a page that may move to a file: the components' (modules) and Astro's island scripts. */
const movableScripts = (html: string) =>
  [...html.matchAll(PAGE_SCRIPT)].filter(([, module, code]) => module || isIslandScript(code)).map(([, , code]) => code);

/**
 * The scripts that most pages share (the shell's: header, menu, footer, the enquiry dialog and its form,
 * prefetching; and Astro's island scripts), in the order a page runs them: the code of each movable script found
 * on more than half the pages. Each defines a custom element, registers a directive or acts on the whole
 * document, so it is harmless on a page without its element.
 */
export function commonScripts(pages: Iterable<string>): string[] {
  const count = new Map<string, number>();
  const order: string[] = [];
  let total = 0;
  for (const html of pages) {
    total++;
    for (const code of new Set(movableScripts(html))) {
      if (!count.has(code)) order.push(code);
      count.set(code, (count.get(code) ?? 0) + 1);
    }
  }
  return order.filter((code) => !staysInPage(code) && ((count.get(code) ?? 0) * 2 > total || isIslandScript(code)));
}

/**
 * The shared scripts as one module file. Each keeps its own scope (a block) and its own failure: one that throws
 * is reported as an uncaught error, as it was on its own, and the rest still run.
 */
export function scriptBundle(codes: string[]): string {
  return codes.map((code) => `try{${code}\n}catch(error){setTimeout(()=>{throw error})}`).join('\n') + '\n';
}

/**
 * Takes the shared scripts out of a page and has it load them from one file instead, cached after the first
 * page. The file is asked for at low priority once the first screen is drawn (sharedScriptLoader): it never
 * holds the first paint or competes with the page and its hero picture, and module scripts ran after the page
 * was parsed anyway; an island's hydration waits for it, as it waits for the page to be parsed or the island to be seen. The
 * controls that must work from the first tap (Load More, the pause control, a gallery's pictures) keep their scripts in the page, and every other control works without script until it comes (a `<details>` menu, a form that posts, an
 * enquiry link that opens /enquiry). A page with none of the shared scripts is left as it is.
 */
export function loadSharedScripts(html: string, codes: string[], loader: string): string {
  const shared = new Set(codes);
  // An island that answers the visitor's first reach (`client:intent`: the gallery's pictures) needs its directive
  // while the page is parsed: it holds a click that lands before the island is ready. Without it, such a click would
  // follow the picture's plain link instead of opening the viewer. Those pages keep Astro's island scripts; the
  // shared file defines the same element and directives again, which they allow.
  const answersFirstReach = /<astro-island\b[^>]*\sclient="intent"/.test(html);
  let found = false;
  const page = html.replace(PAGE_SCRIPT, (script, _module, code: string) => {
    if (!shared.has(code) || (answersFirstReach && isIslandScript(code))) return script;
    found = true;
    return '';
  });
  if (!found || !page.includes('</body>')) return html;
  return page.replace('</body>', `<script>${loader}</script></body>`);
}

/**
 * The inline script that loads the shared scripts from `src` once the first screen is drawn
 * (src/inline/sharedScriptLoader.ts says when): that function's own text, called with `src` and minified.
 */
export const sharedScriptLoader = (src: string): Promise<string> => inlineCall(loadSharedScriptsAfterFirstScreen, src);

/** A file's name part from its content, as Vite names the other files under /_astro/: a new content is a new URL. */
const contentHash = (content: string) => createHash('sha256').update(content).digest('base64url').slice(0, 8);

export default function finishHtml(): AstroIntegration {
  return {
    name: 'finish-html',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const pages = await readBuiltPages(root);
        const codes = commonScripts(pages.values());
        const bundle = scriptBundle(codes);
        const src = `/_astro/shell.${contentHash(bundle)}.js`;
        const loader = await sharedScriptLoader(src);
        await mkdir(join(root, '_astro'), { recursive: true });
        if (codes.length) await writeFile(join(root, src), bundle);
        // The parts taken out of the pages, each written once under /_astro/ and named by its content.
        const sharedFiles = new Map<string, string>();
        const sharedFile = (name: string, extension: string, content: string) => {
          const path = `/_astro/${name}.${contentHash(content)}.${extension}`;
          sharedFiles.set(path, content);
          return path;
        };
        const dialogFile = (dialog: string) => sharedFile('enquiry-dialog', 'htm', dialog);
        const islandDataFile = (component: string, json: string) => sharedFile(component, 'json', json);
        const finished = new Map(
          [...pages].map(([file, html]) => [
            file,
            loadSharedScripts(
              shareRepeatedIcons(
                roundIconPaths(shareIslandData(shareEnquiryDialog(moveIslandStyleToHead(html), dialogFile), islandDataFile)),
              ),
              codes,
              loader,
            ),
          ]),
        );
        await Promise.all([...sharedFiles].map(([path, content]) => writeFile(join(root, path), content)));
        await Promise.all(
          [...finished].map(async ([file, page]) => {
            if (page !== pages.get(file)) await writeFile(join(root, file), page);
          }),
        );
      },
    },
  };
}
