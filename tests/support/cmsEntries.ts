/**
 * Every entry the CMS lists, read from its configuration (src/cms/config.ts) and the files it points at: each
 * page of a folder collection and each file of a file collection, in every language the CMS has a form for. For
 * each, the text field a test changes: the first one-line text field the form shows that takes any words (no
 * pattern, not a short name), looking inside groups and into the first entry of a list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CmsCollection, CmsField } from 'decap-cms-core';
import { parse } from 'yaml';
import { cmsConfig } from '../../src/cms/config';
import { TRANSLATED_LOCALES } from '../../src/i18n/locales';

/** One step from the form down to the field: into a group, or into a list's first entry. */
export interface FieldStep {
  name: string;
  label: string;
  kind: 'group' | 'list' | 'text';
}

export interface CmsEntry {
  collection: string;
  /** The entry's name in the CMS's address (#/collections/<collection>/entries/<slug>). */
  slug: string;
  /** The file it is saved in, relative to the project. */
  file: string;
  /** From the form down to the text field changed. */
  steps: FieldStep[];
}

/**
 * Where the first free-text field's change would not show as typed, the field to change instead (its names, from the
 * form down), and why. A location page's long title gives way to the short one when it is too long for search results
 * (src/company-facts/seo.ts), which the test's added word makes it. "(opens in a new tab)" follows only links that open one, and
 * a preview shows its example contacts (the social pages, WhatsApp, webmail) as text, not links.
 */
const INSTEAD: Record<string, string[]> = {
  'src/content/ui/seo.yaml': ['ogImageAlt'],
  'src/content/ui/shell.yaml': ['topBar', 'trucking'],
};

const stepOf = (field: CmsField, kind: FieldStep['kind']): FieldStep => ({ name: field.name, label: field.label ?? field.name, kind });

/** The path to the first free-text one-line field in a form. */
function firstText(fields: CmsField[]): FieldStep[] | undefined {
  for (const field of fields) {
    const f = field as CmsField & { pattern?: unknown; fields?: CmsField[] };
    if (f.widget === 'string' && !f.pattern && f.name !== 'id') return [stepOf(field, 'text')];
    if ((f.widget === 'object' || f.widget === 'list') && f.fields) {
      const inner = firstText(f.fields);
      if (inner) return [stepOf(field, f.widget === 'object' ? 'group' : 'list'), ...inner];
    }
  }
  return undefined;
}

/** A translation's file in its language's folder → the English file it translates ("ui/hi/seo.yaml" → "ui/seo.yaml"). */
const englishFile = (file: string) => file.replace(new RegExp(`/(?:${TRANSLATED_LOCALES.join('|')})/`), '/');

/** The steps to a field named by its path through groups. */
function namedField(fields: CmsField[], [name, ...rest]: string[]): FieldStep[] {
  const field = fields.find((f) => f.name === name);
  if (!field) throw new Error(`no field "${name}" in the form`);
  if (!rest.length) return [stepOf(field, 'text')];
  return [stepOf(field, 'group'), ...namedField((field as CmsField & { fields: CmsField[] }).fields, rest)];
}

function entry(collection: CmsCollection, slug: string, file: string, fields: CmsField[]): CmsEntry {
  const instead = INSTEAD[englishFile(file)];
  const steps = instead ? namedField(fields, instead) : firstText(fields);
  if (!steps) throw new Error(`${collection.name}/${slug}: the form has no free-text field to change`);
  return { collection: collection.name, slug, file, steps };
}

/** Every entry of every collection, as the CMS lists them. */
export function cmsEntries(root: string): CmsEntry[] {
  return cmsConfig({}).collections.flatMap((collection) => {
    if (collection.folder) {
      const extension = collection.extension ?? 'md';
      return readdirSync(path.join(root, collection.folder))
        .filter((name) => name.endsWith(`.${extension}`))
        .sort()
        .map((name) => entry(collection, name.slice(0, -extension.length - 1), `${collection.folder}/${name}`, collection.fields ?? []));
    }
    return (collection.files ?? []).map((file) => entry(collection, file.name, file.file, file.fields));
  });
}

/** The value a field holds in the entry's file, following the steps (a list's first entry). */
export function valueIn(root: string, { file, steps }: CmsEntry): string {
  const text = readFileSync(path.join(root, file), 'utf8');
  const front = file.endsWith('.md') ? /^---\n([\s\S]*?)\n---/.exec(text)![1] : text;
  let value = parse(front) as unknown;
  for (const step of steps) {
    value = (value as Record<string, unknown>)[step.name];
    if (step.kind === 'list') value = (value as unknown[])[0];
  }
  return value as string;
}
