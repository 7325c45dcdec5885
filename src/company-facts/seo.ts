/** How each page is named in search results and link previews. The words are in src/content/ui/seo.yaml. */
import type { Text } from '~/i18n/text';
import { site } from '~/site.config';

/** Longer titles are cut short in search results on a phone. */
export const TITLE_MAX = 60;

/** The whole <title>: the page's own words, then the brand. */
export const fullTitle = (title: string): string => `${title} | ${site.shortName}`;

/**
 * A location page's title, the way people search for it: "Packers and Movers in Goa from Pune", or
 * without "from Pune" where the place's name is too long for both to fit.
 */
export function locationTitle(t: Text, name: string, stem = name): string {
  const long = t('seo.locationTitle', { name, stem });
  return fullTitle(long).length <= TITLE_MAX ? long : t('seo.locationTitleShort', { name, stem });
}

/** A service page's title: its own search title where it has one, else "Car Transport Service in Pune". */
export const serviceTitle = (t: Text, { name, title }: { name: string; title?: string }): string =>
  title ?? t('seo.serviceTitle', { name });

/** The link-preview picture of every page (public/og-image.jpg, drawn by workshop/art). */
export const OG_IMAGE = {
  src: '/og-image.jpg',
  width: 1200,
  height: 630,
} as const;

/** The link-preview picture's alt text, in the page's language. */
export const ogImageAlt = (t: Text): string => t('seo.ogImageAlt', { name: site.shortName });
