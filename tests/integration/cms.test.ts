/**
 * The CMS's forms (src/cms/) against the schemas the build checks (src/schemas/company.ts,
 * src/schemas/collections.ts): every collection and field exists in both, and nothing the CMS lets the owner
 * enter in a field (a choice, an optional field left empty, a list's length, a text's length or pattern) fails
 * the build. Rules across fields, entries and files are checked before a save (tests/integration/cms-checks.test.ts).
 */
import { TRANSLATED_LOCALES } from '~/i18n/locales';
import { MATCHED_BY, TRANSLATED_FIELDS, TRANSLATED_LISTS, type TranslatedList } from '~/i18n/translatable';
import { contentList } from '~/content-readers/contentLists';
import type { CmsCollection, CmsField } from 'decap-cms-core';
import { z, type ZodTypeAny } from 'astro/zod';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { parse } from 'yaml';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmsConfig, cmsRepository } from '~/cms/config';
import { collections } from '~/content.config';
import { companySchema } from '~/schemas/company';
import { PICTURE } from '~/schemas/content';
import { REVIEW_WIDGET } from '~/cms/review';

const config = cmsConfig({});
/** The language a collection translates into ("services-hi" → "hi"), if it is a translation. */
const translationOf = (name: string) => TRANSLATED_LOCALES.find((locale) => name.endsWith(`-${locale}`));
const collection = (name: string) => config.collections.find((c) => c.name === name) as CmsCollection;
/** Stands in for astro:assets' image() so a picture field can be told from a text field. */
const imageMarker = () => z.string().describe(PICTURE);
type Schema = ZodTypeAny;
const contentSchema = (name: keyof typeof collections): Schema => {
  const schema = collections[name].schema as Schema | ((context: { image: () => Schema }) => Schema);
  return typeof schema === 'function' ? schema({ image: imageMarker }) : schema;
};

/**
 * The schema under its wrappers, and whether the wrappers let the field be left out. Only zod's public API: its
 * exported classes and their documented methods (no `_def`, which a new zod changes without notice).
 */
function unwrap(schema: Schema): { base: Schema; optional: boolean; described?: string } {
  let optional = false;
  let current = schema;
  const described = schema.description;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) {
      optional = true;
      current = current.unwrap() as Schema;
    } else if (current instanceof z.ZodDefault) {
      optional = true;
      current = current.removeDefault() as Schema;
    } else if (current instanceof z.ZodEffects) {
      // z.preprocess that turns "" into undefined wraps an optional: the CMS's empty field.
      current = current.innerType() as Schema;
    } else return { base: current, optional, described: described ?? current.description };
  }
}

/** What kind of value a schema (under its wrappers) takes, by zod's exported classes. */
const KINDS = [
  ['string', z.ZodString],
  ['number', z.ZodNumber],
  ['boolean', z.ZodBoolean],
  ['enum', z.ZodEnum],
  ['object', z.ZodObject],
  ['array', z.ZodArray],
  ['union', z.ZodUnion],
] as const;
const kindOf = (schema: Schema) => KINDS.find(([, type]) => schema instanceof type)?.[0] ?? schema.constructor.name;

/**
 * A schema's limits as JSON Schema states them (zod-to-json-schema, the documented conversion of zod 3; zod 4 has its
 * own, z.toJSONSchema): lengths, pattern, bounds, whole numbers, steps, the number of entries. Zod 3 has no public
 * getter for most of these. With two minimums (nonEmpty.min(70)) it gives the tightest.
 */
type Limits = {
  type?: string;
  pattern?: string;
  allOf?: { pattern?: string }[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
};
/** Typed by what the test reads: its own types, written for zod's v3 types as zod 4 ships them, go too deep for astro/zod's. */
const toJsonSchema = zodToJsonSchema as unknown as (schema: Schema, options: { $refStrategy: 'none' }) => Limits;
const limitsOf = (schema: Schema) => toJsonSchema(schema, { $refStrategy: 'none' });
/** The string's patterns (JSON Schema joins two or more in an allOf). */
const patternsOf = (limits: Limits) => [limits.pattern, ...(limits.allOf ?? []).map((p) => p.pattern)].filter((p) => p !== undefined);

/** Strings of the lengths around a limit, to try a Decap pattern with. */
const ofLength = (n: number) => 'x'.repeat(Math.max(n, 0));

/** The problems found comparing a CMS field list with a zod object, each naming the field. */
function compareFields(fields: CmsField[], object: Schema, path: string, allowed: string[] = []): string[] {
  const { base } = unwrap(object);
  if (!(base instanceof z.ZodObject)) return [`${path}: a group in the CMS, but the schema is ${kindOf(base)}`];
  const shape = base.shape as Record<string, Schema>;
  const problems: string[] = [];
  const cmsNames = fields.map((f) => f.name).filter((name) => !allowed.includes(name));
  for (const name of Object.keys(shape)) if (!cmsNames.includes(name)) problems.push(`${path}.${name}: in the schema, not in the CMS`);
  for (const field of fields) {
    if (allowed.includes(field.name)) continue;
    const schema = shape[field.name];
    if (!schema) problems.push(`${path}.${field.name}: in the CMS, not in the schema`);
    else problems.push(...compareField(field, schema, `${path}.${field.name}`));
  }
  return problems;
}

function compareField(field: CmsField, schema: Schema, path: string): string[] {
  const problems: string[] = [];
  const f = field as CmsField & Record<string, unknown>;
  const { base, optional, described } = unwrap(schema);
  const type = kindOf(base);
  const required = f.required !== false;
  const expect = (ok: boolean, message: string) => ok || problems.push(`${path}: ${message}`);

  // Decap refuses to save an entry whose file leaves out a required switch, so a switch is never required, and the
  // schema must then take a file that leaves it out.
  if (f.widget === 'boolean') {
    expect(!required, 'a required switch: an entry whose file leaves it out cannot be saved');
    expect(schema.safeParse(undefined).success, 'a switch the CMS may leave out, which the schema requires');
  } else {
    expect(!(optional && required), 'optional in the schema but required in the CMS');
    expect(!(!optional && !required), 'required by the schema but optional in the CMS');
  }
  // What the CMS saves for a field the owner leaves empty must pass the schema.
  if (!required && f.widget !== 'boolean') {
    const empty = f.widget === 'select' ? null : f.widget === 'list' || f.multiple === true ? [] : '';
    expect(schema.safeParse(empty).success, `left empty, it is saved as ${JSON.stringify(empty)}, which the schema refuses`);
  }
  switch (f.widget) {
    case 'string':
    case 'text':
    case 'markdown':
    case 'image': {
      expect(type === 'string', `a ${String(f.widget)} field, but the schema is ${type}`);
      expect((described === PICTURE) === (f.widget === 'image'), 'a picture in one and not in the other');
      const pattern = f.pattern as [string, string] | undefined;
      const limits = limitsOf(base);
      const patterns = patternsOf(limits);
      expect(patterns.length <= 1, `the schema has ${patterns.length} patterns; the CMS can hold one`);
      if (patterns[0] !== undefined) expect(pattern?.[0] === patterns[0], `the CMS's pattern is not the schema's /${patterns[0]}/`);
      const min = limits.minLength ?? 0;
      const max = limits.maxLength;
      if (min > 1 || max !== undefined) {
        const cms = pattern && new RegExp(pattern[0]);
        expect(!!cms, `the schema limits its length (${min}–${max ?? '∞'}) but the CMS does not`);
        if (cms) {
          if (min > 1) expect(!cms.test(ofLength(min - 1)) && cms.test(ofLength(min)), `the CMS's shortest is not ${min}`);
          if (max !== undefined) expect(cms.test(ofLength(max)) && !cms.test(ofLength(max + 1)), `the CMS's longest is not ${max}`);
        }
      }
      break;
    }
    case 'number': {
      expect(type === 'number', `a number field, but the schema is ${type}`);
      const limits = limitsOf(base);
      expect((f.value_type === 'int') === (limits.type === 'integer'), 'whole numbers in one and not in the other');
      const min = limits.minimum ?? limits.exclusiveMinimum;
      const max = limits.maximum ?? limits.exclusiveMaximum;
      if (min !== undefined && min > 1) expect(f.min === min, `the schema's minimum is ${min}, the CMS's ${String(f.min)}`);
      if (max !== undefined) expect(f.max === max, `the schema's maximum is ${max}, the CMS's ${String(f.max)}`);
      const step = limits.multipleOf;
      if (step !== undefined) expect(f.step === step, `the schema wants multiples of ${step}, the CMS's step is ${String(f.step)}`);
      break;
    }
    case 'boolean':
      expect(type === 'boolean', `a tick box, but the schema is ${type}`);
      break;
    case 'select': {
      expect(type === 'enum', `a choice, but the schema is ${type}`);
      if (base instanceof z.ZodEnum) expect(JSON.stringify(f.options) === JSON.stringify(base.options), 'the choices differ');
      break;
    }
    case 'object':
      expect(type === 'object', `a group, but the schema is ${type}`);
      if (type === 'object') problems.push(...compareFields(f.fields as CmsField[], base, path));
      break;
    case 'list':
    case 'relation': {
      const many = f.widget === 'list' || f.multiple === true;
      if (!many) {
        // One entry of another collection: astro:content's reference(), or the entry's own id.
        expect(type === 'union' || type === 'string', `a reference, but the schema is ${type}`);
        break;
      }
      expect(type === 'array', `a list, but the schema is ${type}`);
      if (!(base instanceof z.ZodArray)) break;
      const { minItems: min, maxItems: max } = limitsOf(base);
      const entry = base.element as Schema;
      expect(f.min === min, `the schema wants at least ${String(min)} entries, the CMS ${String(f.min)}`);
      expect(f.max === max, `the schema wants at most ${String(max)} entries, the CMS ${String(f.max)}`);
      if (f.widget === 'relation') break;
      if (f.fields) problems.push(...compareFields(f.fields as CmsField[], entry, `${path}[]`));
      else problems.push(...compareField({ ...(f.field as CmsField), required: true }, entry, `${path}[]`));
      break;
    }
    default:
      problems.push(`${path}: the test does not know the ${String(f.widget)} widget`);
  }
  return problems;
}

/** Every list field of every collection (nested ones too), named by where it is. */
function listFields(): { where: string; field: CmsField }[] {
  const found: { where: string; field: CmsField }[] = [];
  const walk = (fields: CmsField[], where: string) => {
    for (const field of fields) {
      const at = `${where} › ${field.label ?? field.name}`;
      if (field.widget === 'list') found.push({ where: at, field });
      if ('fields' in field && field.fields) walk(field.fields, at);
    }
  };
  for (const c of config.collections) {
    if (c.fields) walk(c.fields, c.name);
    for (const file of c.files ?? []) walk(file.fields, `${c.name}/${file.name}`);
  }
  return found;
}

/** Each picture a picture field shows today: the entry's file, the field and the path the file holds. */
function pictureValues(): {
  where: string;
  file: string;
  field: CmsField & { media_folder?: string; public_folder?: string };
  value: string;
}[] {
  const found: ReturnType<typeof pictureValues> = [];
  const walk = (fields: CmsField[], data: unknown, file: string, where: string) => {
    if (!data || typeof data !== 'object') return;
    for (const field of fields) {
      const value = (data as Record<string, unknown>)[field.name];
      const at = `${where} › ${field.name}`;
      if (field.widget === 'image' && typeof value === 'string') found.push({ where: at, file, field, value });
      else if (field.widget === 'object' && 'fields' in field && field.fields) walk(field.fields, value, file, at);
      else if (field.widget === 'list' && 'fields' in field && field.fields && Array.isArray(value))
        for (const [i, item] of value.entries()) walk(field.fields, item, file, `${at}.${i}`);
    }
  };
  const frontMatter = (text: string) => parse(/^---\n([\s\S]*?)\n---/.exec(text)![1]) as unknown;
  for (const c of config.collections) {
    for (const file of c.files ?? []) walk(file.fields, parse(readFileSync(file.file, 'utf8')), file.file, file.file);
    if (c.folder)
      for (const name of readdirSync(c.folder).filter((f) => f.endsWith('.md'))) {
        const file = `${c.folder}/${name}`;
        walk(c.fields!, frontMatter(readFileSync(file, 'utf8')), file, file);
      }
  }
  return found;
}

describe('the CMS and the schemas', () => {
  it('has a form for the company data and every content collection, and nothing else', () => {
    const lists = collection('lists').files!.map((file) => file.name);
    const english = config.collections.filter((c) => !translationOf(c.name));
    const forms = ['company', 'ui', ...english.filter((c) => c.folder).map((c) => c.name), ...lists].sort();
    // The translated pages' rendered text is read, not edited, there: their words are edited in the translations' forms.
    expect(forms).toEqual(['company', ...Object.keys(collections).filter((name) => name !== 'pageTranslations')].sort());
    for (const file of collection('lists').files!) expect(file.file).toBe(`src/content/${file.name}.yaml`);
  });

  it('the company form matches src/schemas/company.ts field by field', () => {
    const [file] = collection('company').files!;
    expect(file.file).toBe('src/data/company.yaml');
    expect(compareFields(file.fields, companySchema, 'company')).toEqual([]);
  });

  it.each(['services', 'locations'] as const)('the %s form matches its collection schema, plus the page body', (name) => {
    const form = collection(name);
    expect(form.folder).toBe(`src/content/${name}`);
    expect(form.fields!.map((f) => f.name)).toContain('body');
    expect(compareFields(form.fields!, contentSchema(name), name, ['body'])).toEqual([]);
  });

  it('each list form matches its collection schema; entries other content or an address refers to have a short name (id)', () => {
    const referenced = ['certificates', 'presence', 'rates', 'distances', 'faq', 'checklist'];
    for (const file of collection('lists').files!) {
      const [list] = file.fields as (CmsField & { fields: CmsField[] })[];
      expect(list.name, file.name).toBe(file.name);
      expect(
        list.fields.some((f) => f.name === 'id'),
        `${file.name} has an id field`,
      ).toBe(referenced.includes(file.name));
      expect(compareFields(list.fields, contentSchema(file.name as keyof typeof collections), file.name, ['id'])).toEqual([]);
    }
  });

  it('would notice drift: a field, a choice and a list length changed on one side only', () => {
    const schema = z.object({ title: z.string().min(1), kind: z.enum(['a', 'b']), points: z.array(z.string().min(1)).length(5) });
    const fields = [
      { name: 'title', widget: 'string' },
      { name: 'kind', widget: 'select', options: ['a', 'b'] },
      { name: 'points', widget: 'list', field: { name: 'p', widget: 'string' }, min: 5, max: 5 },
    ] as CmsField[];
    expect(compareFields(fields, schema, 'x')).toEqual([]);
    expect(compareFields(fields.slice(1), schema, 'x')).toEqual(['x.title: in the schema, not in the CMS']);
    expect(compareFields([fields[0], { ...fields[1], options: ['a', 'b', 'c'] } as CmsField, fields[2]], schema, 'x')).toEqual([
      'x.kind: the choices differ',
    ]);
    expect(compareFields([fields[0], fields[1], { ...fields[2], min: 4 } as CmsField], schema, 'x')).toEqual([
      'x.points: the schema wants at least 5 entries, the CMS 4',
    ]);
    const optionalTitle = z.object({ title: z.string().min(1).optional() });
    expect(compareFields([{ name: 'title', widget: 'string', required: false }], optionalTitle, 'x')).toEqual([
      'x.title: left empty, it is saved as "", which the schema refuses',
    ]);
  });
});

describe('the translations in the CMS', () => {
  const visible = (fields: CmsField[]) => fields.filter((f) => f.widget !== 'hidden').map((f) => f.name);
  // The switch "Checked against the English" is what it records: the English checked (src/cms/review.ts).
  const review = ['reviewedAgainst'];
  it.each(TRANSLATED_LOCALES)('%s: the pages, lists and interface text, each with only the words and the reviewer’s switch', (locale) => {
    for (const name of ['services', 'locations'] as const) {
      const form = collection(`${name}-${locale}`);
      expect(form.folder).toBe(`src/content/${name}/${locale}`);
      expect(visible(form.fields!).sort()).toEqual([...TRANSLATED_FIELDS[name], 'body', ...review].sort());
      // Whether it is checked follows the switch when saved, unseen.
      expect(form.fields!.filter((f) => f.widget === 'hidden').map((f) => f.name)).toEqual(['reviewed']);
      expect(form.fields!.find((f) => f.name === 'reviewedAgainst')).toMatchObject({
        label: 'Checked against the English',
        widget: REVIEW_WIDGET,
      });
      expect(readdirSync(form.folder!).sort()).toEqual(
        readdirSync(`src/content/${name}`)
          .filter((f) => f.endsWith('.md'))
          .sort(),
      );
    }
    const translatedLists = collection(`lists-${locale}`).files!;
    expect(translatedLists.map((f) => f.name).sort()).toEqual([...TRANSLATED_LISTS].sort());
    for (const file of translatedLists) {
      expect(file.file).toBe(`src/content/${locale}/${file.name}.yaml`);
      const [list] = file.fields as (CmsField & { fields: CmsField[]; allow_add?: boolean })[];
      // A translator adds the words of a new English entry by choosing the entry they translate.
      expect(list.allow_add, file.name).not.toBe(false);
      const name = file.name as TranslatedList;
      expect(visible(list.fields).sort(), file.name).toEqual([...TRANSLATED_FIELDS[name], MATCHED_BY[name], ...review].sort());
      const [which] = list.fields as (CmsField & { options: { value: string }[] })[];
      expect(which.options, file.name).toHaveLength(contentList(name).length);
    }
    const ui = collection(`ui-${locale}`);
    for (const file of ui.files!) {
      expect(file.file).toBe(`src/content/ui/${locale}/${file.name}.yaml`);
      expect(visible(file.fields).slice(0, 1)).toEqual(review);
    }
    expect(ui.files!.map((f) => f.name)).toEqual(collection('ui').files!.map((f) => f.name));
  });
});

describe('the CMS configuration', () => {
  it('shows every current picture: each picture field’s folder holds the pictures its entries name, under src/assets', () => {
    // Decap previews `<media_folder>/<file name>` (the folder in the value is ignored) and saves uploads there.
    const checked = pictureValues().map(({ where, file, field, value }) => {
      expect(field.media_folder, where).toBeDefined();
      expect(field.public_folder, where).toBe(field.media_folder);
      const folder = path.posix.join(path.posix.dirname(file), field.media_folder!);
      expect(folder, where).toMatch(/^src\/assets\/[a-z-]+$/);
      expect(path.posix.dirname(path.posix.join(path.posix.dirname(file), value)), `${where}: ${value}`).toBe(folder);
      expect(existsSync(path.posix.join(folder, path.posix.basename(value))), `${where}: ${value}`).toBe(true);
      return where;
    });
    // The founder's portrait, 9 services, 35 locations, and the partners', certificates' and gallery's pictures.
    const kinds = new Set(checked.map((where) => where.replace(/ ›.*$/, '').replace(/\/[^/]+\.md$/, '')));
    expect([...kinds].sort()).toEqual(
      [
        'src/content/certificates.yaml',
        'src/content/gallery.yaml',
        'src/content/locations',
        'src/content/partners.yaml',
        'src/content/services',
        'src/data/company.yaml',
      ].sort(),
    );
    expect(checked.length).toBeGreaterThanOrEqual(1 + 9 + 35);
  });

  it('every list, in every collection, folds each entry to its text: a summary made of the entry’s own fields', () => {
    const lists = listFields();
    expect(lists.length).toBeGreaterThan(10);
    for (const { where, field } of lists) {
      const summary = (field as { summary?: string }).summary;
      expect(summary, where).toBeTruthy();
      const names = 'fields' in field && field.fields ? field.fields.map((f) => f.name) : [(field as { field: CmsField }).field.name];
      const used = [...summary!.matchAll(/\{\{\s*fields\.([\w.]+)/g)].map((m) => m[1]);
      expect(used.length, where).toBeGreaterThan(0);
      for (const name of used) expect(names, `${where}: {{fields.${name}}}`).toContain(name);
    }
    // Samples and placeholders say so while folded (Decap's ternary filter: the words when the box is ticked).
    const summaryOf = (file: string) => (collection('lists').files!.find((f) => f.name === file)!.fields[0] as { summary: string }).summary;
    expect(summaryOf('testimonials')).toMatch(/^\{\{fields\.sample \| ternary\('Sample · ', ''\)\}\}/);
    expect(summaryOf('partners')).toMatch(/^\{\{fields\.placeholder \| ternary\('Placeholder · ', ''\)\}\}/);
  });

  it('interface text: a form per group file, its English words as each field’s hint', () => {
    const ui = collection('ui');
    const groups = readdirSync('src/content/ui').filter((f) => f.endsWith('.yaml'));
    expect(ui.files!.map((f) => `${f.name}.yaml`).sort()).toEqual(groups.sort());
    for (const file of ui.files!) expect(file.file).toBe(`src/content/ui/${file.name}.yaml`);
    const common = ui.files!.find((f) => f.name === 'common')!;
    expect(common.fields.find((f) => f.name === 'skipLink')!.hint).toBe('English: Skip to main content');
  });

  it('commits to the repository the host names: Netlify’s REPOSITORY_URL, or CMS_REPOSITORY', () => {
    expect(cmsRepository({ REPOSITORY_URL: 'https://github.com/owner/movers-site' })).toBe('owner/movers-site');
    expect(cmsRepository({ REPOSITORY_URL: 'git@github.com:owner/movers-site.git' })).toBe('owner/movers-site');
    expect(cmsRepository({ CMS_REPOSITORY: 'owner/other', REPOSITORY_URL: 'https://github.com/owner/movers-site' })).toBe('owner/other');
    expect(cmsConfig({ REPOSITORY_URL: 'https://github.com/owner/movers-site' }).backend.repo).toBe('owner/movers-site');
  });
});
