/**
 * The home scene: packers carrying cartons between a house and the truck, loading or delivering, with an
 * optional family at the door, a supervisor and wrapped furniture waiting on the driveway. Takes the output
 * size and options and returns a Canvas.
 */
import { Canvas } from '../canvas.mjs';
import { backdrop, headlight, lampGlow } from '../landscape.mjs';
import { HAIRS, P, SKINS, darken, mix } from '../palette.mjs';
import { house, houseDoorX } from '../parts/buildings.mjs';
import { fridge, sofa } from '../parts/furniture.mjs';
import { cartonStack } from '../parts/packing.mjs';
import { crew, person } from '../parts/people.mjs';
import { dog } from '../parts/pets.mjs';
import { bush, roundTree } from '../parts/scenery.mjs';
import { truck } from '../parts/vehicles.mjs';
import { makeRng } from '../random.mjs';
import { place, rect } from '../svg.mjs';

/** Packers moving cartons between a house and the truck (loading or delivering). */
export function sceneHome(W, H, o = {}) {
  const rng = makeRng(o.seed || 'home');
  const c = new Canvas(W, H, o.tod || 'day', o.temp || 0);
  const u = H * 0.00088 * (o.scale || 1);
  const hy = H * (o.hy ?? 0.52),
    hb = H * 0.76,
    sy = H * 0.86;
  backdrop(c, o.motif || 'suburb', { rng, hy, gy: hb, sunX: o.sunX != null ? o.sunX * W : undefined, clouds: o.clouds });
  c.add(rect(0, hb - 6 * u, W, sy - hb + 6 * u, c.haze(mix(P.lime, P.green, 0.3), 0)));
  c.add(rect(0, hb + 30 * u, W, sy - hb - 30 * u, mix(P.light, P.cream, 0.4)) + rect(0, hb + 30 * u, W, 5 * u, P.steel));
  c.add(rect(0, sy, W, H - sy, P.asphalt) + rect(0, sy, W, 8 * u, P.steel));
  const hx = W * (o.houseX ?? 0.78);
  const lit = c.T.lit;
  const hs = u * (o.houseScale ?? 1.2);
  c.add(
    place(hx, hb, hs, house({ style: o.house || 'villa', lit, wall: o.wall || P.cream, roof: o.roof || P.orange, door: o.door || P.teal })),
  );
  let hedge = '';
  for (let x = hx + 300 * hs; x < W + 60; x += 90 * u) hedge += place(x, hb + 4 * u, u, bush(100, P.green));
  for (let x = hx - 330 * hs; x > -60; x -= 95 * u) hedge += place(x, hb + 4 * u, u * 0.9, bush(100, P.green));
  if (o.tree !== false) hedge += place(hx - 400 * hs, hb, u, roundTree(360, darken(P.green, 0.05)));
  c.add(hedge);
  const doorX = hx + houseDoorX() * hs;
  const tx = W * (o.truckX ?? 0.38),
    ty = H * 0.985;
  c.add(place(tx, ty, u, truck({ door: true, ramp: true }), true));
  if (lit) headlight(c, tx - 322 * u, ty - 128 * u, u, -1);
  const rampTop = [tx + 326 * u, ty - 86 * u],
    rampBot = [tx + 490 * u, ty];
  const mode = o.mode || 'load';
  let s = '';
  // cartons waiting on the driveway
  const walkers = o.walkers ?? 2;
  const span = Math.max(doorX - rampBot[0], 160 * u);
  const walkerX = (i) => rampBot[0] + 70 * u + (span - 70 * u) * ((i + 0.6) / walkers);
  let stackX = rampBot[0] + 110 * u;
  for (let i = 0; i < walkers; i++) if (Math.abs(walkerX(i) - stackX) < 90 * u) stackX = walkerX(i) + 130 * u;
  s += place(stackX, H * 0.9, u, cartonStack(o.stack || [3, 2, 1], 58, 50, 1));
  if (o.sofa) s += place(doorX + 120 * u, H * 0.88, u, sofa(P.teal, true));
  if (o.fridge) s += place(doorX - 150 * u, H * 0.87, u, fridge(true));
  c.add(s);
  let ppl = '';
  const onRamp = (t) => [rampBot[0] + (rampTop[0] - rampBot[0]) * t, rampBot[1] + (rampTop[1] - rampBot[1]) * t];
  const [rx, ry] = onRamp(0.5);
  const toTruck = mode === 'load';
  ppl += place(rx, ry, u, crew(0, 'carry', { box: { w: 52, h: 46 }, stride: 14, pose: 'carry' }), toTruck);
  for (let i = 0; i < walkers; i++) {
    ppl += place(
      walkerX(i),
      H * (0.9 + (i % 2) * 0.045),
      u,
      crew(i + 1, 'carry', { box: { w: 50 + i * 6, h: 44 }, stride: 12 - i * 4 }),
      toTruck,
    );
  }
  if (o.family) {
    ppl += place(
      doorX + 10 * u,
      hb + 4 * u,
      u,
      person({ pose: 'wave', shirt: P.teal, pants: P.navy, skin: SKINS[4], hair: HAIRS[1], moustache: true }),
      true,
    );
    ppl += place(
      doorX + 70 * u,
      hb + 8 * u,
      u,
      person({ pose: 'stand', style: 'woman', shirt: P.orange, pants: P.navy, skin: SKINS[2], hair: HAIRS[0], scarf: P.amber }),
      true,
    );
    ppl += place(
      doorX - 55 * u,
      hb + 14 * u,
      u * 0.62,
      person({ pose: 'wave', shirt: P.amber, pants: P.blue, skin: SKINS[2], hair: HAIRS[0] }),
      true,
    );
    if (o.pet) ppl += place(doorX - 110 * u, hb + 20 * u, u * 0.9, dog('#C68642'), true);
  }
  if (o.supervisor) ppl += place(doorX + 150 * u, hb + 60 * u, u, crew(3, 'point'), true);
  c.add(ppl);
  if (lit) for (let i = 0; i < 2; i++) lampGlow(c, hx + ((-0.02 + 0.27 * i) * 520 + 39) * hs, hb - 115 * hs, 70 * u);
  return c;
}
