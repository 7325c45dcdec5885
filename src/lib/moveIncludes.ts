/**
 * What the company does on every move, said once for all 35 location pages (the "What every move
 * includes" block, src/components/sections/MoveIncludes.astro). Only the spec's own claims (SPEC §1 and the
 * home page's presence tiles in src/content/presence.yaml): location Markdown describes the place, not these.
 */
import type { IconName } from '~/icons';

/** Presence tiles (src/content/presence.yaml ids) shown in the block, in this order. */
export const PRESENCE_TILES = ['survey', 'closed-container', 'gps', 'tracking', 'storage'] as const;

/** Claims from SPEC §1 that are not presence tiles: title, what it means, icon. */
export const OTHER_CLAIMS: readonly { title: string; text?: string; icon: IconName }[] = [
  { title: 'End-to-End Service', text: 'packing, loading, transport and unpacking', icon: 'truck-moving' },
  { title: 'Insured Safety', text: 'transit insurance on request; ask for its terms in writing', icon: 'shield' },
  { title: '24/7 Customer Support', icon: 'headset' },
];
