/**
 * The CMS's form fields in a few words each, so every collection reads as a list of labelled fields.
 * Each helper makes one Decap field (https://decapcms.org/docs/widgets/); a field is required unless it
 * says `required: false`, as in the content schemas.
 */
import type { CmsField } from 'decap-cms-core';
import { NO_HTML } from '../markdown/htmlIn';
import { RULES } from '../schemas/content';

type Extra = Partial<Omit<CmsField, 'name' | 'label' | 'widget'>> & Record<string, unknown>;

const field = (widget: string, name: string, label: string, hint?: string, extra: Extra = {}): CmsField =>
  ({ name, label, widget, ...(hint ? { hint } : {}), ...extra }) as CmsField;

/** A Decap pattern: the regular expression's source and the message shown when a value does not match. */
export const pattern = (regex: RegExp, message: string): [string, string] => [regex.source, message];
/** A text that must be between `min` and `max` characters long. */
export const lengthPattern = (min: number, max: number): [string, string] => [
  `^[\\s\\S]{${min},${max}}$`,
  `Between ${min} and ${max} characters, please.`,
];

export const line = (name: string, label: string, hint?: string, extra?: Extra) => field('string', name, label, hint, extra);
export const paragraph = (name: string, label: string, hint?: string, extra?: Extra) => field('text', name, label, hint, extra);
export const markdown = (name: string, label: string, hint?: string) =>
  field('markdown', name, label, hint, {
    pattern: pattern(NO_HTML, RULES.html),
    buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list'],
    editor_components: [],
    modes: ['rich_text', 'raw'],
  });
/**
 * A switch. Never required: Decap calls a required switch missing (and refuses to save the whole entry) when the file
 * leaves it out, which the schemas allow (left out means off).
 */
export const tick = (name: string, label: string, hint?: string, extra?: Extra) =>
  field('boolean', name, label, hint, { default: false, required: false, ...extra });
export const whole = (name: string, label: string, hint?: string, extra?: Extra) =>
  field('number', name, label, hint, { value_type: 'int', ...extra });
export const choice = (name: string, label: string, options: readonly string[], hint?: string, extra?: Extra) =>
  field('select', name, label, hint, { options: [...options], ...extra });
export const picture = (name: string, label: string, hint?: string, extra?: Extra) =>
  field('image', name, label, hint, { choose_url: false, ...extra });
export const group = (name: string, label: string, fields: CmsField[], hint?: string, extra?: Extra) =>
  field('object', name, label, hint, { fields, ...extra });
/** A list of entries with these fields. */
export const entries = (name: string, label: string, fields: CmsField[], hint?: string, extra?: Extra) =>
  field('list', name, label, hint, { fields, ...extra });
/** A list of lines of text. */
export const lines = (name: string, label: string, hint?: string, extra?: Extra) =>
  field('list', name, label, hint, { field: line('line', 'Line'), ...extra });
/** One or more entries of another collection, by their address (slug). */
export const pick = (name: string, label: string, collection: string, hint?: string, extra?: Extra): CmsField =>
  field('relation', name, label, hint, {
    collection,
    value_field: '{{slug}}',
    search_fields: ['name'],
    display_fields: ['name'],
    ...extra,
  });
/** The "still the example" box of a group of company data, e.g. example('number') or example('e-mail addresses', 'plural'). */
export const example = (what: string, number: 'singular' | 'plural' = 'singular') =>
  tick(
    'example',
    `${number === 'plural' ? 'These are' : 'This is'} still the example ${what}`,
    `Untick once you have put in the company’s own ${what}. The site cannot go live while this is ticked.`,
  );
