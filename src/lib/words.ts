/**
 * Words with "{name}" placeholders, as src/content/ui/*.yaml writes them, for code that fills them in
 * after the build: an island, which gets its words as props. A component hands such words on with
 * `t(key, placeholders('place', 'km'))`: the dictionary checks the names, and the placeholders stay in.
 */
import type { TextValues } from '~/i18n/text';

/** Values that are their own placeholders: `t(key, placeholders('km'))` gives the words with "{km}" still in them. */
export const placeholders = (...names: string[]): TextValues => Object.fromEntries(names.map((name) => [name, `{${name}}`]));

/** "{name}" becomes `values.name`; a name without a value stays as it is. */
export const fillIn = (words: string, values: TextValues): string =>
  words.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * The words as pieces, each value a piece of its own: React writes them exactly as it writes text with values
 * between it in JSX (`{city} to {place}`), pieces of words only where there are some, every value even if empty.
 */
export const fillParts = (words: string, values: TextValues): string[] =>
  words
    .split(/\{(\w+)\}/)
    .flatMap((piece, i) => (i % 2 === 0 ? (piece ? [piece] : []) : [piece in values ? String(values[piece]) : `{${piece}}`]));
