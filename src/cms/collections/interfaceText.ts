/**
 * Interface text: the site's own words (menus, buttons, forms, notices), one file per group
 * (src/content/ui/<group>.yaml), translated in src/content/ui/<locale>/<group>.yaml (./translations.ts). The forms
 * are made from the English words, so every key the site uses has a field, with the English words as its hint.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CmsCollection, CmsCollectionFile, CmsField } from 'decap-cms-core';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../../projectRoot';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import { group, line, paragraph } from '../fields';

const UI_FOLDER = 'src/content/ui';
type Tree = { [key: string]: string | Tree };

/** "moveIncludes" → "Move includes". */
const label = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

/** A field per key: short words on one line, longer ones in a box; the English words as the hint. */
function fields(tree: Tree): CmsField[] {
  return Object.entries(tree).map(([key, value]) =>
    typeof value === 'string'
      ? (value.length > 80 ? paragraph : line)(key, label(key), `English: ${value}`)
      : group(key, label(key), fields(value)),
  );
}

/** A group's form: `src/content/ui/<group>.yaml`, or its translation in `src/content/ui/<locale>/<group>.yaml`. */
export function uiGroupFile(name: string, locale: Locale = DEFAULT_LOCALE): CmsCollectionFile {
  const english = parse(readFileSync(path.join(PROJECT_ROOT, UI_FOLDER, `${name}.yaml`), 'utf8')) as Tree;
  return {
    name,
    label: label(name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())),
    file: locale === DEFAULT_LOCALE ? `${UI_FOLDER}/${name}.yaml` : `${UI_FOLDER}/${locale}/${name}.yaml`,
    fields: fields(english),
  };
}

export const interfaceText: CmsCollection = {
  name: 'ui',
  label: 'Interface text',
  description: 'The words of menus, buttons, forms and notices. Keep words in {braces} as they are: the site fills them in.',
  editor: { preview: false },
  files: readdirSync(path.join(PROJECT_ROOT, UI_FOLDER))
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => uiGroupFile(path.basename(file, '.yaml'))),
};
