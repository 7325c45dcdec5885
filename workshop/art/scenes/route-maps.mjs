/**
 * Route maps: a network of dotted routes between pins, with small trucks on the way, and a compass rose.
 * They make the vision picture (over a stylised countryside) and the transparent India routes art, which
 * is deliberately abstract: no outline of India's map is drawn.
 */
import { Canvas } from '../canvas.mjs';
import { P, darken, mix } from '../palette.mjs';
import { truck } from '../parts/vehicles.mjs';
import { makeRng } from '../random.mjs';
import { circle, ellipse, fmt, line, path, place, polygon, rect, smoothPath } from '../svg.mjs';

/** Top-down style route network (vision art and the transparent India routes art). */
function routeNetwork(c, o) {
  const { x0, y0, w, h, rng, cols = 4, rows = 4, trucks = 5, k = 1, hubIndex } = o;
  const nodes = [];
  for (let r = 0; r < rows; r++)
    for (let q = 0; q < cols; q++) {
      if (o.skip && o.skip(q, r)) continue;
      nodes.push([x0 + (w * (q + 0.5 + rng.range(-0.28, 0.28))) / cols, y0 + (h * (r + 0.5 + rng.range(-0.28, 0.28))) / rows]);
    }
  const edges = new Set();
  nodes.forEach((a, i) => {
    const near = nodes
      .map((b, j) => [j, Math.hypot(a[0] - b[0], a[1] - b[1])])
      .filter(([j]) => j !== i)
      .sort((p, q) => p[1] - q[1])
      .slice(0, 2);
    for (const [j] of near) edges.add(i < j ? `${i}-${j}` : `${j}-${i}`);
  });
  let lines = '',
    tr = '',
    pins = '';
  const curves = [];
  for (const e of edges) {
    const [i, j] = e.split('-').map(Number);
    const [a, b] = [nodes[i], nodes[j]];
    const mx = (a[0] + b[0]) / 2,
      my = (a[1] + b[1]) / 2,
      len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const bend = rng.range(-0.18, 0.18) * len;
    const cx = mx + (-(b[1] - a[1]) / len) * bend,
      cy = my + ((b[0] - a[0]) / len) * bend;
    lines += path(`M${fmt(a[0])},${fmt(a[1])} Q${fmt(cx)},${fmt(cy)} ${fmt(b[0])},${fmt(b[1])}`, 'none', {
      stroke: o.lineCol || P.blue,
      'stroke-width': 5 * k,
      'stroke-dasharray': `0.1 ${fmt(14 * k)}`,
      'stroke-linecap': 'round',
      opacity: 0.85,
    });
    curves.push([a, [cx, cy], b]);
  }
  const order = curves
    .map((cv, i) => [i, rng.next()])
    .sort((p, q) => p[1] - q[1])
    .slice(0, trucks)
    .map(([i]) => i);
  for (const idx of order) {
    const [a, m, b] = curves[idx];
    const t = 0.5;
    const px = (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * m[0] + t * t * b[0];
    const py = (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * m[1] + t * t * b[1];
    const dx = 2 * (1 - t) * (m[0] - a[0]) + 2 * t * (b[0] - m[0]),
      dy = 2 * (1 - t) * (m[1] - a[1]) + 2 * t * (b[1] - m[1]);
    let ang = (Math.atan2(dy, dx) * 180) / Math.PI;
    let flip = false;
    if (dx < 0) {
      flip = true;
      ang = ang > 0 ? ang - 180 : ang + 180;
    }
    ang = Math.max(-30, Math.min(30, ang));
    tr += place(px, py + 4 * k, 0.075 * k, truck({}), flip, ang);
  }
  nodes.forEach((p, i) => {
    const hub = i === (hubIndex ?? Math.floor(nodes.length / 2));
    const s = (hub ? 1.45 : 1) * k;
    pins += place(
      p[0],
      p[1],
      s,
      ellipse(0, 0, 9, 3.5, '#000000', { opacity: 0.18 }) +
        path('M0,0 C-4,-8 -14,-16 -14,-28 A14,14 0 1 1 14,-28 C14,-16 4,-8 0,0 Z', hub ? P.orange : i % 3 === 0 ? P.teal : P.navy) +
        circle(0, -28, 6, P.cream),
    );
  });
  c.add(lines + tr + pins);
}
function compassRose(r) {
  let s =
    circle(0, 0, r, P.cream, { opacity: 0.9 }) +
    circle(0, 0, r, 'none', { stroke: P.navy, 'stroke-width': r * 0.035 }) +
    circle(0, 0, r * 0.84, 'none', { stroke: P.sky, 'stroke-width': r * 0.02 });
  for (let a = 0; a < 360; a += 15) {
    const rad = (a * Math.PI) / 180,
      r1 = a % 90 === 0 ? r * 0.72 : r * 0.78;
    s += line(Math.cos(rad) * r1, Math.sin(rad) * r1, Math.cos(rad) * r * 0.84, Math.sin(rad) * r * 0.84, P.navy, r * 0.018);
  }
  const star = (a, len, wd, c1, c2) => {
    const rad = (a * Math.PI) / 180,
      px = Math.cos(rad),
      py = Math.sin(rad),
      qx = -py,
      qy = px;
    return (
      polygon(
        [
          [0, 0],
          [px * len, py * len],
          [qx * wd, qy * wd],
        ],
        c1,
      ) +
      polygon(
        [
          [0, 0],
          [px * len, py * len],
          [-qx * wd, -qy * wd],
        ],
        c2,
      )
    );
  };
  for (const a of [45, 135, 225, 315]) s += star(a, r * 0.55, r * 0.09, P.amber, P.orange);
  for (const a of [0, 90, 180, 270])
    s += star(a, r * 0.8, r * 0.13, a === 270 ? P.orange : P.blue, a === 270 ? darken(P.orange, 0.2) : P.navy);
  s += circle(0, 0, r * 0.1, P.cream) + circle(0, 0, r * 0.045, P.navy);
  s += polygon(
    [
      [0, -r * 1.18],
      [r * 0.1, -r * 1.02],
      [-r * 0.1, -r * 1.02],
    ],
    P.orange,
  );
  return s;
}

export function indiaRoutesSVG() {
  const W = 900,
    H = 900;
  const c = new Canvas(W, H, 'day');
  const rng = makeRng('india-routes');
  c.add(
    circle(450, 450, 400, P.sky, { opacity: 0.16 }) +
      circle(450, 450, 330, 'none', { stroke: P.sky, 'stroke-width': 2, 'stroke-dasharray': '4 10', opacity: 0.8 }) +
      circle(450, 450, 230, 'none', { stroke: P.sky, 'stroke-width': 2, 'stroke-dasharray': '4 10', opacity: 0.6 }),
  );
  routeNetwork(c, {
    x0: 120,
    y0: 110,
    w: 660,
    h: 680,
    rng,
    cols: 4,
    rows: 4,
    trucks: 6,
    k: 1.6,
    skip: (q, r) => (q === 0 && r === 3) || (q === 3 && r === 0),
    lineCol: P.blue,
    hubIndex: 6,
  });
  c.add(place(150, 740, 1, compassRose(92)));
  return c.svg({ transparent: true });
}

export function visionScene(W, H) {
  const c = new Canvas(W, H, 'day');
  const rng = makeRng('vision');
  let s = rect(0, 0, W, H, mix(P.mist, P.lime, 0.25));
  for (let i = 0; i < 14; i++)
    s += ellipse(
      rng.range(0, W),
      rng.range(0, H),
      rng.range(90, 220),
      rng.range(60, 140),
      rng.pick([P.lime, P.green, P.sand, mix(P.lime, P.sand, 0.5)]),
      { opacity: 0.35 },
    );
  s += path(
    smoothPath([
      [-20, H * 0.18],
      [W * 0.25, H * 0.3],
      [W * 0.45, H * 0.22],
      [W * 0.62, H * 0.48],
      [W * 0.8, H * 0.55],
      [W + 20, H * 0.78],
    ]),
    'none',
    { stroke: P.ocean, 'stroke-width': 26, opacity: 0.7, 'stroke-linecap': 'round' },
  );
  s += path(`M${W * 0.78},${H} Q${W * 0.88},${H * 0.82} ${W + 10},${H * 0.86} L${W + 10},${H} Z`, P.sea, { opacity: 0.8 });
  for (let i = 0; i < 6; i++) {
    const x = rng.range(0.05, 0.4) * W,
      y = rng.range(0.05, 0.3) * H;
    s +=
      polygon(
        [
          [x - 40, y + 30],
          [x, y - 30],
          [x + 40, y + 30],
        ],
        mix(P.blue, P.sky, 0.4),
      ) +
      polygon(
        [
          [x, y - 30],
          [x + 40, y + 30],
          [x + 8, y + 30],
        ],
        mix(P.blue, P.sky, 0.2),
      ) +
      polygon(
        [
          [x, y - 30],
          [x + 10, y - 15],
          [x - 9, y - 15],
        ],
        P.cream,
      );
  }
  for (let i = 0; i < 40; i++) {
    const x = rng.range(0, W),
      y = rng.range(0, H);
    s += circle(x, y, rng.range(8, 14), darken(P.green, rng.range(0, 0.2)), { opacity: 0.9 });
  }
  for (let i = 0; i < 5; i++) {
    const x = rng.range(0.5, 0.95) * W,
      y = rng.range(0.05, 0.35) * H;
    for (let k = 0; k < 5; k++)
      s += rect(x + k * 14, y - rng.range(10, 40), 11, 50, mix(P.sky, P.blue, rng.range(0, 0.4)), { opacity: 0.8 });
  }
  c.add(s);
  routeNetwork(c, { x0: 60, y0: 80, w: W - 120, h: H - 140, rng, cols: 5, rows: 4, trucks: 7, k: 1.5, lineCol: P.navy });
  c.add(place(W - 110, H - 110, 1, compassRose(70)));
  return c;
}
