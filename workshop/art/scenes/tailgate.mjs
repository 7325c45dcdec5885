/**
 * The tailgate scene: the truck seen from behind with its doors open, a worker inside handing a carton
 * down and another wheeling a dolly. Takes the output size and options and returns a Canvas.
 */
import { Canvas } from '../canvas.mjs';
import { backdrop } from '../landscape.mjs';
import { P, mix } from '../palette.mjs';
import { cartonStack, dolly } from '../parts/packing.mjs';
import { crew } from '../parts/people.mjs';
import { truckRear } from '../parts/vehicles.mjs';
import { makeRng } from '../random.mjs';
import { place, rect } from '../svg.mjs';

/** Truck rear with open doors and a worker with a dolly at the tailgate. */
export function sceneTailgate(W, H, o = {}) {
  const rng = makeRng(o.seed || 'tail');
  const c = new Canvas(W, H, o.tod || 'day', o.temp || 0);
  const u = H * 0.0016 * (o.scale || 1);
  const hy = H * 0.5,
    gb = H * 0.93;
  backdrop(c, o.motif || 'suburb', { rng, hy, gy: H * 0.7, sunX: (o.sunX ?? 0.15) * W });
  c.add(rect(0, H * 0.7, W, H * 0.3, mix(P.light, P.cream, 0.3)) + rect(0, H * 0.7, W, 6 * u, P.steel));
  const tx = W * (o.truckX ?? 0.4);
  c.add(place(tx, gb, u, truckRear({ open: true, seed: o.seed })));
  // worker inside handing a carton
  c.add(place(tx + 30 * u, gb - 112 * u, u * 0.8, crew(2, 'carry', { box: { w: 50, h: 44 } }), true));
  c.add(place(tx + 310 * u, gb + 10 * u, u, dolly(-22, 3) + place(-105, 0, 1, crew(1, 'push', { stride: 14 })), true));
  c.add(
    place(tx - 260 * u, gb + 8 * u, u, cartonStack([2, 1], 58, 50)) +
      place(tx + 470 * u, gb + 12 * u, u, crew(0, 'carry', { box: { w: 54, h: 46 }, stride: 10 }), true),
  );
  return c;
}
