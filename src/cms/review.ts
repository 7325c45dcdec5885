/**
 * "Checked against the English", the switch on every translation (src/cms/collections/translations.ts). Its value is
 * what it records: the fingerprint of the English the reviewer read (`reviewedAgainst`), taken when they switch it on
 * from the English entry as the repository holds it then, not as the last build saw it (an English edit saved a
 * minute before counts). It shows as on only while that English is still the English now; after an English edit it
 * shows as off, says which English changed, and one tick and one Publish record the new English. `reviewed` follows
 * it on saving (`reviewMarks` in checks.ts). Plain logic here; the switch itself is drawn by reviewSwitch.ts.
 */
import { checkedWords, fingerprintOf, type CheckedKind } from '../i18n/checkedWords';
import { MATCHED_BY, TRANSLATED_FIELDS, isTranslatedList } from '../i18n/translatable';
import { SOURCE } from './keptFormat';

type Words = Record<string, unknown>;

/** The switch's widget in the translations' forms (src/cms/collections/translations.ts), drawn by reviewSwitch.ts. */
export const REVIEW_WIDGET = 'english-check';

/** Decap's own reading of an entry from the repository (the `loadEntry` its widgets are given). */
export type LoadEntry = (collection: string, slug: string) => Promise<{ data?: Words }>;

/** The English part a translation (or one entry of a translated list) stands for, as the CMS names it. */
export interface EnglishRef {
  /** The English collection and entry in the CMS ("services" "transport", "lists" "faq", "ui" "home"). */
  collection: string;
  slug: string;
  kind: CheckedKind;
  /** In a list, how the translated entry names its English entry: its short name, or the gallery's picture. */
  item?: { key: 'id' | 'image'; value: string };
}

/** The English a translation's form stands for: "services-hi" "transport" → services/transport; a list's entry by its key. */
export function englishRef(collection: string, slug: string, item?: Words): EnglishRef | undefined {
  const english = collection.replace(/-[a-z]{2,3}$/, '');
  if (english === collection) return undefined;
  if (english === 'services' || english === 'locations') return { collection: english, slug, kind: english };
  if (english === 'ui') return { collection: english, slug, kind: 'ui' };
  if (english !== 'lists' || !isTranslatedList(slug) || !item) return undefined;
  const key = MATCHED_BY[slug];
  const value = item[key];
  return typeof value === 'string' && value ? { collection: english, slug, kind: slug, item: { key, value } } : undefined;
}

/** The English as the repository holds it now: its fingerprint and how the owner knows it; undefined where there is none. */
export async function englishNow(ref: EnglishRef, load: LoadEntry): Promise<{ fingerprint: string; name: string } | undefined> {
  const { [SOURCE]: _source, ...data } = (await load(ref.collection, ref.slug)).data ?? {};
  let words: Words;
  let name: string;
  if (ref.item) {
    const { key, value } = ref.item;
    // A translation's file is one folder deeper: it names a gallery picture with one "../" more.
    const wanted = key === 'image' ? value.replace(/^\.\.\//, '') : value;
    const entry = ((data[ref.slug] ?? []) as Words[]).find((english) => english[key] === wanted);
    if (!entry) return undefined;
    words = checkedWords(ref.kind, entry);
    const first = entry[TRANSLATED_FIELDS[ref.kind as keyof typeof TRANSLATED_FIELDS][0]];
    name = typeof first === 'string' ? first : wanted;
  } else {
    words = checkedWords(ref.kind, data);
    name = typeof data.name === 'string' ? data.name : ref.slug;
  }
  return { fingerprint: await fingerprintOf(words), name };
}

export type ReviewState = 'unchecked' | 'checked' | 'changed';

/** Where a translation's check stands: what it recorded against the English now (unknown while it is being read). */
export function reviewState(recorded: unknown, now: string | undefined): ReviewState {
  if (typeof recorded !== 'string' || recorded === '') return 'unchecked';
  return now === undefined || recorded === now ? 'checked' : 'changed';
}

/** What the form says when the English changed after the check, naming that English. */
export const englishChanged = (name: string) =>
  `The English “${name}” has changed since this was checked. Read this translation against the English as it is now, then switch this on and publish.`;
