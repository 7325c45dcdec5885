/**
 * Interface text: the site's own words (menus, buttons, forms, notices), one file per group
 * (src/content/ui/<group>.yaml) with every language's words in it. The forms are made from the English
 * words, so every key the site uses has a field; the CMS shows each language beside English (Decap's i18n
 * keeps a file collection's languages in one file).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CmsCollection, CmsCollectionFile, CmsField } from 'decap-cms-core';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../../build/drawnPictures.mjs';
import { DEFAULT_LOCALE, LOCALES } from '../../i18n/locales';
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
      ? { ...(value.length > 80 ? paragraph : line)(key, label(key), `English: ${value}`), i18n: true }
      : { ...group(key, label(key), fields(value)), i18n: true },
  );
}

function groupFile(file: string): CmsCollectionFile {
  const name = path.basename(file, '.yaml');
  return {
    name,
    label: label(name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())),
    file: `${UI_FOLDER}/${name}.yaml`,
    i18n: true,
    fields: fields((parse(readFileSync(path.join(PROJECT_ROOT, UI_FOLDER, file), 'utf8')) as Record<string, Tree>)[DEFAULT_LOCALE]),
  };
}

export const interfaceText: CmsCollection = {
  name: 'ui',
  label: 'Interface text',
  description:
    'The words of menus, buttons, forms and notices, in every language. Keep words in {braces} as they are: the site fills them in.',
  editor: { preview: false },
  i18n: { structure: 'single_file', locales: [...LOCALES], default_locale: DEFAULT_LOCALE },
  files: readdirSync(path.join(PROJECT_ROOT, UI_FOLDER))
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map(groupFile),
};
