/** What the site may say about each registration: its number once confirmed, and nothing before. */
import { NOT_HELD, PENDING, site, type Registration, type RegistrationKey } from '~/site.config';

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
 * The line a certificate card or the trust block shows: "GSTIN: 27…" once confirmed,
 * "Registration details to be published" while pending, and undefined for one the company does not hold.
 */
export function registrationLine(key: RegistrationKey, value: Registration = site.registrations[key]): string | undefined {
  if (value === NOT_HELD) return undefined;
  if (value === PENDING) return TO_BE_PUBLISHED;
  return `${REGISTRATION_LABELS[key]}: ${value}`;
}

/** The confirmed number, for structured data; undefined while pending or not held. */
export const confirmedRegistration = (key: RegistrationKey): string | undefined => {
  const value = site.registrations[key];
  return typeof value === 'string' ? value : undefined;
};
