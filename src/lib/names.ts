/**
 * How the spec names a place from its URL slug.
 * Cards show the slug upper-cased ("UTTAR-PRADESH"); the detail page turns dashes into spaces ("UTTAR PRADESH").
 */
export const cardName = (slug: string): string => slug.toUpperCase();
export const headingName = (slug: string): string => slug.replaceAll('-', ' ').toUpperCase();
