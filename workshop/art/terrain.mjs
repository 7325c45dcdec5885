/**
 * The land behind a scene: sky with sun or moon and clouds, rolling hills, mountain ranges, fields and a
 * city skyline, each drawn into a Canvas. `backdrop` (landscape.mjs) picks and layers them by motif.
 */
import { darken, lighten, mix, P } from './palette.mjs';
import { cloudShape, pine, roundTree } from './parts/scenery.mjs';
import { circle, fmt, group, line, path, place, polygon, rect, smoothPath } from './svg.mjs';

/** The height of a ridge (points in order of x) at x, to stand trees on it. */
export function heightAt(p, x) {
  for (let i = 0; i < p.length - 1; i++) {
    if (x >= p[i][0] && x <= p[i + 1][0]) {
      const t = (x - p[i][0]) / (p[i + 1][0] - p[i][0]);
      return p[i][1] + (p[i + 1][1] - p[i][1]) * t;
    }
  }
  return p[p.length - 1][1];
}

export function sky(c, o) {
  const { rng, hy, sunX, clouds = 4, sunR } = o;
  const { W, H, T } = c;
  c.sky.push(
    rect(
      0,
      0,
      W,
      H,
      c.linearGradient(
        T.sky.map(([s, col]) => [s, col]),
        0,
        0,
        0,
        hy,
      ),
    ),
  );
  const r = sunR ?? H * 0.055;
  const sy = hy - T.alt * hy;
  if (T.stars) {
    let s = '';
    for (let i = 0; i < 70; i++)
      s += circle(rng.range(0, W), rng.range(0, hy * 0.85), rng.range(0.8, 2.2) * (H / 900), P.cream, {
        opacity: rng.range(0.35, 0.9).toFixed(2),
      });
    c.sky.push(s);
  }
  if (T.moon) {
    c.sky.push(
      circle(sunX, sy, r * 2.2, P.sky, { opacity: 0.12 }) +
        circle(sunX, sy, r * 0.8, P.cream) +
        circle(sunX + r * 0.35, sy - r * 0.2, r * 0.7, mix(P.navy, P.blue, 0.4)),
    );
  } else if (o.sun !== false) {
    c.sky.push(
      circle(sunX, sy, r * 3.4, T.glow, { opacity: 0.12 }) +
        circle(sunX, sy, r * 2.1, T.glow, { opacity: 0.18 }) +
        circle(sunX, sy, r * 1.4, T.glow, { opacity: 0.35 }) +
        circle(sunX, sy, r, T.sun),
    );
  }
  let s = '';
  for (let i = 0; i < clouds; i++) {
    const x = rng.range(-0.05, 1.05) * W,
      y = rng.range(0.1, 0.55) * hy,
      k = rng.range(0.6, 1.3) * (H / 900);
    s += place(x, y, k, cloudShape(rng.range(140, 240), T.cloud), rng.chance(0.5));
  }
  c.sky.push(group(s, { opacity: T.cloudOp }));
  if (!T.stars && rng.chance(0.6)) {
    let b = '';
    const bx = rng.range(0.55, 0.9) * W,
      by = rng.range(0.15, 0.35) * hy,
      k = H / 900;
    for (let i = 0; i < 3; i++) {
      const x = bx + i * 26 * k + rng.range(-6, 6) * k,
        y = by + (i % 2) * 12 * k;
      b += path(
        `M${fmt(x - 8 * k)},${fmt(y)} Q${fmt(x - 4 * k)},${fmt(y - 5 * k)} ${fmt(x)},${fmt(y)} Q${fmt(x + 4 * k)},${fmt(y - 5 * k)} ${fmt(x + 8 * k)},${fmt(y)}`,
        'none',
        { stroke: P.navy, 'stroke-width': 2 * k, opacity: 0.5 },
      );
    }
    c.sky.push(b);
  }
}

function ridgePoints(c, baseY, amp, n, rng) {
  const p = [];
  for (let i = 0; i <= n; i++) p.push([-c.W * 0.06 + (c.W * 1.12 * i) / n, baseY - amp * rng.range(0.25, 1)]);
  return p;
}
export function hillLayer(c, o) {
  const { baseY, amp, n = 6, color, depth = 0, rng, trees = 0, pines = 0, rows = false, treeH = 0.08 } = o;
  const p = ridgePoints(c, baseY, amp, n, rng);
  const col = c.haze(color, depth);
  const d = smoothPath(p) + ` L${fmt(c.W * 1.08)},${fmt(c.H)} L${fmt(-c.W * 0.08)},${fmt(c.H)} Z`;
  let s = path(d, col);
  if (rows) {
    const cp = c.clip(path(d, '#000'));
    let r = '';
    for (let k = 1; k < 16; k++)
      r += path(smoothPath(p.map(([x, y]) => [x, y + k * c.H * 0.014 + k * k * c.H * 0.0006])), 'none', {
        stroke: darken(col, 0.14),
        'stroke-width': c.H * 0.004,
        opacity: 0.55,
      });
    s += group(r, { 'clip-path': cp });
  }
  const th = c.H * treeH;
  for (let i = 0; i < trees; i++) {
    const x = rng.range(0, c.W),
      y = heightAt(p, x) + th * 0.25 + rng.range(0, th * 0.4);
    s += place(
      x,
      y,
      (th / 200) * rng.range(0.7, 1.2),
      roundTree(200, c.haze(rng.pick([P.green, darken(P.green, 0.12), mix(P.green, P.teal, 0.3)]), depth)),
    );
  }
  for (let i = 0; i < pines; i++) {
    const x = rng.range(0, c.W),
      y = heightAt(p, x) + th * 0.2 + rng.range(0, th * 0.5);
    s += place(x, y, (th / 160) * rng.range(0.7, 1.25), pine(160, c.haze(mix(P.green, P.navy, 0.35), depth)));
  }
  c.add(s);
  return p;
}
export function mountainRange(c, o) {
  const { baseY, height, n, color, depth, rng, snow = true } = o;
  const col = c.haze(color, depth),
    shade = c.haze(darken(color, 0.18), depth),
    ice = c.haze('#FFFFFF', depth * 0.6);
  const step = (c.W * 1.3) / n;
  let s = '';
  for (let i = 0; i < n; i++) {
    const cx = -c.W * 0.15 + step * (i + 0.5) + rng.range(-0.3, 0.3) * step;
    const h = height * rng.range(0.6, 1),
      hw = h * rng.range(1.0, 1.6);
    const ax = cx,
      ay = baseY - h;
    s += polygon(
      [
        [cx - hw, baseY],
        [ax, ay],
        [cx + hw, baseY],
      ],
      col,
    );
    s += polygon(
      [
        [ax, ay],
        [cx + hw, baseY],
        [cx + hw * 0.15, baseY],
      ],
      shade,
    );
    if (snow && h > height * 0.68) {
      const t = 0.3,
        y = ay + h * t;
      s += polygon(
        [
          [ax, ay],
          [cx + hw * t, y],
          [cx + hw * t * 0.45, y - h * 0.06],
          [cx + hw * 0.05, y + h * 0.03],
          [cx - hw * t * 0.4, y - h * 0.07],
          [cx - hw * t, y],
        ],
        ice,
      );
      s += polygon(
        [
          [ax, ay],
          [cx + hw * t, y],
          [cx + hw * t * 0.45, y - h * 0.06],
          [cx + hw * 0.05, y + h * 0.03],
        ],
        c.haze(P.light, depth * 0.6),
      );
    }
  }
  c.add(s);
}
export function fields(c, { hy, rng }) {
  const { W, H } = c;
  let s = rect(0, hy, W, H - hy, c.haze(P.green, 0.4));
  const tl = c.haze(mix(P.green, P.navy, 0.2), 0.45);
  for (let x = -20; x < W + 20; x += rng.range(10, 26) * (H / 600)) s += circle(x, hy + 2, rng.range(6, 14) * (H / 600), tl);
  const cols = [
    P.lime,
    mix(P.lime, P.green, 0.5),
    mix(P.sand, P.amber, 0.3),
    P.green,
    mix(P.sand, P.lime, 0.5),
    P.lime,
    mix(P.green, P.teal, 0.2),
  ];
  let yl = hy + H * 0.01,
    yr = hy + H * 0.01,
    hgt = H * 0.018,
    i = rng.int(0, 6);
  while (Math.min(yl, yr) < H) {
    const sk = rng.range(-0.5, 0.5) * hgt;
    const nl = yl + hgt + sk,
      nr = yr + hgt - sk;
    const depth = Math.max(0, 0.45 - ((yl - hy) / (H - hy)) * 0.9);
    const col = c.haze(cols[i % cols.length], depth);
    s += polygon(
      [
        [0, yl],
        [W, yr],
        [W, nr + 1],
        [0, nl + 1],
      ],
      col,
    );
    if (i % 2 === 0) {
      for (let k = 1; k < 4; k++) {
        const t = k / 4;
        s += line(0, yl + (nl - yl) * t, W, yr + (nr - yr) * t, darken(col, 0.1), Math.max(1, hgt * 0.05));
      }
    }
    yl = nl;
    yr = nr;
    hgt *= 1.5;
    i++;
  }
  const nT = rng.int(3, 6);
  for (let k = 0; k < nT; k++) {
    const x = rng.range(0, W),
      y = hy + rng.range(0.02, 0.09) * H;
    s += place(x, y, ((H * 0.07) / 200) * (1 + (y - hy) / (H * 0.1)), roundTree(200, c.haze(darken(P.green, 0.1), 0.25)));
  }
  c.add(s);
}
export function skyline(c, o) {
  const { baseY, hmin, hmax, depth, rng, colors, lit = c.T.lit, x0 = -10, x1 = c.W + 10 } = o;
  const { H } = c;
  let s = '',
    g = '',
    x = x0;
  while (x < x1) {
    const w = rng.range(0.045, 0.11) * H,
      h = rng.range(hmin, hmax);
    const col = c.haze(rng.pick(colors), depth);
    s += rect(x, baseY - h, w, h + 2, col);
    const kind = rng.int(0, 4);
    if (kind === 0) s += rect(x + w * 0.45, baseY - h - H * 0.04, 3, H * 0.04, col);
    if (kind === 1)
      s += path(
        `M${fmt(x + w * 0.2)},${fmt(baseY - h)} Q${fmt(x + w * 0.5)},${fmt(baseY - h - w * 0.4)} ${fmt(x + w * 0.8)},${fmt(baseY - h)} Z`,
        col,
      );
    if (kind === 2) s += rect(x + w * 0.1, baseY - h - H * 0.012, w * 0.8, H * 0.012, darken(col, 0.1));
    const ww = H * 0.009,
      wh = H * 0.014,
      gx = H * 0.02,
      gy = H * 0.028;
    const win = c.haze(lighten(col, 0.35), depth * 0.5);
    for (let yy = baseY - h + H * 0.02; yy < baseY - H * 0.02; yy += gy) {
      for (let xx = x + w * 0.15; xx < x + w - ww - w * 0.1; xx += gx) {
        if (lit && rng.chance(0.35)) g += rect(xx, yy, ww, wh, P.amber, { opacity: (0.55 + 0.35 * (1 - depth)).toFixed(2) });
        else s += rect(xx, yy, ww, wh, win, { opacity: 0.7 });
      }
    }
    x += w + rng.range(0, 0.012) * H;
  }
  c.add(s);
  if (g) c.addLit(g);
}
