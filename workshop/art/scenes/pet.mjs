/**
 * The pet scene: the company van with its door open, a pet waiting in its travel crate (optionally a
 * second one) and the owner. Takes the output size and options and returns a Canvas.
 */
import { Canvas } from '../canvas.mjs';
import { backdrop } from '../landscape.mjs';
import { HAIRS, P, SKINS, darken, mix } from '../palette.mjs';
import { person } from '../parts/people.mjs';
import { petCrate } from '../parts/pets.mjs';
import { bush, roundTree } from '../parts/scenery.mjs';
import { van } from '../parts/vehicles.mjs';
import { makeRng } from '../random.mjs';
import { place, rect } from '../svg.mjs';

export function scenePet(W, H, o = {}) {
  const rng = makeRng(o.seed || 'pet');
  const c = new Canvas(W, H, o.tod || 'day', o.temp || 0);
  const u = H * 0.0015 * (o.scale || 1);
  const hy = H * 0.55,
    gb = H * 0.92;
  backdrop(c, 'suburb', { rng, hy, gy: H * 0.7, sunX: (o.sunX ?? 0.2) * W });
  c.add(
    rect(0, H * 0.68, W, H * 0.32, mix(P.lime, P.green, 0.25)) +
      rect(0, H * 0.8, W, H * 0.2, mix(P.light, P.cream, 0.4)) +
      rect(0, H * 0.8, W, 5 * u, P.steel),
  );
  c.add(place(W * 0.1, H * 0.72, u, roundTree(320)) + place(W * 0.95, H * 0.72, u, roundTree(280, darken(P.green, 0.08))));
  c.add(place(W * (o.vanX ?? 0.3), gb, u, van({ door: true })));
  c.add(place(W * (o.crateX ?? 0.74), gb + 4 * u, u * 1.1, petCrate(o.pet || 'dog', o.crateColor || P.orange, o.petColor)));
  if (o.second) c.add(place(W * 0.86, gb + 6 * u, u * 0.85, petCrate('cat', P.teal)));
  c.add(
    place(
      W * (o.personX ?? 0.6),
      gb + 2 * u,
      u,
      person({ pose: 'point', shirt: P.teal, pants: P.navy, skin: SKINS[2], hair: HAIRS[1], style: o.owner || 'woman', scarf: P.amber }),
    ),
  );
  c.add(place(W * 0.97, gb + 8 * u, u, bush(90)));
  return c;
}
