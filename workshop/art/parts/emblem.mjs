/**
 * The brand emblem painted on the trucks, the van, the warehouse and the sample certificates: a shield
 * with a forward arrow, no letters. The logo files (../logos.mjs) draw their own, more detailed mark.
 */
import { P } from '../palette.mjs';
import { path } from '../svg.mjs';

/** Drawn around its centre, 54 wide and 69 tall: primary fills the shield, accent the arrow. */
export function shieldMark(primary = P.navy, accent = P.orange) {
  return (
    path('M0,-34 L27,-24 L27,0 C27,17 15,28 0,35 C-15,28 -27,17 -27,0 L-27,-24 Z', primary) +
    path('M-15,7 L2,7 L2,15 L17,1 L2,-13 L2,-5 L-15,-5 Z', accent)
  );
}
