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
 *   paint (a fast link) the font, which browsers fetch at the highest priority, never comes before it. On Save-Data,
 *   2G or 3G it is not fetched at all: the matched fallback is the face, and the link stays the visitor's.
 * - The fallbacks (Arial on desktops, Roboto on Android) are scaled with Capsize's published metrics, so the
 *   change of face between the first page and the next moves no line.
 * Tailwind's `font-sans` (tailwind.config.mjs) and the faces in <head> (WebFont.astro) both come from here.
 */
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import roboto from '@capsizecss/metrics/roboto';
import { LANGUAGES } from '../i18n/languages';
import { interFace } from '../inline/interFace';

const stack = createFontStack([{ ...inter, familyName: interFace.family }, arial, roboto], { fontFaceFormat: 'styleString' });

/**
 * The families for Tailwind's `font-sans`, best first. Inter draws Latin only: each other script's letters come
 * from the fonts its entry in src/i18n/languages.ts names, then from the system's own.
 */
export const fontSans: string[] = [
  ...stack.fontFamily.split(/,\s*/),
  ...new Set(Object.values(LANGUAGES).flatMap((language) => language.script.fonts)),
  'ui-sans-serif',
  'system-ui',
  'sans-serif',
];

/** The metric-matched fallback faces, as CSS. */
export const fallbackFaces: string = stack.fontFaces;
