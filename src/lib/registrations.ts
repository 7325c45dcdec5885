/** What the site may say about each registration: its number once confirmed, and nothing before. */
import { NOT_HELD, PENDING, site, type Registration, type RegistrationKey } from '../site.config';

/** The one wording for a registration the owner has not confirmed yet, wherever the site mentions it. */
export const TO_BE_PUBLISHED = 'Registration details to be published';

/** How each number is named where it is printed. */
export const REGISTRATION_LABELS: Record<RegistrationKey, string> = {
  gstin: 'GSTIN',
  udyam: 'Udyam Registration Number',
  shopEstablishment: 'Registration number',
  ibaCode: 'IBA code',
  transitInsurer: 'Insurer',
};

/**
 * What the trust block shows after a registration's own label: the number once confirmed, TO_BE_PUBLISHED while
 * pending, and undefined for one the company does not hold.
 */
export function registrationValue(key: RegistrationKey, value: Registration = site.registrations[key]): string | undefined {
  if (value === NOT_HELD) return undefined;
  return value === PENDING ? TO_BE_PUBLISHED : value;
}

/** The line a certificate card shows: "GSTIN: 27…" once confirmed, otherwise as registrationValue. */
export function registrationLine(key: RegistrationKey, value: Registration = site.registrations[key]): string | undefined {
  return typeof value === 'string' ? `${REGISTRATION_LABELS[key]}: ${value}` : registrationValue(key, value);
}

/** The confirmed number, for structured data; undefined while pending or not held. */
export const confirmedRegistration = (key: RegistrationKey): string | undefined => {
  const value = site.registrations[key];
  return typeof value === 'string' ? value : undefined;
};
