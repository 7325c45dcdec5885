/**
 * Buildings: the family house (two-storey villa or bungalow), the apartment block and the company
 * warehouse with its dock doors. Each is drawn around the middle of its front at ground level (see
 * `place` in ../svg.mjs).
 */
import { P, darken, lighten, mix } from '../palette.mjs';
import { makeRng } from '../random.mjs';
import { circle, ellipse, place, polygon, rect, roundedRect } from '../svg.mjs';
import { shieldMark } from './emblem.mjs';
import { plant } from './furniture.mjs';
import { cartonStack, woodCrate } from './packing.mjs';

/** Where the front door of a house of width w is, from the house's centre: scenes walk people to it. */
export const houseDoorX = (w = 520) => -w * 0.22;

export function house(o = {}) {
  const { style = 'villa', wall = P.cream, roof = P.orange, door = P.teal, trim = P.blue, lit = false, w = 520 } = o;
  const win = lit ? P.amber : P.sky;
  const window_ = (x, y, ww = 78, hh = 70) =>
    roundedRect(x - 6, y - 6, ww + 12, hh + 12, 4, P.white) +
    rect(x, y, ww, hh, win) +
    rect(x + ww / 2 - 2, y, 4, hh, P.white) +
    (lit
      ? ''
      : polygon(
          [
            [x + 8, y + hh],
            [x + 30, y],
            [x + 42, y],
            [x + 20, y + hh],
          ],
          '#FFFFFF',
          { opacity: 0.3 },
        )) +
    rect(x - 10, y + hh + 6, ww + 20, 8, trim);
  let s = ellipse(0, 0, w * 0.56, 10, '#000000', { opacity: 0.1 });
  const dx = houseDoorX(w);
  if (style === 'bungalow') {
    s += rect(-w / 2, -240, w, 240, wall) + rect(-w / 2, -26, w, 26, darken(wall, 0.08));
    s += polygon(
      [
        [-w / 2 - 34, -236],
        [w / 2 + 34, -236],
        [w / 2 - 40, -360],
        [-w / 2 + 40, -360],
      ],
      roof,
    );
    s += polygon(
      [
        [-w / 2 - 34, -236],
        [w / 2 + 34, -236],
        [w / 2 + 34, -224],
        [-w / 2 - 34, -224],
      ],
      darken(roof, 0.25),
    );
    s += window_(-w * 0.02, -180) + window_(w * 0.25, -180);
  } else {
    s += rect(-w / 2, -350, w, 350, wall) + rect(-w / 2, -26, w, 26, darken(wall, 0.08));
    s += rect(-w / 2 - 12, -186, w + 24, 14, lighten(trim, 0.55)) + rect(-w / 2 - 12, -364, w + 24, 20, trim);
    s += window_(-w * 0.02, -150) + window_(w * 0.25, -150) + window_(-w * 0.4, -320) + window_(w * 0.1, -320, 120, 80);
    s += rect(w * 0.06, -236, w * 0.4, 6, trim);
    for (let x = w * 0.07; x < w * 0.46; x += 16) s += rect(x, -232, 4, 40, trim);
    s += rect(w * 0.06, -196, w * 0.4, 6, trim);
    s += roundedRect(w / 2 - 120, -420, 70, 56, 10, P.ink) + rect(w / 2 - 124, -424, 78, 8, P.grey);
  }
  s += roundedRect(dx - 40, -170, 80, 166, 4, P.white) + rect(dx - 32, -162, 64, 158, door) + circle(dx + 20, -84, 4, P.amber);
  s += rect(dx - 58, -186, 116, 12, trim);
  s += rect(dx - 54, -8, 108, 8, P.steel) + rect(dx - 64, 0, 128, 6, P.steel);
  s += place(dx - 84, 0, 0.8, plant(70)) + place(dx + 84, 0, 0.8, plant(70, P.teal));
  return s;
}
export function apartment(o = {}) {
  const { floors = 6, w = 440, wall = mix(P.cream, P.sand, 0.25), trim = P.teal, lit = false, rng = makeRng('apt') } = o;
  const fh = 100,
    H = floors * fh + 40;
  let s = ellipse(0, 0, w * 0.56, 10, '#000000', { opacity: 0.1 });
  s += rect(-w / 2, -H, w, H, wall) + rect(-w / 2 - 10, -H - 14, w + 20, 18, trim);
  s += roundedRect(w / 2 - 120, -H - 60, 64, 48, 8, P.ink);
  for (let fl = 1; fl < floors; fl++) {
    const y = -fl * fh - 40;
    s += rect(-w / 2, y + fh - 8, w, 8, darken(wall, 0.1));
    for (let i = 0; i < 3; i++) {
      const x = -w / 2 + 30 + i * ((w - 60) / 3);
      const ww = (w - 60) / 3 - 30;
      const on = lit && rng.chance(0.55);
      s += rect(x, y + 18, ww, 56, on ? P.amber : P.sky) + rect(x + ww / 2 - 2, y + 18, 4, 56, P.white);
      if ((i + fl) % 2 === 0) {
        s += rect(x - 8, y + 60, ww + 16, 6, trim);
        for (let b = x - 6; b < x + ww + 8; b += 12) s += rect(b, y + 66, 3, 20, trim);
        s += rect(x - 8, y + 84, ww + 16, 6, trim);
      }
    }
  }
  s += rect(-70, -110, 140, 110, '#2A3542') + rect(-90, -126, 180, 16, trim) + rect(-1, -106, 2, 104, P.steel);
  s += rect(-100, -8, 200, 8, P.steel);
  return s;
}

export function warehouse(o = {}) {
  const { w = 1400, lit = false, doors = 4, openDoors = [1] } = o;
  const h = 420,
    wall = '#D9E2EA';
  let s = ellipse(0, 0, w * 0.54, 12, '#000000', { opacity: 0.1 });
  s += polygon(
    [
      [-w / 2 - 30, -h + 6],
      [0, -h - 70],
      [w / 2 + 30, -h + 6],
    ],
    P.navy,
  );
  s += rect(-w / 2, -h, w, h, wall);
  for (let x = -w / 2 + 12; x < w / 2; x += 22) s += rect(x, -h, 3, h - 60, darken(wall, 0.06));
  s += rect(-w / 2, -h + 50, w, 14, P.orange);
  for (let x = -w / 2 + 60; x < w / 2 - 60; x += 120) s += rect(x, -h + 16, 80, 24, P.sky);
  s += circle(0, -h - 6, 40, P.cream) + place(0, -h - 6, 0.95, shieldMark());
  const dw = Math.min(200, (w - 120) / doors - 50);
  for (let i = 0; i < doors; i++) {
    const cx = -w / 2 + (w / doors) * (i + 0.5);
    s += rect(cx - dw / 2 - 10, -316, dw + 20, 256, P.grey);
    if (openDoors.includes(i)) {
      s += rect(cx - dw / 2, -306, dw, 246, lit ? '#5C5238' : '#2A3542');
      s += rect(cx - dw / 2, -306, dw, 34, P.light);
      for (let k = 0; k < 2; k++) s += rect(cx - dw / 2, -300 + k * 12, dw, 3, P.steel);
      s += place(cx - dw * 0.18, -60, 0.9, cartonStack([2, 2, 1], 52, 46, i)) + place(cx + dw * 0.3, -60, 0.8, woodCrate(70, 60));
    } else {
      s += rect(cx - dw / 2, -306, dw, 246, P.light);
      for (let y = -300; y < -60; y += 14) s += rect(cx - dw / 2, y, dw, 3, P.steel);
    }
    s += roundedRect(cx - dw / 2 - 14, -60, 12, 30, 3, P.ink) + roundedRect(cx + dw / 2 + 2, -60, 12, 30, 3, P.ink);
    s += rect(cx - 3, -338, 6, 14, P.ink) + roundedRect(cx - 22, -330, 44, 10, 5, lit ? P.amber : P.ink);
  }
  s += rect(-w / 2 - 10, -60, w + 20, 60, P.steel) + rect(-w / 2 - 10, -60, w + 20, 8, P.light);
  for (let x = -w / 2; x < w / 2; x += 60) s += rect(x, -52, 30, 6, P.amber, { opacity: 0.9 });
  return s;
}
