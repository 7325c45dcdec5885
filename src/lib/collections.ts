/** Collections in the order the spec lists them, so every page and menu agrees on it. */
import { getCollection, getEntries, getEntry, type CollectionEntry, type DataCollectionKey } from 'astro:content';
import { DEFAULT_LOCALE, entryLocale, type Locale } from '~/i18n/locales';

const byOrder = <T extends { data: { order: number } }>(a: T, b: T) => a.data.order - b.data.order;
const inLocale =
  (locale: Locale) =>
  ({ id }: { id: string }) =>
    entryLocale(id) === locale;

export const getServices = async (locale: Locale = DEFAULT_LOCALE) => (await getCollection('services', inLocale(locale))).sort(byOrder);
export const getLocations = async (locale: Locale = DEFAULT_LOCALE) => (await getCollection('locations', inLocale(locale))).sort(byOrder);
/** A list's entries in one language, in the file's order. */
export const getList = async <C extends DataCollectionKey>(name: C, locale: Locale = DEFAULT_LOCALE) =>
  getCollection(name, inLocale(locale));

export const servicePath = (slug: string) => `/services/${slug}`;
export const locationPath = (slug: string) => `/locations/${slug}`;

export interface Link {
  href: string;
  label: string;
}

/** The services that fit a move to `location`: its own list, or every long-distance one. */
export async function servicesFor(location: CollectionEntry<'locations'>): Promise<Link[]> {
  const services = location.data.services
    ? await getEntries(location.data.services)
    : (await getServices()).filter((s) => s.data.longDistance);
  return services.map((s) => ({ href: servicePath(s.id), label: s.data.name }));
}

/** The places a location page links to, and whether they are its neighbours or the ports its ships sail from. */
export async function nearbyFor(location: CollectionEntry<'locations'>): Promise<{ bySea: boolean; links: Link[] }> {
  const [places, distance] = await Promise.all([getEntries(location.data.neighbours), getEntry('distances', location.id)]);
  return { bySea: distance?.data.sea === true, links: places.map((p) => ({ href: locationPath(p.id), label: p.data.name })) };
}

/** The places listed on every service page, named with their main city where it says more: "Karnataka (Bengaluru)". */
export async function featuredPlaces(): Promise<Link[]> {
  const featured = (await getLocations()).filter((l) => l.data.featured);
  return Promise.all(
    featured.map(async ({ id, data }) => {
      const city = (await getEntry('distances', id))?.data.city;
      const label = city && !city.includes(data.name) ? `${data.name} (${city})` : data.name;
      return { href: locationPath(id), label };
    }),
  );
}
