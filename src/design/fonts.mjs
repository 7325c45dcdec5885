/**
 * The site's typeface: Inter (self-hosted variable font, latin only) with fallback faces whose metrics are
 * matched to it, so the page never waits for the font and nothing moves if it arrives.
 *
 * - Latin only: Fontsource's stylesheet also declares latin-ext (85 KB), which a single "₹" on the page made
 *   every visitor download; the rupee sign is drawn by the fallback instead.
 * - `font-display: optional`: a first visit on a slow line keeps the fallback for that page (the first paint
 *   and the LCP never wait for or change with the font); the font is cached for the next page.
 * - The fallbacks (Arial on desktops, Roboto on Android) are scaled with Capsize's published metrics so a late
 *   font never shifts a line.
 * Tailwind's `font-sans` (tailwind.config.mjs) and the @font-face rules in <head> (Head.astro) both come from here.
 */
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import roboto from '@capsizecss/metrics/roboto';

const FAMILY = 'Inter Variable';
const stack = createFontStack([{ ...inter, familyName: FAMILY }, arial, roboto], { fontFaceFormat: 'styleString' });

/** Fontsource's latin range for Inter. */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** The families for Tailwind's `font-sans`, best first. */
export const fontSans = [...stack.fontFamily.split(/,\s*/), ...['ui-sans-serif', 'system-ui', 'sans-serif']];

/** Every @font-face the page needs, given the URL the build gave the Inter file. */
export function fontFaces(interLatinUrl) {
  return `@font-face{font-family:"${FAMILY}";font-style:normal;font-weight:100 900;font-display:optional;src:url(${interLatinUrl}) format("woff2");unicode-range:${LATIN}}\n${stack.fontFaces}`;
}
