/**
 * Every drawn picture on every built page is described by its own scene: its alt text is the description the picture
 * generator gave that scene (recorded in src/assets/drawn-pictures.json), in the language of the words around it.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBuiltPages } from '~/hosting/builtPages';
import { pictureState, readManifest } from '~/content-readers/drawnPictures';
import { decode } from '../support/pageText';

const dist = new URL('../../dist/', import.meta.url).pathname;
const pages = await readBuiltPages(dist);
const manifest = readManifest();

/** A described drawing by the name astro:assets keeps in its files' names (`/_astro/gallery-11.<hash>…`). */
const described = new Map(
  Object.entries(manifest)
    .filter(([file, { description }]) => description && pictureState(file, manifest) === 'drawn')
    .map(([file, { description }]) => [path.basename(file, path.extname(file)), { file, description: description! }]),
);

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** Each <img> of a page with its src, alt and the language of the element it is in (its own `lang`, or its nearest ancestor's). */
function picturesOf(html: string): { src: string; alt: string | undefined; lang: string }[] {
  const open: { name: string; lang?: string }[] = [];
  const found: { src: string; alt: string | undefined; lang: string }[] = [];
  const langHere = () => open.findLast((element) => element.lang)?.lang ?? '';
  for (const [tag, closing, name] of html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '')
    .matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*>/g)) {
    const element = name.toLowerCase();
    if (closing) {
      const at = open.findLastIndex((o) => o.name === element);
      if (at >= 0) open.length = at;
    } else if (element === 'img') {
      const alt = attribute(tag, 'alt');
      found.push({
        src: attribute(tag, 'src') ?? '',
        alt: alt === undefined ? undefined : decode(alt),
        lang: attribute(tag, 'lang') ?? langHere(),
      });
    } else if (!VOID.has(element) && !tag.endsWith('/>')) open.push({ name: element, lang: attribute(tag, 'lang') });
  }
  return found;
}

/** The described drawing a built picture file was made from, if any. */
const drawingOf = (src: string) => described.get(path.basename(src).split('.')[0]);

describe('drawn pictures are described by their scenes', () => {
  it('knows each described drawing by a name of its own', () => {
    const names = Object.entries(manifest).filter(([, { description }]) => description);
    expect(new Set(names.map(([file]) => path.basename(file, path.extname(file)))).size).toBe(names.length);
    expect(described.size).toBeGreaterThan(70);
  });

  it("gives every drawn picture on every page its scene's description in that page's language", () => {
    const seen = new Set<string>();
    const wrong: string[] = [];
    for (const [page, html] of pages) {
      for (const { src, alt, lang } of picturesOf(html)) {
        const drawing = drawingOf(src);
        if (!drawing) continue;
        seen.add(drawing.file);
        const language = lang.split('-')[0];
        expect(drawing.description, `${page}: no ${language} description for ${drawing.file}`).toHaveProperty(language);
        if (alt !== drawing.description[language]) wrong.push(`${page}: ${drawing.file} (${lang}) "${alt}"`);
      }
    }
    expect(wrong).toEqual([]);
    // Every described drawing is shown somewhere, so none escapes the check.
    expect([...described.values()].map(({ file }) => file).filter((file) => !seen.has(file))).toEqual([]);
  });
});
