/**
 * The built site's pages as files (their paths as hosts serve them: ~/lib/servedPath.ts), shared by the build's
 * integrations, the tests and the Node scripts (bench, weight, serve), which read it through tsx.
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Which pages to list: the public ones, and with `cms: true` the CMS's too. */
export interface BuiltPagesOptions {
  cms?: boolean;
}

/**
 * The owner's pages: the CMS (`admin.html`) and what it links to under `admin/`. Not public content, so
 * the page lists below leave them out unless asked.
 * @param file path relative to dist, "/" separators
 */
export const isCmsPage = (file: string): boolean => file === 'admin.html' || file.startsWith('admin/');

/**
 * Every built public page, as its path under dist with "/" separators (e.g. "locations/goa.html"), sorted;
 * with `{ cms: true }`, the CMS's pages too.
 */
export function builtPageFiles(dist: string, { cms = false }: BuiltPagesOptions = {}): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => cms || !isCmsPage(file))
    .sort();
}

/** Every built page with its HTML: path under dist (as builtPageFiles gives it) → contents. */
export async function readBuiltPages(dist: string, options?: BuiltPagesOptions): Promise<Map<string, string>> {
  return new Map(
    await Promise.all(builtPageFiles(dist, options).map(async (file) => [file, await readFile(join(dist, file), 'utf8')] as const)),
  );
}
