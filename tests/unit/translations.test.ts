/**
 * Hindi and Marathi content (issue 18) says what the English says: each translated entry stands for an English
 * one, keeps its every figure (in Latin digits), and changes only the words (src/i18n/translatable.ts).
 */
import { getCollection, type CollectionKey } from 'astro:content';
import { describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { PROJECT_ROOT } from '~/build/drawnPictures.mjs';
import { contentList, withTranslations } from '~/build/contentLists';
import { DEFAULT_LOCALE, entryLocale, LOCALES, sourceId, TRANSLATED_LOCALES } from '~/i18n/locales';
import { TRANSLATED_FIELDS, type TranslatedCollection, type TranslatedList } from '~/i18n/translatable';
import { publishedLocalesFrom } from '~/site.config';

const collections = Object.keys(TRANSLATED_FIELDS) as TranslatedCollection[];
type Entry = { id: string; data: Record<string, unknown>; body?: string };
const entries = Object.fromEntries(
  await Promise.all(collections.map(async (name) => [name, (await getCollection(name as CollectionKey)) as Entry[]] as const)),
) as Record<TranslatedCollection, Entry[]>;

/** The figures in a text, as written ("1,200", "2024"): a figure's own commas and points, not a sentence's. */
const figures = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();
/** Everything a reader reads in an entry: its translated fields and its body. */
const words = (name: TranslatedCollection, entry: { data: Record<string, unknown>; body?: string }) =>
  [...TRANSLATED_FIELDS[name].map((field) => JSON.stringify(entry.data[field] ?? '')), entry.body ?? ''].join('\n');
const withoutWords = (name: TranslatedCollection, data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([field]) => !(TRANSLATED_FIELDS[name] as readonly string[]).includes(field)));

describe.each(collections)('%s in Hindi and Marathi', (name) => {
  const english = new Map(entries[name].filter((e) => entryLocale(e.id) === DEFAULT_LOCALE).map((e) => [e.id, e]));
  const translated = entries[name].filter((e) => entryLocale(e.id) !== DEFAULT_LOCALE);

  it.each(TRANSLATED_LOCALES)('every entry has its %s translation', (locale) => {
    const ids = translated.filter((e) => entryLocale(e.id) === locale).map((e) => sourceId(e.id));
    expect(ids.sort()).toEqual([...english.keys()].sort());
  });

  it('each translation keeps the English entry’s figures, in Latin digits', () => {
    const changed = translated
      .filter((e) => JSON.stringify(figures(words(name, e))) !== JSON.stringify(figures(words(name, english.get(sourceId(e.id))!))))
      .map((e) => `${e.id}: ${figures(words(name, e)).join(' ')} ≠ ${figures(words(name, english.get(sourceId(e.id))!)).join(' ')}`);
    expect(changed).toEqual([]);
    expect(translated.filter((e) => /[०-९]/.test(words(name, e))).map((e) => e.id)).toEqual([]);
  });

  it('each translation changes only the words: its other fields are the English entry’s', () => {
    for (const entry of translated) {
      expect(withoutWords(name, entry.data), entry.id).toEqual(withoutWords(name, english.get(sourceId(entry.id))!.data));
    }
  });
});

describe('the owner removes or moves an entry in English', () => {
  /** A copy of a list and its translations, with the English list changed. */
  function withEnglish(name: TranslatedList, change: (english: Record<string, unknown>[]) => Record<string, unknown>[]) {
    const root = mkdtempSync(path.join(tmpdir(), 'translations-'));
    for (const locale of LOCALES) {
      const file = path.join('src/content', locale === DEFAULT_LOCALE ? '' : locale, `${name}.yaml`);
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      cpSync(path.join(PROJECT_ROOT, file), path.join(root, file));
    }
    const english = parse(readFileSync(path.join(PROJECT_ROOT, `src/content/${name}.yaml`), 'utf8')) as Record<
      string,
      Record<string, unknown>[]
    >;
    const text = stringify({ [name]: change(english[name]) });
    return { root, entries: withTranslations<Record<string, unknown>>(text, name, root) };
  }
  const translationsOf = (entries: Record<string, unknown>[], locale: string) =>
    entries.filter((entry) => String(entry.id).startsWith(`${locale}/`));

  it.each(TRANSLATED_LOCALES)('gallery: each picture keeps its own %s description when one is removed and two swap', (locale) => {
    const translated = contentList<{ image: string; alt: string }>('gallery', PROJECT_ROOT, locale);
    const { entries } = withEnglish('gallery', ([, second, third, ...rest]) => [third, second, ...rest]);
    const altOf = (picture: string) =>
      translationsOf(entries, locale).find((entry) => path.basename(String(entry.image)) === path.basename(picture))?.alt;
    // The first picture is gone; the second and third swapped places, in every language.
    expect(translationsOf(entries, locale)).toHaveLength(translated.length - 1);
    for (const { image, alt } of translated.slice(1)) expect(altOf(image)).toBe(alt);
    const order = (list: Record<string, unknown>[]) => list.map((entry) => path.basename(String(entry.image)));
    expect(order(translationsOf(entries, locale))).toEqual(order(entries.filter((entry) => !String(entry.id).includes('/'))));
  });

  it('a list entry removed in English takes its translations with it, and the build goes on', () => {
    const removed = contentList('faq')[0].id;
    const { entries } = withEnglish('faq', (english) => english.filter((entry) => entry.id !== removed));
    expect(entries.map((entry) => sourceId(String(entry.id)))).not.toContain(removed);
  });
});

describe('a translation is published once the owner marks it reviewed', () => {
  const none = { hi: { reviewed: false }, mr: { reviewed: false } };
  it('a preview (npm run build) has every language', () => {
    expect(publishedLocalesFrom(none, false)).toEqual(['en', 'hi', 'mr']);
  });
  it('a release has English and the reviewed ones only', () => {
    expect(publishedLocalesFrom(none, true)).toEqual(['en']);
    expect(publishedLocalesFrom({ ...none, mr: { reviewed: true } }, true)).toEqual(['en', 'mr']);
  });
});

describe('interface text', () => {
  it('every translation present gives every English key: the build names the one it lacks', async () => {
    const { z } = await import('astro/zod');
    const { contentSchemas } = await import('~/schemas/collections');
    const text = z.string();
    const schema = contentSchemas({ image: () => text, references: { rates: text, locations: text, services: text } }).ui;
    const result = schema.safeParse({ en: { a: 'A', b: { c: 'C' } }, hi: { a: 'अ', b: {} } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['hi.b.c: missing: the English (en.b.c) has it']);
    expect(schema.safeParse({ en: { a: 'A' }, hi: { a: 'अ' } }).success).toBe(true);
  });
});
