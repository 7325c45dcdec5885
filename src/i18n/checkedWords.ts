/**
 * The English words a translation is checked against, and their fingerprint: what `reviewedAgainst` records. Shared by
 * the build, which reads the files (src/content-readers/translations.ts), and the CMS, which reads the English entry as the
 * repository holds it at the moment the reviewer ticks "Checked against the English" (src/cms/review.ts), so the two
 * agree on what "the English they read" is. No Node: runs in the browser too.
 */
import { TRANSLATED_FIELDS, type TranslatedCollection } from './translatable';

type Words = Record<string, unknown>;
export type CheckedKind = TranslatedCollection | 'ui';

const PAGE_KINDS: readonly CheckedKind[] = ['services', 'locations'];

const pick = (data: Words, fields: readonly string[]): Words =>
  Object.fromEntries(fields.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]));

/**
 * The words of an English part a translation must say: a page's translated fields and its text (`body`), a list
 * entry's translated fields, a group of interface text whole.
 */
export function checkedWords(kind: CheckedKind, data: Words): Words {
  if (kind === 'ui') return data;
  const words = pick(data, TRANSLATED_FIELDS[kind]);
  const body = typeof data.body === 'string' ? data.body.trim() : '';
  return PAGE_KINDS.includes(kind) && body ? { ...words, body } : words;
}

/** What the fingerprint is taken of: the words as JSON, in the order their fields are translated. */
export const fingerprintInput = (words: Words): string => JSON.stringify(words);

/** The fingerprint as the browser takes it (SHA-256, the first 12 hex digits): the build's `fingerprint`, the same value. */
export async function fingerprintOf(words: Words): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(fingerprintInput(words)));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 12);
}
