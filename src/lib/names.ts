/**
 * How the spec names a place from its URL slug.
 * Cards show the slug upper-cased ("UTTAR-PRADESH"); the detail page turns dashes into spaces ("UTTAR PRADESH").
 * Hindi and Marathi have no capitals, and a Latin slug is not their reader's name for the place: their pages
 * show the place's name as the translation writes it (गोवा).
 */
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';

interface Place {
  id: string;
  data: { name: string };
}

export const cardName = ({ id, data }: Place, locale: Locale): string => (locale === DEFAULT_LOCALE ? id.toUpperCase() : data.name);
export const headingName = ({ id, data }: Place, locale: Locale): string =>
  locale === DEFAULT_LOCALE ? id.replaceAll('-', ' ').toUpperCase() : data.name;
