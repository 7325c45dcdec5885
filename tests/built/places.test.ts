/**
 * The places as the built location pages name them, in every language (issue 47, "Places right"):
 * - the "Plan your move" route line names the city its distance is measured to, so no two pages read alike
 *   (Haryana and Delhi, Punjab and Chandigarh share a road);
 * - a town much farther than that city (Diu, beyond Daman) is named with no figure of its own;
 * - the estimator, opened on the page, routes a move within the home city's own state to its city (Mumbai), never
 *   to the state;
 * - "close by" offers only the places the page's data says border it (tests/integration/places.test.ts checks that data).
 * Reads `dist/`, so it runs after `astro build`. Expected words come from the content and the interface text.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getList, getLocations } from '~/content-readers/collections';
import { LANGUAGES, LOCALES, localizedPath, type Locale } from '~/i18n/locales';
import { textFor } from '~/content-readers/interfaceText';
import { formatKm } from '~/lib/estimate';
import { fillIn, placeholders as keep } from '~/lib/words';
import { site } from '~/site.config';
import { pageText } from '../support/pageText';

const dist = new URL('../../dist/', import.meta.url);
const englishLocations = await getLocations();
const homeRegionId = englishLocations.find((l) => l.data.name === site.homeRegion)!.id;

/** A paragraph's words as read: React's markers between the parts it filled in (`<!-- -->`) are no space. */
const wordsOf = (html: string) => pageText(html.replace(/<!--[\s\S]*?-->/g, '')).trim();

/** The built page of a location in a language, and the parts of it these tests read. */
function locationPage(id: string, locale: Locale) {
  const html = readFileSync(new URL(`.${localizedPath(`/locations/${id}`, locale)}.html`, dist), 'utf8');
  const route = /<p data-route>([\s\S]*?)<\/p>/.exec(html)?.[1];
  // The paragraphs under "Plan your move": the route, the services, then the places close by.
  const plan = /<p data-route>[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
  const nearby = [...plan.matchAll(/<p>([\s\S]*?)<\/p>/g)].at(-1)?.[1] ?? '';
  const estimator = html.slice(html.indexOf('class="estimator'));
  const estimatorRoute = /<p class="font-medium text-slate-700">([\s\S]*?)<\/p>/.exec(estimator)?.[1];
  const estimatorNote = /<p class="font-medium text-slate-700">[\s\S]*?<\/p>\s*<p class="text-slate-700">([\s\S]*?)<\/p>/.exec(
    estimator,
  )?.[1];
  return {
    route: route === undefined ? undefined : wordsOf(route),
    nearbyIds: [...nearby.matchAll(/href="[^"]*\/locations\/([^"/]+)"/g)].map((m) => m[1]),
    estimatorRoute: estimatorRoute === undefined ? undefined : wordsOf(estimatorRoute),
    estimatorNote: estimatorNote === undefined ? undefined : wordsOf(estimatorNote),
  };
}

describe.each(LOCALES)('%s location pages', async (locale) => {
  const [t, locations, distances] = await Promise.all([textFor(locale), getLocations(locale), getList('distances', locale)]);
  const { intlLocale, homePlace } = LANGUAGES[locale];
  const pages = new Map(locations.map((l) => [l.id, locationPage(l.id, locale)]));
  const distance = (id: string) => distances.find((d) => d.id === id)!.data;

  it('each route line names the city its distance is measured to, so no two pages read alike', () => {
    const lines = locations.map((l) => pages.get(l.id)!.route);
    for (const [i, { id }] of locations.entries()) {
      const { city, route, km } = distance(id);
      const line = lines[i];
      expect(line, id).toBeDefined();
      const toCity =
        km === undefined
          ? t('page-location.route.sea', { city, route })
          : t('page-location.route.road', { city, route, km: formatKm(km, intlLocale) });
      expect(line!.startsWith(toCity), `${id}: ${line}`).toBe(true);
      expect(toCity, id).toContain(city);
    }
    expect(lines.filter((line, i) => lines.indexOf(line) !== i)).toEqual([]);
  });

  it('a town much farther than the measured city (Diu) is named with no distance of its own, on the page and in the estimator', () => {
    const farther = locations.filter((l) => distance(l.id).farther);
    expect(farther.map((l) => l.id)).toEqual(['daman-diu']);
    for (const { id } of farther) {
      const town = distance(id).farther!;
      const { route, estimatorNote } = pages.get(id)!;
      const sentence = t('page-location.route.farther', { town });
      expect(route!.endsWith(` ${sentence}`), route).toBe(true);
      expect(sentence).not.toMatch(/\d/);
      // The only figure on the line is the measured city's, said before the town is named.
      expect(route!.slice(route!.indexOf(town))).not.toMatch(/\d/);
      expect(estimatorNote).toBe(t('estimator.farther', { town }));
    }
  });

  it(`the estimator routes a move within ${site.homeRegion} to its city, and every other place by its name`, () => {
    const homeRegion = homePlace.homeRegion;
    for (const l of locations) {
      const { city, km, sea } = distance(l.id);
      const shown = pages.get(l.id)!.estimatorRoute;
      expect(shown, l.id).toBeDefined();
      const words = t(sea ? 'estimator.bySea' : 'estimator.byRoad', keep('from', 'place', 'city', 'km'));
      const destination = l.id === homeRegionId ? city : l.data.name === city ? l.data.name : `${l.data.name} (${city})`;
      const expected = fillIn(words.replace(/\{place\}\s*\(\{city\}\)/, '{destination}'), {
        from: homePlace.homeCity,
        destination,
        km: km === undefined ? '' : formatKm(km, intlLocale, t('estimator.km', keep('km'))),
      });
      expect(shown, l.id).toBe(expected);
      expect(shown, l.id).not.toContain(homeRegion);
    }
  });

  it('"close by" offers only the places the page says border it', () => {
    for (const l of englishLocations) {
      const offered = pages.get(l.id)!.nearbyIds;
      expect(offered.length, l.id).toBeGreaterThan(0);
      expect(offered, l.id).toEqual(l.data.neighbours.map((n) => n.id));
    }
  });
});
