/**
 * A picture's alt text. While a picture is still the drawing `npm run art` made, its words are the drawing's own: the
 * generator gives each scene its description in every language, and the manifest records it beside the drawing's
 * hash (src/build/drawnPictures.ts), so the words cannot drift from the picture. Once the owner puts a photograph in
 * its place, the words are the owner's (the content's `imageAlt` or `alt`); a photograph the owner has not described
 * keeps the drawing's words, which the to-do list names (`photographsDescribedAsDrawings`) and the release refuses.
 * Runs at build time only (it reads files).
 */
import path from 'node:path';
import { PROJECT_ROOT, pictureState, readManifest, type Manifest } from './drawnPictures';

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
