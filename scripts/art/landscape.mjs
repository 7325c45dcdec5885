/**
 * Landscape layers, painted across a whole Canvas rather than placed like parts: the sky (sun or moon,
 * stars, clouds, birds), hills, mountain ranges, fields and city skylines; `backdrop`, which stacks them
 * for a motif (mountains, hills, plains, desert, coast, city, suburb); the road and its verge; and the glow
 * of headlights and street lamps. The farther a layer, the more it fades into the time of day's haze.
 */
import { P, darken, lighten, mix } from './palette.mjs';
import { acacia, boat, chhatri, cloudShape, palm, pine, roundTree } from './parts/scenery.mjs';
import { circle, ellipse, fmt, group, line, path, place, polygon, rect, roundedRect, smoothPath } from './svg.mjs';

/** The height of a ridge (points in order of x) at x, to stand trees on it. */
function heightAt(p, x) {
  for (let i = 0; i < p.length - 1; i++) {
    if (x >= p[i][0] && x <= p[i + 1][0]) {
      const t = (x - p[i][0]) / (p[i + 1][0] - p[i][0]);
      return p[i][1] + (p[i + 1][1] - p[i][1]) * t;
    }
  }
  return p[p.length - 1][1];
}

function sky(c, o) {
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
function hillLayer(c, o) {
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
function mountainRange(c, o) {
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
function fields(c, { hy, rng }) {
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
function skyline(c, o) {
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

/** Everything behind the action: sky, sun, clouds and the landscape of a motif down to the ground. */
export function backdrop(c, motif, o) {
  const { rng, hy, gy } = o;
  const { W, H } = c;
  sky(c, { rng, hy, sunX: o.sunX ?? W * rng.range(0.55, 0.85), clouds: o.clouds ?? rng.int(3, 5), sun: o.sun });
  if (motif === 'mountains') {
    const n = o.peaks ?? rng.int(3, 6);
    mountainRange(c, { baseY: hy + H * 0.02, height: hy * 0.68, n: n + 2, color: mix(P.blue, P.sky, 0.35), depth: 0.5, rng });
    mountainRange(c, { baseY: hy + H * 0.05, height: hy * 0.5, n, color: P.blue, depth: 0.22, rng });
    hillLayer(c, {
      baseY: hy + H * 0.06,
      amp: H * 0.04,
      n: 8,
      color: mix(P.green, P.navy, 0.3),
      depth: 0.15,
      rng,
      pines: Math.round(W / 45),
      treeH: 0.06,
    });
    hillLayer(c, { baseY: hy + H * 0.12, amp: H * 0.035, n: 6, color: P.green, depth: 0, rng, pines: Math.round(W / 200), treeH: 0.1 });
  } else if (motif === 'hills') {
    hillLayer(c, { baseY: hy - H * 0.03, amp: H * 0.12, n: o.peaks ?? 5, color: mix(P.green, P.blue, 0.45), depth: 0.5, rng });
    hillLayer(c, { baseY: hy + H * 0.04, amp: H * 0.09, n: 6, color: P.green, depth: 0.22, rng, trees: rng.int(5, 10), treeH: 0.06 });
    hillLayer(c, { baseY: hy + H * 0.11, amp: H * 0.05, n: 7, color: mix(P.lime, P.green, 0.35), depth: 0.05, rng, rows: rng.chance(0.6) });
  } else if (motif === 'plains') {
    fields(c, { hy, rng });
  } else if (motif === 'desert') {
    hillLayer(c, { baseY: hy, amp: H * 0.06, n: 5, color: mix(P.sand, P.cream, 0.3), depth: 0.4, rng });
    if (rng.chance(0.7))
      c.add(place(rng.range(0.15, 0.45) * W, hy - H * 0.02, (H * 0.08) / 150, chhatri(c.haze(mix(P.sand, P.orange, 0.35), 0.45)), false));
    hillLayer(c, { baseY: hy + H * 0.05, amp: H * 0.07, n: 5, color: mix(P.sand, P.orange, 0.18), depth: 0.15, rng });
    const p = hillLayer(c, { baseY: hy + H * 0.12, amp: H * 0.05, n: 6, color: mix(P.sand, P.amber, 0.15), depth: 0, rng });
    let s = '';
    for (let i = 0; i < 3; i++) {
      const x = rng.range(0.05, 0.95) * W;
      s += place(x, heightAt(p, x) + H * 0.03, ((H * 0.12) / 140) * rng.range(0.7, 1.1), acacia(140));
    }
    c.add(s);
  } else if (motif === 'coast') {
    const shore = hy + (gy - hy) * 0.55;
    c.add(
      rect(
        0,
        hy,
        W,
        shore - hy + 2,
        c.linearGradient(
          [
            [0, mix(P.ocean, P.sky, 0.35)],
            [1, P.sea],
          ],
          0,
          hy,
          0,
          shore,
        ),
      ),
    );
    const side = rng.chance(0.5);
    c.add(
      path(
        smoothPath([
          [side ? W * 0.6 : -W * 0.05, hy + 1],
          [side ? W * 0.8 : W * 0.1, hy - H * 0.06],
          [side ? W * 1.05 : W * 0.35, hy + 1],
        ]) + ' Z',
        c.haze(mix(P.green, P.blue, 0.4), 0.45),
      ),
    );
    let s = '';
    for (let i = 0; i < 40; i++) {
      const y = rng.range(hy + 4, shore - 4),
        k = (y - hy) / (shore - hy);
      const x = rng.range(0, W);
      s += roundedRect(x, y, (20 + 50 * k) * (H / 900), 3 * (H / 900), 1.5, '#FFFFFF', { opacity: 0.35 });
    }
    s += place(rng.range(0.1, 0.5) * W, hy + (shore - hy) * 0.3, (H / 900) * 0.8, boat());
    s += rect(0, shore - H * 0.006, W, H * 0.012, '#FFFFFF', { opacity: 0.6 });
    s +=
      rect(0, shore, W, H - shore, c.haze(mix(P.sand, P.cream, 0.2), 0.05)) + rect(0, shore, W, H * 0.01, c.haze(darken(P.sand, 0.1), 0.1));
    c.add(s);
    let pl = '';
    const np = rng.int(2, 4);
    for (let i = 0; i < np; i++) {
      const x = rng.range(0, 1) * W;
      pl += place(x, gy - H * 0.005, (H * rng.range(0.22, 0.32)) / 260, palm(260, rng.chance(0.5) ? 1 : -1));
    }
    c.add(pl);
  } else if (motif === 'city') {
    hillLayer(c, { baseY: hy - H * 0.02, amp: H * 0.05, n: 4, color: mix(P.green, P.blue, 0.5), depth: 0.55, rng });
    skyline(c, {
      baseY: hy + H * 0.02,
      hmin: H * 0.1,
      hmax: H * 0.3 * (o.tall ?? 1),
      depth: 0.45,
      rng,
      colors: [P.sky, mix(P.sky, P.blue, 0.3), P.light],
    });
    skyline(c, {
      baseY: hy + H * 0.08,
      hmin: H * 0.06,
      hmax: H * 0.2 * (o.tall ?? 1),
      depth: 0.12,
      rng,
      colors: [mix(P.blue, P.sky, 0.4), mix(P.teal, P.sky, 0.4), mix(P.sand, P.cream, 0.3), mix(P.orange, P.cream, 0.5)],
    });
    c.add(rect(0, hy + H * 0.08, W, H, c.haze(P.light, 0.1)));
    let s = '';
    for (let x = rng.range(0, 60); x < W; x += rng.range(90, 160) * (H / 900))
      s += place(x, hy + H * 0.1, (H * 0.07) / 200, roundTree(200, darken(P.green, 0.05)));
    c.add(s);
  } else if (motif === 'suburb') {
    hillLayer(c, { baseY: hy - H * 0.04, amp: H * 0.08, n: 5, color: mix(P.green, P.blue, 0.45), depth: 0.55, rng });
    skyline(c, {
      baseY: hy + H * 0.01,
      hmin: H * 0.04,
      hmax: H * 0.12,
      depth: 0.45,
      rng,
      colors: [P.sky, P.light, mix(P.sand, P.cream, 0.5)],
    });
    hillLayer(c, { baseY: hy + H * 0.03, amp: H * 0.02, n: 8, color: P.green, depth: 0.2, rng, trees: Math.round(W / 90), treeH: 0.09 });
    c.add(rect(0, hy + H * 0.05, W, H, c.haze(P.lime, 0.1)));
  }
}

export function road(c, y, h, u, o = {}) {
  const { W } = c;
  let s = rect(0, y - 8 * u, W, 8 * u, P.steel) + rect(0, y, W, h, P.asphalt);
  s += rect(0, y + 6 * u, W, 4 * u, P.cream, { opacity: 0.7 }) + rect(0, y + h - 10 * u, W, 4 * u, P.cream, { opacity: 0.7 });
  const off = o.dashOffset ?? 0;
  for (let x = -off; x < W; x += 150 * u) s += roundedRect(x, y + h * 0.5 - 3 * u, 80 * u, 6 * u, 3 * u, P.cream);
  if (o.rail) {
    for (let x = (o.railOffset ?? 20) * u; x < W; x += 120 * u) s += rect(x, y - 50 * u, 6 * u, 44 * u, P.grey);
    s += rect(0, y - 48 * u, W, 12 * u, P.steel) + rect(0, y - 44 * u, W, 3 * u, P.light);
  }
  c.add(s);
}
export function verge(c, y, motif, rng) {
  const { W, H } = c;
  const col =
    { desert: mix(P.sand, P.amber, 0.1), coast: mix(P.sand, P.cream, 0.25), city: P.light, plains: P.green, mountains: P.green }[motif] ||
    mix(P.green, P.lime, 0.3);
  let s = rect(0, y, W, H - y, col);
  if (motif !== 'city')
    for (let i = 0; i < 40; i++) {
      const x = rng.range(0, W),
        yy = rng.range(y + 4, H);
      s += ellipse(x, yy, 10 * (H / 900), 2.5 * (H / 900), darken(col, 0.1));
    }
  else s += rect(0, y, W, 6 * (H / 900), P.steel);
  c.add(s);
}
export function headlight(c, x, y, u, dir = 1) {
  const beam = c.linearGradient(
    [
      [0, P.amber, 0.45],
      [1, P.amber, 0],
    ],
    x,
    0,
    x + dir * 420 * u,
    0,
  );
  c.glow.push(
    polygon(
      [
        [x, y - 8 * u],
        [x, y + 8 * u],
        [x + dir * 420 * u, y + 70 * u],
        [x + dir * 420 * u, y - 40 * u],
      ],
      beam,
    ) +
      circle(x, y, 16 * u, P.amber, { opacity: 0.6 }) +
      circle(x, y, 34 * u, P.amber, { opacity: 0.2 }),
  );
}
export function lampGlow(c, x, y, r) {
  c.glow.push(
    circle(x, y, r, P.amber, { opacity: 0.18 }) +
      circle(x, y, r * 0.4, P.amber, { opacity: 0.35 }) +
      circle(x, y, r * 0.14, P.cream, { opacity: 0.9 }),
  );
}
