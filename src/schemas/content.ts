/**
 * Limits and choices the content schemas (src/content.config.ts) and the CMS's forms (src/cms/) share,
 * so the CMS never lets the owner enter what the build would refuse.
 */

/** A summary is shown whole as the page's meta description, so search results never cut it short. */
export const META_DESCRIPTION = { min: 70, max: 160 } as const;
export const LOCATION_KINDS = ['state', 'union territory', 'city'] as const;
/** Road distances from Pune, in km, rounded to 10. */
export const DISTANCE_KM = { min: 10, max: 4000, step: 10 } as const;
/** How long the road description after "From Pune:" may be. */
export const ROUTE_MAX = 120;
/** The description that marks a text field as a picture's path: astro:assets' image() in the content schemas, a picture picker in the CMS. */
export const PICTURE = 'picture';
/** The picture formats astro:assets turns into responsive AVIF/WebP here. */
export const PICTURE_FILE = /\.(?:jpe?g|png|webp|avif)$/i;
