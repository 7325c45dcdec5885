/**
 * Credentials only as held, promises only as the owner makes them (issue 47), on every built page in every
 * language, the enquiry dialog's file included: no sentence keyed to a registration the company does not hold or
 * to a promise the owner has not ticked (src/company-facts/saidWhen.ts: a `<key>When<Condition>` interface text, a FAQ
 * answer with `onlyWhen`), and none of the unconfirmed promises in any wording they were written in.
 * The conditions are read from the company data the site was built from (readCompany()).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '~/projectRoot';
import { contentList } from '~/content-readers/contentLists';
import { flatWords } from '~/content-readers/translations';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '~/i18n/locales';
import { conditionOf, holdsIn, type Condition } from '~/company-facts/saidWhen';
import { readCompany } from '~/site.config';
import { interfaceText } from '../support/interfaceText';
import { decode, pageText, readPagesAsSeen } from '../support/pageText';

const dist = new URL('../../dist/', import.meta.url).pathname;
/** Each page's visible words, then its title and descriptions (which search results and shared links show). */
const pages = [...(await readPagesAsSeen(dist))].map(([file, html]) => ({
  file,
  text: [
    pageText(html),
    ...[...html.matchAll(/<meta (?:name|property)="[^"]*description" content="([^"]*)"/g)].map(([, value]) => decode(value)),
  ].join(' '),
}));
const company = readCompany();
const holds = (condition: Condition) => holdsIn(company, condition);

/** Every interface text key said only under a condition, with that condition and its plain key ("dialog.introWhenCallBack"). */
const uiFolder = path.join(PROJECT_ROOT, 'src/content/ui');
const keyed = readdirSync(uiFolder)
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) =>
    flatWords(parse(readFileSync(path.join(uiFolder, file), 'utf8')) as Record<string, unknown>, `${file.replace(/\.yaml$/, '')}.`).map(
      ([key]) => key,
    ),
  )
  .flatMap((key) => {
    const found = conditionOf(key);
    return found ? [{ key, ...found }] : [];
  });

/** A language's FAQ words (src/content/<locale>/faq.yaml), entry by entry. */
const translatedFaq = (locale: Locale) =>
  (parse(readFileSync(path.join(PROJECT_ROOT, 'src/content', locale, 'faq.yaml'), 'utf8')) as { faq: { id: string; question: string }[] })
    .faq;

/** Every FAQ entry said only under a condition, with its question and answer in each language. */
const keyedAnswers = LOCALES.flatMap((locale: Locale) =>
  contentList<{ question: string; onlyWhen?: Condition }>('faq')
    .filter((entry) => entry.onlyWhen)
    .map((entry) => {
      const words = locale === DEFAULT_LOCALE ? entry : translatedFaq(locale).find((e) => e.id === entry.id);
      return { locale, condition: entry.onlyWhen!, question: words?.question ?? entry.question };
    }),
);

/** The longest stretch of a sentence between its {placeholders}: what every page that says it shows word for word. */
const fixedPart = (sentence: string) => sentence.split(/\{\w+\}/).reduce((a, b) => (b.trim().length > a.length ? b.trim() : a), '');

/** The pages (file names) whose visible words include `text`. */
const pagesSaying = (text: string) => pages.filter((page) => page.text.includes(text.replace(/\s+/g, ' '))).map(({ file }) => file);

describe('sentences keyed to a registration or a promise', () => {
  it('the mechanism is in use: registrations (GSTIN, transit insurer) and promises (call back, no-obligation) each key a sentence', () => {
    const conditions = new Set([...keyed.map((k) => k.condition), ...keyedAnswers.map((a) => a.condition)]);
    for (const condition of ['gstin', 'ibaCode', 'transitInsurer', 'callBack', 'noObligationQuote'] as const)
      expect(conditions, condition).toContain(condition);
  });

  it('no page in any language says a sentence whose registration is not held or whose promise is not ticked', () => {
    const said = LOCALES.flatMap((locale) => {
      const t = interfaceText(locale);
      return keyed
        .filter(({ condition }) => !holds(condition))
        .flatMap(({ key, condition }) => {
          return pagesSaying(fixedPart(t(key))).map((file) => `${file}: ${key} (${condition})`);
        });
    });
    expect(said).toEqual([]);
  });

  it('and the plain form is said in its place (the dialog, the thank-you, the trust block)', () => {
    for (const { base, condition } of keyed.filter(({ condition }) => !holds(condition))) {
      expect(pagesSaying(fixedPart(interfaceText(DEFAULT_LOCALE)(base))).length, `${base} (${condition} not held)`).toBeGreaterThan(0);
    }
  });

  it('no FAQ answer about a registration not held, in any language', () => {
    const said = keyedAnswers
      .filter(({ condition }) => !holds(condition))
      .flatMap(({ locale, question, condition }) => pagesSaying(question).map((file) => `${file} (${locale}): ${question} (${condition})`));
    expect(said).toEqual([]);
  });
});

describe("the issue's unconfirmed promises and held-registration sentences", () => {
  /** Each as the site once wrote it, in English, Hindi and Marathi, and what must hold before it may be said. */
  const SAID_ONLY_WHEN: [RegExp, Condition | undefined][] = [
    [/we will call you back|we call you back|We will get back to you/i, 'callBack'],
    [/हम आपको कॉल करके|आपको कॉल करेंगे|आपसे संपर्क करेंगे|परत कॉल करू|तुमच्याशी संपर्क साधू/, 'callBack'],
    [/no-obligation|कोई मजबूरी नहीं|बंधन नसलेले/i, 'noObligationQuote'],
    [/GST invoice for the move|ask us for ours|शिफ्टिंग का GST इनवॉइस लें|GST इन्व्हॉइस घ्या/i, 'gstin'],
    [/transit insurance (?:is available )?on request|माँगने पर ट्रांज़िट बीमा|मागणीनुसार ट्रान्झिट विमा/i, 'transitInsurer'],
    // Never a promise the owner can switch on: said as advice instead.
    [/we see everything you plan to move|free pre-move survey comes first|It starts with a free pre-move survey/i, undefined],
    [/local move is usually done in a day|एक दिन में हो जाती है|एका दिवसात होते/i, undefined],
    [/Health papers ready before departure|हेल्थ के काग़ज़ तैयार|कागदपत्रे तयार$/i, undefined],
    [
      /The bike travels in a closed-container truck|It travels in a closed-container truck|बाइक बंद कंटेनर वाले ट्रक में जाती है|बाईक बंद कंटेनर ट्रकमधून जाते/i,
      undefined,
    ],
    [/price on request, after a free pre-move survey/i, undefined],
  ];

  it('none is on any page unless the owner has made it true', () => {
    const said = SAID_ONLY_WHEN.filter(([, condition]) => !condition || !holds(condition)).flatMap(([pattern]) =>
      pages.filter(({ text }) => pattern.test(text)).map(({ file, text }) => `${file}: ${text.match(pattern)![0]}`),
    );
    expect(said).toEqual([]);
  });
});
