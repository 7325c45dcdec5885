/**
 * The behaviour constants as the original specification gives them (docs/behaviour.md, "Constants"): the behaviour
 * tests time the site against these, not against src/lib/constants.ts, so a test titled "every 5000 ms" fails if the
 * site's value drifts from 5000. The site's own layout values (the carousel's widths) are the site's, read from it.
 */
import { TESTIMONIALS as SITE_TESTIMONIALS } from '../../src/lib/constants';

export const HERO_ROTATE_MS = 5000;
export const TYPEWRITER = { typeMs: 70, deleteMs: 50, pauseMs: 1500 } as const;
export const ENQUIRY_MODAL_DELAY_MS = 4000;
export const TESTIMONIALS = {
  ...SITE_TESTIMONIALS,
  autoplayMs: 2500,
  transitionMs: 800,
  slidesPerView: 3,
  tabletMaxWidth: 1024,
  phoneMaxWidth: 640,
} as const;
export const SERVICES_INITIAL = 6;
export const LOCATIONS_PAGE_SIZE = 9;
export const LOCATION_CARD_POINTS = 3;
export const TOP_BAR_HIDE_AFTER_PX = 50;
export const TOP_MARQUEE_S = 25;
export const BRANCH_MARQUEE_S = { desktop: 70, mobile: 55 } as const;
export const PARTNER_MARQUEE_S = { desktop: 20, mobile: 12 } as const;
export const BRANCH_BAR_HEIGHT_PX = 38;
export const VISITOR_COUNT_SEED = 8798;
