/**
 * Interface text: the words of the site's own making (menus, headings, buttons, forms, notices, alt text),
 * one YAML file per group in src/content/ui/<group>.yaml with each language's words under its code, edited
 * in the CMS (Interface text), each language beside English.
 *
 *   const t = await textFor(locale);
 *   t('shell.footer.copyright', { year: 2026, name: site.name })   // "2026 " + site.name + ". All rights reserved."
 *
 * A key with a sibling `<key>When<Condition>` (introWhenCallBack) says that sibling's words once the company's data
 * holds the condition: a registration held, a promise ticked (src/company-facts/saidWhen.ts).
 *
 * {homeCity} and {homeRegion} are filled without being given, in the language's own script (its `homePlace` in src/i18n/languages.ts).
 *
 * A key is "<group>.<key>" (nested keys with more dots). English is the source; a translation
 * (src/content/ui/<locale>/<group>.yaml) gives the words of a whole group, and the build uses them where it shows
 * that translation (src/content-readers/translations.ts: a release once a reader has checked the group, a preview once it is
 * written). A word a translation leaves out is said in English.
 */
import { getCollection } from 'astro:content';
import { asLocale, DEFAULT_LOCALE, LANGUAGES, type Locale } from '../i18n/locales';
import { isRelease } from '../site.config';
import { flatWords, partKey, showsTranslation, translationsOf } from './translations';
import { keySaid } from '../company-facts/saidWhen';
import type { Text, TextValues } from '../i18n/text';

/** Every "<group>.<key>" of a language with its text: English, and over it the translated groups this build shows. */
async function dictionary(locale: Locale): Promise<Map<string, string>> {
  const flat = new Map<string, string>();
  const add = (group: string, words: Record<string, unknown>) => {
    for (const [key, word] of flatWords(words, `${group}.`)) if (typeof word === 'string') flat.set(key, word);
  };
  const translations = locale === DEFAULT_LOCALE ? undefined : translationsOf(locale);
  for (const { id, data } of await getCollection('ui')) {
    add(id, data);
    const translation = translations?.get(partKey('ui', id));
    if (translation && showsTranslation(translation.state, isRelease)) add(id, translation.words);
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
  const words = await dictionary(locale);
  return (key, given = {}) => {
    // A sentence the company stands behind only with a registration held or a promise made has its own key
    // beside the plain one (src/company-facts/saidWhen.ts): said in its place once this build's data holds that.
    const found = words.get(keySaid(key, (k) => words.has(k)));
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
