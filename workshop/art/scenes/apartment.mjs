/**
 * The apartment scene: an apartment block with wrapped household goods waiting outside, the truck with its
 * ramp down and packers at work. Takes the output size and options and returns a Canvas.
 */
import { Canvas } from '../canvas.mjs';
import { backdrop } from '../landscape.mjs';
import { P, darken, mix } from '../palette.mjs';
import { apartment } from '../parts/buildings.mjs';
import { fridge, sofa, tv, washer } from '../parts/furniture.mjs';
import { cartonStack, dolly } from '../parts/packing.mjs';
import { crew } from '../parts/people.mjs';
import { roundTree } from '../parts/scenery.mjs';
import { truck } from '../parts/vehicles.mjs';
import { makeRng } from '../random.mjs';
import { place, rect } from '../svg.mjs';

/** Apartment block with household goods waiting outside. */
export function sceneApartment(W, H, o = {}) {
  const rng = makeRng(o.seed || 'apt');
  const c = new Canvas(W, H, o.tod || 'day', o.temp || 0);
  const u = H * 0.00078 * (o.scale || 1);
  const hy = H * 0.55,
    hb = H * 0.78;
  backdrop(c, 'city', { rng, hy, gy: hb, sunX: (o.sunX ?? 0.2) * W, tall: 0.7 });
  c.add(
    rect(0, hb - 4 * u, W, H - hb, mix(P.light, P.cream, 0.4)) +
      rect(0, H * 0.9, W, H * 0.1, P.asphalt) +
      rect(0, H * 0.9, W, 8 * u, P.steel),
  );
  const ax = W * (o.aptX ?? 0.72);
  c.add(
    place(ax, hb, u, apartment({ floors: 7, rng: makeRng('apt' + o.seed), lit: c.T.lit })) +
      place(ax - 330 * u, hb, u, roundTree(300)) +
      place(ax + 320 * u, hb, u, roundTree(260, darken(P.green, 0.1))),
  );
  const tx = W * (o.truckX ?? 0.3);
  c.add(place(tx, H * 0.99, u * 1.05, truck({ door: true, ramp: true }), true));
  let s = '';
  s += place(ax - 120 * u, H * 0.86, u * 1.05, sofa(P.orange, true));
  s += place(ax + 110 * u, H * 0.86, u * 1.05, fridge(true));
  s += place(ax + 210 * u, H * 0.87, u * 1.05, cartonStack([3, 2], 58, 50, 2));
  s += place(ax - 290 * u, H * 0.88, u * 1.05, washer() + place(95, 0, 1, tv(true)));
  s += place(tx + 560 * u, H * 0.96, u * 1.05, dolly(-22, 3) + place(-105, 0, 1, crew(1, 'push', { stride: 14 })), true);
  s += place(ax + 20 * u, H * 0.93, u * 1.05, crew(0, 'carry', { box: { w: 54, h: 46 }, stride: 12 }), true);
  c.add(s);
  return c;
}
