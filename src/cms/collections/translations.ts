/**
 * The translations, each language a set of collections beside the English (Services · हिंदी, Lists · मराठी,
 * Interface text · हिंदी). A translation holds words only (src/i18n/translatable.ts), filed where
 * src/content-readers/translations.ts reads it, and a switch a reviewer ticks once they have checked the words against the
 * English: the CMS then records which English they read (src/cms/admin.ts), and an English edit afterwards puts the
 * English back on the page until someone checks again. Translators add the translation of a new list entry by
 * choosing the English entry it stands for.
 */
import type { CmsCollection, CmsCollectionFile, CmsField } from 'decap-cms-core';
import { contentList } from '../../content-readers/contentLists';
import { LANGUAGES, TRANSLATED_LOCALES, type TranslatedLocale } from '../../i18n/locales';
import { isTranslatedList, MATCHED_BY, TRANSLATED_FIELDS, type TranslatedCollection } from '../../i18n/translatable';
import { choice } from '../fields';
import { REVIEW_WIDGET } from '../review';
import { lists } from './lists';
import { locations, services } from './pages';
import { interfaceText, uiGroupFile } from './interfaceText';

/**
 * The reviewer's switch, "Checked against the English": it records the English it was checked against
 * (`reviewedAgainst`, src/cms/review.ts), and `reviewed` follows it when the entry is saved.
 */
const review = (what: string): CmsField[] => [
  { name: 'reviewed', label: 'Checked', widget: 'hidden', required: false },
  {
    name: 'reviewedAgainst',
    label: 'Checked against the English',
    widget: REVIEW_WIDGET,
    required: false,
    hint: `Switch on once a reader you trust has compared ${what} with the English. The site shows the translation from then on; if the English changes, this switches off and says so, and the site shows the English again until it is switched on and published once more.`,
  } as CmsField,
];

/** The English form's fields that hold words; the rest (numbers, pictures, choices) are the English entry's. */
const wordsOnly = (fields: CmsField[], words: readonly string[]): CmsField[] => fields.filter((field) => words.includes(field.name));

const inLanguage = (label: string, locale: TranslatedLocale) => `${label} · ${LANGUAGES[locale].name}`;

/** A page collection's translation: `src/content/services/hi/<slug>.md`, its words and its long description. */
function pageTranslations(english: CmsCollection, locale: TranslatedLocale): CmsCollection {
  const name = english.name as TranslatedCollection;
  return {
    ...english,
    name: `${english.name}-${locale}`,
    label: inLanguage(english.label ?? english.name, locale),
    folder: `${english.folder}/${locale}`,
    // Listed by name: a translation has no position of its own (the English page's decides).
    sortable_fields: ['name'],
    summary: '{{name}}',
    fields: [...review('this page'), ...wordsOnly(english.fields ?? [], [...TRANSLATED_FIELDS[name], 'body'])],
  };
}

/**
 * Which English entry a translated list entry stands for: its short name, or in the gallery its picture (as the
 * translation's file, one folder deeper, names it).
 */
function englishEntry(list: TranslatedCollection & keyof typeof MATCHED_BY): CmsField {
  const english = contentList(list);
  const label = (entry: Record<string, unknown>) => String(entry[TRANSLATED_FIELDS[list][0]]);
  const options =
    MATCHED_BY[list] === 'id'
      ? english.map((entry) => ({ label: `${label(entry)} (${entry.id})`, value: entry.id }))
      : english.map((entry) => ({ label: label(entry), value: `../${String(entry.image)}` }));
  return choice(MATCHED_BY[list], 'Translation of', [], 'The English entry these words translate.', { options });
}

/** The translated lists: `src/content/hi/faq.yaml`, each entry's words and the English entry it translates. */
function listTranslations(locale: TranslatedLocale): CmsCollection {
  const files: CmsCollectionFile[] = (lists.files ?? [])
    .filter((file) => isTranslatedList(file.name))
    .map((file) => {
      const name = file.name as TranslatedCollection & keyof typeof MATCHED_BY;
      return {
        ...file,
        file: `src/content/${locale}/${name}.yaml`,
        fields: file.fields.map((list) => {
          const fields = 'fields' in list && Array.isArray(list.fields) ? list.fields : [];
          return {
            ...list,
            // Entries come in the English order whatever the order here; they are added for a new English entry.
            allow_reorder: false,
            fields: [englishEntry(name), ...review('this entry'), ...wordsOnly(fields, TRANSLATED_FIELDS[name])],
          } as CmsField;
        }),
      };
    });
  return { ...lists, name: `lists-${locale}`, label: inLanguage(lists.label ?? 'Lists', locale), files };
}

/** The interface text's translation: `src/content/ui/hi/<group>.yaml`, each group's words beside the English. */
function interfaceTranslations(locale: TranslatedLocale): CmsCollection {
  return {
    ...interfaceText,
    name: `ui-${locale}`,
    label: inLanguage(interfaceText.label ?? 'Interface text', locale),
    files: (interfaceText.files ?? []).map((file) => {
      const translated = uiGroupFile(file.name, locale);
      return { ...translated, fields: [...review('this group'), ...translated.fields] };
    }),
  };
}

export const translations: CmsCollection[] = TRANSLATED_LOCALES.flatMap((locale) => [
  pageTranslations(services, locale),
  pageTranslations(locations, locale),
  listTranslations(locale),
  interfaceTranslations(locale),
]);
