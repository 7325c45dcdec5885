/**
 * The list files under src/content (`<name>: [...]`, the shape the CMS saves) as entries with ids: an entry
 * keeps the `id` it is given, where other content or a page's address refers to it; the others are numbered
 * in order ("testimonials-3", which is also a valid HTML id). Plain
 * functions, so the content loader, the build's stand-in list and the tests read the files the same way.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { PROJECT_ROOT } from './drawnPictures.mjs';
import { DEFAULT_LOCALE, TRANSLATED_LOCALES, type Locale } from '../i18n/locales';
import { MATCHED_BY, TRANSLATED_FIELDS, type TranslatedList } from '../i18n/translatable';
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

/**
 * The entries of `src/content/<name>.yaml` in a project (this one unless a test passes a copy), or of its
 * translation, `src/content/<locale>/<name>.yaml`.
 */
export const contentList = <T = Record<string, unknown>>(name: string, root = PROJECT_ROOT, locale: Locale = DEFAULT_LOCALE): Entry<T>[] =>
  listFromYaml<T>(readFileSync(listPath(name, root, locale), 'utf8'), name);

const listPath = (name: string, root: string, locale: Locale) =>
  path.join(root, 'src/content', locale === DEFAULT_LOCALE ? '' : locale, `${name}.yaml`);

/**
 * A translated list's English entries (from the file's text) followed by each translation's, filed under
 * their language ("hi/gst"): one collection, checked by one schema. A translated entry takes its words from
 * the translation and everything else (numbers, pictures, choices) from the English entry it stands for (MATCHED_BY: the
 * one with its short name, or in the gallery, whose pictures have none, the one showing the same picture). A translation not written yet is left out, and
 * so is a translation of an entry English no longer has: the owner may remove an entry without the build stopping.
 */
export function withTranslations<T extends object>(text: string, name: TranslatedList, root = PROJECT_ROOT): Entry<T>[] {
  const english = listFromYaml<T>(text, name);
  // A picture is named relative to its file, one folder deeper in a translation: compared as the path it leads to.
  const key = (entry: Entry<T>, locale: Locale) =>
    MATCHED_BY[name] === 'id'
      ? entry.id
      : path.join(path.dirname(listPath(name, root, locale)), String((entry as { image?: string }).image));
  const byKey = new Map(english.map((entry) => [key(entry, DEFAULT_LOCALE), entry]));
  const words = TRANSLATED_FIELDS[name] as readonly string[];
  const translations = TRANSLATED_LOCALES.filter((locale) => existsSync(listPath(name, root, locale))).flatMap((locale) =>
    contentList<T>(name, root, locale)
      .flatMap((entry) => {
        const source = byKey.get(key(entry, locale));
        return source ? [{ source, translated: Object.fromEntries(Object.entries(entry).filter(([field]) => words.includes(field))) }] : [];
      })
      // In the English order, whatever the translation's file says.
      .sort((a, b) => english.indexOf(a.source) - english.indexOf(b.source))
      .map(({ source, translated }) => ({ ...source, ...translated, id: `${locale}/${source.id}` })),
  );
  return [...english, ...translations];
}
