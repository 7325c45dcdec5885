/**
 * The checks the CMS runs before it saves (src/cms/checks.ts): every entry as the repository holds it passes them,
 * and each rule the build enforces across fields, entries and files refuses a mistake, naming the field as the form
 * labels it, in the build's words.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'astro/zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '~/projectRoot';
import { entryProblems, rememberSave, type CmsFacts, type EntryToSave, reviewMarks } from '~/cms/checks';
import { cmsFacts } from '~/cms/facts';
import { companySchema } from '~/schemas/company';
import { TRANSLATED_LOCALES } from '~/i18n/locales';
import { LIMITS, nameTwice, RULES, wrongScriptRule } from '~/schemas/content';
import { collections } from '~/content.config';
import { CLAIMS, parseFigure, type ClaimKey } from '~/lib/claims';
import { cmsEntries, type CmsEntry } from '../support/cmsEntries';

/** An entry's data as the CMS loads it from its file: a page's front matter and body, a list or data file's object. */
function loaded({ collection, slug, file }: CmsEntry): EntryToSave {
  const text = readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
  if (file.endsWith('.md')) {
    const [, front, body] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text)!;
    return { collection, slug, data: { ...(parse(front) as object), body } };
  }
  return { collection, slug, data: parse(text) as Record<string, unknown> };
}

let facts: CmsFacts;
beforeAll(async () => {
  facts = await cmsFacts();
});
const fresh = (): CmsFacts => structuredClone(facts);
const entries = cmsEntries(PROJECT_ROOT);
const find = (collection: string, slug: string) => loaded(entries.find((e) => e.collection === collection && e.slug === slug)!);
const list = <T>(entry: EntryToSave) => entry.data[entry.slug] as T[];

describe('the CMS’s checks before it saves', () => {
  it(`pass every entry the CMS lists (${entries.length}) as the repository holds it`, () => {
    const problems = entries.flatMap((entry) => entryProblems(loaded(entry), facts).map((p) => `${entry.file}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('know every page’s position and the entries other content needs, from the content', () => {
    expect(Object.keys(facts.positions.services)).toHaveLength(9);
    expect(Object.keys(facts.positions.locations)).toHaveLength(35);
    expect(Object.keys(facts.needed.distances).sort()).toEqual(Object.keys(facts.positions.locations).sort());
  });

  it('refuse a held registration without its number, naming the field', () => {
    const company = find('company', 'company');
    const registrations = company.data.registrations as Record<string, { status: string; number: string }>;
    registrations.gstin = { status: 'held', number: '' };
    expect(entryProblems(company, facts)).toEqual([`Registrations › GST registration › Number: ${RULES.heldRegistration}`]);
  });

  it('refuse to confirm a claim that disagrees with another of the same thing, saying how; once each says what it counts, save', () => {
    const company = find('company', 'company');
    const claims = company.data.claims as Record<ClaimKey, { value: string; counts: string; example: boolean }>;
    const { experienceLanding, experience } = claims;
    experience.value = `${parseFigure(experienceLanding.value)!.amount + 3}+`;
    // Both still the examples: the owner may save while working on them (the to-do list and the release name them).
    expect(entryProblems(company, facts)).toEqual([]);
    experience.example = false;
    const sentence = `The home page says ${experienceLanding.value} years, the about and location pages ${experience.value} years: make them agree, or say what each counts.`;
    expect(entryProblems(company, facts)).toEqual([
      `Figures the site claims › ${CLAIMS.experience.name} › What it counts: ${RULES.claimsDisagree(sentence)}`,
    ]);
    experience.counts = 'the company’s years';
    experienceLanding.counts = 'the founder’s years in moving';
    expect(entryProblems(company, facts)).toEqual([]);
  });

  it('refuse to confirm the rating without its source and number of reviews', () => {
    const company = find('company', 'company');
    const rating = (company.data.claims as Record<string, Record<string, unknown>>).rating;
    Object.assign(rating, { example: false, source: '', reviews: '' });
    expect(entryProblems(company, facts)).toEqual([
      `Figures the site claims › ${CLAIMS.rating.name} › Where the rating comes from: ${RULES.ratingSource}`,
      `Figures the site claims › ${CLAIMS.rating.name} › Number of reviews: ${RULES.ratingReviews}`,
    ]);
    Object.assign(rating, { source: 'Google', reviews: 120 });
    expect(entryProblems(company, facts)).toEqual([]);
  });

  it('refuse a distance in km that is also by sea, and one with neither', () => {
    const distances = find('lists', 'distances');
    const [first, second] = list<{ km?: number; sea?: boolean }>(distances);
    first.sea = true;
    delete second.km;
    second.sea = false;
    expect(entryProblems(distances, facts)).toEqual([
      `Distances › distance 1 › Road distance (km): ${RULES.distance}`,
      `Distances › distance 2 › Road distance (km): ${RULES.distance}`,
    ]);
  });

  it('refuse a price band with one amount, or “from” above “to”', () => {
    const rates = find('lists', 'rates');
    const [row] = list<{ bands: { from?: number; to?: number }[] }>(rates);
    row.bands[0] = { from: 5000 };
    row.bands[1] = { from: 9000, to: 8000 };
    expect(entryProblems(rates, facts)).toEqual([
      `Rows › row 1 › Prices by distance › band 1: ${RULES.band}`,
      `Rows › row 1 › Prices by distance › band 2: ${RULES.bandOrder}`,
    ]);
  });

  it('refuse HTML in a page’s text, in English and in a translation', () => {
    for (const collection of ['locations', 'locations-hi']) {
      const goa = find(collection, 'goa');
      goa.data.body = `${String(goa.data.body)}\n\nCall us<br>today.`;
      expect(entryProblems(goa, facts)).toEqual([`Description: ${RULES.html} (found <br>)`]);
    }
  });

  it('refuse a picture put in place of a drawing until the owner describes it, on a page and in the gallery (issue 47)', () => {
    expect(facts.drawings.pictures.length).toBeGreaterThan(70);
    const drawingWords = facts.drawings.words[0];
    for (const [collection, slug] of [
      ['services', 'car-transport'],
      ['locations', 'goa'],
    ]) {
      const page = find(collection, slug);
      page.data.image = '../../assets/uploads/our-truck.jpg';
      for (const words of ['', drawingWords])
        expect(entryProblems({ ...page, data: { ...page.data, imageAlt: words } }, facts), `${slug}: “${words}”`).toEqual([
          expect.stringMatching(new RegExp(`: ${RULES.describePhoto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)),
        ]);
      page.data.imageAlt = 'Our blue truck outside the Bhosari office';
      expect(entryProblems(page, facts)).toEqual([]);
    }
    const gallery = find('lists', 'gallery');
    const pictures = list<Record<string, unknown>>(gallery);
    pictures[2].image = '../assets/uploads/packing-day.jpg';
    expect(entryProblems(gallery, facts)).toHaveLength(1);
    pictures[2].alt = 'Two of our packers wrapping a television';
    expect(entryProblems(gallery, facts)).toEqual([]);
  });

  it('refuse a position another page has, naming that page; a moved page frees its own', () => {
    const checks = fresh();
    const [[first, a], [second, b]] = Object.entries(checks.positions.services) as [string, { position: number; name: string }][];
    const page = find('services', first);
    page.data.order = b.position;
    expect(entryProblems(page, checks)).toEqual([`Position: ${RULES.positionTaken(b.position, b.name)}`]);
    // Swapping: the other page moves to a free number and is saved, then this one takes its old number.
    const other = find('services', second);
    other.data.order = 99;
    expect(entryProblems(other, checks)).toEqual([]);
    rememberSave(other, checks);
    expect(entryProblems(page, checks)).toEqual([]);
    expect(a.position).not.toBe(b.position);
  });

  it('refuse two entries of a list with the same short name', () => {
    const faq = find('lists', 'faq');
    const questions = list<{ id: string }>(faq);
    questions[1].id = questions[0].id;
    expect(entryProblems(faq, facts)).toEqual([
      `Questions: Two entries have the same short name, “${questions[0].id}”: give each its own.`,
    ]);
  });

  it('name the repeated field by its label in the form: a distance’s is its “Location”', () => {
    const distances = find('lists', 'distances');
    const entries = list<{ id: string }>(distances);
    entries[1].id = entries[0].id;
    expect(entryProblems(distances, facts)).toContain(
      `Distances: Two entries have the same location, “${entries[0].id}”: give each its own.`,
    );
  });

  it.each(['distances', 'presence', 'rates'])('refuse removing an entry of %s that other content needs, saying what needs it', (name) => {
    const file = find('lists', name);
    const [id, why] = Object.entries(facts.needed[name])[0];
    file.data[name] = list<{ id: string }>(file).filter((entry) => entry.id !== id);
    expect(entryProblems(file, facts)).toContain(`${String(facts.forms.lists[name][0].label)}: ${RULES.needed(id, why)}`);
  });

  it.each(TRANSLATED_LOCALES)(
    'check a %s translation by the rules for its words alone: it holds no figure or choice to check',
    (locale) => {
      const page = find(`services-${locale}`, 'transport');
      expect(entryProblems(page, facts)).toEqual([]);
      page.data.summary = 'short';
      expect(entryProblems(page, facts)).toEqual([expect.stringMatching(/^Summary: /)]);
    },
  );

  it.each(TRANSLATED_LOCALES)('save a %s translation as checked while its switch holds the English it was checked against', (locale) => {
    const page = find(`services-${locale}`, 'transport');
    // The file as it is: nothing to change, so an unchanged save changes nothing.
    expect(reviewMarks(page)).toEqual([]);
    page.data.reviewedAgainst = '0123456789ab';
    expect(reviewMarks(page)).toEqual([{ path: ['reviewed'], value: true }]);
    // Switched off: the record goes, and the page is no longer checked.
    Object.assign(page.data, { reviewed: true, reviewedAgainst: '' });
    expect(reviewMarks(page)).toEqual([
      { path: ['reviewed'], value: false },
      { path: ['reviewedAgainst'], value: undefined },
    ]);

    // A list's entries each on their own.
    const faq = find(`lists-${locale}`, 'faq');
    const answers = list<Record<string, unknown>>(faq);
    expect(reviewMarks(faq)).toEqual([]);
    answers[1].reviewedAgainst = 'ba9876543210';
    expect(reviewMarks(faq)).toEqual([{ path: ['faq', 1, 'reviewed'], value: true }]);
    // English is not translated: nothing to record.
    expect(reviewMarks(find('services', 'transport'))).toEqual([]);
  });
});

/** The value at a path of names and list positions in an entry's data, and a way to change it. */
function at(data: Record<string, unknown>, path: (string | number)[]) {
  const parent = path
    .slice(0, -1)
    .reduce<Record<string | number, unknown> | undefined>((value, step) => value?.[step] as Record<string, unknown> | undefined, data);
  if (!parent) throw new Error(`No ${path.join('.')} in the entry`);
  const last = path.at(-1)!;
  return { get: () => parent[last], set: (value: unknown) => (parent[last] = value) };
}
/** A text of `length` characters in a language's letters. */
const long = (length: number) => 'word '.repeat(Math.ceil(length / 5)).slice(0, length - 1) + 'x';

describe('every mistake caught where it is made (issue 51), in the words the build uses', () => {
  it(`refuse markup in a text field of every entry the CMS lists (${entries.length}), naming the field`, () => {
    const missed = entries.flatMap((entry) => {
      const data = loaded(entry);
      const path = entry.steps.flatMap((step) => (step.kind === 'list' ? [step.name, 0] : [step.name]));
      // A translated list with no entry yet (the gallery's, while its pictures are drawings) has no text to change.
      if (entry.steps.length === 0 || (entry.steps[0].kind === 'list' && !(data.data[entry.steps[0].name] as unknown[])?.length)) return [];
      const field = at(data.data, path);
      field.set(`${String(field.get())} <b>now</b>`);
      const wanted = `${entry.steps.at(-1)!.label}: ${RULES.htmlInText('<b>')}`;
      return entryProblems(data, facts).some((problem) => problem.endsWith(wanted)) ? [] : [`${entry.file}: ${wanted}`];
    });
    expect(missed).toEqual([]);
  });

  it.each([
    ['services', 'transport', ['name'], LIMITS.name],
    ['services', 'transport', ['title'], LIMITS.title],
    ['services', 'transport', ['features', 0], LIMITS.feature],
    ['locations', 'goa', ['name'], LIMITS.name],
    ['locations', 'goa', ['points', 0], LIMITS.point],
    ['lists', 'faq', ['faq', 0, 'answer'], LIMITS.answer],
    ['lists', 'faq', ['faq', 0, 'question'], LIMITS.question],
    ['lists', 'testimonials', ['testimonials', 0, 'text'], LIMITS.review],
    ['lists', 'certificates', ['certificates', 0, 'about'], LIMITS.about],
    ['lists', 'checklist', ['checklist', 0, 'tasks', 0], LIMITS.item],
    ['lists', 'presence', ['presence', 0, 'title'], LIMITS.heading],
    ['lists-hi', 'faq', ['faq', 0, 'answer'], LIMITS.answer],
    ['company', 'company', ['tagline'], LIMITS.tagline],
  ] as const)('refuse a %s › %s text longer than the page holds: %j', (collection, slug, path, max) => {
    const entry = find(collection, slug);
    const field = at(entry.data, [...path]);
    if (field.get() === undefined) field.set('x');
    field.set(long(max));
    expect(entryProblems(entry, facts)).toEqual([]);
    field.set(long(max + 1));
    // Named as the form labels it (the labels themselves: the other tests).
    expect(entryProblems(entry, facts)).toEqual([expect.stringMatching(/^[A-Z][^:]*: /)]);
    expect(entryProblems(entry, facts)[0]).toMatch(new RegExp(`: ${RULES.tooLong(max, max + 1)}$`));
  });

  it('refuse a 3,100-character answer and a 370-character tagline, saying how long they may be', () => {
    const faq = find('lists', 'faq');
    list<{ answer: string }>(faq)[0].answer = long(3100);
    expect(entryProblems(faq, facts)).toEqual([
      `Questions › question 1 › Answer: At most 900 characters fit the page, and this has 3,100.`,
    ]);
    const company = find('company', 'company');
    company.data.tagline = long(370);
    expect(entryProblems(company, facts)).toEqual([`Tagline: At most 60 characters fit the page, and this has 370.`]);
  });

  it('refuse a name in the wrong script for its language: Devanagari in English, Latin letters in Hindi or Marathi', () => {
    const english = find('locations', 'sikkim');
    english.data.name = 'सिक्किम';
    expect(entryProblems(english, facts)).toEqual([`Name: ${wrongScriptRule('सिक्किम', 'en')}`]);
    expect(wrongScriptRule('सिक्किम', 'en')).toBe('Write it in Latin letters, as English is written: “सिक्किम” is not.');
    for (const locale of TRANSLATED_LOCALES) {
      const translated = find(`locations-${locale}`, 'sikkim');
      translated.data.name = 'Sikkim';
      expect(entryProblems(translated, facts)).toEqual([`Name: ${wrongScriptRule('Sikkim', locale)}`]);
      const service = find(`services-${locale}`, 'transport');
      service.data.title = `${String(service.data.name)} in Pune`;
      expect(entryProblems(service, facts)).toEqual([`Page title: ${wrongScriptRule('in', locale)}`]);
    }
    // Figures and punctuation belong to every script.
    english.data.name = 'Jammu & Kashmir 2';
    expect(entryProblems(english, facts).filter((p) => p.startsWith('Name'))).toEqual([]);
  });

  it('refuse a page renamed to another page’s name (Kerala renamed “Goa”), naming it', () => {
    const kerala = find('locations', 'kerala');
    kerala.data.name = ' goa';
    expect(entryProblems(kerala, facts)).toEqual([`Name: ${RULES.nameTaken('goa')}`]);
    expect(RULES.nameTaken('Goa')).toBe('Another page is already called “Goa”: give each page its own name.');
    const service = find('services', 'transport');
    service.data.name = Object.values(facts.positions.services).find(({ name }) => name !== service.data.name)!.name;
    expect(entryProblems(service, facts)).toEqual([`Name: ${RULES.nameTaken(String(service.data.name))}`]);
  });
});

describe('the build refuses the same mistakes, in the same words', () => {
  const schema = (name: keyof typeof collections) => {
    const made = collections[name].schema as unknown as
      ((tools: { image: () => unknown }) => import('astro/zod').ZodTypeAny) | import('astro/zod').ZodTypeAny;
    return typeof made === 'function' ? made({ image: () => z.string() }) : made;
  };
  const messages = (name: keyof typeof collections, data: unknown) => {
    const result = schema(name).safeParse(data);
    return result.success ? [] : result.error.issues.map(({ path, message }) => `${path.join('.')}: ${message}`);
  };

  it('a FAQ answer too long or with markup, a name in the wrong script, a tagline too long: the file fails with the CMS’s words', () => {
    const [first] = list<Record<string, unknown>>(find('lists', 'faq'));
    expect(messages('faq', { ...first, answer: long(3100) })).toEqual([`answer: ${RULES.tooLong(LIMITS.answer, 3100)}`]);
    expect(messages('faq', { ...first, answer: 'Call us<br>today.' })).toEqual([`answer: ${RULES.htmlInText('<br>')}`]);
    const { body: _body, ...goa } = find('locations', 'goa').data;
    expect(messages('locations', { ...goa, name: 'सिक्किम' })).toEqual([`name: ${wrongScriptRule('सिक्किम', 'en')}`]);
    const company = find('company', 'company').data;
    const result = companySchemaCheck({ ...company, tagline: long(370) });
    expect(result).toEqual([`tagline: ${RULES.tooLong(LIMITS.tagline, 370)}`]);
  });

  it('two pages of one name stop the build, naming the second page', () => {
    expect(
      nameTwice([
        { id: 'goa', name: 'Goa' },
        { id: 'kerala', name: 'Kerala' },
      ]),
    ).toBeUndefined();
    expect(
      nameTwice([
        { id: 'goa', name: 'Goa' },
        { id: 'kerala', name: 'goa ' },
      ]),
    ).toEqual({ id: 'kerala', name: 'goa ' });
  });
});

function companySchemaCheck(data: unknown): string[] {
  const result = companySchema.safeParse(data);
  return result.success ? [] : result.error.issues.map(({ path, message }) => `${path.join('.')}: ${message}`);
}
