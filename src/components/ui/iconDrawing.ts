/**
 * How Icon.astro writes a react-icons glyph as Astro renders the page: its paths rounded to what can be seen, and,
 * inside an IconSprite, each drawing once. There every icon is an `<svg>` that shows its drawing through
 * `<use href>`, and the sprite at the top of `<body>` holds each drawing the page uses as a `<symbol>`. Each icon keeps
 * its own `<svg>` with its class, size, viewBox and ARIA attributes, so it is laid out, coloured (currentColor) and
 * named or hidden as react-icons drew it. Outside a sprite (the enquiry dialog's file) an icon is drawn where it is.
 */
import { createHash } from 'node:crypto';
import { defaultTreeAdapter, html as namespaces, parseFragment, serializeOuter } from 'parse5';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconType } from 'react-icons';
import { optimize } from 'svgo';
import { attribute, elementsIn, type Element } from '~/hosting/pageHtml';

/** The drawings the icons of one page have asked for, by id, until the sprite is written. */
export class IconSheet {
  readonly symbols = new Map<string, string>();
  written = false;
}

/** The attributes that say how an icon is drawn, the same wherever it is used: they go with the drawing. */
const DRAWING_ATTRIBUTES = new Set(['stroke', 'fill', 'stroke-width', 'stroke-linecap', 'stroke-linejoin']);

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
 * The decimals that hold each step of a path under a 5,000th of the icon's box. react-icons draws Font Awesome's
 * icons in a 512-unit box to up to three decimals; one decimal (about a 100th of a pixel at the largest size the site
 * draws an icon) moves no edge visibly and leaves a page about 2 KB lighter gzip. A set drawn in a 24-unit box keeps
 * three. svgo's convertPathData rounds without letting the error add up along a path.
 */
function decimalsFor(viewBox: string | undefined): number | undefined {
  const box = /^[\d.-]+ [\d.-]+ ([\d.]+) ([\d.]+)$/.exec(viewBox ?? '');
  if (!box) return undefined;
  return Math.max(0, Math.ceil(Math.log10(5000 / Math.max(Number(box[1]), Number(box[2])))));
}

const svgElement = (tag: string, attrs: Element['attrs']) => defaultTreeAdapter.createElement(tag, namespaces.NS.SVG, attrs);

/** The icon's markup: drawn in place, or (given the page's sheet) shown from the sheet's symbol, which it adds. */
export function iconMarkup(Glyph: IconType, props: Record<string, unknown>, sheet?: IconSheet): string {
  const svg = parseFragment(renderToStaticMarkup(createElement(Glyph, props))).childNodes[0] as Element;
  const decimals = decimalsFor(attribute(svg, 'viewBox'));
  for (const path of decimals === undefined ? [] : [...elementsIn(svg)].filter((el) => el.tagName === 'path')) {
    path.attrs = path.attrs.map((a) => (a.name === 'd' ? { ...a, value: roundedPath(a.value, decimals!) } : a));
  }
  if (!sheet) return serializeOuter(svg);
  if (sheet.written) throw new Error(`An icon (${Glyph.name}) was drawn after its page's IconSprite was written`);
  // The symbol takes the drawing: its paths, the attributes that draw them, and the viewBox they are drawn in.
  const symbol = svgElement('symbol', [
    ...svg.attrs.filter((a) => a.name === 'viewBox'),
    ...svg.attrs.filter((a) => DRAWING_ATTRIBUTES.has(a.name)),
  ]);
  for (const child of [...svg.childNodes]) {
    defaultTreeAdapter.detachNode(child);
    defaultTreeAdapter.appendChild(symbol, child);
  }
  const id = `icon-${createHash('sha256').update(serializeOuter(symbol)).digest('hex').slice(0, 8)}`;
  symbol.attrs.unshift({ name: 'id', value: id });
  if (!sheet.symbols.has(id)) sheet.symbols.set(id, serializeOuter(symbol));
  // The shown <svg> keeps what places and names it (HTML needs no namespace).
  svg.attrs = svg.attrs.filter((a) => !DRAWING_ATTRIBUTES.has(a.name) && a.name !== 'xmlns');
  defaultTreeAdapter.appendChild(svg, svgElement('use', [{ name: 'href', value: `#${id}` }]));
  return serializeOuter(svg);
}

/**
 * The page's sprite: every symbol its icons show, in a hidden `<svg>` that takes no room. In the order of their ids,
 * not the order Astro happened to render the icons in (which `astro dev` and the build do not share).
 */
export function spriteMarkup(sheet: IconSheet): string {
  sheet.written = true;
  if (!sheet.symbols.size) return '';
  const symbols = [...sheet.symbols.keys()].sort().map((id) => sheet.symbols.get(id));
  return `<svg aria-hidden="true" width="0" height="0" style="position:absolute">${symbols.join('')}</svg>`;
}
