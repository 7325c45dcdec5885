/**
 * People: a flat figure facing right, in one of a set of poses, with clothes, skin, hair, cap or scarf to
 * choose and optionally a carton in the hands; `crew` dresses one as a company packer so the crew looks
 * the same in every picture. Drawn around the feet (see `place` in ../svg.mjs).
 */
import { HAIRS, P, SKINS, darken } from '../palette.mjs';
import { circle, ellipse, line, path, place, rect, roundedRect } from '../svg.mjs';
import { carton } from './packing.mjs';

const ARMS = {
  stand: [
    [5, -112],
    [7, -88],
  ],
  walk: [
    [8, -113],
    [14, -90],
  ],
  carry: [
    [16, -112],
    [34, -120],
  ],
  low: [
    [12, -110],
    [30, -100],
  ],
  wave: [
    [20, -156],
    [24, -186],
  ],
  push: [
    [22, -120],
    [44, -126],
  ],
  hold: [
    [18, -112],
    [38, -114],
  ],
  tape: [
    [18, -110],
    [38, -96],
  ],
  point: [
    [22, -140],
    [46, -150],
  ],
  reach: [
    [24, -150],
    [40, -176],
  ],
};
/** A flat person facing right. pose: stand/walk/carry/low/wave/push/hold/tape/point/reach. */
export function person(o = {}) {
  const {
    pose = 'stand',
    shirt = P.blue,
    pants = P.navy,
    skin = SKINS[1],
    hair = HAIRS[0],
    cap = null,
    style = 'man',
    box = false,
    stride = 0,
    scarf = null,
    badge = false,
  } = o;
  const hipY = -86,
    sx = 0,
    sy = -138;
  const [fe, fh] = ARMS[pose] || ARMS.stand;
  const walkBack =
    pose === 'walk'
      ? [
          [-8, -113],
          [-14, -92],
        ]
      : null;
  const leg = (a, col) => {
    const r = (a * Math.PI) / 180;
    const x = Math.sin(r) * 78,
      y = hipY + Math.cos(r) * 78;
    return line(0, hipY, x, y, col, 17) + ellipse(x + 6, y + 3, 12, 6, P.ink);
  };
  const arm = (e, h, sleeve, dx = 0) =>
    line(sx + dx, sy, e[0] + dx, e[1], sleeve, 12) + line(e[0] + dx, e[1], h[0] + dx, h[1], skin, 10) + circle(h[0] + dx, h[1], 6, skin);
  const a = stride || 4;
  let s = ellipse(4, 0, 30, 5, '#000000', { opacity: 0.12 });
  s += leg(-a, darken(pants, 0.2));
  s += walkBack ? arm(walkBack[0], walkBack[1], darken(shirt, 0.18)) : arm(fe, fh, darken(shirt, 0.18), -6);
  s += leg(a, pants);
  if (style === 'woman') {
    s += path('M-17,-150 Q0,-155 17,-150 Q22,-120 25,-64 L-25,-64 Q-22,-120 -17,-150 Z', shirt);
    if (scarf) s += line(-14, -148, 16, -104, scarf, 8);
  } else {
    s += roundedRect(-19, -150, 38, 70, 13, shirt);
    if (badge) s += circle(9, -130, 4.5, P.orange) + rect(-19, -90, 38, 6, darken(shirt, 0.2));
  }
  s += rect(-5, -154, 10, 10, skin);
  if (style === 'woman') s += roundedRect(-19, -170, 14, 46, 7, hair) + circle(-15, -172, 8, hair);
  s += circle(-2, -166, 16.5, hair) + circle(1, -162, 14.5, skin) + circle(-3, -161, 3.5, darken(skin, 0.15)) + circle(9, -164, 1.9, P.ink);
  s += path('M7,-154 Q10,-152 13,-155', 'none', { stroke: darken(skin, 0.45), 'stroke-width': 1.6, 'stroke-linecap': 'round' });
  if (style === 'man' && o.moustache)
    s += path('M6,-157 Q11,-159 15,-156', 'none', { stroke: hair, 'stroke-width': 2.5, 'stroke-linecap': 'round' });
  if (cap) s += path('M-16,-167 A17,15 0 0 1 17,-167 Z', cap) + roundedRect(8, -170, 20, 5, 2, cap);
  if (box) {
    const bw = box.w || 50,
      bh = box.h || 44;
    const base = pose === 'low' ? [36, -76] : [40, -98];
    s += place(base[0], base[1], 1, carton(bw, bh, { color: box.color || P.kraft, label: false }));
  }
  s += arm(fe, fh, shirt);
  return s;
}
export const crew = (i, pose, extra = {}) =>
  person({
    pose,
    shirt: i % 2 ? P.orange : P.blue,
    pants: P.navy,
    skin: SKINS[i % SKINS.length],
    hair: HAIRS[i % HAIRS.length],
    cap: i % 3 === 2 ? null : P.navy,
    badge: true,
    moustache: i % 2 === 0,
    ...extra,
  });
