/**
 * The Hindi and Marathi translations of the pages and lists, each language a collection of its own beside the
 * English (Services · हिंदी, Lists · मराठी…). Only the words a translation may change are fields
 * (src/i18n/translatable.ts); every other field is kept as the file has it, unseen, because it must stay the
 * English entry's (tests/unit/translations.test.ts). A translator edits; entries are neither added nor removed.
 */
import type { CmsCollection, CmsCollectionFile, CmsField } from 'decap-cms-core';
import { LANGUAGES, TRANSLATED_LOCALES, type TranslatedLocale } from '../../i18n/locales';
import { isTranslatedList, TRANSLATED_FIELDS, type TranslatedCollection } from '../../i18n/translatable';
import { lists } from './lists';
import { locations, services } from './pages';

/** The fields a translator edits, with every other one kept as it is (a hidden field keeps its value). */
const wordsOnly = (fields: CmsField[], words: readonly string[]): CmsField[] =>
  fields.map((field) => (words.includes(field.name) ? field : { name: field.name, label: field.label, widget: 'hidden', required: false }));

/** A list whose entries' words are edited; entries are neither added nor reordered. */
const listOfWords = (list: CmsField, words: readonly string[]): CmsField => {
  const entries = 'fields' in list && Array.isArray(list.fields) ? list.fields : [];
  return { ...list, widget: 'list', allow_add: false, allow_reorder: false, fields: wordsOnly(entries, words) };
};

const inLanguage = (label: string, locale: TranslatedLocale) => `${label} · ${LANGUAGES[locale].name}`;

/** A page collection's translation: `src/content/services/hi/<slug>.md`, its words and its long description. */
function pageTranslations(english: CmsCollection, locale: TranslatedLocale): CmsCollection {
  const name = english.name as TranslatedCollection;
  return {
    ...english,
    name: `${english.name}-${locale}`,
    label: inLanguage(english.label ?? english.name, locale),
    folder: `${english.folder}/${locale}`,
    fields: wordsOnly(english.fields ?? [], [...TRANSLATED_FIELDS[name], 'body']),
  };
}

/** The translated lists: `src/content/hi/faq.yaml`, each entry's words; entries stay as the English has them. */
function listTranslations(locale: TranslatedLocale): CmsCollection {
  const files: CmsCollectionFile[] = (lists.files ?? [])
    .filter((file) => isTranslatedList(file.name))
    .map((file) => ({
      ...file,
      file: `src/content/${locale}/${file.name}.yaml`,
      fields: file.fields.map((list) => listOfWords(list, TRANSLATED_FIELDS[file.name as TranslatedCollection])),
    }));
  return {
    ...lists,
    name: `lists-${locale}`,
    label: inLanguage(lists.label ?? 'Lists', locale),
    files,
  };
}

export const translations: CmsCollection[] = TRANSLATED_LOCALES.flatMap((locale) => [
  pageTranslations(services, locale),
  pageTranslations(locations, locale),
  listTranslations(locale),
]);
