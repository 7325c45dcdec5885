/**
 * The built site's pages as files (their paths as hosts serve them: ~/lib/servedPath.mjs). Plain JavaScript,
 * so the Node scripts (bench, weight, serve) share it with the build's integrations and the tests.
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The owner's pages: the CMS (`admin.html`) and what it links to under `admin/`. Not public content, so
 * the page lists below leave them out unless asked.
 * @param {string} file path relative to dist, "/" separators
 */
export const isCmsPage = (file) => file === 'admin.html' || file.startsWith('admin/');

/**
 * Every built public page, as its path under dist with "/" separators (e.g. "locations/goa.html"), sorted;
 * with `{ cms: true }`, the CMS's pages too.
 * @param {string} dist
 * @param {{ cms?: boolean }} [options]
 * @returns {string[]}
 */
export function builtPageFiles(dist, { cms = false } = {}) {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => cms || !isCmsPage(file))
    .sort();
}

/**
 * Every built page with its HTML: path under dist (as builtPageFiles gives it) → contents.
 * @param {string} dist
 * @param {{ cms?: boolean }} [options]
 * @returns {Promise<Map<string, string>>}
 */
export async function readBuiltPages(dist, options) {
  return new Map(await Promise.all(builtPageFiles(dist, options).map(async (file) => [file, await readFile(join(dist, file), 'utf8')])));
}
