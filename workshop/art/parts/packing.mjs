/**
 * Packing materials and handling gear: cartons (closed, open, stacked), the pallet, the wooden crate,
 * bubble wrap and its roll, the tape roll and the hand truck (dolly) loaded with cartons. Each part is
 * drawn around its own origin, on the ground and facing right (see `place` in ../svg.mjs).
 */
import { P, darken, lighten, mix } from '../palette.mjs';
import { circle, ellipse, fmt, line, path, place, polygon, rect, roundedRect } from '../svg.mjs';

/** A carton seen slightly from above-right. */
export function carton(w = 60, h = 50, o = {}) {
  const { color = P.kraft, tape = true, label = true, open = false } = o;
  const dx = w * 0.22,
    dy = -Math.min(w, h) * 0.2;
  let s = rect(-w / 2, -h, w, h, color);
  s += polygon(
    [
      [w / 2, 0],
      [w / 2, -h],
      [w / 2 + dx, -h + dy],
      [w / 2 + dx, dy],
    ],
    darken(color, 0.16),
  );
  if (open) {
    s += polygon(
      [
        [-w / 2, -h],
        [w / 2, -h],
        [w / 2 + dx, -h + dy],
        [-w / 2 + dx, -h + dy],
      ],
      darken(color, 0.45),
    );
    s += polygon(
      [
        [-w / 2, -h],
        [-w / 2 - w * 0.1, -h - h * 0.35],
        [w * 0.1, -h - h * 0.3],
        [w / 2 - w * 0.2, -h],
      ],
      lighten(color, 0.15),
    );
    s += polygon(
      [
        [w / 2, -h],
        [w / 2 + dx + w * 0.12, -h - h * 0.3],
        [w / 2 + dx, -h + dy],
      ],
      darken(color, 0.06),
    );
  } else {
    s += polygon(
      [
        [-w / 2, -h],
        [w / 2, -h],
        [w / 2 + dx, -h + dy],
        [-w / 2 + dx, -h + dy],
      ],
      lighten(color, 0.22),
    );
    if (tape) {
      const tw = w * 0.13;
      s += polygon(
        [
          [-tw / 2, -h],
          [tw / 2, -h],
          [tw / 2 + dx, -h + dy],
          [-tw / 2 + dx, -h + dy],
        ],
        P.cream,
        { opacity: 0.75 },
      );
      s += rect(-tw / 2, -h, tw, h * 0.3, P.cream, { opacity: 0.75 });
    }
  }
  if (label) s += rect(-w * 0.42, -h * 0.42, w * 0.3, h * 0.22, P.cream) + rect(-w * 0.38, -h * 0.33, w * 0.2, h * 0.04, P.orange);
  return s;
}
/** A neat stack of cartons; rows is a list of counts from the bottom. */
export function cartonStack(rows = [3, 2, 1], w = 60, h = 50, colorShift = 0) {
  let s = '';
  rows.forEach((n, r) => {
    for (let i = 0; i < n; i++) {
      const x = (i - (n - 1) / 2) * (w + 2);
      const col = mix(P.kraft, (i + r + colorShift) % 3 === 0 ? P.sand : '#C8914A', 0.25);
      s += place(x, -r * h, 1, carton(w, h, { color: col, label: (i + r) % 2 === 0 }));
    }
  });
  return s;
}

export function pallet(w = 120) {
  let s = '';
  for (const x of [-w / 2, -6, w / 2 - 12]) s += rect(x, -12, 12, 12, darken(P.kraft, 0.25));
  s += rect(-w / 2, -18, w, 7, darken(P.kraft, 0.1));
  return s;
}
export function woodCrate(w = 90, h = 70) {
  const col = mix(P.kraft, P.wood, 0.35);
  let s = rect(-w / 2, -h, w, h, col);
  for (let y = -h + h / 3; y < 0; y += h / 3) s += rect(-w / 2, y - 1.5, w, 3, darken(col, 0.2));
  s += polygon(
    [
      [-w / 2 + 6, -6],
      [-w / 2 + 14, -6],
      [w / 2 - 6, -h + 6],
      [w / 2 - 14, -h + 6],
    ],
    lighten(col, 0.12),
  );
  s += rect(-w / 2, -h, 8, h, darken(col, 0.1)) + rect(w / 2 - 8, -h, 8, h, darken(col, 0.1));
  return s;
}
/** Translucent bubble-wrap film over a box-shaped area. */
export function bubbleWrap(x, y, w, h, r = 10) {
  let s = roundedRect(x, y, w, h, r, '#D6ECF5', { opacity: 0.42 });
  let row = 0;
  for (let yy = y + 9; yy < y + h - 5; yy += 15, row++) {
    for (let xx = x + 9 + (row % 2 ? 7 : 0); xx < x + w - 5; xx += 15) s += circle(xx, yy, 2.6, '#FFFFFF', { opacity: 0.6 });
  }
  s += rect(x + w * 0.3, y, 7, h, P.cream, { opacity: 0.85 }) + rect(x + w * 0.72, y, 7, h, P.cream, { opacity: 0.85 });
  return s;
}
export function bubbleRoll() {
  let s = roundedRect(-34, -92, 68, 92, 10, '#CFE6F2');
  for (let y = -84; y < -4; y += 11)
    for (let x = -26; x < 30; x += 11) s += circle(x + ((y / 11) % 2 ? 5 : 0), y, 3, '#FFFFFF', { opacity: 0.7 });
  s += ellipse(0, -92, 34, 9, '#E4F2F8') + ellipse(0, -92, 10, 4, P.steel);
  s += polygon(
    [
      [34, -20],
      [70, -8],
      [70, 0],
      [34, 0],
    ],
    '#CFE6F2',
    { opacity: 0.8 },
  );
  return s;
}

export function tapeRoll() {
  return circle(0, -14, 14, P.amber) + circle(0, -14, 6, P.cream);
}

/** Hand truck (dolly) with cartons; tilt leans it back toward the person pushing. */
export function dolly(tilt = 0, boxes = 2) {
  let s =
    line(-6, -14, -6, -146, P.grey, 6) +
    path('M-6,-146 Q-6,-160 10,-158', 'none', { stroke: P.grey, 'stroke-width': 6, 'stroke-linecap': 'round' });
  s += rect(-8, -10, 54, 7, P.grey);
  for (let i = 0; i < boxes; i++)
    s += place(22, -10 - i * 44, 1, carton(50, 44, { color: mix(P.kraft, P.sand, (i % 2) * 0.3), label: i === 0 }));
  s += circle(-6, -14, 15, P.tyre) + circle(-6, -14, 5, P.steel);
  return `<g transform="rotate(${fmt(tilt)} -6 -14)">${s}</g>`;
}
