/**
 * The one place a location's road from the home city is put into words, from its entry in
 * src/content/distances.yaml: the location page shows this sentence and the estimator uses the same
 * entry's km, so the page text and the price can never disagree. The Markdown of a location names no road.
 * The sentence's words are page-location.route in src/content/ui/page-location.yaml.
 */
import type { Text } from '~/i18n/text';
import { formatKm } from './estimate';

export interface RouteEntry {
  /** How the road goes, as the customer reads it after "From Pune: " ("by NH 65 via Solapur and Zaheerabad"). */
  route: string;
  km?: number;
  sea?: boolean;
}

/** "From Pune: by NH 65 via Solapur and Zaheerabad, about 560 km." / "From Pune: by road to Kochi, then by ship." */
export const routeSentence = (t: Text, { route, km, sea }: RouteEntry, intlLocale: string): string =>
  sea || km === undefined
    ? t('page-location.route.sea', { route })
    : t('page-location.route.road', { route, km: formatKm(km, intlLocale) });
