/**
 * The type's CSS in each page's <head> (src/design/fonts.ts): a Latin page's faces as Capsize writes them; a page in
 * a script with fonts of its own leaves that script's letters out of the faces matched to Inter and puts its fonts
 * ahead of plain Arial and Roboto, so its letters are never shaped in a Latin font first.
 */
import { describe, expect, it } from 'vitest';
import { fontCss, fontSans, fontStack, rangesOutside } from '../../src/design/fonts';
import { LANGUAGES } from '../../src/i18n/languages';

/** Every code point a list of unicode-range values covers. */
const covers = (ranges: string[], codePoint: number) =>
  ranges.some((range) => {
    const [from, to = from] = range.replace(/^U\+/i, '').split('-');
    return codePoint >= parseInt(from, 16) && codePoint <= parseInt(to, 16);
  });
const facesRanges = (css: string) => [...css.matchAll(/unicode-range: ([^;]+);/g)].map(([, value]) => value.split(','));

describe('rangesOutside', () => {
  it('is every code point but the ranges given, and nothing of them', () => {
    const outside = rangesOutside(['U+0900-097F', 'U+20B9', 'U+0980-09FF']);
    expect(outside).toEqual(['U+0000-08FF', 'U+0A00-20B8', 'U+20BA-10FFFF']);
    for (const codePoint of [0x41, 0x8ff, 0xa00, 0x20b8, 0x20ba, 0x10ffff]) expect(covers(outside, codePoint)).toBe(true);
    for (const codePoint of [0x900, 0x97f, 0x9ff, 0x20b9]) expect(covers(outside, codePoint)).toBe(false);
  });
});

describe('fontCss', () => {
  const scripts = [...new Set(Object.values(LANGUAGES).map((language) => language.script))];

  it("keeps a Latin page's faces whole and its stack Tailwind's font-sans", () => {
    const css = fontCss(LANGUAGES.en.script);
    expect(css).not.toMatch(/unicode-range|:root/);
    expect(fontStack(LANGUAGES.en.script)).toEqual(fontSans);
  });

  for (const script of scripts.filter((s) => s.fonts.length)) {
    it(`${script.code}: its letters skip the faces matched to Inter and come to its fonts before plain Arial and Roboto`, () => {
      const css = fontCss(script);
      const ranges = facesRanges(css);
      expect(ranges).toHaveLength(2);
      const letters = script.ranges.map((range) => parseInt(range.replace(/^U\+/i, '').split('-')[0], 16));
      for (const faceRanges of ranges) {
        for (const letter of letters) expect(covers(faceRanges, letter)).toBe(false);
        // Latin, digits, the rupee sign and the arrow the copy uses stay with the matched faces.
        for (const char of 'Az09₹→') expect(covers(faceRanges, char.codePointAt(0)!)).toBe(true);
      }
      const stack = fontStack(script);
      expect(css).toContain(`:root{font-family:${stack.join(',')}}`);
      for (const font of script.fonts) expect(stack.indexOf(font)).toBeLessThan(stack.indexOf('Arial'));
      expect(stack.indexOf(script.fonts[0])).toBeGreaterThan(stack.findLastIndex((family) => family.includes('Fallback')));
    });
  }
});
