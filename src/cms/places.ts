/** Where the owner finds a field in the CMS: its path in words and the address of its form. */
import type { CmsCollection, CmsField } from 'decap-cms-core';
import { company } from './collections/company';
import { lists } from './collections/lists';
import { translations } from './collections/translations';
import type { Locale } from '../i18n/locales';
import { isTranslatedList } from '../i18n/translatable';
import { labelled, labelPath } from './labels';

export interface CmsPlace {
  /** e.g. "Company › Phone numbers › Mobile (calls and WhatsApp)" */
  label: string;
  /** The form's address under /admin/, with the field to open it at where there is one. */
  href: string;
}

const fileForm = (collection: CmsCollection, file: string) => `/admin#/collections/${collection.name}/entries/${file}`;

/** The labels along a dotted field path, e.g. "phones.mobile" → ["Phone numbers", "Mobile (calls and WhatsApp)"]. */
function labels(fields: CmsField[], field: string): string[] {
  const path = field.split('.');
  const found = labelPath(fields.map(labelled), path);
  if (found.length < path.length) throw new Error(`The CMS has no field "${path[found.length]}" in "${field}"`);
  return found;
}

export const cmsPlace = {
  /** A field of the company's form: the CMS opens the form at it (src/cms/admin.ts reads `?field=`). */
  company: (field: string): CmsPlace => {
    const file = company.files![0];
    return {
      label: [company.label, ...labels(file.fields, field)].join(' › '),
      href: `${fileForm(company, file.name)}?field=${field}`,
    };
  },
  /** A language's translations of a collection (`services`, a list such as `faq`, or `ui`), as the CMS lists them. */
  translations: (kind: string, locale: Locale): CmsPlace => {
    const collection = translations.find(({ name }) => name === `${isTranslatedList(kind) ? 'lists' : kind}-${locale}`);
    if (!collection) throw new Error(`The CMS has no ${locale} translation of "${kind}"`);
    const file = collection.files?.find((f) => f.name === kind);
    return {
      label: [collection.label, ...(file ? [file.label] : [])].join(' › '),
      href: file ? fileForm(collection, kind) : `/admin#/collections/${collection.name}`,
    };
  },
  list: (name: string): CmsPlace => {
    const file = lists.files!.find((f) => f.name === name);
    if (!file) throw new Error(`The CMS has no list "${name}"`);
    return { label: `${lists.label} › ${file.label}`, href: fileForm(lists, name) };
  },
};
