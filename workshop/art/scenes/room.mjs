/**
 * The room scene: a home or office interior with a window, and a list of items set on the floor
 * (cartons, furniture, packing gear, people) for packing, unpacking and office moves. Takes the output
 * size and options and returns a Canvas.
 */
import { Canvas } from '../canvas.mjs';
import { P, darken, mix } from '../palette.mjs';
import { cupboard, desk, floorLamp, fridge, officeChair, plant, sofa, tv, vase, washer } from '../parts/furniture.mjs';
import { bubbleRoll, carton, cartonStack, dolly, tapeRoll, woodCrate } from '../parts/packing.mjs';
import { crew, person } from '../parts/people.mjs';
import { petCrate } from '../parts/pets.mjs';
import { circle, fmt, group, path, place, polygon, rect, roundedRect, smoothPath } from '../svg.mjs';

/** Interior room: packing, unpacking, office moves. */
export function sceneRoom(W, H, o = {}) {
  const c = new Canvas(W, H, 'day', o.temp || 0);
  const u = H * 0.0021 * (o.scale || 1);
  const fy = H * 0.7;
  const wall = o.wall || mix(P.mist, P.cream, 0.5);
  c.add(rect(0, 0, W, fy, wall) + rect(0, fy - 14 * u, W, 14 * u, darken(wall, 0.08)));
  const floorCol = o.floor || mix(P.sand, P.cream, 0.45);
  let fl = rect(0, fy, W, H - fy, floorCol);
  for (let y = fy + 22 * u, k = 1; y < H; y += 22 * u * k, k *= 1.25) fl += rect(0, y, W, 2 * u, darken(floorCol, 0.08));
  c.add(fl);
  // window with a view
  const wx = W * (o.winX ?? 0.14),
    wy = H * 0.12,
    wW = 190 * u,
    wH = 150 * u;
  const inner = rect(wx, wy, wW, wH, '#000');
  const cp = c.clip(inner);
  let view = rect(
    wx,
    wy,
    wW,
    wH,
    c.linearGradient(
      [
        [0, P.sky],
        [1, P.mist],
      ],
      0,
      wy,
      0,
      wy + wH,
    ),
  );
  view += path(
    smoothPath([
      [wx - 10, wy + wH * 0.7],
      [wx + wW * 0.3, wy + wH * 0.5],
      [wx + wW * 0.7, wy + wH * 0.65],
      [wx + wW + 10, wy + wH * 0.55],
    ]) + ` L${fmt(wx + wW + 10)},${fmt(wy + wH)} L${fmt(wx - 10)},${fmt(wy + wH)} Z`,
    mix(P.green, P.sky, 0.3),
  );
  view += circle(wx + wW * 0.75, wy + wH * 0.3, 16 * u, P.amber);
  c.add(
    group(view, { 'clip-path': cp }) +
      rect(wx - 8 * u, wy - 8 * u, wW + 16 * u, 8 * u, P.white) +
      rect(wx - 8 * u, wy + wH, wW + 16 * u, 10 * u, P.white) +
      rect(wx - 8 * u, wy, 8 * u, wH, P.white) +
      rect(wx + wW, wy, 8 * u, wH, P.white) +
      rect(wx + wW / 2 - 3 * u, wy, 6 * u, wH, P.white),
  );
  if (o.kind !== 'office') {
    c.add(
      rect(wx - 40 * u, wy - 20 * u, 36 * u, wH + 60 * u, P.teal) +
        rect(wx + wW + 4 * u, wy - 20 * u, 36 * u, wH + 60 * u, P.teal) +
        rect(wx - 50 * u, wy - 26 * u, wW + 100 * u, 8 * u, P.grey),
    );
    const ax = W * (o.artX ?? 0.62);
    c.add(
      rect(ax, H * 0.14, 110 * u, 80 * u, P.white) +
        rect(ax + 8 * u, H * 0.14 + 8 * u, 94 * u, 64 * u, P.sky) +
        polygon(
          [
            [ax + 8 * u, H * 0.14 + 72 * u],
            [ax + 45 * u, H * 0.14 + 30 * u],
            [ax + 80 * u, H * 0.14 + 72 * u],
          ],
          P.teal,
        ) +
        circle(ax + 80 * u, H * 0.14 + 26 * u, 9 * u, P.orange),
    );
  } else {
    c.add(
      roundedRect(W * 0.52, H * 0.12, 220 * u, 120 * u, 6 * u, P.white) +
        rect(W * 0.52, H * 0.12 + 120 * u, 220 * u, 6 * u, P.grey) +
        roundedRect(W * 0.52 + 20 * u, H * 0.12 + 20 * u, 60 * u, 8 * u, 3 * u, P.sky) +
        roundedRect(W * 0.52 + 20 * u, H * 0.12 + 40 * u, 120 * u, 8 * u, 3 * u, P.light) +
        rect(W * 0.52 + 130 * u, H * 0.12 + 60 * u, 12 * u, 40 * u, P.teal) +
        rect(W * 0.52 + 150 * u, H * 0.12 + 45 * u, 12 * u, 55 * u, P.orange) +
        rect(W * 0.52 + 170 * u, H * 0.12 + 30 * u, 12 * u, 70 * u, P.blue),
    );
  }
  let s = '';
  for (const it of o.items || []) {
    const x = W * it.x,
      y = H * (it.y ?? 0.93),
      k = u * (it.k ?? 1);
    let part = '';
    switch (it.t) {
      case 'stack':
        part = cartonStack(it.rows || [3, 2, 1], it.w || 60, it.h || 50, it.shift || 0);
        break;
      case 'carton':
        part = carton(it.w || 60, it.h || 50, { open: it.open, color: it.color || P.kraft });
        break;
      case 'sofa':
        part = sofa(it.color || P.teal, it.wrapped);
        break;
      case 'tv':
        part = tv(it.wrapped);
        break;
      case 'fridge':
        part = fridge(it.wrapped);
        break;
      case 'roll':
        part = bubbleRoll();
        break;
      case 'tape':
        part = tapeRoll();
        break;
      case 'vase':
        part = vase(it.wrapped !== false);
        break;
      case 'desk':
        part = desk();
        break;
      case 'chair':
        part = officeChair(it.color || P.navy);
        break;
      case 'crate':
        part = woodCrate(it.w || 90, it.h || 70);
        break;
      case 'plant':
        part = plant(90, it.color || P.orange);
        break;
      case 'lamp':
        part = floorLamp();
        break;
      case 'cupboard':
        part = cupboard();
        break;
      case 'washer':
        part = washer();
        break;
      case 'petcrate':
        part = petCrate(it.pet || 'cat', it.color || P.orange, it.petColor);
        break;
      case 'dolly':
        part = dolly(it.tilt ?? -22, it.boxes ?? 3) + (it.pusher != null ? place(-105, 0, 1, crew(it.pusher, 'push', { stride: 14 })) : '');
        break;
      case 'table':
        part = roundedRect(-80, -72, 160, 10, 3, mix(P.wood, P.sand, 0.4)) + rect(-72, -62, 8, 62, P.wood) + rect(64, -62, 8, 62, P.wood);
        break;
      case 'person':
        part = it.crew != null ? crew(it.crew, it.pose, it.opts || {}) : person({ pose: it.pose, ...(it.opts || {}) });
        break;
      default:
        part = '';
    }
    s += place(x, y, k, part, it.flip);
  }
  c.add(s);
  return c;
}
