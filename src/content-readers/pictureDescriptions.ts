/**
 * A picture's alt text. While a picture is still the drawing `npm run art` made, its words are the drawing's own: the
 * generator gives each scene its description in every language, and the manifest records it beside the drawing's
 * hash (src/content-readers/drawnPictures.ts), so the words cannot drift from the picture. Once the owner puts a photograph in
 * its place, the words are the owner's (the content's `imageAlt` or `alt`); a photograph the owner has not described
 * keeps the drawing's words, which the to-do list names (`photographsDescribedAsDrawings`) and the release refuses.
 * Runs at build time only (it reads files).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { cmsPlace, type CmsPlace } from '../cms/places';
import { contentList } from './contentLists';
import { PROJECT_ROOT } from '../projectRoot';
import { pictureState, readManifest, type Manifest } from './drawnPictures';
import type { StandIn } from '../stand-ins/standIn';

let cached: Manifest | undefined;
const manifestOfBuild = () => (cached ??= readManifest());

/** The project-relative path of a picture astro:assets imported (its metadata knows the file, in a page's rendering). */
export function picturePath(image: { src: string }): string {
  const file = (image as { fsPath?: string }).fsPath;
  if (!file) throw new Error(`No file known for the picture ${image.src}`);
  return path.relative(PROJECT_ROOT, file).split(path.sep).join('/');
}

/** The drawing's description in `lang` (English where it has none in that language), if the file was drawn with one. */
export function drawingDescription(picture: string, lang: string, manifest: Manifest = manifestOfBuild()): string | undefined {
  const description = manifest[picture]?.description;
  return description && (description[lang] ?? description.en);
}

/** Every description a drawing has been given, in every language: words a photograph must not carry. */
export function drawingsWords(manifest: Manifest = manifestOfBuild()): Set<string> {
  return new Set(Object.values(manifest).flatMap(({ description }) => Object.values(description ?? {})));
}

/**
 * The alt text of `picture` (project-relative) on a page whose words there are in `lang`: the drawing's description
 * while the file is the drawing, else the owner's words (`given`), else the drawing's it replaced.
 */
export function pictureAlt(
  picture: string,
  given: string | undefined,
  lang: string,
  { manifest = manifestOfBuild(), root = PROJECT_ROOT }: { manifest?: Manifest; root?: string } = {},
): string {
  const drawn = drawingDescription(picture, lang, manifest);
  if (drawn !== undefined && pictureState(picture, manifest, root) === 'drawn') return drawn;
  const words = given?.trim() || drawn;
  if (!words) throw new Error(`${picture}: a photograph with no description. Describe what it shows where the picture is chosen.`);
  return words;
}

/** Where the content names a picture and says what it shows: the pages' pictures and the gallery's. */
function describedSlots(root: string): { picture: string; given?: string; file: string; cms: CmsPlace }[] {
  const pages = (['services', 'locations'] as const).flatMap((collection) => {
    const folder = path.join(root, 'src/content', collection);
    return readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .map((name) => {
        const file = path.posix.join('src/content', collection, name);
        const { frontmatter } = parseFrontmatter(readFileSync(path.join(root, file), 'utf8'));
        const { image, imageAlt } = frontmatter as { image: string; imageAlt?: string };
        const form = collection === 'services' ? 'Services' : 'Locations';
        return {
          picture: path.posix.join(path.posix.dirname(file), image),
          given: imageAlt,
          file,
          cms: {
            label: `${form} › ${String(frontmatter.name)} › Picture description`,
            href: `/admin#/collections/${collection}/entries/${name.slice(0, -3)}`,
          },
        };
      });
  });
  const gallery = contentList<{ image: string; alt?: string }>('gallery', root).map(({ image, alt }) => ({
    picture: path.posix.join('src/content', image),
    given: alt,
    file: 'src/content/gallery.yaml',
    cms: cmsPlace.list('gallery'),
  }));
  return [...pages, ...gallery];
}

/**
 * The photographs the owner put in place of a drawing whose words are still the drawing's: no description of their
 * own, or one of the drawings' (a stand-in: the release refuses while any remains). A picture the content does not
 * name (the home page's and about page's, the locations page's routes) has no words of the owner's to give yet: its
 * photograph is named too, to be described in its component.
 */
export function photographsDescribedAsDrawings(root = PROJECT_ROOT): StandIn[] {
  const manifest = readManifest(root);
  const drawings = drawingsWords(manifest);
  const replaced = (picture: string) => manifest[picture]?.description !== undefined && pictureState(picture, manifest, root) !== 'drawn';
  const slots = describedSlots(root);
  const named = new Set(slots.map(({ picture }) => picture));
  const ownWords = (given?: string) => given !== undefined && given.trim() !== '' && !drawings.has(given.trim());
  return [
    ...slots
      .filter(({ picture, given }) => pictureState(picture, manifest, root) !== 'drawn' && !ownWords(given))
      .map(({ picture, file, cms }) => ({
        what: `${picture}: a photograph described as the drawing it replaced, or not described`,
        group: { kind: 'photographs still described as drawings', name: picture },
        file,
        cms,
      })),
    ...Object.keys(manifest)
      .filter((picture) => !named.has(picture) && replaced(picture))
      .map((picture) => ({
        what: `${picture}: a photograph described as the drawing it replaced`,
        group: { kind: 'photographs still described as drawings', name: picture },
        file: picture,
        cms: { label: 'not in the CMS: its description is set in its component', href: '/admin' },
      })),
  ];
}
