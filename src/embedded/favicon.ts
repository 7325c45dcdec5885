/**
 * The favicon, written into every page as a `data:` address (about 270 bytes gzip): a browser asks for a favicon's
 * address at the load event, on a connection of its own, which on 3G can land before the hero picture's paint and, in
 * Lighthouse's model, make that paint 300–600 ms later in some runs (docs/measurements.md). The drawing is
 * public/favicon.svg (workshop/art), made smaller by svgo, its spaces escaped as an HTML attribute's URL needs
 * (mini-svg-data-uri's srcset form); the 180 px PNG beside it (`apple-touch-icon`) is the
 * address search engines and iPhones read the site's icon from.
 */
import svgToDataUri from 'mini-svg-data-uri';
import { optimize } from 'svgo';
import favicon from '../../public/favicon.svg?raw';

export const FAVICON_DATA_URI = svgToDataUri.toSrcset(optimize(favicon, { multipass: true }).data);
export const TOUCH_ICON = '/apple-touch-icon.png';
