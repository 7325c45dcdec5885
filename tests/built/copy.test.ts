/**
 * The copy as a visitor meets it, read from the built pages (npm test builds before these tests): the
 * visible text, alt text, page titles, meta descriptions and JSON-LD descriptions of every page. One
 * spelling per term, no promise of how fast we reply, a gallery that calls its pictures what they are, and
 * no statement about the company beyond the spec's claims: ways of working are said as advice, never promised.
 * Exceptions are the spec's fixed labels, read from the data and tests/spec, never written out here.
 */
import { contentList } from '~/content-readers/contentLists';
import { describe, expect, it } from 'vitest';
import { textFor } from '~/content-readers/interfaceText';
import { galleryWording } from '~/lib/gallery';
import { partnerLine } from '~/lib/partners';
import { RATE_COLUMNS } from '~/lib/rates';
import { galleryPictureKinds } from '~/stand-ins/standIns';
import { drawingsWords, pictureAlt } from '~/content-readers/pictureDescriptions';
import { claims } from '~/site.config';
import { SPEC_EMAIL_LABEL, SPEC_SERVICE_REACH } from '../spec/labels';
import { decode, readPagesAsSeen } from '../support/pageText';

const dist = new URL('../../dist/', import.meta.url).pathname;
const pages = await readPagesAsSeen(dist);
const english = await textFor('en');
const content = <T>(file: string) => contentList<T>(file.replace(/\.yaml$/, ''));
/** A gallery picture's English alt text: its drawing's description, or the owner's for a photograph. */
const galleryAlt = ({ image, alt }: { image: string; alt?: string }) =>
  pictureAlt(`src/content/${image}`.replace('content/../', ''), alt, 'en');

/** Tags that end a line of text: a heading, a paragraph, a list item, a cell, a label, a button… */
const BLOCK =
  /<\/?(?:p|li|h[1-6]|dt|dd|div|section|article|header|footer|nav|main|aside|ul|ol|dl|tr|td|th|caption|summary|details|figcaption|blockquote|label|button|form|fieldset|legend|dialog|br|title)\b[^>]*>/gi;

/**
 * What a visitor reads or hears on a page, as separate blocks (a paragraph, a list item, a label): the text,
 * then the title, the meta description, alt and aria-label texts and the JSON-LD descriptions. The selects'
 * options (the spec's own labels, such as "Within a week") are left out.
 */
function readable(html: string): string[] {
  const attributes = [...html.matchAll(/\s(?:alt|aria-label|title)="([^"]*)"/g)].map(([, value]) => value);
  const meta = [...html.matchAll(/<meta (?:name|property)="(?:description|og:description|twitter:description)" content="([^"]*)"/g)].map(
    ([, value]) => value,
  );
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(([, json]) =>
    [...json.matchAll(/"description":"((?:[^"\\]|\\.)*)"/g)].map(([, value]) => value),
  );
  const text = html
    .replace(/<(script|style|select)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(BLOCK, '\n')
    .replace(/<[^>]+>/g, ' ')
    .split('\n');
  return [...text, ...attributes, ...meta, ...jsonLd].map((block) => decode(block).replace(/\s+/g, ' ').trim()).filter(Boolean);
}

const readablePages = [...pages].map(([file, html]) => ({ file, blocks: readable(html) }));

/** Every block that matches `pattern`, as "file: block", so a failure names each place. */
const offenders = (pattern: RegExp, keep: (block: string) => string = (block) => block) =>
  readablePages.flatMap(({ file, blocks }) => blocks.filter((block) => pattern.test(keep(block))).map((block) => `${file}: ${block}`));

const without = (labels: readonly string[]) => (block: string) => labels.reduce((text, label) => text.replaceAll(label, ''), block);

describe('copy: one spelling per term', () => {
  it("one spelling per term: pan-India, e-mail, km, lakh; the spec's own labels keep theirs", () => {
    // "PAN India" only in the spec's labels: the presence tile and the service pages' stat.
    const panIndia = [SPEC_SERVICE_REACH, ...content<{ title: string }>('presence.yaml').map((tile) => tile.title)].filter((label) =>
      /PAN India/.test(label),
    );
    expect(panIndia.length, 'the spec labels spelled "PAN India"').toBeGreaterThanOrEqual(2);
    // "Email" only as the contact form's field label; "E-mail" capitalised only where a sentence or label begins.
    const prose = (block: string) => (block === SPEC_EMAIL_LABEL ? '' : block.replace(/\S+@\S+/g, ''));
    const wrong = {
      'pan-India': offenders(/\bpan[\s-]+india\b/i, (block) => without(panIndia)(block).replaceAll('pan-India', '')),
      'e-mail': offenders(/\b(?:[Ee]mails?|EMAIL|E-Mail|E-MAIL)\b|[A-Za-z,;] E-mail\b/, prose),
      // "KM" only in the rate table's column heads, "Lac" only in the warehouse tile.
      km: offenders(/\bKMS?\b/, without(RATE_COLUMNS)),
      lakh: offenders(/\bLacs?\b/i, without([claims.warehouse])),
    };
    expect(wrong).toEqual({ 'pan-India': [], 'e-mail': [], km: [], lakh: [] });
  });

  it('the rate table and the estimator say "on request" where there is no amount, never "none"', () => {
    const home = readable(pages.get('index.html') ?? '');
    expect(home.filter((block) => /^none$/i.test(block))).toEqual([]);
    expect(home).toContain('on request');
  });
});

describe('copy: figures', () => {
  it('every figure with a "+" that a page gives is one of the claims in the company data', () => {
    const claimed = new Set<string>(Object.values(claims));
    const figures = readablePages.flatMap(({ file, blocks }) =>
      blocks.flatMap((block) => [...block.matchAll(/(?<![\w.])\d[\d,.]*(?:K| Lac)?\+/g)].map(([figure]) => ({ file, figure, block }))),
    );
    // The top bar gives one on every page.
    expect(figures.length, 'figures found in the pages').toBeGreaterThan(readablePages.length);
    expect(
      figures.filter(({ figure }) => !claimed.has(figure)).map(({ file, figure, block }) => `${file}: ${figure} in "${block}"`),
    ).toEqual([]);
  });
});

describe('copy: the warehouse space', () => {
  it('is given only as the one claim, in its one spelling, on every page in every language', () => {
    const space = /\d[\d,.]*\s*(?:lakh|lacs?|लाख)\s*(?:sq|वर्ग|चौरस)/i;
    const elsewhere = readablePages.flatMap(({ file, blocks }) =>
      blocks.filter((block) => space.test(without([claims.warehouse])(block))).map((block) => `${file}: ${block}`),
    );
    expect(elsewhere).toEqual([]);
    const withClaim = readablePages.filter(({ blocks }) => blocks.some((block) => block.includes(claims.warehouse)));
    // The presence tile on the home page, in each language.
    expect(withClaim.map(({ file }) => file).sort()).toEqual(['hi.html', 'index.html', 'mr.html']);
  });
});

describe('copy: no promise of how soon we reply', () => {
  it('no page promises a reply or call-back within minutes, hours or the same day', () => {
    const promises = [
      /\bwithin (?:a few|a couple of|an?|one|two|\d+|twenty-four) (?:minutes?|hours?|hrs?)\b/i,
      /\bsame[- ]day (?:reply|replies|response|call|call-?back|quote)/i,
      /\b(?:reply|replies|respond|response|call (?:you )?back|get back to you|hear from us)\b[^.]*\b(?:same day|today|within|in (?:a few|\d+) (?:minutes|hours))\b/i,
    ];
    for (const promise of promises) expect(offenders(promise), String(promise)).toEqual([]);
  });
});

describe('copy: every company statement traceable (issue 14)', () => {
  /** Not the company speaking: the customers' words and what the pictures show (the drawings' and the owner's descriptions). */
  const notOurs = [
    ...content<{ text: string }>('testimonials.yaml').map((t) => t.text),
    ...content<{ image: string; alt?: string }>('gallery.yaml').map((g) => galleryAlt(g)),
    ...drawingsWords(),
  ].map((text) => text.replace(/\s+/g, ' ').trim());
  /**
   * Every sentence the company says, as "file: sentence". Location pages are left out: their text has its
   * own rules (tests/integration/location-copy.test.ts) and its own pass.
   */
  const sentences = readablePages
    .filter(({ file }) => !file.startsWith('locations/'))
    .flatMap(({ file, blocks }) =>
      blocks
        .filter((block) => !notOurs.some((text) => block.includes(text)))
        .flatMap((block) => block.split(/(?<=[.!?])\s+/).map((sentence) => `${file}: ${sentence}`)),
    );

  it('no handling method is promised: a sentence naming one asks, advises, or says what movers usually do', () => {
    // The spec claims careful handling and end-to-end service, not how furniture, trucks or buildings are dealt with.
    const method =
      /\b(?:dismantl\w*|reassembl\w*|taken apart|put back together|strap(?:s|ped|ping)?|label(?:s|led|ling)?|tagged|refit\w*|lift walls|packing waste|heavy (?:and flat )?items? (?:first|at the bottom|sit)|fragile cartons?|place[sd]? (?:the )?furniture|furniture (?:is )?placed)\b/i;
    const advice = /\b(?:ask|tell us|say so|say which|mention|if you want|in writing|quote|check|usually|commonly|best|should)\b/i;
    expect(sentences.filter((sentence) => method.test(sentence) && !advice.test(sentence))).toEqual([]);
  });

  it('no promise or boast the spec does not make', () => {
    const promises = [
      /\blike (?:their|our) own\b/i,
      /\brely on us\b/i,
      /\bwe (?:will )?plan\b/i,
      /\blet us combine\b/i,
      /\bclear estimate\b/i,
      /\bone (?:trained )?team\b/i,
      /\bof every size\b/i,
      /\b(?:with )?the same (?:standard of )?care\b/i,
    ];
    for (const promise of promises) expect(offenders(promise), String(promise)).toEqual([]);
  });

  it("the partner strip's line follows the data: placeholders are called placeholders", () => {
    const flags = content<{ placeholder: boolean }>('partners.yaml').map((partner) => partner.placeholder);
    const home = readable(pages.get('index.html') ?? '');
    expect(home).toContain(partnerLine(english, flags));
    expect(
      partnerLine(
        english,
        flags.map(() => true),
      ),
    ).toMatch(/placeholders/);
    expect(
      partnerLine(
        english,
        flags.map((_, i) => i > 0),
      ),
    ).toMatch(new RegExp(`${flags.length - 1} of the ${flags.length} logos are placeholders`));
    expect(
      partnerLine(
        english,
        flags.map(() => false),
      ),
    ).not.toMatch(/placeholder/);
  });
});

describe('copy: the gallery calls its pictures what they are', () => {
  const kinds = galleryPictureKinds();
  const pictures = content<{ image: string; alt?: string }>('gallery.yaml');
  const gallery = readable(pages.get('gallery.html') ?? '');
  const wording = galleryWording(kinds, english);

  it('heading, intro and description follow the art manifest', () => {
    expect(kinds).toHaveLength(pictures.length);
    expect(gallery).toContain(wording.heading);
    expect(gallery).toContain(wording.intro);
    expect(gallery).toContain(wording.description);
  });

  it('calls no drawing a photograph: while every picture is drawn, no "photo" and no "pictures from our moves"', () => {
    for (const [i, kind] of kinds.entries()) if (kind === 'drawn') expect(galleryAlt(pictures[i])).not.toMatch(/photo/i);
    if (kinds.every((kind) => kind === 'drawn')) {
      expect(gallery.filter((block) => /photo|pictures from our moves|pictures of our moving/i.test(block))).toEqual([]);
      expect(gallery.join('\n')).toMatch(/illustrations/i);
    }
  });
});
