/**
 * The project's folder, for the Node-side code that reads the project's own files by path (content lists, the company
 * data, the picture manifest, translations) and for the tests and scripts: the folder above this file, which stays
 * directly in src/ for that reason.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
