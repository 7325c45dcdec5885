import { describe, expect, it } from 'vitest';
import { shareIcons } from '../../src/integrations/finishHtml';

const check = (cls: string) =>
  `<svg stroke="currentColor" fill="currentColor" stroke-width="0" viewBox="0 0 512 512" class="${cls}" aria-hidden="true" focusable="false" height="1em" width="1em" xmlns="http://www.w3.org/2000/svg"><path d="M1 2h3z"></path></svg>`;
const once = `<svg fill="none" stroke="currentColor" stroke-width="2" viewBox="0 0 24 24" class="h-5 w-5" aria-hidden="true" focusable="false" height="1em" width="1em" xmlns="http://www.w3.org/2000/svg"><path d="M9 9h1z"></path></svg>`;
const logo = `<svg viewBox="0 0 240 64" role="img" aria-label="Logo"><path d="M0 0h1z"></path></svg>`;

describe('shareIcons', () => {
  const page = `<html><head></head><body class="x"><ul><li>${check('h-4 w-4')}a</li><li>${check('h-5 w-5 text-amber')}b</li></ul>${once}${logo}<astro-island uid="1">${check('h-4 w-4')}</astro-island></body></html>`;
  const out = shareIcons(page);

  it('draws an icon used twice once, in a sprite at the top of the body, and shows it by reference', () => {
    const symbols = [...out.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(symbols).toHaveLength(1);
    expect(out).toMatch(/^<html><head><\/head><body class="x"><svg [^>]*aria-hidden="true"[^>]*><symbol /);
    expect(out.match(/<path d="M1 2h3z">/g)).toHaveLength(2); // the symbol's, and the island's own
    expect(out).toContain(
      `<svg viewBox="0 0 512 512" class="h-5 w-5 text-amber" aria-hidden="true" focusable="false" height="1em" width="1em"><use href="#${symbols[0]}"></use></svg>`,
    );
    expect(out).toContain(`<symbol id="${symbols[0]}" viewBox="0 0 512 512" stroke="currentColor" fill="currentColor" stroke-width="0">`);
  });

  it('leaves alone an icon used once, a labelled picture and the icons React hydrates', () => {
    expect(out).toContain(once);
    expect(out).toContain(logo);
    expect(out).toContain(`<astro-island uid="1">${check('h-4 w-4')}</astro-island>`);
  });

  it('leaves a page with no repeated icon unchanged', () => {
    const plain = `<html><body>${once}</body></html>`;
    expect(shareIcons(plain)).toBe(plain);
  });
});
