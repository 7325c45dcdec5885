/**
 * The project's folder, for the Node-side code that reads the project's own files by path (content lists, the company
 * data, the picture manifest, translations) and for the tests and scripts: the nearest folder above this file that
 * holds package.json. Found by looking, not by counting folders: Astro bundles this module into the build's chunks
 * (dist/chunks/), which lie at another depth than src/.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function folderWithPackage(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json in any folder above ${from}`);
  }
}

export const PROJECT_ROOT = folderWithPackage(path.dirname(fileURLToPath(import.meta.url)));
