/**
 * The words of each language, read from the built pages, as a careful reader of that language checks them:
 * - one label per term: the pet service is named as its translation names it, never "पेट …" (stomach in Hindi,
 *   fire in Marathi), on every page of the language;
 * - greetings and messages in the page's language: the WhatsApp links' greeting, and the fields named as nouns in
 *   the error messages (no question dropped into "Please choose …");
 * - Marathi joins its postpositions to a place's name, in the form the data gives (पुण्याहून, गोव्यामधील), never
 *   "गोवा येथे" or "झारखंड साठी", and says none of the written register's येथे/येथील/तेथून;
 * - the location pages say the presence tiles as the company's services, not as what every move includes, and the
 *   pages of places reached by sea leave out the tiles about trucks on the road.
 * Expected words come from the interface text and the content, never written out here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, TRANSLATED_LOCALES, type Locale } from '~/i18n/locales';
import { textFor } from '~/content-readers/interfaceText';
import { formWords } from '~/lib/forms';
import { ROAD_ONLY_TILES } from '~/lib/moveIncludes';
import { fieldError } from '~/inline/relayForm';
import { LANGUAGES } from '~/i18n/locales';
import { examples, site } from '~/site.config';
import { decode, pageText, readPagesAsSeen } from '../support/pageText';

const root = new URL('../../', import.meta.url).pathname;
const pages = await readPagesAsSeen(path.join(root, 'dist'));
/** "hi/about.html" and "hi.html" → hi; "about.html" → en. */
const localeOf = (file: string): Locale =>
  TRANSLATED_LOCALES.find((locale) => file === `${locale}.html` || file.startsWith(`${locale}/`)) ?? DEFAULT_LOCALE;
const pagesOf = (locale: Locale) => [...pages].filter(([file]) => localeOf(file) === locale);

/** A page's or list's words in a language, read from its file (the English where `locale` is the default). */
const frontmatter = (collection: string, id: string, locale: Locale) => {
  const file = path.join(root, 'src/content', collection, locale === DEFAULT_LOCALE ? '' : locale, `${id}.md`);
  return parseFrontmatter(readFileSync(file, 'utf8')).frontmatter as Record<string, string | undefined>;
};
const distances = (
  parse(readFileSync(path.join(root, 'src/content/distances.yaml'), 'utf8')) as { distances: { id: string; sea?: boolean }[] }
).distances;
const presence = (locale: Locale) =>
  (
    parse(readFileSync(path.join(root, 'src/content', locale === DEFAULT_LOCALE ? '' : locale, 'presence.yaml'), 'utf8')) as {
      presence: { id: string; title: string }[];
    }
  ).presence;

describe.each(TRANSLATED_LOCALES)('%s: one label per term', (locale) => {
  const petName = frontmatter('services', 'pet-transport', locale).name!;
  it('the pet service is named as its translation names it on every page, and "पेट" is nowhere', () => {
    for (const [file, html] of pagesOf(locale)) {
      const text = pageText(html);
      expect(text, file).toContain(petName);
      expect(text.match(/(?<![\u0900-\u097F])पेट(?![\u0900-\u097F])/u)?.[0], file).toBeUndefined();
    }
  });
});

describe('hi: one spelling, with the nukta (docs/translation.md)', () => {
  // The start of words the Hindi pages spell with a nukta (ख़र्च, क़ीमत, तारीख़ें, नक़्शा…), here written without it,
  // and दफ़्तर, which the site says as ऑफ़िस. A stem ending in the nukta's letter matches only where no nukta follows.
  const WITHOUT_NUKTA = [
    ...['खर्च', 'बाकी', 'नुकसान', 'रकम', 'लिफ्ट', 'तरीक', 'कीमत', 'तारीख', 'फर्नीचर', 'ज्यादा', 'फोन', 'जरूर'],
    ...['खास', 'नक्श', 'नकद', 'नकल', 'कतार', 'कस्ब', 'खतर', 'खराब', 'खाली', 'इलाक', 'करीब', 'सफर', 'मुफ्त'],
    ...['हफ्त', 'इंतजा', 'कागज', 'दफ्तर', 'दफ़्तर'],
  ];
  const unspelled = new RegExp(`(?<![\\u0900-\\u097F])(?:${WITHOUT_NUKTA.join('|')})(?!\\u093C)[\\u0900-\\u097F]*`, 'u');
  /** The words a reader meets: the text, and the pictures' descriptions, labels and the page's description. */
  const words = (html: string) =>
    [pageText(html), ...[...html.matchAll(/\b(?:alt|aria-label|title|content)="([^"]*)"/g)].map(([, value]) => decode(value))].join(' ');

  it('no Hindi page writes them without it', () => {
    for (const [file, html] of pagesOf('hi')) expect(words(html).match(unspelled)?.[0], file).toBeUndefined();
  });
});

describe.each(LOCALES)('%s: greetings and messages in the page’s language', (locale) => {
  it('the WhatsApp links outside the forms greet in the page’s language', async () => {
    const greeting = (await textFor(locale))('shell.floating.greeting', { shortName: site.shortName });
    const english = (await textFor(DEFAULT_LOCALE))('shell.floating.greeting', { shortName: site.shortName });
    for (const [file, html] of pagesOf(locale)) {
      const texts = [...html.matchAll(/href="https:\/\/wa\.me\/\d+\?text=([^"]*)"(?![^>]*data-fallback)/g)].map(([, text]) =>
        decodeURIComponent(decode(text)),
      );
      // While the number is the example there is no WhatsApp link to greet with (ContactLink.astro).
      if (examples.mobile) expect(texts, file).toEqual([]);
      else expect(texts.length, file).toBeGreaterThan(0);
      for (const text of texts) expect(text, file).toBe(greeting);
      if (locale !== DEFAULT_LOCALE) expect(texts, file).not.toContain(english);
    }
  });

  it('each field is named by a noun in its error message, not by a question', async () => {
    const t = await textFor(locale);
    const words = formWords(t);
    const fields = new Map<string, string>();
    for (const [, html] of pagesOf(locale))
      for (const [, tag, name, field] of html.matchAll(/<(input|select|textarea)\b[^>]*\bname="([^"]+)"[^>]*\bdata-field="([^"]*)"/g))
        fields.set(`${tag}:${name}`, decode(field));
    // The contact form's four fields and the enquiry form's six.
    expect(fields.size).toBe(10);
    for (const [key, field] of fields) {
      const message = fieldError('', { label: field, kind: key.startsWith('select') ? 'select' : 'text', required: true }, words)!;
      expect(message, key).toContain(field.toLowerCase());
      expect(message, key).not.toMatch(/[?？“”"]/);
    }
  });
});

describe('Marathi joins postpositions to the names a sentence inflects', () => {
  const POSTPOSITIONS = ['साठी', 'मध्ये', 'मधील', 'ला', 'चा', 'ची', 'चे', 'च्या', 'विषयी', 'येथे', 'येथील', 'येथून', 'हून', 'पर्यंत', 'त', 'तील'];
  const apart = (name: string) => new RegExp(`(?<![\\u0900-\\u097F])${name} (?:${POSTPOSITIONS.join('|')})(?![\\u0900-\\u097F])`, 'u');
  const { homeCity, homeCityStem } = LANGUAGES.mr.homePlace;

  it('no Marathi page puts a space between the home city and a postposition', () => {
    for (const [file, html] of pagesOf('mr')) expect(pageText(html).match(apart(homeCity))?.[0], file).toBeUndefined();
  });

  // "ओखला येथील", "खम्मम येथे", "दिल्ली, तेथून": the written register's "here/there" after a name, where a reader
  // in Pune joins the postposition (ओखल्यातील) or names the kind of place (या शहरांत, या बेटांवर, तिथून).
  it('no Marathi page uses the formal येथे/येथील/येथून or तेथे/तेथून', () => {
    const formal = /(?<![\u0900-\u097F])(?:ये|ते)थ(?:े|ील|ून)(?:च|ही)?(?![\u0900-\u097F])/u;
    for (const [file, html] of pagesOf('mr')) expect(pageText(html).match(formal)?.[0], file).toBeUndefined();
  });

  it.each(distances.map(({ id }) => id))('%s: its name takes postpositions joined, in the form the data gives', async (id) => {
    const { name, nameStem } = frontmatter('locations', id, 'mr');
    const html = pages.get(`mr/locations/${id}.html`)!;
    const text = pageText(html);
    expect(text.match(apart(name!))?.[0]).toBeUndefined();
    const heading = (await textFor('mr'))('page-location.heading', { name: name!, stem: nameStem ?? name! });
    expect(decode(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)![1].replace(/<[^>]+>/g, '')).trim()).toBe(heading);
    expect(heading.startsWith(`${nameStem ?? name}मधील`)).toBe(true);
    // The home city in its joined form: "पुण्याहून", not "पुणे येथून".
    expect(text).toContain(`${homeCityStem}हून`);
  });
});

describe.each(LOCALES)('%s: the location pages say what the company offers, not what every move includes', (locale) => {
  it.each(distances)('$id', async ({ id, sea }) => {
    const t = await textFor(locale);
    const html = pages.get(`${locale === DEFAULT_LOCALE ? '' : `${locale}/`}locations/${id}.html`)!;
    const blockHtml = html.match(/<div data-move-includes[\s\S]*?<\/ul>/)![0];
    const block = pageText(blockHtml);
    expect(block).toContain(t('sections.moveIncludes.title'));
    expect(block).toContain(t('sections.moveIncludes.intro'));
    if (locale === DEFAULT_LOCALE) expect(block).not.toMatch(/\b(every|each) move (includes|gets)\b/i);
    const roadOnly = presence(locale).filter((tile) => ROAD_ONLY_TILES.has(tile.id));
    for (const tile of roadOnly) (sea ? expect(block).not : expect(block)).toContain(tile.title);
    // The line asking how goods travel by sea, on those pages only.
    expect(blockHtml.includes('data-by-sea')).toBe(Boolean(sea));
  });
});
