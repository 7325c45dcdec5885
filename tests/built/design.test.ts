/**
 * The sizes in src/design/tokens.ts reach every built page as custom properties (Tailwind's plugin writes them on
 * :root), so the CSS that reads var(--top-bar) and the rest gets the tokens' values, not copies.
 */
import { describe, expect, it } from 'vitest';
import { branchBarPx, carousel, topBarPx } from '~/design/tokens';
import { readBuiltPages } from '~/hosting/builtPages';

const dist = new URL('../../dist/', import.meta.url).pathname;

describe('design tokens', () => {
  it('reach every page as custom properties with the tokens’ values', async () => {
    const pages = await readBuiltPages(dist);
    expect(pages.size).toBeGreaterThan(50);
    const sizes = {
      'top-bar': topBarPx,
      'branch-bar': branchBarPx,
      'carousel-pad': carousel.phonePaddingPx,
      'carousel-gap': carousel.gapPx,
    };
    for (const [file, html] of pages) {
      for (const [name, px] of Object.entries(sizes)) expect(html, file).toMatch(new RegExp(`:root\\{[^}]*--${name}:\\s*${px}px[;}]`));
    }
  });
});
