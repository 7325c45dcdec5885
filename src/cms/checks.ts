/**
 * The build's rules, checked in the CMS before it saves an entry (src/cms/admin.ts hands every save to
 * `entryProblems`): the schemas the build checks the files with (src/schemas/), rules across fields, HTML in page
 * text, and the rules across entries and files (a page's position, a list's short names, the entries other content
 * needs). Each problem names the field as the form labels it, in the words the build would use. Runs in the browser.
 */
import { z, type ZodTypeAny } from 'astro/zod';
import { htmlIn } from '../markdown/htmlIn';
import { contentSchemas } from '../schemas/collections';
import { companySchema, type Company } from '../schemas/company';
import { claimDisagreements } from '../lib/claims';
import { repeated, RULES, sameName } from '../schemas/content';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../i18n/locales';
import { MATCHED_BY } from '../i18n/translatable';
import { labelPath, type FieldLabel } from './labels';

export type PageCollection = 'services' | 'locations';

/** What the checks know beyond the entry being saved: from the last build, kept up to date by this session's saves. */
export interface CmsFacts {
  /** Each form's fields, by collection and then by file ("*" for a folder collection's pages). */
  forms: Record<string, Record<string, FieldLabel[]>>;
  /** The position and name of each page, by collection and page (its file's name). */
  positions: Record<PageCollection, Record<string, { position: number; name: string }>>;
  /** The entries of a list that other content or the site needs, by list and short name, with why. */
  needed: Record<string, Record<string, string>>;
  /**
   * The pictures `npm run art` drew (project-relative paths) and every description of theirs, in every language: a
   * picture put in place of a drawing needs words of the owner's (src/content-readers/pictureDescriptions.ts).
   */
  drawings: { pictures: string[]; words: string[] };
}

/** An entry as the CMS is about to save it. */
export interface EntryToSave {
  collection: string;
  /** The page's file name, or the file's name in a file collection. */
  slug: string;
  data: Record<string, unknown>;
}

const text = z.string();
// The files name pictures and other entries by path and id; the build resolves them, the CMS's pickers choose them.
const schemas = contentSchemas({ image: () => text, references: { rates: text, locations: text, services: text } });

/** "services-hi" → "services": a translation is checked by its English collection's rules for words. */
const englishCollection = (name: string) => name.replace(new RegExp(`-(?:${TRANSLATED_LOCALES.join('|')})$`), '');
export const isTranslation = (entry: { collection: string }) => englishCollection(entry.collection) !== entry.collection;

function schemaFor(entry: EntryToSave): { schema: ZodTypeAny; data: unknown } | undefined {
  const collection = englishCollection(entry.collection);
  const { translations, ...english } = schemas;
  const locale = entry.collection.slice(collection.length + 1) as TranslatedLocale;
  const rules = (isTranslation(entry) ? translations(locale) : english) as Partial<Record<string, ZodTypeAny>>;
  if (collection === 'company') return { schema: companySchema, data: entry.data };
  // Lists' forms are their files (faq, rates); others are the collection's.
  const schema = rules[collection === 'lists' ? entry.slug : collection];
  if (!schema) return undefined;
  return { schema: collection === 'lists' ? z.object({ [entry.slug]: z.array(schema) }) : schema, data: entry.data };
}

/** Everything that stops the entry from being saved, each as "<field>: <why>"; empty when it may be saved. */
export function entryProblems(entry: EntryToSave, facts: CmsFacts): string[] {
  const collection = englishCollection(entry.collection);
  const forms = facts.forms[entry.collection] ?? {};
  const fields = forms[entry.slug] ?? forms['*'] ?? [];
  const problem = (path: (string | number)[], message: string) => `${labelPath(fields, path).join(' › ')}: ${message}`;
  const problems: string[] = [];

  const checked = schemaFor(entry);
  const result = checked?.schema.safeParse(checked.data);
  if (result && !result.success) problems.push(...result.error.issues.map((issue) => problem(issue.path, issue.message)));

  if (typeof entry.data.body === 'string') {
    const html = htmlIn(entry.data.body);
    if (html !== undefined) problems.push(problem(['body'], `${RULES.html} (found ${html})`));
  }

  if (collection === 'company' && result?.success) problems.push(...claimProblems((result.data as Company).claims, problem));

  if (isTranslation(entry)) return problems;
  problems.push(...undescribedPictures(entry, collection, facts, problem));
  if (collection === 'services' || collection === 'locations') {
    const position = entry.data.order;
    const other = Object.entries(facts.positions[collection]).find(([slug, page]) => slug !== entry.slug && page.position === position);
    if (typeof position === 'number' && other) problems.push(problem(['order'], RULES.positionTaken(position, other[1].name)));
    const { name } = entry.data;
    const named = Object.entries(facts.positions[collection]).some(
      ([slug, page]) => slug !== entry.slug && sameName(page.name, String(name)),
    );
    if (typeof name === 'string' && named) problems.push(problem(['name'], RULES.nameTaken(name.trim())));
  }

  if (collection === 'lists') {
    const list = (entry.data[entry.slug] ?? []) as { id?: string }[];
    const ids = list.map(({ id }) => id).filter((id): id is string => typeof id === 'string');
    const twice = repeated(ids);
    if (twice !== undefined)
      problems.push(problem([entry.slug], RULES.shortNameTwice(twice, labelPath(fields, [entry.slug, 0, 'id']).at(-1))));
    for (const [id, why] of Object.entries(facts.needed[entry.slug] ?? {}))
      if (!ids.includes(id)) problems.push(problem([entry.slug], RULES.needed(id, why)));
  }
  return problems;
}

/**
 * Claims that count the same thing and disagree (src/lib/claims.ts) may stay as the example figures while the owner
 * works on them, but none of them is confirmed until they agree or each says what it counts: the release would refuse.
 */
function claimProblems(claims: Company['claims'], problem: (path: (string | number)[], message: string) => string): string[] {
  return claimDisagreements(claims)
    .filter(({ keys }) => keys.some((key) => !claims[key].example))
    .map(({ keys, sentence }) => problem(['claims', keys.find((key) => !claims[key].example)!, 'counts'], RULES.claimsDisagree(sentence)));
}

/** After a page is saved, the positions the next check compares with. */
export function rememberSave(entry: EntryToSave, facts: CmsFacts): void {
  const collection = englishCollection(entry.collection);
  if (collection !== entry.collection || (collection !== 'services' && collection !== 'locations')) return;
  const { order, name } = entry.data;
  if (typeof order === 'number' && typeof name === 'string') facts.positions[collection][entry.slug] = { position: order, name };
}

/**
 * What a translation's save records of its review: the switch "Checked against the English" records the English it was
 * checked against in `reviewedAgainst` (src/cms/review.ts), and `reviewed` says whether it is on. Each change as the
 * path of the field and its new value (undefined: removed); none where the file already says so, so an unchanged
 * save changes nothing.
 */
export function reviewMarks(entry: EntryToSave): { path: (string | number)[]; value: boolean | undefined }[] {
  if (!isTranslation(entry)) return [];
  const marks = (path: (string | number)[], words: Record<string, unknown>) => {
    const against = words.reviewedAgainst;
    if (typeof against === 'string' && against !== '') return words.reviewed === true ? [] : [{ path: [...path, 'reviewed'], value: true }];
    return [
      ...(words.reviewed === true ? [{ path: [...path, 'reviewed'], value: false }] : []),
      ...(against === undefined ? [] : [{ path: [...path, 'reviewedAgainst'], value: undefined }]),
    ];
  };
  if (englishCollection(entry.collection) !== 'lists') return marks([], entry.data);
  const list = entry.slug as keyof typeof MATCHED_BY;
  return ((entry.data[list] ?? []) as Record<string, unknown>[]).flatMap((words, index) => marks([list, index], words));
}

/** Where an entry's picture paths start from: the folder of the file it is saved in. */
const FILE_FOLDER: Record<string, string> = { services: 'src/content/services', locations: 'src/content/locations', lists: 'src/content' };
/** The picture fields and their descriptions: a page's, and each entry's of the gallery. */
const PICTURE_FIELDS = { page: ['image', 'imageAlt'], gallery: ['image', 'alt'] } as const;

/**
 * A picture the owner put in place of a drawing (a path that is not one `npm run art` drew) whose description is empty
 * or still a drawing's words: refused, as the build's to-do list and the release name it (issue 47).
 */
function undescribedPictures(
  entry: EntryToSave,
  collection: string,
  facts: CmsFacts,
  problem: (path: (string | number)[], message: string) => string,
): string[] {
  const folder = FILE_FOLDER[collection];
  const drawn = new Set(facts.drawings.pictures);
  const words = new Set(facts.drawings.words);
  const undescribed = (data: Record<string, unknown>, [image, alt]: readonly [string, string]) => {
    const picture = data[image];
    if (!folder || typeof picture !== 'string' || drawn.has(posixJoin(folder, picture))) return false;
    const description = typeof data[alt] === 'string' ? data[alt].trim() : '';
    return description === '' || words.has(description);
  };
  if (collection === 'services' || collection === 'locations')
    return undescribed(entry.data, PICTURE_FIELDS.page) ? [problem([PICTURE_FIELDS.page[1]], RULES.describePhoto)] : [];
  if (collection === 'lists' && entry.slug === 'gallery')
    return ((entry.data.gallery ?? []) as Record<string, unknown>[]).flatMap((picture, i) =>
      undescribed(picture, PICTURE_FIELDS.gallery) ? [problem(['gallery', i, PICTURE_FIELDS.gallery[1]], RULES.describePhoto)] : [],
    );
  return [];
}

/** A path relative to a folder, made project-relative ("src/content/services" + "../../assets/x.jpg"). */
function posixJoin(folder: string, relative: string): string {
  const parts = folder.split('/');
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}
