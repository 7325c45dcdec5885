/**
 * Collections as the pages read them: in the spec's order, and in the page's language. A page in Hindi or
 * Marathi gets the English entries (their ids, numbers, pictures and links) with the translation's words and
 * text in them where the build shows the translation (src/content-readers/translations.ts: a release once it is reviewed, a
 * preview once it is written), and the English words otherwise. Each entry says which language its words are in
 * (`lang`), so a page marks English kept inside it (`lang="en"`) and says it is not yet translated.
 */
import { getCollection, type CollectionEntry, type DataCollectionKey } from 'astro:content';
import { partKey, showsTranslation, translationsOf, type TranslatedKind, type TranslationState } from '~/content-readers/translations';
import { DEFAULT_LOCALE, LANGUAGES, type Locale } from '~/i18n/locales';
import { movingTypeTo } from '~/lib/estimate';
import type { MovingType } from '~/lib/forms';
import { isRelease, site } from '~/site.config';
import { nameTwice, repeated, RULES } from '~/schemas/content';

type PageCollection = 'services' | 'locations';

/** An entry in a page's language: its words are in `lang`, the page's language or English where the translation is not shown. */
export type InLanguage<T> = T & {
  lang: Locale;
  /** Where its translation stands (none in English). */
  translation?: TranslationState;
};

const byOrder = <T extends { data: { order: number } }>(a: T, b: T) => a.data.order - b.data.order;

/** For each English part of a kind, the words `locale` gives it where this build shows them, and the state of its translation. */
function wordsIn(kind: TranslatedKind, locale: Locale) {
  const translations = locale === DEFAULT_LOCALE ? undefined : translationsOf(locale);
  return (id: string): { lang: Locale; translation?: TranslationState; words?: Record<string, unknown> } => {
    const translation = translations?.get(partKey(kind, id));
    if (!translation) return { lang: locale };
    return showsTranslation(translation.state, isRelease)
      ? { lang: locale, translation: translation.state, words: translation.words }
      : { lang: DEFAULT_LOCALE, translation: translation.state };
  };
}

/** The pages of a collection in order, each with its words (data and text) in `locale` where they are translated. */
async function getPages<C extends PageCollection>(name: C, locale: Locale): Promise<InLanguage<CollectionEntry<C>>[]> {
  const english = (await getCollection(name)).sort(byOrder) as CollectionEntry<C>[];
  const twice = repeated(english.map(({ data }) => data.order));
  if (twice !== undefined) {
    const [first, second] = english.filter(({ data }) => data.order === twice);
    throw new Error(`src/content/${name}/${second.id}.md: ${RULES.positionTaken(twice, first.data.name)}`);
  }
  const named = nameTwice(english.map(({ id, data }) => ({ id, name: data.name })));
  if (named) throw new Error(`src/content/${name}/${named.id}.md: name: ${RULES.nameTaken(named.name)}`);
  const inLocale = wordsIn(name, locale);
  const texts = locale === DEFAULT_LOCALE ? [] : await getCollection('pageTranslations');
  return english.map((entry) => {
    const { words, ...language } = inLocale(entry.id);
    if (!words) return { ...entry, ...language };
    // Words and text from the translation; order, links, pictures and choices stay the English entry's.
    const { body: _body, ...data } = words;
    const text = texts.find(({ id }) => id === `${name}/${locale}/${entry.id}`);
    return {
      ...entry,
      ...language,
      body: text?.body,
      rendered: text?.rendered,
      data: { ...entry.data, ...data } as CollectionEntry<C>['data'],
    };
  });
}

/** The `lang` an entry's words need on a page in `locale`: none where they are in the page's own language. */
export const wordsLang = (entry: { lang: Locale }, locale: Locale): string | undefined =>
  entry.lang === locale ? undefined : LANGUAGES[entry.lang].htmlLang;

export const getServices = (locale: Locale = DEFAULT_LOCALE) => getPages('services', locale);
export const getLocations = (locale: Locale = DEFAULT_LOCALE) => getPages('locations', locale);

/**
 * The enquiry form's moving type for a move from the home city to each place, by id: a value the form posts, the same
 * in every language, so decided on the English name.
 */
export async function movingTypes(): Promise<Map<string, MovingType>> {
  return new Map((await getLocations()).map(({ id, data }) => [id, movingTypeTo(data.name, site.homeRegion)]));
}

/** A list's entries in the file's order, each with its words in `locale` where they are translated. */
export async function getList<C extends DataCollectionKey>(
  name: C,
  locale: Locale = DEFAULT_LOCALE,
): Promise<InLanguage<CollectionEntry<C>>[]> {
  const english = (await getCollection(name)) as CollectionEntry<C>[];
  const inLocale = wordsIn(name as TranslatedKind, locale);
  return english.map((entry) => {
    const { words, ...language } = inLocale(entry.id);
    return words ? { ...entry, ...language, data: { ...entry.data, ...words } as CollectionEntry<C>['data'] } : { ...entry, ...language };
  });
}

/** One entry of a list in one language, by its id. */
export const getListEntry = async <C extends DataCollectionKey>(name: C, id: string, locale: Locale = DEFAULT_LOCALE) =>
  (await getList(name, locale)).find((entry) => entry.id === id);

export const servicePath = (slug: string) => `/services/${slug}`;
export const locationPath = (slug: string) => `/locations/${slug}`;

export interface Link {
  href: string;
  label: string;
  /** The label's language where it is not the page's (a page not yet translated). */
  lang?: string;
}

/** The services that fit a move to `location`: its own list, or every long-distance one. */
export async function servicesFor(location: CollectionEntry<'locations'>, locale: Locale = DEFAULT_LOCALE): Promise<Link[]> {
  const all = await getServices(locale);
  const own = location.data.services?.map(({ id }) => id);
  const services = own ? all.filter((s) => own.includes(s.id)) : all.filter((s) => s.data.longDistance);
  return services.map((s) => ({ href: servicePath(s.id), label: s.data.name, lang: wordsLang(s, locale) }));
}

/** The places a location page links to, and whether they are its neighbours or the ports its ships sail from. */
export async function nearbyFor(
  location: CollectionEntry<'locations'>,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ bySea: boolean; links: Link[] }> {
  const [all, distances] = await Promise.all([getLocations(locale), getList('distances', locale)]);
  const bySea = (id: string) => distances.find((d) => d.id === id)?.data.sea === true;
  const places = location.data.neighbours.map(({ id }) => all.find((l) => l.id === id)!);
  // A border is one fact on two pages: a page may offer a place as close by only where that place says so too.
  const oneSided = bySea(location.id) ? [] : places.filter((p) => !bySea(p.id) && !p.data.neighbours.some(({ id }) => id === location.id));
  if (oneSided.length)
    throw new Error(
      `src/content/locations/${location.id}.md lists ${oneSided.map((p) => p.id).join(', ')} as bordering it, but they do not list ${location.id}`,
    );
  return {
    bySea: bySea(location.id),
    links: places.map((p) => ({ href: locationPath(p.id), label: p.data.name, lang: wordsLang(p, locale) })),
  };
}

/** The places listed on every service page, named with their main city where it says more: "Karnataka (Bengaluru)". */
export async function featuredPlaces(locale: Locale = DEFAULT_LOCALE): Promise<Link[]> {
  const featured = (await getLocations(locale)).filter((l) => l.data.featured);
  return Promise.all(
    featured.map(async (place) => {
      const city = (await getListEntry('distances', place.id, locale))?.data.city;
      const label = city && !city.includes(place.data.name) ? `${place.data.name} (${city})` : place.data.name;
      return { href: locationPath(place.id), label, lang: wordsLang(place, locale) };
    }),
  );
}
