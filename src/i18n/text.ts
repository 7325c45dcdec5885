/**
 * Interface text: the words of the site's own making (menus, headings, buttons, forms, notices, alt text),
 * one YAML file per group in src/content/ui/<group>.yaml with each language's words under its code, edited
 * in the CMS (Interface text), each language beside English.
 *
 *   const t = await textFor(locale);
 *   t('shell.footer.copyright', { year: 2026, name: site.name })   // "2026 " + site.name + ". All rights reserved."
 *
 * {homeCity} and {homeRegion} are filled without being given, in the language's own script (its `homePlace` in src/i18n/languages.mjs).
 *
 * A key is "<group>.<key>" (nested keys with more dots). English is the source: every other language must
 * give every English key, and a missing one stops the build, naming the file and the key.
 */
import { getCollection } from 'astro:content';
import { asLocale, DEFAULT_LOCALE, LANGUAGES, type Locale } from './locales';

export type TextValues = Record<string, string | number>;
export type Text = (key: string, values?: TextValues) => string;

type Tree = { [key: string]: string | Tree };

/** Every "<group>.<key>" of a language with its text. */
async function dictionary(locale: Locale): Promise<Map<string, string>> {
  const files = await getCollection('ui');
  const flat = new Map<string, string>();
  const walk = (prefix: string, tree: Tree) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') flat.set(`${prefix}.${key}`, value);
      else walk(`${prefix}.${key}`, value);
    }
  };
  for (const { id, data } of files) {
    const words = (data as Partial<Record<Locale, Tree>>)[locale];
    if (words) walk(id, words);
  }
  return flat;
}

const cache = new Map<Locale, Promise<Text>>();

/** The interface text of one language, as a function of its keys. */
export function textFor(locale: Locale = DEFAULT_LOCALE): Promise<Text> {
  let text = cache.get(locale);
  if (!text) {
    text = build(locale);
    cache.set(locale, text);
  }
  return text;
}

async function build(locale: Locale): Promise<Text> {
  const [words, english] = await Promise.all([dictionary(locale), dictionary(DEFAULT_LOCALE)]);
  const missing = [...english.keys()].filter((key) => !words.has(key));
  if (missing.length) {
    const named = missing.slice(0, 10).map((key) => `src/content/ui/${key.replace('.', `.yaml: ${locale}.`)}`);
    throw new Error(`Interface text in ${locale} lacks ${missing.length} key(s): ${named.join('; ')}${missing.length > 10 ? '; …' : ''}`);
  }
  return (key, given = {}) => {
    const found = words.get(key);
    if (found === undefined) throw new Error(`Interface text: no "${key}" for ${locale} in src/content/ui/${key.split('.')[0]}.yaml`);
    // {homeCity} and {homeRegion} need no passing: every page names the same place, in its own script.
    const values: TextValues = { ...LANGUAGES[locale].homePlace, ...given };
    return found.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (!(name in values)) throw new Error(`Interface text "${key}" (${locale}) needs a value for {${name}}`);
      return String(values[name]);
    });
  };
}

/** The interface text of the page being rendered: `const t = await textOf(Astro);` in a component. */
export const textOf = (astro: { currentLocale?: string | undefined }): Promise<Text> => textFor(asLocale(astro.currentLocale));
