/**
 * The site's typeface: Inter (self-hosted variable font, latin only) over fallback faces whose metrics are
 * matched to it, so a page never waits for the font and nothing moves when it is used.
 *
 * - Latin only: Fontsource's stylesheet also declares latin-ext (85 KB), which a single "₹" on the page made
 *   every visitor download; the rupee sign is drawn by the fallback instead.
 * - The first page a visitor opens is drawn in the fallback, and the font (48 KB) is fetched only once that page
 *   has loaded, so on a slow phone it never competes with the page, its pictures or its first paint. Every later
 *   page finds it in the browser's cache and uses it from the first paint (WebFont.astro). It is asked for by the
 *   shared scripts, which come once the first screen is drawn, so even where a page has loaded before its first
 *   paint (a fast link) the font never comes before it, and is fetched as a file at low priority, not loaded as a
 *   face the page would decode and repaint for. On Save-Data,
 *   2G or 3G it is not fetched at all: the matched fallback is the face, and the link stays the visitor's.
 * - The fallbacks (Arial on desktops, Roboto on Android) are scaled with Capsize's published metrics, so the
 *   change of face between the first page and the next moves no line.
 * - A page in a script with fonts of its own (Devanagari) takes its letters straight to them (fontCss).
 * Tailwind's `font-sans` (tailwind.config.mjs) and the CSS in <head> (WebFont.astro) both come from here.
 */
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import roboto from '@capsizecss/metrics/roboto';
import { LANGUAGES, type Script } from '../i18n/languages';
import { interFace } from '../inline/interFace';

const LAST_CODE_POINT = 0x10ffff;
const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

/** Every code point but those of `ranges` (CSS `unicode-range` values: "U+0900-097F", "U+20B9"), as such values. */
export function rangesOutside(ranges: readonly string[]): string[] {
  const taken = ranges
    .map((range) => range.replace(/^U\+/i, '').split('-'))
    .map(([from, to = from]) => [parseInt(from, 16), parseInt(to, 16)] as const)
    .sort(([a], [b]) => a - b);
  const left: string[] = [];
  let next = 0;
  for (const [from, to] of taken) {
    if (from > next) left.push(from - 1 === next ? `U+${hex(next)}` : `U+${hex(next)}-${hex(from - 1)}`);
    next = Math.max(next, to + 1);
  }
  if (next <= LAST_CODE_POINT) left.push(`U+${hex(next)}-${hex(LAST_CODE_POINT)}`);
  return left;
}

const scripts = [...new Set(Object.values(LANGUAGES).map((language) => language.script))];

/** Inter and the faces matched to it, for a page in `script`: see fontCss. */
const stackFor = (script: Script) =>
  createFontStack([{ ...inter, familyName: interFace.family }, arial, roboto], {
    fontFaceFormat: 'styleString',
    ...(script.ranges.length && { fontFaceProperties: { unicodeRange: rangesOutside(script.ranges).join(',') } }),
  });
const [interFamily, ...fallbacks] = stackFor(LANGUAGES.en.script).fontFamily.split(/,\s*/);
/** The faces matched to Inter, then the plain families they are made from (for a device where a face is missing). */
const matchedFaces = fallbacks.filter((family) => family.includes('Fallback'));
const plainFallbacks = fallbacks.filter((family) => !family.includes('Fallback'));

/**
 * The families for pages in a language written in `script`, best first: Inter and its matched faces for Latin, then the
 * script's own fonts ahead of the plain Latin families, then every other script's fonts (a language's name in the
 * switcher) and the system's own.
 */
export function fontStack(script: Script): string[] {
  const others = scripts.filter((other) => other !== script).flatMap((other) => other.fonts);
  return [
    ...new Set([interFamily, ...matchedFaces, ...script.fonts, ...plainFallbacks, ...others, 'ui-sans-serif', 'system-ui', 'sans-serif']),
  ];
}

/** The families for Tailwind's `font-sans`: Latin's stack, which a page in another script replaces (fontCss). */
export const fontSans: string[] = fontStack(LANGUAGES.en.script);

/**
 * The CSS for a page in `script`, in its <head> (WebFont.astro): the faces matched to Inter, and, for a script with
 * fonts of its own (Devanagari), the page's stack in place of `font-sans`. There the faces leave the script's letters
 * (their unicode-range), and its fonts come ahead of plain Arial and Roboto: a Devanagari letter reaches its font at
 * once, instead of being shaped in Latin fonts first and found missing (about a tenth of a Hindi page's first
 * layout). A Latin page's CSS stays as it was, byte for byte.
 */
export function fontCss(script: Script): string {
  const faces = stackFor(script).fontFaces;
  return script.fonts.length ? `${faces}\n:root{font-family:${fontStack(script).join(',')}}` : faces;
}
