/**
 * What the company does on every move, said once for all 35 location pages (the "What every move
 * includes" block, src/components/sections/MoveIncludes.astro). Only the spec's own claims (docs/behaviour.md, "Claims", and the
 * home page's presence tiles in src/content/presence.yaml): location Markdown describes the place, not these.
 */
import type { IconName } from '~/icons';

/** Presence tiles (src/content/presence.yaml ids) shown in the block, in this order. */
export const PRESENCE_TILES = ['survey', 'closed-container', 'gps', 'tracking', 'storage'] as const;

/**
 * Claims (docs/behaviour.md) that are not presence tiles: the keys of their title and of what it means (in
 * src/content/ui/sections.yaml), and their icon.
 */
export const OTHER_CLAIMS: readonly { title: string; text?: string; icon: IconName }[] = [
  { title: 'sections.moveIncludes.endToEnd.title', text: 'sections.moveIncludes.endToEnd.text', icon: 'truck-moving' },
  { title: 'sections.moveIncludes.insured.title', text: 'sections.moveIncludes.insured.text', icon: 'shield' },
  { title: 'sections.moveIncludes.support.title', icon: 'headset' },
];
