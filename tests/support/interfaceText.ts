/**
 * The interface text of one language for the Playwright tests, which run outside Astro and so cannot call textFor:
 * the English words (src/content/ui/<group>.yaml) and over them the language's (src/content/ui/<locale>/<group>.yaml),
 * as a preview build shows them; the same keys ("<group>.<key>") and {placeholders} as the pages use, {homeCity} and
 * {homeRegion} filled as the pages fill them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../../src/projectRoot';
import { flatWords } from '../../src/content-readers/translations';
import { DEFAULT_LOCALE, LANGUAGES, type Locale } from '../../src/i18n/locales';
import type { Text } from '../../src/i18n/text';

export function interfaceText(locale: Locale): Text {
  const folder = path.join(PROJECT_ROOT, 'src/content/ui');
  const words = new Map<string, string>();
  const add = (group: string, tree: Record<string, unknown>) => {
    for (const [key, word] of flatWords(tree, `${group}.`)) if (typeof word === 'string') words.set(key, word.trim());
  };
  const read = (file: string): Record<string, unknown> =>
    existsSync(file) ? (parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.yaml'))) {
    const group = file.replace(/\.yaml$/, '');
    add(group, read(path.join(folder, file)));
    if (locale !== DEFAULT_LOCALE) {
      const { reviewed: _reviewed, reviewedAgainst: _against, ...words } = read(path.join(folder, locale, file));
      add(group, words);
    }
  }
  return (key, values = {}) => {
    const found = words.get(key);
    if (found === undefined) throw new Error(`No "${key}" in the ${locale} of src/content/ui`);
    const given: Record<string, string | number> = { ...LANGUAGES[locale].homePlace, ...values };
    return found.replace(/\{(\w+)\}/g, (whole, name: string) => String(given[name] ?? whole));
  };
}

export const englishText = (): Text => interfaceText(DEFAULT_LOCALE);
