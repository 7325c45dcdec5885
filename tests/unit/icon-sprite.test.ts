import { GenIcon } from 'react-icons';
import { describe, expect, it } from 'vitest';
import { IconSheet, iconMarkup, spriteMarkup } from '../../src/components/ui/iconDrawing';

const glyph = (viewBox: string, d: string) => GenIcon({ tag: 'svg', attr: { viewBox }, child: [{ tag: 'path', attr: { d }, child: [] }] });
const Check = glyph('0 0 512 512', 'M224.123 141.456L300.789 200.01');
const Small = glyph('0 0 24 24', 'M1.23456 2.34567L5.67891 6.78912');
const decorative = (className: string) => ({ className, 'aria-hidden': true, focusable: 'false' });
const pathsOf = (html: string) => [...html.matchAll(/\sd="([^"]*)"/g)].map((m) => m[1]);

describe('icons on a page (a sheet, written as its sprite)', () => {
  const sheet = new IconSheet();
  const first = iconMarkup(Check, decorative('h-4 w-4'), sheet);
  const again = iconMarkup(Check, decorative('h-5 w-5 text-amber'), sheet);
  const named = iconMarkup(Small, { className: 'h-6 w-6', 'aria-label': 'Done', role: 'img' }, sheet);
  const sprite = spriteMarkup(sheet);
  const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
  const checkId = /<use href="#([^"]+)"/.exec(first)?.[1];

  it('shows each icon through a reference, keeping its own class, size and ARIA attributes', () => {
    expect(first).toBe(
      `<svg viewBox="0 0 512 512" class="h-4 w-4" aria-hidden="true" focusable="false" height="1em" width="1em"><use href="#${checkId}"></use></svg>`,
    );
    expect(again).toContain(`class="h-5 w-5 text-amber"`);
    expect(again).toContain(`<use href="#${checkId}"></use>`);
    expect(named).toMatch(/^<svg [^>]*aria-label="Done" role="img"[^>]*><use href="#([^"]+)"><\/use><\/svg>$/);
  });

  it('draws each drawing once, in a hidden sprite that takes no room, with what draws it', () => {
    expect(ids).toHaveLength(2);
    expect(ids, 'in the order of their ids, whatever order the icons came in').toEqual([...ids].sort());
    expect(sprite).toMatch(/^<svg aria-hidden="true" width="0" height="0" style="position:absolute"><symbol /);
    expect(sprite).toContain(
      `<symbol id="${checkId}" viewBox="0 0 512 512" stroke="currentColor" fill="currentColor" stroke-width="0"><path d=`,
    );
    expect(pathsOf(sprite)).toHaveLength(2);
    expect(first + again + named).not.toContain('<path');
  });

  it('stops the build when an icon is drawn after its page’s sprite was written', () => {
    expect(() => iconMarkup(Check, decorative('h-4 w-4'), sheet)).toThrow(/after its page's IconSprite/);
  });

  it('writes no sprite for a page without icons', () => {
    expect(spriteMarkup(new IconSheet())).toBe('');
  });
});

describe('an icon outside a page’s sheet (the enquiry dialog’s file)', () => {
  it('is drawn where it is, as react-icons draws it', () => {
    const html = iconMarkup(Check, decorative('h-4 w-4'), undefined);
    expect(html).toMatch(
      /^<svg stroke="currentColor" fill="currentColor" stroke-width="0" viewBox="0 0 512 512" class="h-4 w-4"[^>]*><path d="[^"]+"><\/path><\/svg>$/,
    );
  });
});

describe('path data', () => {
  it('is written to a 5,000th of the icon’s box: one decimal in a 512-unit box, three in a 24-unit one', () => {
    const decimals = (d: string) => Math.max(...(d.match(/\.\d+/g) ?? []).map((digits) => digits.length - 1));
    const [wide] = pathsOf(iconMarkup(Check, decorative('h-4 w-4')));
    const [small] = pathsOf(iconMarkup(Small, decorative('h-4 w-4')));
    expect(wide).toMatch(/^m224\.1 141\.5/i);
    expect(decimals(wide)).toBe(1);
    expect(small).toMatch(/^m1\.235 2\.346/i);
    expect(decimals(small)).toBe(3);
  });
});
