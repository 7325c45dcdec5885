/**
 * Design values and icons each have one source. Colours and sizes live in src/design/tokens.ts: the CSS reads
 * them as custom properties or through Tailwind's theme, never as copies. Icons in .astro files are drawn by
 * Icon.astro, which writes their accessibility attributes. That the built pages carry the sizes is
 * tests/built/design.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/projectRoot';

const src = path.join(PROJECT_ROOT, 'src');
/** The components, pages, islands and global.css, with their paths under src/. */
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(astro|css|tsx)$/.test(file))
  .map((file) => ({ file, text: readFileSync(path.join(src, file), 'utf8') }));

describe('design tokens', () => {
  it('are the only colours written out: components and global.css name them (utilities, theme(), tokens)', () => {
    // A hex colour (not an entity such as &#38; nor a name such as #accept), or a colour function.
    const colour = /(?<![\w&])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])|\b(?:rgba?|hsla?)\(/gi;
    const found = sources.flatMap(({ file, text }) => [...text.matchAll(colour)].map(([match]) => `${file}: ${match}`));
    expect(found).toEqual([]);
  });
});

describe('icons', () => {
  it('in .astro files are drawn by Icon.astro alone, which makes them decorative or names them', () => {
    const direct = sources
      .filter(({ file }) => file.endsWith('.astro') && file !== path.join('components', 'ui', 'Icon.astro'))
      .flatMap(({ file, text }) => [...text.matchAll(/<(?:Fa[A-Z]\w*|Glyph)\b/g)].map(([match]) => `${file}: ${match}`));
    expect(direct).toEqual([]);
  });
});
