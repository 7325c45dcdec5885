/**
 * What the site may say about each registration: its number once confirmed, and nothing before. The words
 * (the wording for one not yet confirmed, each number's name) are interface text, sections.registrations.
 */
import type { Text } from '~/i18n/text';
import { NOT_HELD, PENDING, site, type Registration, type RegistrationKey } from '../site.config';

/**
 * What the trust block shows after a registration's own label: the number once confirmed, "to be published"
 * while pending, and undefined for one the company does not hold.
 */
export function registrationValue(t: Text, key: RegistrationKey, value: Registration = site.registrations[key]): string | undefined {
  if (value === NOT_HELD) return undefined;
  return value === PENDING ? t('sections.registrations.toBePublished') : value;
}

/** How a registration's number is named where it is printed ("GSTIN"). */
export const registrationLabel = (t: Text, key: RegistrationKey): string => t(`sections.registrations.labels.${key}`);

/** The line a certificate card shows: "GSTIN: 27…" once confirmed, otherwise as registrationValue. */
export function registrationLine(t: Text, key: RegistrationKey, value: Registration = site.registrations[key]): string | undefined {
  return typeof value === 'string'
    ? t('sections.registrations.line', { label: registrationLabel(t, key), value })
    : registrationValue(t, key, value);
}

/**
 * Whether the certificates page has a registration to show: one held or, in a preview, one still pending (shown
 * marked as an example). With none, the page says so plainly, and the menus and the sitemap leave it out.
 */
export const showsRegistrations = (registrations: Record<RegistrationKey, Registration> = site.registrations): boolean =>
  Object.values(registrations).some((value) => value !== NOT_HELD);

/** The confirmed number, for structured data; undefined while pending or not held. */
export const confirmedRegistration = (key: RegistrationKey): string | undefined => {
  const value = site.registrations[key];
  return typeof value === 'string' ? value : undefined;
};
