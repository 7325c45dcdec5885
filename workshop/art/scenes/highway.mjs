/**
 * The highway scene: the company truck on the road through one of the landscape motifs, with optional
 * traffic, street lights, a car-carrier body and headlights after dark. Like every scene it takes the
 * output size and options and returns a Canvas; fx places the truck (0..1 of the width).
 */
import { Canvas } from '../canvas.mjs';
import { backdrop, headlight, lampGlow, road, verge } from '../landscape.mjs';
import { P, darken, mix } from '../palette.mjs';
import { bush, streetLight } from '../parts/scenery.mjs';
import { car, motorbike, truck, van } from '../parts/vehicles.mjs';
import { makeRng } from '../random.mjs';
import { place } from '../svg.mjs';

export function sceneHighway(W, H, o = {}) {
  const rng = makeRng(o.seed || 'highway');
  const c = new Canvas(W, H, o.tod || 'day', o.temp || 0);
  const u = H * 0.00098 * (o.scale || 1);
  const hy = H * (o.hy ?? 0.58),
    roadY = H * (o.roadY ?? 0.76),
    roadH = H * 0.14;
  const motif = o.motif || 'hills';
  backdrop(c, motif, { rng, hy, gy: roadY, sunX: o.sunX != null ? o.sunX * W : undefined, peaks: o.peaks, clouds: o.clouds, tall: o.tall });
  road(c, roadY, roadH, u, { rail: motif === 'mountains' || o.rail, dashOffset: rng.range(0, 150) * u, railOffset: rng.range(0, 120) });
  verge(c, roadY + roadH, motif, rng);
  if (motif === 'city' || o.lights) {
    for (let x = rng.range(40, 200) * u; x < W; x += 520 * u) {
      c.add(place(x, roadY - 6 * u, u, streetLight(300)));
      if (c.T.lit) lampGlow(c, x + 46 * u, roadY - 6 * u - 322 * u, 55 * u);
    }
  }
  const far = roadY + roadH * 0.46,
    near = roadY + roadH * 0.93;
  for (const v of o.extras || []) {
    const part = v.kind === 'bike' ? motorbike({ color: v.color }) : v.kind === 'van' ? van({}) : car({ color: v.color });
    c.add(place(v.x * W, v.lane === 'near' ? near : far, u * (v.lane === 'near' ? 1 : 0.92), part, v.flip));
    if (c.T.lit && v.kind !== 'bike')
      headlight(c, v.x * W + (v.flip ? -1 : 1) * (v.kind === 'van' ? 220 : 204) * u * 0.92, far - 66 * u, u * 0.8, v.flip ? -1 : 1);
  }
  const tx = W * (o.fx ?? 0.62),
    flip = !!o.flip;
  c.add(place(tx, near, u, truck({ motion: o.motion !== false, body: o.body || 'container', cars: o.cars }), flip));
  if (c.T.lit) headlight(c, tx + (flip ? -1 : 1) * 322 * u, near - 128 * u, u, flip ? -1 : 1);
  if (o.bushes !== false && motif !== 'city') {
    let s = '';
    for (let i = 0; i < 3; i++)
      s += place(
        rng.range(0, W),
        H + 10 * u,
        u * rng.range(0.8, 1.3),
        bush(110, darken(motif === 'desert' ? mix(P.green, P.sand, 0.5) : P.green, 0.05)),
      );
    c.add(s);
  }
  return c;
}
