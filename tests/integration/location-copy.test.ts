/**
 * Location pages (issue 14): the road from Pune is said in one place, the location's entry in
 * src/content/distances.yaml (shown on the page as "From Pune to <city>: …, about N km" and priced by the
 * estimator), so the Markdown of the 35 places names no road, highway, town-by-town route or distance of
 * its own; and what the company does on every move is said once, in the shared block, not reworded in
 * each place's text.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '~/i18n/locales';
import { textFor } from '~/content-readers/interfaceText';
import { getList, getLocations } from '~/content-readers/collections';
import { routeSentence } from '~/lib/roads';
import { site } from '~/site.config';

const [locations, distances, t] = await Promise.all([getLocations(), getList('distances'), textFor('en')]);

/** Every piece of text a location's Markdown puts on its page or its card, with where it came from. */
const texts = locations.flatMap((l) => [
  { where: `${l.id} summary`, text: l.data.summary },
  ...l.data.points.map((text, i) => ({ where: `${l.id} point ${i + 1}`, text })),
  { where: `${l.id} body`, text: l.body ?? '' },
]);
const bodies = locations.map((l) => ({ where: `${l.id} body`, text: l.body ?? '' }));
const offending = (list: { where: string; text: string }[], pattern: RegExp) =>
  list.filter(({ text }) => pattern.test(text)).map(({ where, text }) => `${where}: ${text.match(pattern)![0]}`);

describe('location text names no road of its own', () => {
  it('no national-highway numbers (the route sentence from distances.yaml names them)', () => {
    expect(offending(texts, /\bNH[ -]?\d+/i)).toEqual([]);
  });
  it('no distances in km', () => {
    expect(offending(texts, /\d[\d,]*\s*(km|kilomet)|\bkms?\b|kilometres?/i)).toEqual([]);
  });
  it('no town-by-town route ("via Nashik", "past Sasaram", "from Pune along…")', () => {
    expect(
      offending(texts, /\b(via|past|by way of) [A-Z]|\bfrom (Pune|Maharashtra|Mumbai)\b[^.]*\b(along|through|via) (the )?[A-Z]/),
    ).toEqual([]);
  });
});

describe('what the company does is said once, in the shared block', () => {
  /** The service list the location bodies used to reword, each as it was written in them. */
  const serviceList = [
    ['free pre-move survey', /pre-move survey/i],
    ['closed-container trucking', /closed[- ]container/i],
    ['GPS-enabled vehicles', /\bGPS\b/],
    ['online consignment tracking', /consignment tracking|track(ed)? online|follow (it|them|the (truck|consignment|journey)) online/i],
    ['insurance', /insurance/i],
    ['24/7 support', /24\/7/],
    ['storage', /\bstorage\b|warehouse/i],
    ['how cars and bikes travel', /cars? (and|or) (two-wheelers|bikes?)[^.]*\b(containers?|carriers?)\b/i],
  ] as const;

  it.each(serviceList)('no location body restates "%s"', (_, pattern) => {
    expect(offending(bodies, pattern)).toEqual([]);
  });

  it('no claim beyond the spec in the points or text', () => {
    expect(
      offending(
        texts,
        /our own (trained )?crews?|right-sized vehicles?|every corner of India|stop at regular intervals|within \d+ (hours|minutes)|₹/i,
      ),
    ).toEqual([]);
  });

  it('each body is about its place: one paragraph of its own, no sentence shared with another place', () => {
    for (const { where, text } of bodies) expect(text.trim().split(/\n\s*\n/), where).toHaveLength(1);
    const sentences = texts.flatMap(({ text }) => text.split(/(?<=[.!?])\s+/).filter((s) => s.length > 40));
    expect(sentences.filter((s, i) => sentences.indexOf(s) !== i)).toEqual([]);
  });
});

describe('the route sentence', () => {
  it('is built from each distances entry: "From Pune to <city>: <route>, about <km with Indian grouping> km."', () => {
    for (const { id, data } of distances) {
      const sentence = routeSentence(t, data, LANGUAGES.en.intlLocale);
      expect(sentence, id).toMatch(new RegExp(`^From ${site.homeCity} to ${data.city}: [a-z]`));
      expect(sentence.includes(data.route), id).toBe(true);
      if (data.km) expect(sentence, id).toContain(`about ${new Intl.NumberFormat('en-IN').format(data.km)} km.`);
      else expect(sentence, id).not.toMatch(/\bkm\b/);
    }
    expect(routeSentence(t, { city: 'Panaji', route: 'by NH 48', km: 100000 }, LANGUAGES.en.intlLocale)).toBe(
      `From ${site.homeCity} to Panaji: by NH 48, about 1,00,000 km.`,
    );
  });

  it('names a town much farther than the city measured to, with no figure: "… about 310 km. Diu is much farther: …"', () => {
    const sentence = routeSentence(t, { city: 'Daman', route: 'by NH 48', km: 310, farther: 'Diu' }, LANGUAGES.en.intlLocale);
    expect(sentence).toBe(`From ${site.homeCity} to Daman: by NH 48, about 310 km. ${t('page-location.route.farther', { town: 'Diu' })}`);
    expect(sentence.slice(sentence.indexOf('Diu'))).not.toMatch(/\d/);
  });

  it('gives every place its own line: no two cities alike', () => {
    const cities = distances.map((d) => d.data.city);
    expect(cities.filter((c, i) => cities.indexOf(c) !== i)).toEqual([]);
  });

  it('uses current place names: Sri Vijaya Puram for the Andaman destination, Chhatrapati Sambhajinagar for Aurangabad', () => {
    expect(distances.find((d) => d.id === 'andaman-nicobar')?.data.city).toMatch(/^Sri Vijaya Puram\b/);
    const routes = distances.map((d) => `${d.data.city} ${d.data.route}`).join('\n');
    expect(routes).not.toMatch(/Port Blair|Aurangabad|Ahmednagar/);
  });
});
