/**
 * Hindi and Marathi say what the English says, and a language grows a page at a time (issue 31): a translation
 * holds words only, keeps every figure of the English, and is shown once written (a preview) or once a reader has
 * checked it against the English words the page has now (a release); otherwise the English is.
 */
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { parse, stringify } from 'yaml';
import { PROJECT_ROOT } from '~/projectRoot';
import {
  homePageReviewed,
  HOME_PAGE_GROUPS,
  partKey,
  showsTranslation,
  translationsOf,
  type Translation,
} from '~/content-readers/translations';
import { TRANSLATED_LOCALES } from '~/i18n/locales';
import { pendingReviews } from '~/stand-ins/standIns';
import { MATCHED_BY, TRANSLATED_FIELDS, TRANSLATED_LISTS } from '~/i18n/translatable';

/** The figures in a text, as written ("1,200", "2024"): a figure's own commas and points, not a sentence's. */
const figures = (words: Record<string, unknown>) => (JSON.stringify(Object.values(words)).match(/\d+(?:[.,]\d+)*/g) ?? []).sort();

describe.each(TRANSLATED_LOCALES)('the %s translation in this repository', (locale) => {
  const translations = [...translationsOf(locale).values()];

  it('translates every page, list entry and group of interface text', () => {
    expect(translations.length).toBeGreaterThan(44 + 27);
    const notShown = translations.filter(({ state }) => state === 'untranslated' || state === 'faulty');
    expect(notShown.map(({ file, part, fault }) => `${file}: ${part.id}${fault ? ` (${fault})` : ''}`)).toEqual([]);
  });

  it('keeps every figure of the English, in Latin digits', () => {
    const changed = translations
      .filter(({ part, words }) => JSON.stringify(figures(words)) !== JSON.stringify(figures(part.words)))
      .map(({ part, words }) => `${part.kind}/${part.id}: ${figures(words).join(' ')} ≠ ${figures(part.words).join(' ')}`);
    expect(changed).toEqual([]);
    expect(translations.filter(({ words }) => /[०-९]/.test(JSON.stringify(words))).map(({ file }) => file)).toEqual([]);
  });

  it('holds words only: no figure, price, picture, choice or position of its own, which could drift from the English', () => {
    const allowed = (kind: keyof typeof TRANSLATED_FIELDS) => [...TRANSLATED_FIELDS[kind], 'reviewed', 'reviewedAgainst'];
    const extra: string[] = [];
    for (const kind of ['services', 'locations'] as const) {
      const folder = path.join(PROJECT_ROOT, 'src/content', kind, locale);
      for (const file of readdirSync(folder)) {
        const { frontmatter } = parseFrontmatter(readFileSync(path.join(folder, file), 'utf8'));
        extra.push(
          ...Object.keys(frontmatter)
            .filter((key) => !allowed(kind).includes(key))
            .map((key) => `${kind}/${locale}/${file}: ${key}`),
        );
      }
    }
    for (const list of TRANSLATED_LISTS) {
      const entries = (
        parse(readFileSync(path.join(PROJECT_ROOT, 'src/content', locale, `${list}.yaml`), 'utf8')) as Record<string, object[]>
      )[list];
      for (const entry of entries)
        extra.push(
          ...Object.keys(entry)
            .filter((key) => ![...allowed(list), MATCHED_BY[list]].includes(key))
            .map((key) => `${locale}/${list}: ${key}`),
        );
    }
    expect(extra).toEqual([]);
  });
});

/** A copy of the project's content, to change. */
function contentCopy() {
  const root = mkdtempSync(path.join(tmpdir(), 'translations-'));
  cpSync(path.join(PROJECT_ROOT, 'src/content'), path.join(root, 'src/content'), { recursive: true });
  return {
    root,
    file: (relative: string) => path.join(root, relative),
    translation: (kind: string, id: string, locale = 'hi'): Translation =>
      translationsOf(locale as 'hi', root).get(partKey(kind as 'faq', id))!,
    [Symbol.dispose]: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** Rewrites a Markdown page's front matter. */
function editPage(file: string, change: (data: Record<string, unknown>) => Record<string, unknown>) {
  const { frontmatter, content } = parseFrontmatter(readFileSync(file, 'utf8'));
  writeFileSync(file, `---\n${stringify(change(frontmatter))}---\n${content}`);
}

describe('where a translation stands', () => {
  it('a page without its translation is untranslated, shown in English in a preview and a release, and the build goes on', () => {
    using copy = contentCopy();
    rmSync(copy.file('src/content/locations/hi/goa.md'));
    const { state, file } = copy.translation('locations', 'goa');
    expect(state).toBe('untranslated');
    expect(file).toBe('src/content/locations/hi/goa.md');
    expect(showsTranslation(state, false)).toBe(false);
    expect(showsTranslation(state, true)).toBe(false);
  });

  it('a translation whose words break a rule of its form is shown in English and named with the reason, and the build goes on', () => {
    using copy = contentCopy();
    editPage(copy.file('src/content/services/hi/transport.md'), (data) => ({ ...data, summary: 'बहुत लंबा सारांश। '.repeat(20) }));
    const { state, fault } = copy.translation('services', 'transport');
    expect(state).toBe('faulty');
    expect(fault).toMatch(/^summary: /);
    expect(showsTranslation(state, false)).toBe(false);
    expect(showsTranslation(state, true)).toBe(false);
    const listed = pendingReviews(['hi'], copy.root).map(({ what }) => what);
    expect(listed.filter((what) => what.includes(fault!))).toHaveLength(1);
  });

  it('a page that leaves out words its English has counts as untranslated', () => {
    using copy = contentCopy();
    editPage(copy.file('src/content/services/hi/transport.md'), ({ summary: _summary, ...rest }) => rest);
    expect(copy.translation('services', 'transport').state).toBe('untranslated');
  });

  it('a written translation is shown in a preview, and in a release only once checked against the English it stands for', () => {
    using copy = contentCopy();
    const page = copy.file('src/content/services/hi/transport.md');
    const unchecked = copy.translation('services', 'transport');
    expect(unchecked.state).toBe('unreviewed');
    expect(showsTranslation(unchecked.state, false)).toBe(true);
    expect(showsTranslation(unchecked.state, true)).toBe(false);

    editPage(page, (data) => ({ ...data, reviewed: true, reviewedAgainst: unchecked.part.fingerprint }));
    expect(copy.translation('services', 'transport').state).toBe('reviewed');
    expect(showsTranslation('reviewed', true)).toBe(true);
  });

  it('an English edit after the check puts the English back in a release until someone checks again', () => {
    using copy = contentCopy();
    const { part } = copy.translation('services', 'transport');
    editPage(copy.file('src/content/services/hi/transport.md'), (data) => ({ ...data, reviewed: true, reviewedAgainst: part.fingerprint }));
    editPage(copy.file('src/content/services/transport.md'), (data) => ({ ...data, name: `${String(data.name)} and Logistics` }));
    const { state } = copy.translation('services', 'transport');
    expect(state).toBe('outdated');
    expect(showsTranslation(state, true)).toBe(false);
    expect(showsTranslation(state, false)).toBe(true);
  });

  it('a list entry is checked on its own, and a new English entry is untranslated until its words are added', () => {
    using copy = contentCopy();
    const faq = copy.file('src/content/faq.yaml');
    const english = parse(readFileSync(faq, 'utf8')) as { faq: { id: string; question: string; answer: string }[] };
    english.faq.push({ id: 'new-question', question: 'Is this new?', answer: 'Yes, it is.' });
    writeFileSync(faq, stringify(english));
    const hiFaq = copy.file('src/content/hi/faq.yaml');
    const hindi = parse(readFileSync(hiFaq, 'utf8')) as { faq: Record<string, unknown>[] };
    const first = english.faq[0].id;
    hindi.faq[0] = { ...hindi.faq[0], reviewed: true, reviewedAgainst: copy.translation('faq', first).part.fingerprint };
    writeFileSync(hiFaq, stringify(hindi));
    expect(copy.translation('faq', first).state).toBe('reviewed');
    expect(copy.translation('faq', english.faq[1].id).state).toBe('unreviewed');
    expect(copy.translation('faq', 'new-question').state).toBe('untranslated');
  });

  it('gallery: each picture keeps its own description when one is removed and two swap in English', () => {
    using copy = contentCopy();
    const gallery = copy.file('src/content/gallery.yaml');
    // The owner's photographs, each described (a drawing's words are its own and have nothing to translate).
    const english = (parse(readFileSync(gallery, 'utf8')) as { gallery: { image: string }[] }).gallery.map(({ image }, i) => ({
      image,
      alt: `Photograph ${i + 1}`,
    }));
    const hindi = english.map(({ image }, i) => ({ image: image.replace('../', '../../'), alt: `तस्वीर ${i + 1}` }));
    writeFileSync(copy.file('src/content/hi/gallery.yaml'), stringify({ gallery: hindi }));
    const [, second, third, ...rest] = english;
    writeFileSync(gallery, stringify({ gallery: [third, second, ...rest] }));
    const altOf = (image: string) => hindi.find((entry) => path.basename(entry.image) === path.basename(image))!.alt;
    // The entries are numbered in the file's order: "gallery-1" is now the third picture.
    expect(copy.translation('gallery', 'gallery-1').words.alt).toBe(altOf(third.image));
    expect(copy.translation('gallery', 'gallery-2').words.alt).toBe(altOf(second.image));
    expect([...translationsOf('hi', copy.root).keys()].filter((key) => key.startsWith('gallery/'))).toHaveLength(english.length - 1);
  });

  it('gallery: a drawing has no words to translate, its description being its own', () => {
    using copy = contentCopy();
    expect(copy.translation('gallery', 'gallery-1')).toBeUndefined();
  });

  it('a list entry removed in English leaves its translations unused, and nothing stops', () => {
    using copy = contentCopy();
    const faq = copy.file('src/content/faq.yaml');
    const english = parse(readFileSync(faq, 'utf8')) as { faq: { id: string }[] };
    const removed = english.faq.shift()!.id;
    writeFileSync(faq, stringify(english));
    expect(copy.translation('faq', removed)).toBeUndefined();
  });

  it('a group of interface text missing a key is untranslated; the key is said in English', () => {
    using copy = contentCopy();
    const file = copy.file('src/content/ui/hi/common.yaml');
    const { skipLink: _skipLink, ...rest } = parse(readFileSync(file, 'utf8')) as Record<string, string>;
    writeFileSync(file, stringify(rest));
    expect(copy.translation('ui', 'common').state).toBe('untranslated');
  });

  it('a language goes live once its home page is checked', () => {
    using copy = contentCopy();
    expect(homePageReviewed('hi', copy.root)).toBe(false);
    for (const group of HOME_PAGE_GROUPS) {
      const file = copy.file(`src/content/ui/hi/${group}.yaml`);
      const words = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const { part } = copy.translation('ui', group);
      writeFileSync(file, stringify({ reviewed: true, reviewedAgainst: part.fingerprint, ...words }));
    }
    expect(homePageReviewed('hi', copy.root)).toBe(true);
    expect(homePageReviewed('mr', copy.root)).toBe(false);
  });
});
