/**
 * The built site's pages as files and as the paths hosts serve them at (build.format 'file': `about.html` is
 * `/about`, `index.html` is `/`). Plain JavaScript, so the Node scripts (bench, weight, serve) share it with the
 * build's integrations, the pages and the tests.
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The path a built file is served at: `locations/goa.html` → `/locations/goa`, `index.html` → `/`.
 * @param {string} file path relative to dist, either separator
 */
export function servedPath(file) {
  return `/${file
    .replaceAll('\\', '/')
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '')}`;
}

/**
 * Every built page, as its path under dist with "/" separators (e.g. "locations/goa.html"), sorted.
 * @param {string} dist
 * @returns {string[]}
 */
export function builtPageFiles(dist) {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.replaceAll('\\', '/'))
    .sort();
}

/**
 * Every built page with its HTML: path under dist (as builtPageFiles gives it) → contents.
 * @param {string} dist
 * @returns {Promise<Map<string, string>>}
 */
export async function readBuiltPages(dist) {
  return new Map(await Promise.all(builtPageFiles(dist).map(async (file) => [file, await readFile(join(dist, file), 'utf8')])));
}
