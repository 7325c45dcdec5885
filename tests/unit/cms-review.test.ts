/**
 * "Checked against the English" (src/cms/review.ts): what the switch records is the English as the repository holds it
 * when the reviewer switches it on, read the way the CMS reads files, and the build's fingerprint of that English,
 * so a check recorded after an English edit counts as checked (issue 51: it recorded the English of the last build).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '~/projectRoot';
import { fingerprint, partKey, translationsOf } from '~/content-readers/translations';
import { englishChanged, englishNow, englishRef, reviewState, type EnglishRef, type LoadEntry } from '~/cms/review';
import { frontmatterFromFile, yamlFromFile } from '~/cms/keptFormat';
import { checkedWords } from '~/i18n/checkedWords';
import { MATCHED_BY, isTranslatedList } from '~/i18n/translatable';

/** Decap's loadEntry on this repository: the English entry read from its file by the CMS's own format. */
const fromRepository =
  (edit: (collection: string, slug: string, data: Record<string, unknown>) => void = () => {}): LoadEntry =>
  (collection, slug) => {
    const file =
      collection === 'lists'
        ? `src/content/${slug}.yaml`
        : collection === 'ui'
          ? `src/content/ui/${slug}.yaml`
          : `src/content/${collection}/${slug}.md`;
    const text = readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
    const data = file.endsWith('.md') ? frontmatterFromFile(text) : yamlFromFile(text);
    edit(collection, slug, data);
    return Promise.resolve({ data });
  };

const parts = [...translationsOf('hi').values()].map(({ part }) => part);

/** How the Hindi form names each English part: a page or group by its slug, a list entry by its short name or picture. */
function refOf(part: (typeof parts)[number]): EnglishRef {
  if (part.kind === 'services' || part.kind === 'locations') return englishRef(`${part.kind}-hi`, part.id)!;
  if (part.kind === 'ui') return englishRef('ui-hi', part.id)!;
  if (!isTranslatedList(part.kind)) throw new Error(part.kind);
  const key = MATCHED_BY[part.kind];
  const value = key === 'id' ? part.id : `../${path.posix.relative('src/content', part.matchedBy)}`;
  return englishRef('lists-hi', part.kind, { [key]: value })!;
}

describe('“Checked against the English”', () => {
  it(`records, for every English part a translation checks (${parts.length}), the fingerprint the build gives it`, async () => {
    const load = fromRepository();
    const recorded = await Promise.all(
      parts.map(async (part) => [partKey(part.kind, part.id), (await englishNow(refOf(part), load))?.fingerprint]),
    );
    expect(Object.fromEntries(recorded)).toEqual(Object.fromEntries(parts.map((part) => [partKey(part.kind, part.id), part.fingerprint])));
  });

  it('records the English the repository holds now: an English edit since the last build is what is checked', async () => {
    const transport = parts.find((part) => part.kind === 'services' && part.id === 'transport')!;
    const gst = parts.find((part) => part.kind === 'faq')!;
    const edited = fromRepository((collection, slug, data) => {
      if (collection === 'services' && slug === 'transport') data.name = `${String(data.name)} (Goods)`;
      if (collection === 'lists' && slug === 'faq')
        (data.faq as { id: string; answer: string }[]).find(({ id }) => id === gst.id)!.answer += ' Ask us.';
    });
    const page = await englishNow(refOf(transport), edited);
    expect(page!.fingerprint).not.toBe(transport.fingerprint);
    expect(page!.fingerprint).toBe(fingerprint({ ...transport.words, name: `${String(transport.words.name)} (Goods)` }));
    expect(page!.name).toBe(`${String(transport.words.name)} (Goods)`);
    const entry = await englishNow(refOf(gst), edited);
    expect(entry!.fingerprint).toBe(fingerprint(checkedWords('faq', { ...gst.words, answer: `${String(gst.words.answer)} Ask us.` })));
    expect(entry!.name).toBe(gst.name);
  });

  it('shows as on only while what it recorded is the English now, and says which English changed', () => {
    expect(reviewState(undefined, 'aaaaaaaaaaaa')).toBe('unchecked');
    expect(reviewState('', 'aaaaaaaaaaaa')).toBe('unchecked');
    expect(reviewState('aaaaaaaaaaaa', 'aaaaaaaaaaaa')).toBe('checked');
    expect(reviewState('aaaaaaaaaaaa', 'bbbbbbbbbbbb')).toBe('changed');
    expect(englishChanged('Transport Services (Goods)')).toBe(
      'The English “Transport Services (Goods)” has changed since this was checked. Read this translation against the English as it is now, then switch this on and publish.',
    );
  });

  it('names no English for an English entry or an entry of a list that is not translated', () => {
    expect(englishRef('services', 'transport')).toBeUndefined();
    expect(englishRef('lists-hi', 'testimonials', { id: 'a' })).toBeUndefined();
  });
});
