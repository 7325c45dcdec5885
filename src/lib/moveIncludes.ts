/**
 * What the company offers, said once for all 35 location pages (the "What we offer" block,
 * src/components/sections/MoveIncludes.astro): the spec's own claims (docs/behaviour.md, "Claims", and the home page's
 * presence tiles in src/content/presence.yaml), said as claims about the company, not as what every move gets.
 * Location Markdown describes the place, not these.
 */
import type { IconName } from '~/icons';

/** Presence tiles (src/content/presence.yaml ids) shown in the block, in this order. */
export const PRESENCE_TILES = ['survey', 'closed-container', 'gps', 'tracking', 'storage'] as const;

/**
 * The tiles about trucks on the road, left out on the pages of places reached partly by ship (the islands): there the
 * block says only what holds for the whole way, and asks the customer to have the rest written into the quote.
 */
export const ROAD_ONLY_TILES: ReadonlySet<string> = new Set<(typeof PRESENCE_TILES)[number]>(['closed-container', 'gps', 'tracking']);

/**
 * Claims (docs/behaviour.md) that are not presence tiles: the keys of their title and of what it means (in
 * src/content/ui/sections.yaml), and their icon.
 */
export const OTHER_CLAIMS: readonly { title: string; text?: string; icon: IconName }[] = [
  { title: 'sections.moveIncludes.endToEnd.title', text: 'sections.moveIncludes.endToEnd.text', icon: 'truck-moving' },
  { title: 'sections.moveIncludes.insured.title', text: 'sections.moveIncludes.insured.text', icon: 'shield' },
  { title: 'sections.moveIncludes.support.title', icon: 'headset' },
];
