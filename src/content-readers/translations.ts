/**
 * Where each translation stands. A translation lives beside its English file, in its language's folder, and holds
 * only words (src/i18n/translatable.ts):
 *
 *   src/content/locations/goa.md     →  src/content/locations/hi/goa.md     a page's words and its text
 *   src/content/faq.yaml             →  src/content/hi/faq.yaml             each entry's words, by short name
 *   src/content/ui/home.yaml         →  src/content/ui/hi/home.yaml         a group of interface text
 *
 * Each part the site shows (a page, a list entry, a group of interface text) is, in each language:
 * - `untranslated`: no translation, or one that leaves out words the English has;
 * - `faulty`: a translation whose words break a rule of its form (a summary too long, a word of the wrong kind): shown
 *   in English, and named with the reason in the to-do list, rather than stopping the build for one slip;
 * - `unreviewed`: translated, not yet checked by a reader the owner trusts;
 * - `outdated`: checked, but the English has changed since (the fingerprint of the English words the reader
 *   checked, `reviewedAgainst`, which the CMS records, no longer matches);
 * - `reviewed`.
 * A release shows a part's translation only once it is reviewed, a preview as soon as it is written; otherwise the
 * English (src/content-readers/collections.ts). Read from the files, so the build, `npm run release`, the to-do page and the
 * CMS's facts agree without astro:content.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../projectRoot';
import { contentList } from './contentLists';
import { DEFAULT_LOCALE, type Locale, type TranslatedLocale, TRANSLATED_LOCALES } from '../i18n/locales';
import { MATCHED_BY, TRANSLATED_LISTS, type TranslatedCollection } from '../i18n/translatable';
import { contentSchemas } from '../schemas/collections';
import { checkedWords, fingerprintInput } from '../i18n/checkedWords';

export type TranslationState = 'untranslated' | 'faulty' | 'unreviewed' | 'outdated' | 'reviewed';
export type TranslatedKind = TranslatedCollection | 'ui';

type Words = Record<string, unknown>;

/** A part of the site in English: what a translation of it must say. */
export interface EnglishPart {
  kind: TranslatedKind;
  /** The page's or entry's id (as astro:content gives it), or the group's name. */
  id: string;
  /** How a translation names it: the id, or in the gallery the picture's path from the project. */
  matchedBy: string;
  /** How the owner knows it: the page's name, the question, the group. */
  name: string;
  words: Words;
  /** Names the English words a reader checked a translation against (`reviewedAgainst`). */
  fingerprint: string;
}

export interface Translation {
  part: EnglishPart;
  state: TranslationState;
  /** The translation's words (none where there is no translation). */
  words: Words;
  /** Where the translation is (or would be), relative to the project. */
  file: string;
  /** Why a faulty translation is not shown: the rule its words break. */
  fault?: string;
}

/** A short fingerprint of some words: changes whenever one of them does. */
export const fingerprint = (words: Words): string => createHash('sha256').update(fingerprintInput(words)).digest('hex').slice(0, 12);

/** The key of a part: "services/goa", "faq/gst", "ui/home". */
export const partKey = (kind: TranslatedKind, id: string) => `${kind}/${id}`;

const PAGE_KINDS = ['services', 'locations'] as const;
const text = z.string();
const { translations: schemasIn } = contentSchemas({ image: () => text, references: { rates: text, locations: text, services: text } });

function readPage(file: string): { data: Words; body: string } {
  const { frontmatter, content } = parseFrontmatter(readFileSync(file, 'utf8'));
  return { data: frontmatter, body: content.trim() };
}

const pageWords = (kind: (typeof PAGE_KINDS)[number], page: { data: Words; body: string }): Words =>
  checkedWords(kind, { ...page.data, body: page.body });

/** Every part of the site a translation covers, in English. */
function englishParts(root: string): EnglishPart[] {
  const part = (kind: TranslatedKind, id: string, name: string, words: Words, matchedBy = id): EnglishPart => ({
    kind,
    id,
    matchedBy,
    name,
    words,
    fingerprint: fingerprint(words),
  });
  const pages = PAGE_KINDS.flatMap((kind) =>
    mdFiles(path.join(root, 'src/content', kind)).map((file) => {
      const page = readPage(file);
      return part(kind, path.basename(file, '.md'), String(page.data.name), pageWords(kind, page));
    }),
  );
  // An entry without words has nothing to translate: a gallery drawing, whose description is the drawing's own.
  const lists = TRANSLATED_LISTS.flatMap((list) =>
    contentList(list, root).flatMap((entry) => {
      const words = checkedWords(list, entry);
      const [name] = Object.values(words) as string[];
      return name === undefined ? [] : [part(list, entry.id, name, words, listKey(list, entry, 'src/content'))];
    }),
  );
  const ui = yamlFiles(path.join(root, 'src/content/ui')).map((file) => {
    const group = path.basename(file, '.yaml');
    return part('ui', group, group, checkedWords('ui', parse(readFileSync(file, 'utf8')) as Words));
  });
  return [...pages, ...lists, ...ui];
}

/**
 * How a list entry is known across languages: its short name, or in the gallery the picture it shows, as the path
 * from the project (a translation's file is one folder deeper, so its relative path differs).
 */
function listKey(list: (typeof TRANSLATED_LISTS)[number], entry: Words, folder: string): string {
  if (MATCHED_BY[list] === 'id') return String(entry.id);
  return path.posix.join(folder, String(entry.image));
}

const mdFiles = (folder: string) => filesIn(folder, '.md');
const yamlFiles = (folder: string) => filesIn(folder, '.yaml');
const filesIn = (folder: string, extension: string) =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => file.endsWith(extension))
        .sort()
        .map((file) => path.join(folder, file))
    : [];

/** What a translation file gives a part: its words as its schema reads them, or the rule they break. */
interface Found {
  data: Words;
  file: string;
  fault?: string;
}

/** A translation's words as its schema reads them, or (`fault`) the first rule they break, with the field. */
function checked(kind: TranslatedKind, data: unknown, file: string, locale: Locale): Found {
  const result = schemasIn(locale)[kind].safeParse(data);
  if (result.success) return { data: result.data, file };
  const issue = result.error.issues[0];
  return { data: (data ?? {}) as Words, file, fault: `${issue.path.join('.')}: ${issue.message}` };
}

/** Every translation file of a language, as what it gives each part (by partKey of its `matchedBy`). */
function translationsIn(locale: Locale, root: string): Map<string, Found> {
  const found = new Map<string, Found>();
  const relative = (file: string) => path.relative(root, file);
  for (const kind of PAGE_KINDS)
    for (const file of mdFiles(path.join(root, 'src/content', kind, locale))) {
      const page = readPage(file);
      const words = checked(kind, page.data, relative(file), locale);
      found.set(partKey(kind, path.basename(file, '.md')), {
        ...words,
        data: { ...words.data, ...(page.body ? { body: page.body } : {}) },
      });
    }
  for (const list of TRANSLATED_LISTS) {
    const file = path.join(root, 'src/content', locale, `${list}.yaml`);
    if (!existsSync(file)) continue;
    for (const entry of (parse(readFileSync(file, 'utf8')) as Record<string, Words[] | null>)[list] ?? [])
      found.set(partKey(list, listKey(list, entry, `src/content/${locale}`)), checked(list, entry, relative(file), locale));
  }
  for (const file of yamlFiles(path.join(root, 'src/content/ui', locale)))
    found.set(partKey('ui', path.basename(file, '.yaml')), checked('ui', parse(readFileSync(file, 'utf8')), relative(file), locale));
  return found;
}

/** Where a translation of `part` would be filed. */
function fileFor(part: EnglishPart, locale: Locale): string {
  if (part.kind === 'ui') return `src/content/ui/${locale}/${part.id}.yaml`;
  if (part.kind === 'services' || part.kind === 'locations') return `src/content/${part.kind}/${locale}/${part.id}.md`;
  return `src/content/${locale}/${part.kind}.yaml`;
}

/**
 * Every word of a tree of words with its key path ("block.title", after `prefix`): the walk interface text
 * (src/content-readers/interfaceText.ts), the tests' copy of it and the completeness check here share. A list is one word.
 */
export const flatWords = (words: Words, prefix = ''): [path: string, word: unknown][] =>
  Object.entries(words).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? flatWords(value as Words, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
const leaves = (words: Words) => flatWords(words).map(([path]) => path);

/** Whether a translation gives every word its English has. */
const complete = (english: Words, translated: Words): boolean => {
  const given = new Set(leaves(translated));
  return leaves(english).every((key) => given.has(key));
};

function stateOf(part: EnglishPart, found: Found | undefined): TranslationState {
  if (!found || !complete(part.words, found.data)) return 'untranslated';
  if (found.fault) return 'faulty';
  if (found.data.reviewed !== true) return 'unreviewed';
  return found.data.reviewedAgainst === part.fingerprint ? 'reviewed' : 'outdated';
}

/**
 * Read once per language in a build, which renders every page from the same files; read anew on every call elsewhere
 * (`astro dev`, where the files change under it, and the tests).
 */
const cache = process.env.NODE_ENV === 'production' ? new Map<string, Map<string, Translation>>() : undefined;

/** Each English part's translation in `locale`, by partKey, in the English order. */
export function translationsOf(locale: Locale, root = PROJECT_ROOT): Map<string, Translation> {
  const cacheKey = `${root}\n${locale}`;
  let result = cache?.get(cacheKey);
  if (!result) {
    const found = translationsIn(locale, root);
    result = new Map(
      englishParts(root).map((part) => {
        const translation = found.get(partKey(part.kind, part.matchedBy));
        const { reviewed: _reviewed, reviewedAgainst: _against, id: _id, image: _image, ...words } = translation?.data ?? {};
        const state = stateOf(part, translation);
        return [
          partKey(part.kind, part.id),
          {
            part,
            state,
            words,
            file: translation?.file ?? fileFor(part, locale),
            ...(state === 'faulty' ? { fault: translation!.fault } : {}),
          },
        ];
      }),
    );
    cache?.set(cacheKey, result);
  }
  return result;
}

/**
 * The English parts' fingerprints for the CMS to record what a reader checked (src/cms/facts.ts), each by the name a
 * translation gives it: the id, or a gallery picture's path from a language's folder (all are one deep).
 */
export const englishFingerprints = (root = PROJECT_ROOT): Record<string, string> =>
  Object.fromEntries(
    englishParts(root).map((part) => [
      partKey(part.kind, part.matchedBy === part.id ? part.id : path.posix.relative(`src/content/${DEFAULT_LOCALE}`, part.matchedBy)),
      part.fingerprint,
    ]),
  );

/** Whether a build shows a translation in this state: a release once reviewed, a preview once written (and sound). */
export const showsTranslation = (state: TranslationState, release: boolean): boolean =>
  release ? state === 'reviewed' : state !== 'untranslated' && state !== 'faulty';

/**
 * The pages whose own text a build shows in English in `locale` ("/services/goa"): the English page's text under the
 * language's interface. Search engines are sent to the English page (src/components/shell/Head.astro).
 */
export const pagesInEnglish = (locale: Locale, release: boolean, root = PROJECT_ROOT): string[] =>
  locale === DEFAULT_LOCALE
    ? []
    : [...translationsOf(locale, root).values()]
        .filter(({ part, state }) => PAGE_KINDS.includes(part.kind as (typeof PAGE_KINDS)[number]) && !showsTranslation(state, release))
        .map(({ part }) => `/${part.kind}/${part.id}`);

/** The interface text of the home page (src/pages/[...lang]/index.astro): its title, description and sections. */
export const HOME_PAGE_GROUPS = ['page-home', 'home'];

/** Whether a language's home page is checked: a release publishes the language from then on. */
export const homePageReviewed = (locale: Locale, root = PROJECT_ROOT): boolean =>
  HOME_PAGE_GROUPS.every((group) => translationsOf(locale, root).get(partKey('ui', group))?.state === 'reviewed');

/** Every translated language's parts that a release shows in English, for the to-do list and `npm run release`. */
export const notYetReviewed = (root = PROJECT_ROOT): { locale: TranslatedLocale; translation: Translation }[] =>
  TRANSLATED_LOCALES.flatMap((locale) =>
    [...translationsOf(locale, root).values()].filter(({ state }) => state !== 'reviewed').map((translation) => ({ locale, translation })),
  );
