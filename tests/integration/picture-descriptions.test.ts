/**
 * A drawing is described by its scene; a photograph by the owner. The to-do list (and so the release) names a
 * photograph still carrying a drawing's words, or none.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/projectRoot';
import { readManifest } from '../../src/content-readers/drawnPictures';
import { projectCopy, removeCopy } from '../support/projectCopy';
import { photographsDescribedAsDrawings, pictureAlt } from '../../src/content-readers/pictureDescriptions';

const SERVICE = 'src/content/services/relocation.md';
const PICTURE = 'src/assets/services/relocation.jpg';
const ROUTES = 'src/assets/brand/india-routes.png';

/** A copy of the project to change (tests/support/projectCopy.ts), removed when the test is done with it. */
function changedCopy() {
  const root = projectCopy('pictures');
  return { root, file: (relative: string) => path.join(root, relative), [Symbol.dispose]: () => removeCopy(root) };
}

function describePage(file: string, imageAlt: string) {
  const { frontmatter, content } = parseFrontmatter(readFileSync(file, 'utf8'));
  writeFileSync(file, `---\n${stringify({ ...frontmatter, imageAlt })}---\n${content}`);
}

const flagged = (root: string) => photographsDescribedAsDrawings(root).map(({ group }) => group?.name);

describe('picture descriptions', () => {
  const drawing = readManifest()[PICTURE].description!;

  it('describes a drawing by its scene in each language, whatever the content says', () => {
    for (const lang of ['en', 'hi', 'mr']) expect(pictureAlt(PICTURE, 'Something else', lang)).toBe(drawing[lang]);
    expect(flagged(PROJECT_ROOT)).toEqual([]);
  });

  it("names a photograph with no words of the owner's, or with a drawing's, and not one the owner described", () => {
    using copy = changedCopy();
    writeFileSync(copy.file(PICTURE), "the owner's photograph");
    writeFileSync(copy.file(ROUTES), "the owner's map");
    const manifest = readManifest(copy.root);
    expect(flagged(copy.root)).toEqual([PICTURE, ROUTES]);
    expect(pictureAlt(PICTURE, undefined, 'hi', { manifest, root: copy.root })).toBe(drawing.hi);

    describePage(copy.file(SERVICE), drawing.en);
    expect(flagged(copy.root)).toContain(PICTURE);

    describePage(copy.file(SERVICE), 'Our team packing an office in Hinjawadi');
    expect(flagged(copy.root)).toEqual([ROUTES]);
    expect(pictureAlt(PICTURE, 'Our team packing an office in Hinjawadi', 'en', { manifest, root: copy.root })).toBe(
      'Our team packing an office in Hinjawadi',
    );
  });

  it('refuses a picture that is no drawing and has no description', () => {
    expect(() => pictureAlt('src/assets/services/new-photo.jpg', undefined, 'en')).toThrow(/no description/);
  });
});
