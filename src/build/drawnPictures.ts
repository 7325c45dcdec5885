/**
 * Which pictures are still the ones `npm run art` drew. The art script records the SHA-256 of every file it
 * writes in src/assets/drawn-pictures.json; a file whose bytes no longer match was replaced by the owner and is
 * never drawn over (unless --force), and a stand-in picture (founder portrait, certificate scans) counts as
 * supplied once it no longer matches.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MANIFEST = 'src/assets/drawn-pictures.json';

/** @param {Buffer | string} data */
export const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** @param {string} root @returns {Record<string, string>} project-relative path → hash of the drawn file */
export function readManifest(root = PROJECT_ROOT) {
  const file = path.join(root, MANIFEST);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** @param {Record<string, string>} manifest @param {string} root */
export function writeManifest(manifest, root = PROJECT_ROOT) {
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  mkdirSync(path.dirname(path.join(root, MANIFEST)), { recursive: true });
  writeFileSync(path.join(root, MANIFEST), `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * 'missing', 'drawn' (exactly what the art script wrote) or 'replaced' (anything else: the owner's file).
 * @param {string} rel project-relative path @param {Record<string, string>} manifest @param {string} root
 */
export function pictureState(rel, manifest = readManifest(), root = PROJECT_ROOT) {
  const file = path.join(root, rel);
  if (!existsSync(file)) return 'missing';
  return manifest[rel] === sha256(readFileSync(file)) ? 'drawn' : 'replaced';
}
