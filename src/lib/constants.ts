/**
 * The behaviour constants (docs/behaviour.md, "Constants"), each named once. Islands, CSS custom properties and tests
 * read them from here. Those of the components' inline scripts (the enquiry dialog's delay, the top bar's
 * threshold, the visitor count) live beside their code in src/inline/, the footer entrance's in Footer.astro's script.
 */
import { branchBarPx, carousel } from '../design/tokens';

export const HERO_ROTATE_MS = 5000;
export const TYPEWRITER = { typeMs: 70, deleteMs: 50, pauseMs: 1500 } as const;

export const SERVICES_INITIAL = 6;
export const LOCATIONS_PAGE_SIZE = 9;
export const LOCATION_CARD_POINTS = 3;

export const TESTIMONIALS = {
  autoplayMs: 2500,
  transitionMs: 800,
  slidesPerView: 3,
  /** At and below these widths the carousel turns horizontal (3 slides), then single and centred. */
  tabletMaxWidth: carousel.tabletMaxPx,
  phoneMaxWidth: carousel.phoneMaxPx,
  phonePaddingPx: carousel.phonePaddingPx,
  /** Between slides where three show. */
  gapPx: carousel.gapPx,
} as const;

export const TOP_MARQUEE_S = 25;
/**
 * The top bar's marquee, in view on every page from its first paint, first slides this long after it is drawn. While
 * it slides, the browser's compositor draws a new frame 60 times a second, and on a machine with two cores (this
 * one's Lighthouse runs) that took as much processor time in a page's first second and a half as the page itself
 * (docs/measurements.md, issue 49). By then the page has loaded, and the visitor has read the bar's first line.
 */
export const TOP_MARQUEE_START_S = 2;
export const BRANCH_MARQUEE_S = { desktop: 70, mobile: 55 } as const;
export const BRANCH_BAR_HEIGHT_PX = branchBarPx;
/** Marquees switch to their mobile durations under 768 px (Marquee.astro). */
export const PARTNER_MARQUEE_S = { desktop: 20, mobile: 12 } as const;

/**
 * Widths drawn for full-width hero pictures: 768 serves a phone at 412 css px and 1.75x (Lighthouse's phone),
 * 1080 a 393 px phone at 2.75x, the rest tablets and laptops.
 */
export const HERO_WIDTHS = [480, 768, 1080, 1600, 1920];
