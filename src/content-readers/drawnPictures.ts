/**
 * Which pictures are still the ones `npm run art` drew. The art script records the SHA-256 of every file it
 * writes in src/assets/drawn-pictures.json, and for a picture the site describes what its scene shows in each
 * language (the alt text while it is the drawing: src/content-readers/pictureDescriptions.ts); a file whose bytes no longer
 * match was replaced by the owner and is never drawn over (unless --force), and a stand-in picture (founder
 * portrait, certificate scans) counts as supplied once it no longer matches.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../projectRoot';

const MANIFEST = 'src/assets/drawn-pictures.json';

/** What a drawing shows, by language code ("en", "hi", "mr"). */
export type DrawingDescription = Record<string, string>;
/** Project-relative path → the drawn file's hash, and what it shows where the site describes it. */
export type Manifest = Record<string, { sha256: string; description?: DrawingDescription }>;

export type PictureState = 'missing' | 'drawn' | 'replaced';

export const sha256 = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');

export function readManifest(root: string = PROJECT_ROOT): Manifest {
  const file = path.join(root, MANIFEST);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

export function writeManifest(manifest: Manifest, root: string = PROJECT_ROOT): void {
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  mkdirSync(path.dirname(path.join(root, MANIFEST)), { recursive: true });
  writeFileSync(path.join(root, MANIFEST), `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * 'missing', 'drawn' (exactly what the art script wrote) or 'replaced' (anything else: the owner's file).
 * @param rel project-relative path
 */
export function pictureState(rel: string, manifest: Manifest = readManifest(), root: string = PROJECT_ROOT): PictureState {
  const file = path.join(root, rel);
  if (!existsSync(file)) return 'missing';
  return manifest[rel]?.sha256 === sha256(readFileSync(file)) ? 'drawn' : 'replaced';
}
