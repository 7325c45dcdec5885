/**
 * The one place a location's road from the home city is put into words, from its entry in
 * src/content/distances.yaml: the location page shows this sentence and the estimator uses the same
 * entry's km, so the page text and the price can never disagree. The Markdown of a location names no road.
 * The sentence's words are page-location.route in src/content/ui/page-location.yaml.
 */
import type { Text } from '~/i18n/text';
import { formatKm } from './estimate';

export interface RouteEntry {
  /** The city the distance is measured to: named, so places on the same road (Haryana, Delhi) read apart. */
  city: string;
  /** How the road goes, as the customer reads it after "From Pune to <city>: " ("by NH 65 via Solapur and Zaheerabad"). */
  route: string;
  km?: number;
  sea?: boolean;
  /** A town of the place much farther than `city`, with no distance of its own (Diu). */
  farther?: string;
}

/**
 * "From Pune to Hyderabad: by NH 65 via Solapur and Zaheerabad, about 560 km." / "From Pune to Kavaratti: by road to
 * Kochi, then by ship.", followed, where the place has a town much farther, by a sentence that gives it no figure.
 */
export const routeSentence = (t: Text, { city, route, km, sea, farther }: RouteEntry, intlLocale: string): string => {
  const toCity =
    sea || km === undefined
      ? t('page-location.route.sea', { city, route })
      : t('page-location.route.road', { city, route, km: formatKm(km, intlLocale) });
  return farther ? `${toCity} ${t('page-location.route.farther', { town: farther })}` : toCity;
};
