/**
 * The warehouse scene: the company warehouse with open or closed dock doors, trucks in the yard or backed
 * up to the doors, and a forklift, pallets, workers and dollies in front. Takes the output size and
 * options and returns a Canvas.
 */
import { Canvas } from '../canvas.mjs';
import { backdrop, headlight, lampGlow } from '../landscape.mjs';
import { P, mix } from '../palette.mjs';
import { warehouse } from '../parts/buildings.mjs';
import { cartonStack, dolly, pallet } from '../parts/packing.mjs';
import { crew } from '../parts/people.mjs';
import { forklift, truck, truckRear } from '../parts/vehicles.mjs';
import { makeRng } from '../random.mjs';
import { place, polygon, rect } from '../svg.mjs';

export function sceneWarehouse(W, H, o = {}) {
  const rng = makeRng(o.seed || 'wh');
  const c = new Canvas(W, H, o.tod || 'day', o.temp || 0);
  const u = H * 0.00082 * (o.scale || 1);
  const hy = H * (o.hy ?? 0.5),
    wb = H * 0.74;
  backdrop(c, 'suburb', { rng, hy, gy: wb, sunX: o.sunX != null ? o.sunX * W : undefined, clouds: o.clouds });
  c.add(rect(0, wb - 10 * u, W, H - wb + 10 * u, mix(P.light, P.grey, 0.15)));
  let lines = '';
  for (let x = rng.range(0, 200) * u; x < W; x += 260 * u)
    lines += polygon(
      [
        [x, wb + 10 * u],
        [x + 8 * u, wb + 10 * u],
        [x - 60 * u, H],
        [x - 72 * u, H],
      ],
      P.cream,
      { opacity: 0.5 },
    );
  c.add(lines);
  const wx = W * (o.whX ?? 0.7);
  const doors = o.doors ?? 4;
  const ww = o.whW ?? 1400;
  const lit = c.T.lit;
  c.add(place(wx, wb, u, warehouse({ w: ww, lit, doors, openDoors: o.openDoors ?? [1, 2] })));
  if (lit) {
    for (const i of o.openDoors ?? [1, 2]) {
      const cx = wx + (-ww / 2 + (ww / doors) * (i + 0.5)) * u;
      c.glow.push(rect(cx - 90 * u, wb - 306 * u, 180 * u, 246 * u, P.amber, { opacity: 0.16 }));
    }
    for (let i = 0; i < doors; i++) lampGlow(c, wx + (-ww / 2 + (ww / doors) * (i + 0.5)) * u, wb - 322 * u, 60 * u);
  }
  // rear-view trucks at the dock doors
  for (const i of o.docked ?? []) {
    const cx = wx + (-ww / 2 + (ww / doors) * (i + 0.5)) * u;
    c.add(place(cx, wb + 70 * u, u * 0.95, truckRear({ open: true, lit, seed: `dock${i}` })));
  }
  let s = '';
  for (const t of o.trucks ?? [{ x: 0.45, flip: false }]) {
    s += place(W * t.x, H * (t.y ?? 0.95), u * (t.k ?? 1), truck({ door: t.door, ramp: t.ramp }), t.flip);
  }
  c.add(s);
  for (const t of o.trucks ?? [{ x: 0.45, flip: false }])
    if (lit) headlight(c, W * t.x + (t.flip ? -1 : 1) * 322 * u * (t.k ?? 1), H * (t.y ?? 0.95) - 128 * u * (t.k ?? 1), u, t.flip ? -1 : 1);
  let fg = '';
  if (o.forklift) fg += place(W * o.forklift.x, H * (o.forklift.y ?? 0.9), u, forklift({}), o.forklift.flip);
  for (const p of o.pallets ?? [])
    fg += place(W * p.x, H * (p.y ?? 0.88), u, pallet(130) + place(0, -18, 1, cartonStack(p.rows || [2, 2], 60, 50, 2)));
  for (const w of o.workers ?? [])
    fg += place(
      W * w.x,
      H * (w.y ?? 0.92),
      u,
      crew(w.i ?? 0, w.pose || 'carry', { box: w.pose === 'carry' || w.pose === 'low' ? { w: 52, h: 46 } : false, stride: w.stride ?? 10 }),
      w.flip,
    );
  for (const d of o.dollies ?? [])
    fg += place(W * d.x, H * (d.y ?? 0.93), u, dolly(-22, 3) + place(-105, 0, 1, crew(d.i ?? 1, 'push', { stride: 14 })), d.flip);
  c.add(fg);
  return c;
}
