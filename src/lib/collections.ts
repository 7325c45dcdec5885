/**
 * Collections as the pages read them: in the spec's order, and in the page's language. A page in Hindi or
 * Marathi gets the English entries (their ids, numbers, pictures and links) with the translation's words and
 * body in them, so every page and menu agrees on the order and the addresses in every language.
 */
import { getCollection, type CollectionEntry, type DataCollectionKey } from 'astro:content';
import { DEFAULT_LOCALE, entryLocale, sourceId, type Locale } from '~/i18n/locales';
import { TRANSLATED_FIELDS } from '~/i18n/translatable';
import { repeated, RULES } from '~/schemas/content';

type PageCollection = 'services' | 'locations';

const byOrder = <T extends { data: { order: number } }>(a: T, b: T) => a.data.order - b.data.order;
const inLocale =
  (locale: Locale) =>
  ({ id }: { id: string }) =>
    entryLocale(id) === locale;

/** The pages of a collection in order, each with its translation's words (data and body) in `locale`. */
async function getPages<C extends PageCollection>(name: C, locale: Locale): Promise<CollectionEntry<C>[]> {
  const english = (await getCollection(name, inLocale(DEFAULT_LOCALE))).sort(byOrder) as CollectionEntry<C>[];
  const twice = repeated(english.map(({ data }) => data.order));
  if (twice !== undefined) {
    const [first, second] = english.filter(({ data }) => data.order === twice);
    throw new Error(`src/content/${name}/${second.id}.md: ${RULES.positionTaken(twice, first.data.name)}`);
  }
  if (locale === DEFAULT_LOCALE) return english;
  const translations = new Map(
    ((await getCollection(name, inLocale(locale))) as CollectionEntry<C>[]).map((entry) => [sourceId(entry.id), entry]),
  );
  return english.map((entry) => {
    const translation = translations.get(entry.id);
    if (!translation) throw new Error(`src/content/${name}/${locale}/${entry.id}.md is missing: the ${locale} pages need it`);
    // Words from the translation; order, links, pictures and choices stay the English entry's.
    const { data, body, rendered } = translation;
    return { ...entry, body, rendered, data: { ...data, ...structure(name, entry.data) } };
  });
}

/** The fields a translation does not change: all but the words src/i18n/translatable.ts lists. */
const structure = (name: PageCollection, data: object) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !(TRANSLATED_FIELDS[name] as readonly string[]).includes(key)));

export const getServices = (locale: Locale = DEFAULT_LOCALE) => getPages('services', locale);
export const getLocations = (locale: Locale = DEFAULT_LOCALE) => getPages('locations', locale);

/** A list's entries in one language, in the file's order, with the English ids. */
export const getList = async <C extends DataCollectionKey>(name: C, locale: Locale = DEFAULT_LOCALE) =>
  (await getCollection(name, inLocale(locale))).map((entry) => ({ ...entry, id: sourceId(entry.id) }));

/** One entry of a list in one language, by its English id. */
export const getListEntry = async <C extends DataCollectionKey>(name: C, id: string, locale: Locale = DEFAULT_LOCALE) =>
  (await getList(name, locale)).find((entry) => entry.id === id);

export const servicePath = (slug: string) => `/services/${slug}`;
export const locationPath = (slug: string) => `/locations/${slug}`;

export interface Link {
  href: string;
  label: string;
}

/** The services that fit a move to `location`: its own list, or every long-distance one. */
export async function servicesFor(location: CollectionEntry<'locations'>, locale: Locale = DEFAULT_LOCALE): Promise<Link[]> {
  const all = await getServices(locale);
  const own = location.data.services?.map(({ id }) => id);
  const services = own ? all.filter((s) => own.includes(s.id)) : all.filter((s) => s.data.longDistance);
  return services.map((s) => ({ href: servicePath(s.id), label: s.data.name }));
}

/** The places a location page links to, and whether they are its neighbours or the ports its ships sail from. */
export async function nearbyFor(
  location: CollectionEntry<'locations'>,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ bySea: boolean; links: Link[] }> {
  const [all, distance] = await Promise.all([getLocations(locale), getListEntry('distances', location.id, locale)]);
  const places = location.data.neighbours.map(({ id }) => all.find((l) => l.id === id)!);
  return { bySea: distance?.data.sea === true, links: places.map((p) => ({ href: locationPath(p.id), label: p.data.name })) };
}

/** The places listed on every service page, named with their main city where it says more: "Karnataka (Bengaluru)". */
export async function featuredPlaces(locale: Locale = DEFAULT_LOCALE): Promise<Link[]> {
  const featured = (await getLocations(locale)).filter((l) => l.data.featured);
  return Promise.all(
    featured.map(async ({ id, data }) => {
      const city = (await getListEntry('distances', id, locale))?.data.city;
      const label = city && !city.includes(data.name) ? `${data.name} (${city})` : data.name;
      return { href: locationPath(id), label };
    }),
  );
}
