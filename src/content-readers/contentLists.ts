/**
 * The list files under src/content (`<name>: [...]`, the shape the CMS saves) as entries with ids: an entry
 * keeps the `id` it is given, where other content or a page's address refers to it; the others are numbered
 * in order ("testimonials-3", which is also a valid HTML id). Plain
 * functions, so the content loader, the build's stand-in list and the tests read the files the same way.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../projectRoot';
import { repeated, RULES } from '../schemas/content';

export type Entry<T> = T & { id: string };

/** What an entry's short name (`id`) may hold; the CMS's short-name field uses the same rule. */
export const SHORT_NAME = /^[a-z0-9-]+$/;

/** The entries of a list file's text. */
export function listFromYaml<T = Record<string, unknown>>(text: string, name: string): Entry<T>[] {
  const entries = (parse(text) as Record<string, T[] | undefined>)[name];
  if (!Array.isArray(entries)) throw new Error(`src/content/${name}.yaml: expected a list under "${name}:"`);
  const listed = entries.map((entry, index) => ({ id: `${name}-${index + 1}`, ...entry }));
  // Astro keeps only the last entry of a repeated id, with a warning: a second FAQ with the same short name
  // would vanish from the page. Stop the build instead, naming it.
  for (const { id } of listed) {
    if (!SHORT_NAME.test(id))
      throw new Error(`src/content/${name}.yaml: the short name "${id}" may hold only lower-case letters, digits and hyphens`);
  }
  const twice = repeated(listed.map(({ id }) => id));
  if (twice !== undefined) throw new Error(`src/content/${name}.yaml: ${RULES.shortNameTwice(twice)}`);
  return listed;
}

/** The entries of `src/content/<name>.yaml` in a project (this one unless a test passes a copy). */
export const contentList = <T = Record<string, unknown>>(name: string, root = PROJECT_ROOT): Entry<T>[] =>
  listFromYaml<T>(readFileSync(path.join(root, 'src/content', `${name}.yaml`), 'utf8'), name);
