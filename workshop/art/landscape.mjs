/**
 * The landscape of a scene, painted across the whole Canvas rather than placed like parts: `backdrop`
 * stacks the layers of terrain.mjs (sky, hills, mountains, fields, skyline) for a motif (mountains, hills,
 * plains, desert, coast, city, suburb); then the road and its verge, and the glow of headlights and street
 * lamps. The farther a layer, the more it fades into the time of day's haze.
 */
import { darken, mix, P } from './palette.mjs';
import { acacia, boat, chhatri, palm, roundTree } from './parts/scenery.mjs';
import { circle, ellipse, path, place, polygon, rect, roundedRect, smoothPath } from './svg.mjs';
import { fields, heightAt, hillLayer, mountainRange, sky, skyline } from './terrain.mjs';

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
