/**
 * The bike scene: a bubble-wrapped motorbike pushed up the truck's ramp by one packer while a second
 * holds a strap. Takes the output size and options and returns a Canvas.
 */
import { Canvas } from '../canvas.mjs';
import { backdrop } from '../landscape.mjs';
import { P, mix } from '../palette.mjs';
import { bubbleRoll, cartonStack, tapeRoll } from '../parts/packing.mjs';
import { crew } from '../parts/people.mjs';
import { motorbike, truck } from '../parts/vehicles.mjs';
import { makeRng } from '../random.mjs';
import { fmt, fmt4, path, place, rect } from '../svg.mjs';

export function sceneBike(W, H, o = {}) {
  const rng = makeRng(o.seed || 'bike');
  const c = new Canvas(W, H, o.tod || 'day', o.temp || 0);
  const u = H * 0.0011 * (o.scale || 1);
  const hy = H * 0.55,
    gb = H * 0.93;
  backdrop(c, o.motif || 'suburb', { rng, hy, gy: H * 0.72, sunX: (o.sunX ?? 0.15) * W });
  c.add(rect(0, H * 0.72, W, H * 0.28, mix(P.light, P.cream, 0.3)) + rect(0, H * 0.72, W, 5 * u, P.steel));
  const tx = W * (o.truckX ?? 0.38);
  c.add(place(tx, gb, u, truck({ door: true, ramp: true }), true));
  // the wrapped bike halfway up the ramp, pushed by one packer, a second holding a strap
  const rampTop = [tx + 326 * u, gb - 86 * u],
    rampBot = [tx + 490 * u, gb];
  const t = 0.45,
    bx = rampBot[0] + (rampTop[0] - rampBot[0]) * t,
    by = rampBot[1] + (rampTop[1] - rampBot[1]) * t;
  const ang = (Math.atan2(rampTop[1] - rampBot[1], rampTop[0] - rampBot[0]) * 180) / Math.PI + 180;
  const bk = u * 1.15;
  c.add(
    `<g transform="translate(${fmt(bx)} ${fmt(by)}) rotate(${fmt(ang)}) scale(${fmt4(-bk)} ${fmt4(bk)})">${motorbike({ color: o.bikeColor || P.teal, wrapped: true })}</g>`,
  );
  c.add(place(bx + 165 * u, gb + 4 * u, u, crew(1, 'push', { stride: 14 }), true));
  // strap from the bike's frame, over the packer's shoulder side, held by a second packer
  const hx2 = tx + 700 * u;
  if (o.second !== false) {
    c.add(place(hx2, gb + 2 * u, u, crew(0, 'hold', { stride: 6 }), true));
    c.add(
      path(
        `M${fmt(bx + 10 * u)},${fmt(by - 95 * u)} Q${fmt((bx + hx2) / 2)},${fmt(by - 60 * u)} ${fmt(hx2 - 38 * u)},${fmt(gb - 112 * u)}`,
        'none',
        { stroke: P.orange, 'stroke-width': 5 * u, 'stroke-linecap': 'round' },
      ),
    );
  }
  c.add(place(tx + 860 * u, gb + 6 * u, u, bubbleRoll() + place(90, 0, 1, tapeRoll()) + place(170, 0, 1, cartonStack([2, 1], 58, 50))));
  return c;
}
