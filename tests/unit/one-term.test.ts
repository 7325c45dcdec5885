/**
 * One idea, one word, in each language (docs/translation.md, "Choices made in review"): a reader who meets स्थान in
 * the menu and "सर्विस लोकेशन" on a tile, or दुचाकी in the form and टू-व्हीलर on the bike page, wonders whether they
 * are two things. Every translated file (pages, lists, interface text) says each idea with the word the glossary
 * chose, and none of the words it set aside.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '~/projectRoot';
import { TRANSLATED_LOCALES } from '~/i18n/locales';

interface Term {
  idea: string;
  /** The glossary's word, written as it begins (so its inflected forms count too). */
  chosen: string;
  /** Other words for the same idea, each written as it begins. */
  setAside: string[];
}

const TERMS: Record<string, Term[]> = {
  hi: [
    { idea: 'service locations', chosen: 'सेवा स्थान', setAside: ['सर्विस लोकेशन', 'सर्व्हिस लोकेशन', 'लोकेशन'] },
    { idea: 'business(es)', chosen: 'कारोबार', setAside: ['बिज़नेस', 'बिजनेस'] },
    { idea: 'students', chosen: 'छात्र', setAside: ['स्टूडेंट', 'स्टुडेंट'] },
  ],
  mr: [
    { idea: 'service locations', chosen: 'सेवा ठिकाण', setAside: ['सर्व्हिस लोकेशन', 'सर्विस लोकेशन', 'लोकेशन'] },
    { idea: 'two-wheeler', chosen: 'दुचाकी', setAside: ['टू-व्हीलर', 'टू व्हीलर'] },
    { idea: 'visitors', chosen: 'भेट देणार', setAside: ['व्हिजिटर', 'विझिटर'] },
    { idea: 'link', chosen: 'लिंक', setAside: ['दुवा', 'दुवे', 'दुव्या'] },
  ],
};

/** Every file of a language's words: a folder named for the language anywhere under src/content. */
function filesOf(locale: string): string[] {
  const content = path.join(PROJECT_ROOT, 'src/content');
  return readdirSync(content, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(md|ya?ml)$/.test(file) && file.split(path.sep).includes(locale))
    .map((file) => path.join(content, file));
}

/** The word where it starts a word: रिलोकेशन is not लोकेशन. */
const startsWord = (word: string) => new RegExp(`(?<![\\u0900-\\u097F])${word}`, 'u');

describe.each(TRANSLATED_LOCALES)('%s: each idea is named one way', (locale) => {
  const files = filesOf(locale).map((file) => ({ file: path.relative(PROJECT_ROOT, file), text: readFileSync(file, 'utf8') }));
  const terms = TERMS[locale] ?? [];

  it('reads every file of the language', () => {
    expect(files.map(({ file }) => file)).toEqual(
      expect.arrayContaining([`src/content/ui/${locale}/forms.yaml`, `src/content/${locale}/faq.yaml`]),
    );
  });

  it.each(terms)('$idea: "$chosen", never $setAside', ({ chosen, setAside }) => {
    const found = files.flatMap(({ file, text }) => setAside.flatMap((word) => (startsWord(word).test(text) ? [`${file}: ${word}`] : [])));
    expect(found).toEqual([]);
    expect(files.some(({ text }) => startsWord(chosen).test(text))).toBe(true);
  });
});
