/**
 * Scenery: trees (round, pine, palm, acacia), bushes and clouds, and small landmarks of the road and the
 * regions: the street light, a chhatri (domed pavilion) and a sailboat. Each part is drawn around its own
 * origin, on the ground (see `place` in ../svg.mjs).
 */
import { P, darken, lighten, mix } from '../palette.mjs';
import { circle, ellipse, fmt, line, path, polygon, rect, roundedRect } from '../svg.mjs';

export function roundTree(h = 200, col = P.green) {
  return (
    rect(-6, -h * 0.45, 12, h * 0.45, P.wood) +
    circle(0, -h * 0.66, h * 0.3, col) +
    circle(-h * 0.17, -h * 0.52, h * 0.22, col) +
    circle(h * 0.18, -h * 0.54, h * 0.22, darken(col, 0.08)) +
    circle(h * 0.05, -h * 0.8, h * 0.14, lighten(col, 0.08))
  );
}
export function pine(h = 160, col = mix(P.green, P.navy, 0.35)) {
  return (
    rect(-4, -h * 0.2, 8, h * 0.2, P.wood) +
    polygon(
      [
        [-h * 0.26, -h * 0.15],
        [0, -h * 0.62],
        [h * 0.26, -h * 0.15],
      ],
      col,
    ) +
    polygon(
      [
        [-h * 0.2, -h * 0.45],
        [0, -h],
        [h * 0.2, -h * 0.45],
      ],
      lighten(col, 0.06),
    ) +
    polygon(
      [
        [0, -h],
        [h * 0.2, -h * 0.45],
        [0, -h * 0.5],
      ],
      darken(col, 0.1),
    )
  );
}
export function palm(h = 260, lean = 1, col = P.green) {
  const tx = lean * h * 0.18,
    ty = -h;
  let s = path(
    `M-6,0 Q${fmt(lean * h * 0.02)},${fmt(-h * 0.5)} ${fmt(tx - 4)},${fmt(ty)} L${fmt(tx + 6)},${fmt(ty)} Q${fmt(lean * h * 0.06)},${fmt(-h * 0.5)} 8,0 Z`,
    mix(P.wood, P.sand, 0.35),
  );
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    s += line(
      lean * h * 0.03 * t * 4 * (1 - t) * 1.5 + tx * t * t - 6,
      -h * t,
      lean * h * 0.03 * t * 4 * (1 - t) * 1.5 + tx * t * t + 7,
      -h * t,
      darken(P.wood, 0.1),
      2,
    );
  }
  const fronds = [
    [-150, 1],
    [-115, 0.95],
    [-70, 1],
    [-30, 0.95],
    [10, 0.9],
    [-95, 0.8],
    [-50, 0.8],
  ];
  for (const [a, k] of fronds) {
    const r = (a * Math.PI) / 180,
      L1 = h * 0.42 * k;
    const ex = tx + Math.cos(r) * L1,
      ey = ty + Math.sin(r) * L1 * 0.6 + L1 * 0.35;
    const mx = tx + Math.cos(r) * L1 * 0.5,
      my = ty + Math.sin(r) * L1 * 0.5 - h * 0.04;
    s += path(
      `M${fmt(tx)},${fmt(ty)} Q${fmt(mx)},${fmt(my - h * 0.05)} ${fmt(ex)},${fmt(ey)} Q${fmt(mx)},${fmt(my + h * 0.04)} ${fmt(tx)},${fmt(ty + 6)} Z`,
      a % 20 ? col : darken(col, 0.12),
    );
  }
  s += circle(tx - 6, ty + 8, 7, P.wood) + circle(tx + 6, ty + 10, 7, darken(P.wood, 0.15));
  return s;
}
export function acacia(h = 140, col = mix(P.green, P.sand, 0.3)) {
  return (
    path(
      `M-5,0 L-3,${-h * 0.6} L-22,${-h * 0.82} L-16,${-h * 0.84} L0,${-h * 0.68} L14,${-h * 0.86} L20,${-h * 0.82} L5,${-h * 0.6} L5,0 Z`,
      P.wood,
    ) +
    ellipse(-4, -h * 0.88, h * 0.42, h * 0.12, col) +
    ellipse(10, -h * 0.95, h * 0.26, h * 0.08, lighten(col, 0.08))
  );
}
export function bush(w = 80, col = P.green) {
  return (
    ellipse(-w * 0.25, -w * 0.2, w * 0.3, w * 0.22, col) +
    ellipse(w * 0.15, -w * 0.26, w * 0.32, w * 0.28, darken(col, 0.06)) +
    ellipse(w * 0.4, -w * 0.14, w * 0.2, w * 0.15, col)
  );
}
export function streetLight(h = 260) {
  return (
    rect(-4, -h, 8, h, P.grey) +
    path(`M0,${-h} Q0,${-h - 24} 40,${-h - 24}`, 'none', { stroke: P.grey, 'stroke-width': 7 }) +
    roundedRect(30, -h - 30, 32, 12, 5, P.ink)
  );
}
export function chhatri(col = P.sand) {
  return (
    rect(-60, -20, 120, 20, col) +
    rect(-52, -70, 10, 50, col) +
    rect(42, -70, 10, 50, col) +
    rect(-8, -70, 16, 50, col) +
    rect(-64, -82, 128, 12, col) +
    path('M-46,-82 Q-46,-130 0,-134 Q46,-130 46,-82 Z', col) +
    rect(-2, -150, 4, 18, col)
  );
}
export function boat() {
  return (
    path('M-60,-10 L60,-10 L44,8 L-46,8 Z', P.navy) +
    polygon(
      [
        [-4, -14],
        [-4, -90],
        [46, -14],
      ],
      P.cream,
    ) +
    polygon(
      [
        [-10, -14],
        [-10, -70],
        [-44, -14],
      ],
      P.orange,
    ) +
    rect(-6, -92, 3, 84, P.ink)
  );
}
export function cloudShape(w, fill) {
  return (
    roundedRect(-w / 2, -14, w, 28, 14, fill) +
    circle(-w * 0.18, -18, 26, fill) +
    circle(w * 0.08, -30, 34, fill) +
    circle(w * 0.3, -14, 20, fill)
  );
}
