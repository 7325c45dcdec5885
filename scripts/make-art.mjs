#!/usr/bin/env node
/**
 * make-art.mjs: generates every illustration on the SwiftSecure Packers & Movers site.
 *
 * Why generated: the site needs original, consistent artwork (one palette, one flat-vector
 * style, the same truck, people and cartons everywhere) with no stock-photo licences and no
 * likeness of real people or places. Each picture is composed in code from small reusable
 * parts (sky, hills, road, truck, cartons, people, house, warehouse...) and rendered to
 * JPEG/PNG with sharp. The owner can replace any file with a real photo, file by file, at the
 * same path and size; re-run with `npm run art` to regenerate the rest. Output is
 * deterministic (seeded pseudo-random numbers, no Math.random).
 *
 * Only `sharp` and Node built-ins are used. The India routes art is deliberately abstract
 * (compass rose + dotted routes + pins): no outline of India's map is drawn.
 */
import sharp from 'sharp';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { colors } from '../src/design/tokens.mjs';
import { PROJECT_ROOT as ROOT, pictureState, readManifest, sha256, writeManifest } from './art/manifest.mjs';

/* ------------------------------------------------------------------ palette */
// The site's colours come from the design tokens; the rest are the artwork's own (sky, fields, sea…).
const P = {
  navy: colors.navy.DEFAULT, blue: colors.navy[600], mist: colors.mist, orange: colors.saffron.DEFAULT,
  amber: colors.amber, cream: colors.cream, teal: colors.teal.DEFAULT, tyre: colors.ink,
  sky: '#8DA9C4', green: '#6A994E', lime: '#A7C957', sand: '#E9C46A', sea: '#2A9D8F', ocean: '#219EBC', grey: '#6C757D',
  // neutrals derived from the palette
  ink: '#16202B', steel: '#ADB5BD', light: '#DDE3E8', white: '#FFFFFF',
  kraft: '#D9A55B', wood: '#8A6A48', asphalt: '#3F4B59',
};
const SKINS = ['#8D5524', '#A0673C', '#C68642', '#6F4325', '#B9774A', '#9C6B4A'];
const HAIRS = ['#1B1B1B', '#2B1D14', '#3A2A1E', '#241A12'];

/* ------------------------------------------------------------ seeded random */
function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619); }
  return h >>> 0;
}
function makeRng(seed = 'seed') {
  let a = typeof seed === 'number' ? seed >>> 0 : hashStr(String(seed));
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
  };
}

/* ------------------------------------------------------------------ colours */
const hex2rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const rgb2hex = (r, g, b) =>
  '#' + [r, g, b].map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('');
const mix = (a, b, t) => { const A = hex2rgb(a), B = hex2rgb(b); return rgb2hex(...A.map((v, i) => v + (B[i] - v) * t)); };
const darken = (c, t) => mix(c, '#000000', t);
const lighten = (c, t) => mix(c, '#ffffff', t);

/* -------------------------------------------------------------- svg helpers */
const f = (v) => String(Math.round(v * 10) / 10);
const f4 = (v) => String(Math.round(v * 10000) / 10000);
const attrs = (o) => Object.entries(o)
  .filter(([, v]) => v !== undefined && v !== null && v !== false)
  .map(([k, v]) => ` ${k}="${typeof v === 'number' ? f(v) : v}"`).join('');
const R = (x, y, w, h, fill, o = {}) => `<rect${attrs({ x, y, width: Math.max(0, w), height: Math.max(0, h), fill, ...o })}/>`;
const RR = (x, y, w, h, r, fill, o = {}) => R(x, y, w, h, fill, { rx: r, ...o });
const C = (cx, cy, r, fill, o = {}) => `<circle${attrs({ cx, cy, r, fill, ...o })}/>`;
const E = (cx, cy, rx, ry, fill, o = {}) => `<ellipse${attrs({ cx, cy, rx, ry, fill, ...o })}/>`;
const pts = (a) => a.map((p) => `${f(p[0])},${f(p[1])}`).join(' ');
const PG = (a, fill, o = {}) => `<polygon${attrs({ points: pts(a), fill, ...o })}/>`;
const PT = (d, fill, o = {}) => `<path${attrs({ d, fill, ...o })}/>`;
const L = (x1, y1, x2, y2, stroke, w, o = {}) =>
  `<line${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': w, 'stroke-linecap': 'round', ...o })}/>`;
const PL = (a, stroke, w, o = {}) =>
  `<polyline${attrs({ points: pts(a), fill: 'none', stroke, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...o })}/>`;
const G = (inner, o = {}) => `<g${attrs(o)}>${inner}</g>`;
/** Place a part (drawn around its own origin) at x,y with scale s; flip mirrors it horizontally. */
const at = (x, y, s, inner, flip = false, rot = 0) =>
  `<g transform="translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ''} scale(${f4(flip ? -s : s)} ${f4(s)})">${inner}</g>`;
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Catmull-Rom spline through points, as an SVG path starting with M. */
function smooth(p) {
  let d = `M${f(p[0][0])},${f(p[0][1])}`;
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[i - 1] || p[i], p1 = p[i], p2 = p[i + 1], p3 = p[i + 2] || p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(p2[0])},${f(p2[1])}`;
  }
  return d;
}
function interp(p, x) {
  for (let i = 0; i < p.length - 1; i++) {
    if (x >= p[i][0] && x <= p[i + 1][0]) {
      const t = (x - p[i][0]) / (p[i + 1][0] - p[i][0]);
      return p[i][1] + (p[i + 1][1] - p[i][1]) * t;
    }
  }
  return p[p.length - 1][1];
}

/* ------------------------------------------------------ times of day (mood) */
const TODS = {
  day: { sky: [[0, P.sky], [0.62, mix(P.sky, P.mist, 0.6)], [1, P.mist]], sun: P.amber, glow: P.cream, alt: 0.62,
    haze: P.mist, cloud: '#FFFFFF', cloudOp: 0.85, tone: null, lit: false },
  morning: { sky: [[0, mix(P.sky, P.blue, 0.15)], [0.6, mix(P.sky, P.cream, 0.55)], [1, P.cream]], sun: P.amber, glow: P.cream,
    alt: 0.42, haze: mix(P.mist, P.cream, 0.5), cloud: '#FFFFFF', cloudOp: 0.8, tone: [1.02, 1, 0.97, 0.01, 0.005, 0], lit: false },
  dawn: { sky: [[0, P.blue], [0.42, mix(P.blue, P.sky, 0.65)], [0.78, mix(P.sky, P.amber, 0.45)], [1, mix(P.amber, P.cream, 0.4)]],
    sun: P.amber, glow: P.cream, alt: 0.12, haze: mix(P.sky, P.amber, 0.3), cloud: mix(P.cream, P.orange, 0.2), cloudOp: 0.7,
    tone: [0.96, 0.91, 0.84, 0.02, 0.01, 0.02], lit: true },
  golden: { sky: [[0, mix(P.sky, P.blue, 0.2)], [0.55, mix(P.sky, P.amber, 0.35)], [1, mix(P.amber, P.cream, 0.3)]], sun: P.amber,
    glow: P.cream, alt: 0.28, haze: mix(P.cream, P.amber, 0.3), cloud: P.cream, cloudOp: 0.75, tone: [1.03, 0.97, 0.87, 0.02, 0.01, 0], lit: false },
  dusk: { sky: [[0, P.navy], [0.45, P.blue], [0.8, mix(P.blue, P.orange, 0.55)], [1, P.orange]], sun: P.orange, glow: P.amber,
    alt: 0.06, haze: mix(P.blue, P.orange, 0.35), cloud: mix(P.blue, P.orange, 0.4), cloudOp: 0.55,
    tone: [0.82, 0.74, 0.68, 0.02, 0.02, 0.06], lit: true },
  night: { sky: [[0, P.navy], [0.7, P.blue], [1, mix(P.blue, P.sky, 0.35)]], sun: P.cream, glow: P.sky, alt: 0.55, moon: true,
    stars: true, haze: mix(P.blue, P.sky, 0.3), cloud: mix(P.blue, P.sky, 0.3), cloudOp: 0.45,
    tone: [0.42, 0.5, 0.7, 0.02, 0.04, 0.1], lit: true },
};

/** One picture: an unfiltered sky, a colour-toned land/objects layer and an unfiltered glow layer on top. */
class Canvas {
  constructor(W, H, tod = 'day', temp = 0) {
    this.W = W; this.H = H; this.T = TODS[tod]; this.tod = tod; this.temp = temp;
    this.defs = []; this.sky = []; this.layers = []; this.glow = []; this.n = 0;
  }
  id(p) { return `${p}${++this.n}`; }
  lin(stops, x1, y1, x2, y2) {
    const id = this.id('lg');
    this.defs.push(`<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stops
      .map(([o, col, op = 1]) => `<stop offset="${o}" stop-color="${col}" stop-opacity="${op}"/>`).join('')}</linearGradient>`);
    return `url(#${id})`;
  }
  rad(stops, cx, cy, r) {
    const id = this.id('rg');
    this.defs.push(`<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${stops
      .map(([o, col, op = 1]) => `<stop offset="${o}" stop-color="${col}" stop-opacity="${op}"/>`).join('')}</radialGradient>`);
    return `url(#${id})`;
  }
  clip(inner) { const id = this.id('cp'); this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`); return `url(#${id})`; }
  hz(col, depth) { return mix(col, this.T.haze, depth); }
  add(...s) { this.layers.push(...s); }
  /** Lights that must not be darkened by the time-of-day tone but can still be covered by later layers. */
  addLit(s) { this.layers.push({ lit: s }); }
  svg({ transparent = false } = {}) {
    let tone = this.T.tone ? [...this.T.tone] : null;
    if (this.temp) { tone = tone || [1, 1, 1, 0, 0, 0]; tone[0] *= 1 + 0.05 * this.temp; tone[2] *= 1 - 0.07 * this.temp; }
    let defs = this.defs.join('');
    if (tone) {
      const [r, g, b, ro, go, bo] = tone;
      defs += `<filter id="tone" filterUnits="userSpaceOnUse" x="0" y="0" width="${this.W}" height="${this.H}" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${[r, 0, 0, 0, ro, 0, g, 0, 0, go, 0, 0, b, 0, bo, 0, 0, 0, 1, 0].map(f4).join(' ')}"/></filter>`;
    }
    // consecutive ordinary layers share one toned group; lit layers sit between them untoned
    let body = '', run = '';
    const flush = () => { if (run) body += tone ? `<g filter="url(#tone)">${run}</g>` : run; run = ''; };
    for (const l of this.layers) {
      if (typeof l === 'string') run += l; else { flush(); body += l.lit; }
    }
    flush();
    const bg = transparent ? '' : R(0, 0, this.W, this.H, P.mist);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}"><defs>${defs}</defs>${bg}${this.sky.join('')}${body}${this.glow.join('')}</svg>`;
  }
}

/* ===================================================================== PARTS
 * Every part is drawn around its own origin: x = 0 at its centre, y = 0 on the ground,
 * facing right, in "centimetre" units (a person is ~175 tall, the truck ~660 long).
 */

/** The brand emblem used on vehicles and buildings: shield + forward arrow (no letters). */
function shieldMark(primary = P.navy, accent = P.orange) {
  return PT('M0,-34 L27,-24 L27,0 C27,17 15,28 0,35 C-15,28 -27,17 -27,0 L-27,-24 Z', primary)
    + PT('M-15,7 L2,7 L2,15 L17,1 L2,-13 L2,-5 L-15,-5 Z', accent);
}

function wheel(x, y, r) { return C(x, y, r, P.tyre) + C(x, y, r * 0.55, P.steel) + C(x, y, r * 0.2, P.grey); }

/** A carton seen slightly from above-right. */
function carton(w = 60, h = 50, o = {}) {
  const { color = P.kraft, tape = true, label = true, open = false } = o;
  const dx = w * 0.22, dy = -Math.min(w, h) * 0.2;
  let s = R(-w / 2, -h, w, h, color);
  s += PG([[w / 2, 0], [w / 2, -h], [w / 2 + dx, -h + dy], [w / 2 + dx, dy]], darken(color, 0.16));
  if (open) {
    s += PG([[-w / 2, -h], [w / 2, -h], [w / 2 + dx, -h + dy], [-w / 2 + dx, -h + dy]], darken(color, 0.45));
    s += PG([[-w / 2, -h], [-w / 2 - w * 0.1, -h - h * 0.35], [w * 0.1, -h - h * 0.3], [w / 2 - w * 0.2, -h]], lighten(color, 0.15));
    s += PG([[w / 2, -h], [w / 2 + dx + w * 0.12, -h - h * 0.3], [w / 2 + dx, -h + dy]], darken(color, 0.06));
  } else {
    s += PG([[-w / 2, -h], [w / 2, -h], [w / 2 + dx, -h + dy], [-w / 2 + dx, -h + dy]], lighten(color, 0.22));
    if (tape) {
      const tw = w * 0.13;
      s += PG([[-tw / 2, -h], [tw / 2, -h], [tw / 2 + dx, -h + dy], [-tw / 2 + dx, -h + dy]], P.cream, { opacity: 0.75 });
      s += R(-tw / 2, -h, tw, h * 0.3, P.cream, { opacity: 0.75 });
    }
  }
  if (label) s += R(-w * 0.42, -h * 0.42, w * 0.3, h * 0.22, P.cream) + R(-w * 0.38, -h * 0.33, w * 0.2, h * 0.04, P.orange);
  return s;
}
/** A neat stack of cartons; rows is a list of counts from the bottom. */
function cartonStack(rows = [3, 2, 1], w = 60, h = 50, colorShift = 0) {
  let s = '';
  rows.forEach((n, r) => {
    for (let i = 0; i < n; i++) {
      const x = (i - (n - 1) / 2) * (w + 2);
      const col = mix(P.kraft, (i + r + colorShift) % 3 === 0 ? P.sand : '#C8914A', 0.25);
      s += at(x, -r * h, 1, carton(w, h, { color: col, label: (i + r) % 2 === 0 }));
    }
  });
  return s;
}

function pallet(w = 120) {
  let s = '';
  for (const x of [-w / 2, -6, w / 2 - 12]) s += R(x, -12, 12, 12, darken(P.kraft, 0.25));
  s += R(-w / 2, -18, w, 7, darken(P.kraft, 0.1));
  return s;
}
function woodCrate(w = 90, h = 70) {
  const col = mix(P.kraft, P.wood, 0.35);
  let s = R(-w / 2, -h, w, h, col);
  for (let y = -h + h / 3; y < 0; y += h / 3) s += R(-w / 2, y - 1.5, w, 3, darken(col, 0.2));
  s += PG([[-w / 2 + 6, -6], [-w / 2 + 14, -6], [w / 2 - 6, -h + 6], [w / 2 - 14, -h + 6]], lighten(col, 0.12));
  s += R(-w / 2, -h, 8, h, darken(col, 0.1)) + R(w / 2 - 8, -h, 8, h, darken(col, 0.1));
  return s;
}
/** Translucent bubble-wrap film over a box-shaped area. */
function bubbleWrap(x, y, w, h, r = 10) {
  let s = RR(x, y, w, h, r, '#D6ECF5', { opacity: 0.42 });
  let row = 0;
  for (let yy = y + 9; yy < y + h - 5; yy += 15, row++) {
    for (let xx = x + 9 + (row % 2 ? 7 : 0); xx < x + w - 5; xx += 15) s += C(xx, yy, 2.6, '#FFFFFF', { opacity: 0.6 });
  }
  s += R(x + w * 0.3, y, 7, h, P.cream, { opacity: 0.85 }) + R(x + w * 0.72, y, 7, h, P.cream, { opacity: 0.85 });
  return s;
}
function bubbleRoll() {
  let s = RR(-34, -92, 68, 92, 10, '#CFE6F2');
  for (let y = -84; y < -4; y += 11) for (let x = -26; x < 30; x += 11) s += C(x + ((y / 11) % 2 ? 5 : 0), y, 3, '#FFFFFF', { opacity: 0.7 });
  s += E(0, -92, 34, 9, '#E4F2F8') + E(0, -92, 10, 4, P.steel);
  s += PG([[34, -20], [70, -8], [70, 0], [34, 0]], '#CFE6F2', { opacity: 0.8 });
  return s;
}
function vase(wrapped = true) {
  let s = PT('M-14,0 Q-26,-30 -12,-52 L-10,-66 L10,-66 L12,-52 Q26,-30 14,0 Z', P.teal) + R(-12, -70, 24, 6, darken(P.teal, 0.2));
  if (wrapped) s += bubbleWrap(-26, -76, 52, 76, 16);
  return s;
}
function tapeRoll() { return C(0, -14, 14, P.amber) + C(0, -14, 6, P.cream); }

function sofa(color = P.teal, wrapped = false) {
  let s = R(-106, -12, 8, 12, P.ink) + R(98, -12, 8, 12, P.ink);
  s += RR(-112, -86, 224, 60, 14, darken(color, 0.12));
  s += RR(-112, -52, 224, 42, 10, color);
  s += RR(-96, -64, 92, 18, 8, lighten(color, 0.15)) + RR(4, -64, 92, 18, 8, lighten(color, 0.15));
  s += RR(-122, -68, 28, 58, 12, darken(color, 0.04)) + RR(94, -68, 28, 58, 12, darken(color, 0.04));
  if (wrapped) s += bubbleWrap(-126, -90, 252, 82);
  return s;
}
function fridge(wrapped = false) {
  let s = RR(-42, -188, 84, 182, 10, '#E4E9EE') + R(-42, -128, 84, 4, P.steel);
  s += RR(26, -176, 6, 36, 3, P.grey) + RR(26, -116, 6, 70, 3, P.grey);
  s += R(-36, -8, 12, 8, P.ink) + R(24, -8, 12, 8, P.ink);
  s += R(-42, -188, 10, 182, '#D3DAE0');
  if (wrapped) s += bubbleWrap(-46, -192, 92, 186, 12);
  return s;
}
function tv(wrapped = false) {
  let s = R(-6, -22, 12, 16, P.ink) + RR(-36, -8, 72, 8, 3, P.ink);
  s += RR(-80, -112, 160, 92, 6, P.ink) + R(-73, -105, 146, 78, '#2E3B4A') + PG([[-40, -105], [0, -105], [-50, -27], [-73, -27], [-73, -60]], '#FFFFFF', { opacity: 0.06 });
  if (wrapped) s += bubbleWrap(-86, -118, 172, 104);
  return s;
}
function washer() {
  return RR(-38, -96, 76, 94, 6, '#E4E9EE') + R(-38, -96, 76, 16, '#D3DAE0') + C(0, -44, 24, P.steel) + C(0, -44, 17, '#8FB3C9') + C(24, -88, 4, P.teal);
}
function desk(color = P.sand) {
  const top = mix(color, P.wood, 0.25);
  return RR(-95, -80, 190, 12, 4, top) + R(-88, -68, 9, 68, darken(top, 0.3)) + R(79, -68, 9, 68, darken(top, 0.3))
    + R(22, -68, 56, 50, darken(top, 0.1)) + R(44, -54, 14, 4, P.grey) + R(44, -34, 14, 4, P.grey);
}
function officeChair(color = P.navy) {
  return RR(-28, -58, 56, 12, 6, color) + RR(-30, -118, 14, 64, 7, color) + R(-4, -46, 8, 28, P.grey)
    + L(-26, -10, 26, -10, P.grey, 6) + C(-26, -5, 5, P.ink) + C(26, -5, 5, P.ink) + C(0, -5, 5, P.ink);
}
function plant(h = 90, pot = P.orange) {
  let s = PG([[-18, -34], [18, -34], [13, 0], [-13, 0]], pot);
  s += E(-10, -56, 10, 26, P.green, { transform: 'rotate(-25 -10 -56)' }) + E(10, -58, 10, 28, darken(P.green, 0.1), { transform: 'rotate(22 10 -58)' });
  s += E(0, -34 - h * 0.45, 11, h * 0.4, P.lime);
  return s;
}
function floorLamp() { return R(-3, -150, 6, 146, P.grey) + E(0, -4, 22, 5, P.grey) + PG([[-26, -150], [26, -150], [16, -185], [-16, -185]], P.amber); }
function cupboard(color = mix(P.sand, P.wood, 0.35)) {
  return R(-60, -200, 120, 196, color) + R(-1, -196, 2, 188, darken(color, 0.3)) + R(-12, -110, 4, 22, P.cream) + R(8, -110, 4, 22, P.cream)
    + R(-60, -200, 120, 10, darken(color, 0.15)) + R(-56, -6, 10, 6, P.ink) + R(46, -6, 10, 6, P.ink);
}

/** The company truck: navy cab, cream container with an orange stripe, facing right. */
function truck(o = {}) {
  const { door = false, ramp = false, cutaway = false, body = 'container', cab = P.navy, stripe = P.orange,
    cars = [], motion = false, cargoSeed = 'cargo' } = o;
  let s = E(0, -2, 345, 11, '#000000', { opacity: 0.14 });
  if (motion) {
    for (const [y, x, w] of [[-270, -470, 90], [-210, -520, 130], [-150, -450, 70], [-100, -500, 110]]) s += RR(x, y, w, 8, 4, '#FFFFFF', { opacity: 0.55 });
  }
  if (ramp) {
    s += PG([[-326, -86], [-326, -74], [-486, 0], [-494, -8]], P.steel) + L(-330, -86, -492, -6, P.grey, 3);
    for (let t = 0.15; t < 0.95; t += 0.17) s += L(-326 - 166 * t, -86 + 80 * t, -330 - 166 * t, -76 + 80 * t, P.grey, 3);
  }
  s += R(-322, -88, 630, 22, P.ink);
  s += PT('M-302,-74 Q-302,-128 -250,-128 L-172,-128 Q-120,-128 -120,-74 Z', P.ink);
  if (body === 'container') {
    if (door) {
      s += PG([[-324, -334], [-398, -320], [-398, -92], [-324, -80]], mix(P.cream, P.grey, 0.2));
      s += R(-366, -300, 5, 190, mix(P.cream, P.grey, 0.5)) + R(-388, -300, 5, 190, mix(P.cream, P.grey, 0.5));
    }
    s += RR(-326, -336, 494, 262, 6, P.cream);
    if (cutaway) {
      s += R(-308, -318, 458, 226, '#E6D8BF') + R(-308, -318, 458, 14, '#CDBB9C') + R(-308, -104, 458, 12, '#CDBB9C');
      const rng = makeRng(cargoSeed);
      let x = -300;
      while (x < 40) {
        const w = rng.pick([58, 66, 74]); const rows = rng.int(2, 4);
        for (let r = 0; r < rows; r++) {
          const h = 52;
          s += at(x + w / 2, -92 - r * h, 1, carton(w, h, { color: mix(P.kraft, P.sand, rng.range(0, 0.4)), label: rng.chance(0.5) }));
        }
        x += w + 4;
      }
      s += R(-326, -336, 494, 18, P.cream) + R(-326, -176, 18, 80, P.cream);
      s += R(-326, -336, 494, 10, stripe);
    } else {
      for (let x = -282; x < 160; x += 44) s += R(x, -328, 3, 246, '#F0E6D5');
      s += at(-90, -258, 1.15, shieldMark());
      s += R(-326, -182, 494, 26, stripe) + R(-326, -156, 494, 6, P.navy);
      s += R(-326, -336, 494, 7, '#FFFFFF', { opacity: 0.7 });
    }
    s += R(-326, -100, 494, 26, '#EADFCB');
  } else if (body === 'carrier') {
    s += R(-330, -258, 496, 14, P.grey) + R(-330, -100, 496, 14, P.grey);
    for (const x of [-330, -170, -10, 150]) s += R(x, -258, 12, 172, P.steel);
    const [lower, upper] = cars;
    if (lower) s += at(-86, -100, 0.95, car({ color: lower }));
    if (upper) s += at(-86, -258, 0.95, car({ color: upper }));
    for (const x of [-230, 40]) {
      if (lower) s += L(x, -100, x + 14, -122, P.orange, 5);
      if (upper) s += L(x, -258, x + 14, -280, P.orange, 5);
    }
    s += R(-330, -262, 496, 5, stripe);
  }
  // cab
  s += PT('M180,-274 L180,-304 Q182,-314 194,-312 L248,-298 Q254,-294 256,-274 Z', mix(cab, P.blue, 0.6));
  s += PT('M168,-74 L168,-262 Q168,-276 182,-276 L264,-276 Q275,-276 280,-265 L315,-186 Q321,-174 321,-160 L321,-90 Q321,-74 305,-74 Z', cab);
  s += PT('M238,-260 L266,-260 L301,-188 L238,-188 Z', P.sky);
  s += PG([[262, -260], [270, -260], [290, -216], [282, -216]], '#FFFFFF', { opacity: 0.45 });
  s += R(226, -252, 4, 150, mix(cab, '#000000', 0.35)) + RR(234, -176, 18, 5, 2, P.steel);
  s += R(168, -162, 153, 12, stripe);
  s += RR(308, -138, 14, 20, 4, P.amber) + RR(292, -98, 42, 20, 6, P.steel);
  s += RR(302, -252, 8, 50, 3, P.ink);
  s += RR(184, -106, 60, 24, 8, P.steel);
  s += PT('M196,-74 A46,46 0 0 1 288,-74 Z', mix(cab, '#000000', 0.35));
  for (const x of [-250, -172, 242]) s += wheel(x, -42, 40);
  return s;
}
/** Truck seen from behind, doors open, for dock and tailgate scenes. */
function truckRear(o = {}) {
  const { open = true, cargo = true, lit = false, seed = 'rear' } = o;
  let s = E(0, -2, 160, 10, '#000000', { opacity: 0.14 });
  s += RR(-128, -58, 62, 56, 10, P.tyre) + RR(66, -58, 62, 56, 10, P.tyre);
  s += RR(-136, -346, 272, 276, 6, P.cream);
  if (open) {
    s += R(-118, -330, 236, 244, lit ? '#4A4636' : '#2A3542');
    s += PG([[-118, -86], [118, -86], [96, -112], [-96, -112]], lit ? '#5E5840' : '#394553');
    if (cargo) {
      const rng = makeRng(seed);
      for (let x = -84; x < 90; x += 56) {
        const rows = rng.int(2, 4);
        for (let r = 0; r < rows; r++) s += at(x, -112 - r * 46, 0.9, carton(56, 50, { color: mix(P.kraft, P.sand, rng.range(0, 0.4)), label: false }));
      }
    }
    s += PG([[-136, -344], [-184, -360], [-184, -58], [-136, -72]], mix(P.cream, P.grey, 0.2));
    s += PG([[136, -344], [184, -360], [184, -58], [136, -72]], mix(P.cream, P.grey, 0.2));
    s += R(-170, -320, 4, 230, P.grey) + R(166, -320, 4, 230, P.grey);
  } else {
    s += R(-1, -340, 2, 264, mix(P.cream, P.grey, 0.4));
    for (const x of [-60, -40, 40, 60]) s += R(x, -330, 4, 250, P.steel);
    s += at(0, -250, 1, shieldMark());
  }
  s += R(-136, -346, 272, 10, P.orange);
  s += R(-142, -86, 284, 16, P.ink) + RR(-132, -82, 26, 10, 3, P.orange) + RR(106, -82, 26, 10, 3, P.orange);
  s += R(-60, -70, 120, 8, P.grey);
  return s;
}
function van(o = {}) {
  const { color = P.cream, stripe = P.orange, door = false } = o;
  let s = E(0, -2, 230, 9, '#000000', { opacity: 0.13 });
  s += PT('M-222,-40 L-222,-204 Q-222,-216 -210,-216 L108,-216 Q128,-216 140,-200 L196,-124 Q222,-114 222,-88 L222,-44 Q222,-30 208,-30 L-208,-30 Q-222,-30 -222,-40 Z', color);
  s += PG([[118, -202], [134, -202], [184, -128], [118, -128]], P.sky);
  s += RR(-190, -196, 80, 56, 6, P.sky) + RR(-96, -196, 80, 56, 6, P.sky) + RR(0, -196, 100, 56, 6, P.sky);
  s += R(-222, -112, 440, 14, stripe) + R(-222, -98, 440, 4, P.navy);
  if (door) s += R(-10, -206, 116, 172, '#2A3542') + PG([[-10, -206], [-40, -212], [-40, -30], [-10, -34]], mix(color, P.grey, 0.2));
  else s += R(-10, -206, 3, 170, mix(color, P.grey, 0.4));
  s += at(-50, -64, 0.6, shieldMark());
  s += RR(206, -104, 14, 16, 4, P.amber) + RR(-224, -100, 8, 20, 3, P.orange) + RR(196, -62, 34, 16, 6, P.steel);
  s += PT('M-186,-30 A44,44 0 0 1 -94,-30 Z', P.ink) + PT('M94,-30 A44,44 0 0 1 186,-30 Z', P.ink);
  s += wheel(-140, -32, 32) + wheel(140, -32, 32);
  return s;
}
function car(o = {}) {
  const { color = P.teal } = o;
  let s = E(0, -1, 205, 8, '#000000', { opacity: 0.13 });
  s += PT('M-200,-44 Q-204,-74 -178,-80 L-124,-86 L-76,-132 Q-66,-140 -46,-140 L58,-140 Q78,-140 92,-128 L140,-88 L186,-80 Q206,-76 206,-52 L206,-44 Q206,-30 192,-30 L-188,-30 Q-200,-30 -200,-44 Z', color);
  s += PT('M-108,-88 L-68,-126 Q-62,-130 -52,-130 L-8,-130 L-8,-88 Z', P.sky) + PT('M2,-88 L2,-130 L54,-130 Q70,-130 80,-120 L112,-88 Z', P.sky);
  s += R(-8, -130, 10, 42, color) + R(-6, -84, 2, 50, darken(color, 0.25)) + R(-100, -84, 2, 50, darken(color, 0.25));
  s += RR(190, -72, 16, 10, 4, P.cream) + RR(-202, -72, 12, 12, 4, P.orange) + R(-200, -52, 406, 6, darken(color, 0.15));
  s += PT('M-178,-30 A42,42 0 0 1 -94,-30 Z', P.ink) + PT('M94,-30 A42,42 0 0 1 178,-30 Z', P.ink);
  s += wheel(-136, -30, 30) + wheel(136, -30, 30);
  return s;
}
function motorbike(o = {}) {
  const { color = P.orange, wrapped = false } = o;
  let s = E(0, -1, 110, 6, '#000000', { opacity: 0.13 });
  s += C(-72, -34, 32, P.tyre) + C(-72, -34, 20, P.steel) + C(-72, -34, 16, P.light) + C(78, -34, 32, P.tyre) + C(78, -34, 20, P.steel) + C(78, -34, 16, P.light);
  s += L(-72, -34, -20, -70, P.grey, 7) + L(78, -34, 52, -116, P.grey, 7) + L(-20, -70, 40, -86, P.grey, 7);
  s += RR(-26, -78, 50, 40, 8, P.grey) + L(-30, -50, -96, -62, P.steel, 7);
  s += PT('M-8,-96 Q10,-118 44,-108 L52,-92 Q24,-80 -8,-84 Z', color);
  s += PT('M-70,-92 Q-40,-104 -8,-96 L-8,-86 Q-40,-82 -72,-84 Z', P.ink);
  s += PT('M-86,-80 L-60,-82 L-58,-74 L-84,-70 Z', color);
  s += L(52, -116, 40, -132, P.ink, 5) + RR(54, -116, 14, 14, 5, P.amber);
  s += PT('M48,-60 A30,30 0 0 1 108,-60', 'none', { stroke: color, 'stroke-width': 6 });
  if (wrapped) {
    s += bubbleWrap(-78, -122, 142, 52, 18);
    s += RR(-24, -82, 46, 46, 8, '#D6ECF5', { opacity: 0.55 });
  }
  return s;
}
function dog(color = '#C68642') {
  const d = darken(color, 0.25);
  return PT('M-44,-6 Q-58,-24 -52,-36', 'none', { stroke: color, 'stroke-width': 8, 'stroke-linecap': 'round' })
    + PT('M-40,0 Q-46,-42 -14,-52 Q10,-58 20,-40 L24,0 Z', color)
    + R(8, -42, 12, 42, lighten(color, 0.08)) + E(18, -3, 10, 4, lighten(color, 0.15))
    + E(-26, -3, 14, 5, lighten(color, 0.1))
    + C(22, -64, 17, color) + E(40, -59, 12, 8, lighten(color, 0.25)) + C(49, -61, 3.5, P.ink)
    + PT('M10,-76 Q2,-58 10,-48 Q18,-58 20,-74 Z', d) + C(28, -68, 2.4, P.ink)
    + RR(8, -52, 24, 6, 3, P.orange, { transform: 'rotate(-12 20 -49)' });
}
function cat(color = P.grey) {
  return PT('M-30,-4 Q-52,-6 -50,-30 Q-48,-44 -38,-40', 'none', { stroke: color, 'stroke-width': 7, 'stroke-linecap': 'round' })
    + PT('M-32,0 Q-36,-38 -8,-44 Q10,-46 16,-30 L18,0 Z', color)
    + C(14, -52, 15, color) + PG([[2, -60], [6, -78], [14, -64]], color) + PG([[16, -64], [26, -78], [27, -58]], color)
    + C(20, -54, 2.2, P.amber) + C(28, -48, 2, P.ink) + E(8, -3, 9, 4, lighten(color, 0.2));
}
/** A travel crate (pet carrier) with barred side window and the pet inside. */
function petCrate(pet = 'dog', color = P.teal, petColor) {
  let s = E(0, -2, 92, 7, '#000000', { opacity: 0.14 });
  s += RR(-88, -124, 176, 118, 20, color) + R(-88, -30, 176, 24, darken(color, 0.2));
  s += RR(-62, -104, 124, 74, 10, '#27323F');
  s += pet === 'cat' ? at(-4, -30, 0.95, cat(petColor || P.grey)) : at(-6, -30, 0.82, dog(petColor || '#C68642'));
  for (let x = -50; x <= 50; x += 14) s += R(x, -104, 3.5, 74, P.steel);
  s += PT('M-34,-124 Q0,-150 34,-124', 'none', { stroke: P.ink, 'stroke-width': 8, 'stroke-linecap': 'round' });
  for (let x = -74; x <= -66; x += 8) for (let y = -100; y <= -60; y += 12) s += C(x, y, 2.4, darken(color, 0.3));
  return s;
}
/** Hand truck (dolly) with cartons; tilt leans it back toward the person pushing. */
function dolly(tilt = 0, boxes = 2) {
  let s = L(-6, -14, -6, -146, P.grey, 6) + PT('M-6,-146 Q-6,-160 10,-158', 'none', { stroke: P.grey, 'stroke-width': 6, 'stroke-linecap': 'round' });
  s += R(-8, -10, 54, 7, P.grey);
  for (let i = 0; i < boxes; i++) s += at(22, -10 - i * 44, 1, carton(50, 44, { color: mix(P.kraft, P.sand, (i % 2) * 0.3), label: i === 0 }));
  s += C(-6, -14, 15, P.tyre) + C(-6, -14, 5, P.steel);
  return `<g transform="rotate(${f(tilt)} -6 -14)">${s}</g>`;
}
function forklift(o = {}) {
  const { color = P.amber, load = true, skin = SKINS[2] } = o;
  let s = E(0, -2, 160, 8, '#000000', { opacity: 0.13 });
  s += RR(-136, -112, 34, 76, 8, darken(color, 0.25));
  s += PT('M-112,-36 L-112,-122 Q-112,-132 -100,-132 L-46,-132 L-14,-74 L44,-74 L44,-36 Z', color);
  s += RR(-74, -190, 30, 60, 10, P.orange) + C(-56, -206, 13, skin) + PT('M-69,-210 A13,12 0 0 1 -43,-210 Z', P.navy);
  s += PL([[-96, -132], [-88, -236], [18, -236], [30, -74]], P.ink, 6);
  s += R(50, -262, 9, 226, P.grey) + R(62, -262, 6, 226, P.steel) + R(68, -120, 10, 74, P.ink) + R(68, -52, 96, 8, P.ink);
  if (load) s += at(116, -52, 0.85, pallet(120) + at(0, -18, 1, cartonStack([2, 2], 56, 48)));
  s += wheel(-80, -28, 28) + wheel(20, -28, 28);
  return s;
}

/* ----------------------------------------------------------------- people */
const ARMS = {
  stand: [[5, -112], [7, -88]], walk: [[8, -113], [14, -90]], carry: [[16, -112], [34, -120]],
  low: [[12, -110], [30, -100]], wave: [[20, -156], [24, -186]], push: [[22, -120], [44, -126]],
  hold: [[18, -112], [38, -114]], tape: [[18, -110], [38, -96]], point: [[22, -140], [46, -150]],
  reach: [[24, -150], [40, -176]],
};
/** A flat person facing right. pose: stand/walk/carry/low/wave/push/hold/tape/point/reach. */
function person(o = {}) {
  const { pose = 'stand', shirt = P.blue, pants = P.navy, skin = SKINS[1], hair = HAIRS[0], cap = null,
    style = 'man', box = false, stride = 0, scarf = null, badge = false } = o;
  const hipY = -86, sx = 0, sy = -138;
  const [fe, fh] = ARMS[pose] || ARMS.stand;
  const walkBack = pose === 'walk' ? [[-8, -113], [-14, -92]] : null;
  const leg = (a, col) => {
    const r = (a * Math.PI) / 180; const x = Math.sin(r) * 78, y = hipY + Math.cos(r) * 78;
    return L(0, hipY, x, y, col, 17) + E(x + 6, y + 3, 12, 6, P.ink);
  };
  const arm = (e, h, sleeve, dx = 0) => L(sx + dx, sy, e[0] + dx, e[1], sleeve, 12) + L(e[0] + dx, e[1], h[0] + dx, h[1], skin, 10) + C(h[0] + dx, h[1], 6, skin);
  const a = stride || 4;
  let s = E(4, 0, 30, 5, '#000000', { opacity: 0.12 });
  s += leg(-a, darken(pants, 0.2));
  s += walkBack ? arm(walkBack[0], walkBack[1], darken(shirt, 0.18)) : arm(fe, fh, darken(shirt, 0.18), -6);
  s += leg(a, pants);
  if (style === 'woman') {
    s += PT('M-17,-150 Q0,-155 17,-150 Q22,-120 25,-64 L-25,-64 Q-22,-120 -17,-150 Z', shirt);
    if (scarf) s += L(-14, -148, 16, -104, scarf, 8);
  } else {
    s += RR(-19, -150, 38, 70, 13, shirt);
    if (badge) s += C(9, -130, 4.5, P.orange) + R(-19, -90, 38, 6, darken(shirt, 0.2));
  }
  s += R(-5, -154, 10, 10, skin);
  if (style === 'woman') s += RR(-19, -170, 14, 46, 7, hair) + C(-15, -172, 8, hair);
  s += C(-2, -166, 16.5, hair) + C(1, -162, 14.5, skin) + C(-3, -161, 3.5, darken(skin, 0.15)) + C(9, -164, 1.9, P.ink);
  s += PT('M7,-154 Q10,-152 13,-155', 'none', { stroke: darken(skin, 0.45), 'stroke-width': 1.6, 'stroke-linecap': 'round' });
  if (style === 'man' && o.moustache) s += PT('M6,-157 Q11,-159 15,-156', 'none', { stroke: hair, 'stroke-width': 2.5, 'stroke-linecap': 'round' });
  if (cap) s += PT('M-16,-167 A17,15 0 0 1 17,-167 Z', cap) + RR(8, -170, 20, 5, 2, cap);
  if (box) {
    const bw = box.w || 50, bh = box.h || 44;
    const base = pose === 'low' ? [36, -76] : [40, -98];
    s += at(base[0], base[1], 1, carton(bw, bh, { color: box.color || P.kraft, label: false }));
  }
  s += arm(fe, fh, shirt);
  return s;
}
const crew = (i, pose, extra = {}) => person({
  pose, shirt: i % 2 ? P.orange : P.blue, pants: P.navy, skin: SKINS[i % SKINS.length], hair: HAIRS[i % HAIRS.length],
  cap: i % 3 === 2 ? null : P.navy, badge: true, moustache: i % 2 === 0, ...extra,
});

/* ------------------------------------------------------------- buildings */
function house(o = {}) {
  const { style = 'villa', wall = P.cream, roof = P.orange, door = P.teal, trim = P.blue, lit = false, w = 520 } = o;
  const win = lit ? P.amber : P.sky;
  const window_ = (x, y, ww = 78, hh = 70) => RR(x - 6, y - 6, ww + 12, hh + 12, 4, P.white) + R(x, y, ww, hh, win)
    + R(x + ww / 2 - 2, y, 4, hh, P.white) + (lit ? '' : PG([[x + 8, y + hh], [x + 30, y], [x + 42, y], [x + 20, y + hh]], '#FFFFFF', { opacity: 0.3 }))
    + R(x - 10, y + hh + 6, ww + 20, 8, trim);
  let s = E(0, 0, w * 0.56, 10, '#000000', { opacity: 0.1 });
  const dx = -w * 0.22;
  if (style === 'bungalow') {
    s += R(-w / 2, -240, w, 240, wall) + R(-w / 2, -26, w, 26, darken(wall, 0.08));
    s += PG([[-w / 2 - 34, -236], [w / 2 + 34, -236], [w / 2 - 40, -360], [-w / 2 + 40, -360]], roof);
    s += PG([[-w / 2 - 34, -236], [w / 2 + 34, -236], [w / 2 + 34, -224], [-w / 2 - 34, -224]], darken(roof, 0.25));
    s += window_(-w * 0.02, -180) + window_(w * 0.25, -180);
  } else {
    s += R(-w / 2, -350, w, 350, wall) + R(-w / 2, -26, w, 26, darken(wall, 0.08));
    s += R(-w / 2 - 12, -186, w + 24, 14, lighten(trim, 0.55)) + R(-w / 2 - 12, -364, w + 24, 20, trim);
    s += window_(-w * 0.02, -150) + window_(w * 0.25, -150) + window_(-w * 0.4, -320) + window_(w * 0.1, -320, 120, 80);
    s += R(w * 0.06, -236, w * 0.4, 6, trim);
    for (let x = w * 0.07; x < w * 0.46; x += 16) s += R(x, -232, 4, 40, trim);
    s += R(w * 0.06, -196, w * 0.4, 6, trim);
    s += RR(w / 2 - 120, -420, 70, 56, 10, P.ink) + R(w / 2 - 124, -424, 78, 8, P.grey);
  }
  s += RR(dx - 40, -170, 80, 166, 4, P.white) + R(dx - 32, -162, 64, 158, door) + C(dx + 20, -84, 4, P.amber);
  s += R(dx - 58, -186, 116, 12, trim);
  s += R(dx - 54, -8, 108, 8, P.steel) + R(dx - 64, 0, 128, 6, P.steel);
  s += at(dx - 84, 0, 0.8, plant(70)) + at(dx + 84, 0, 0.8, plant(70, P.teal));
  return s;
}
const HOUSE_DOOR = (w = 520) => -w * 0.22;

function apartment(o = {}) {
  const { floors = 6, w = 440, wall = mix(P.cream, P.sand, 0.25), trim = P.teal, lit = false, rng = makeRng('apt') } = o;
  const fh = 100, H = floors * fh + 40;
  let s = E(0, 0, w * 0.56, 10, '#000000', { opacity: 0.1 });
  s += R(-w / 2, -H, w, H, wall) + R(-w / 2 - 10, -H - 14, w + 20, 18, trim);
  s += RR(w / 2 - 120, -H - 60, 64, 48, 8, P.ink);
  for (let fl = 1; fl < floors; fl++) {
    const y = -fl * fh - 40;
    s += R(-w / 2, y + fh - 8, w, 8, darken(wall, 0.1));
    for (let i = 0; i < 3; i++) {
      const x = -w / 2 + 30 + i * ((w - 60) / 3);
      const ww = (w - 60) / 3 - 30;
      const on = lit && rng.chance(0.55);
      s += R(x, y + 18, ww, 56, on ? P.amber : P.sky) + R(x + ww / 2 - 2, y + 18, 4, 56, P.white);
      if ((i + fl) % 2 === 0) {
        s += R(x - 8, y + 60, ww + 16, 6, trim);
        for (let b = x - 6; b < x + ww + 8; b += 12) s += R(b, y + 66, 3, 20, trim);
        s += R(x - 8, y + 84, ww + 16, 6, trim);
      }
    }
  }
  s += R(-70, -110, 140, 110, '#2A3542') + R(-90, -126, 180, 16, trim) + R(-1, -106, 2, 104, P.steel);
  s += R(-100, -8, 200, 8, P.steel);
  return s;
}

function warehouse(o = {}) {
  const { w = 1400, lit = false, doors = 4, openDoors = [1], seed = 'wh' } = o;
  const h = 420, wall = '#D9E2EA';
  let s = E(0, 0, w * 0.54, 12, '#000000', { opacity: 0.1 });
  s += PG([[-w / 2 - 30, -h + 6], [0, -h - 70], [w / 2 + 30, -h + 6]], P.navy);
  s += R(-w / 2, -h, w, h, wall);
  for (let x = -w / 2 + 12; x < w / 2; x += 22) s += R(x, -h, 3, h - 60, darken(wall, 0.06));
  s += R(-w / 2, -h + 50, w, 14, P.orange);
  for (let x = -w / 2 + 60; x < w / 2 - 60; x += 120) s += R(x, -h + 16, 80, 24, P.sky);
  s += C(0, -h - 6, 40, P.cream) + at(0, -h - 6, 0.95, shieldMark());
  const dw = Math.min(200, (w - 120) / doors - 50);
  for (let i = 0; i < doors; i++) {
    const cx = -w / 2 + (w / doors) * (i + 0.5);
    s += R(cx - dw / 2 - 10, -316, dw + 20, 256, P.grey);
    if (openDoors.includes(i)) {
      s += R(cx - dw / 2, -306, dw, 246, lit ? '#5C5238' : '#2A3542');
      s += R(cx - dw / 2, -306, dw, 34, P.light);
      for (let k = 0; k < 2; k++) s += R(cx - dw / 2, -300 + k * 12, dw, 3, P.steel);
      s += at(cx - dw * 0.18, -60, 0.9, cartonStack([2, 2, 1], 52, 46, i)) + at(cx + dw * 0.3, -60, 0.8, woodCrate(70, 60));
    } else {
      s += R(cx - dw / 2, -306, dw, 246, P.light);
      for (let y = -300; y < -60; y += 14) s += R(cx - dw / 2, y, dw, 3, P.steel);
    }
    s += RR(cx - dw / 2 - 14, -60, 12, 30, 3, P.ink) + RR(cx + dw / 2 + 2, -60, 12, 30, 3, P.ink);
    s += R(cx - 3, -338, 6, 14, P.ink) + RR(cx - 22, -330, 44, 10, 5, lit ? P.amber : P.ink);
  }
  s += R(-w / 2 - 10, -60, w + 20, 60, P.steel) + R(-w / 2 - 10, -60, w + 20, 8, P.light);
  for (let x = -w / 2; x < w / 2; x += 60) s += R(x, -52, 30, 6, P.amber, { opacity: 0.9 });
  void seed;
  return s;
}

/* ----------------------------------------------------------- nature bits */
function roundTree(h = 200, col = P.green) {
  return R(-6, -h * 0.45, 12, h * 0.45, P.wood) + C(0, -h * 0.66, h * 0.3, col) + C(-h * 0.17, -h * 0.52, h * 0.22, col)
    + C(h * 0.18, -h * 0.54, h * 0.22, darken(col, 0.08)) + C(h * 0.05, -h * 0.8, h * 0.14, lighten(col, 0.08));
}
function pine(h = 160, col = mix(P.green, P.navy, 0.35)) {
  return R(-4, -h * 0.2, 8, h * 0.2, P.wood) + PG([[-h * 0.26, -h * 0.15], [0, -h * 0.62], [h * 0.26, -h * 0.15]], col)
    + PG([[-h * 0.2, -h * 0.45], [0, -h], [h * 0.2, -h * 0.45]], lighten(col, 0.06)) + PG([[0, -h], [h * 0.2, -h * 0.45], [0, -h * 0.5]], darken(col, 0.1));
}
function palm(h = 260, lean = 1, col = P.green) {
  const tx = lean * h * 0.18, ty = -h;
  let s = PT(`M-6,0 Q${f(lean * h * 0.02)},${f(-h * 0.5)} ${f(tx - 4)},${f(ty)} L${f(tx + 6)},${f(ty)} Q${f(lean * h * 0.06)},${f(-h * 0.5)} 8,0 Z`, mix(P.wood, P.sand, 0.35));
  for (let i = 1; i < 8; i++) { const t = i / 8; s += L(lean * h * 0.03 * t * 4 * (1 - t) * 1.5 + tx * t * t - 6, -h * t, lean * h * 0.03 * t * 4 * (1 - t) * 1.5 + tx * t * t + 7, -h * t, darken(P.wood, 0.1), 2); }
  const fronds = [[-150, 1], [-115, 0.95], [-70, 1], [-30, 0.95], [10, 0.9], [-95, 0.8], [-50, 0.8]];
  for (const [a, k] of fronds) {
    const r = (a * Math.PI) / 180, L1 = h * 0.42 * k;
    const ex = tx + Math.cos(r) * L1, ey = ty + Math.sin(r) * L1 * 0.6 + L1 * 0.35;
    const mx = tx + Math.cos(r) * L1 * 0.5, my = ty + Math.sin(r) * L1 * 0.5 - h * 0.04;
    s += PT(`M${f(tx)},${f(ty)} Q${f(mx)},${f(my - h * 0.05)} ${f(ex)},${f(ey)} Q${f(mx)},${f(my + h * 0.04)} ${f(tx)},${f(ty + 6)} Z`, a % 20 ? col : darken(col, 0.12));
  }
  s += C(tx - 6, ty + 8, 7, P.wood) + C(tx + 6, ty + 10, 7, darken(P.wood, 0.15));
  return s;
}
function acacia(h = 140, col = mix(P.green, P.sand, 0.3)) {
  return PT(`M-5,0 L-3,${-h * 0.6} L-22,${-h * 0.82} L-16,${-h * 0.84} L0,${-h * 0.68} L14,${-h * 0.86} L20,${-h * 0.82} L5,${-h * 0.6} L5,0 Z`, P.wood)
    + E(-4, -h * 0.88, h * 0.42, h * 0.12, col) + E(10, -h * 0.95, h * 0.26, h * 0.08, lighten(col, 0.08));
}
function bush(w = 80, col = P.green) { return E(-w * 0.25, -w * 0.2, w * 0.3, w * 0.22, col) + E(w * 0.15, -w * 0.26, w * 0.32, w * 0.28, darken(col, 0.06)) + E(w * 0.4, -w * 0.14, w * 0.2, w * 0.15, col); }
function streetLight(h = 260) {
  return R(-4, -h, 8, h, P.grey) + PT(`M0,${-h} Q0,${-h - 24} 40,${-h - 24}`, 'none', { stroke: P.grey, 'stroke-width': 7 }) + RR(30, -h - 30, 32, 12, 5, P.ink);
}
function chhatri(col = P.sand) {
  return R(-60, -20, 120, 20, col) + R(-52, -70, 10, 50, col) + R(42, -70, 10, 50, col) + R(-8, -70, 16, 50, col)
    + R(-64, -82, 128, 12, col) + PT('M-46,-82 Q-46,-130 0,-134 Q46,-130 46,-82 Z', col) + R(-2, -150, 4, 18, col);
}
function boat() {
  return PT('M-60,-10 L60,-10 L44,8 L-46,8 Z', P.navy) + PG([[-4, -14], [-4, -90], [46, -14]], P.cream) + PG([[-10, -14], [-10, -70], [-44, -14]], P.orange) + R(-6, -92, 3, 84, P.ink);
}
function cloudShape(w, fill) {
  return RR(-w / 2, -14, w, 28, 14, fill) + C(-w * 0.18, -18, 26, fill) + C(w * 0.08, -30, 34, fill) + C(w * 0.3, -14, 20, fill);
}

/* ===================================================================== LANDSCAPE LAYERS */
function sky(c, o) {
  const { rng, hy, sunX, clouds = 4, sunR } = o;
  const { W, H, T } = c;
  c.sky.push(R(0, 0, W, H, c.lin(T.sky.map(([s, col]) => [s, col]), 0, 0, 0, hy)));
  const r = sunR ?? H * 0.055;
  const sy = hy - T.alt * hy;
  if (T.stars) {
    let s = '';
    for (let i = 0; i < 70; i++) s += C(rng.range(0, W), rng.range(0, hy * 0.85), rng.range(0.8, 2.2) * (H / 900), P.cream, { opacity: rng.range(0.35, 0.9).toFixed(2) });
    c.sky.push(s);
  }
  if (T.moon) {
    c.sky.push(C(sunX, sy, r * 2.2, P.sky, { opacity: 0.12 }) + C(sunX, sy, r * 0.8, P.cream) + C(sunX + r * 0.35, sy - r * 0.2, r * 0.7, mix(P.navy, P.blue, 0.4)));
  } else if (o.sun !== false) {
    c.sky.push(C(sunX, sy, r * 3.4, T.glow, { opacity: 0.12 }) + C(sunX, sy, r * 2.1, T.glow, { opacity: 0.18 }) + C(sunX, sy, r * 1.4, T.glow, { opacity: 0.35 }) + C(sunX, sy, r, T.sun));
  }
  let s = '';
  for (let i = 0; i < clouds; i++) {
    const x = rng.range(-0.05, 1.05) * W, y = rng.range(0.1, 0.55) * hy, k = rng.range(0.6, 1.3) * (H / 900);
    s += at(x, y, k, cloudShape(rng.range(140, 240), T.cloud), rng.chance(0.5));
  }
  c.sky.push(G(s, { opacity: T.cloudOp }));
  if (!T.stars && rng.chance(0.6)) {
    let b = '';
    const bx = rng.range(0.55, 0.9) * W, by = rng.range(0.15, 0.35) * hy, k = H / 900;
    for (let i = 0; i < 3; i++) {
      const x = bx + i * 26 * k + rng.range(-6, 6) * k, y = by + (i % 2) * 12 * k;
      b += PT(`M${f(x - 8 * k)},${f(y)} Q${f(x - 4 * k)},${f(y - 5 * k)} ${f(x)},${f(y)} Q${f(x + 4 * k)},${f(y - 5 * k)} ${f(x + 8 * k)},${f(y)}`, 'none', { stroke: P.navy, 'stroke-width': 2 * k, opacity: 0.5 });
    }
    c.sky.push(b);
  }
}

function ridgePts(c, baseY, amp, n, rng) {
  const p = [];
  for (let i = 0; i <= n; i++) p.push([-c.W * 0.06 + (c.W * 1.12 * i) / n, baseY - amp * rng.range(0.25, 1)]);
  return p;
}
function hillLayer(c, o) {
  const { baseY, amp, n = 6, color, depth = 0, rng, trees = 0, pines = 0, rows = false, treeH = 0.08 } = o;
  const p = ridgePts(c, baseY, amp, n, rng);
  const col = c.hz(color, depth);
  const d = smooth(p) + ` L${f(c.W * 1.08)},${f(c.H)} L${f(-c.W * 0.08)},${f(c.H)} Z`;
  let s = PT(d, col);
  if (rows) {
    const cp = c.clip(PT(d, '#000'));
    let r = '';
    for (let k = 1; k < 16; k++) r += PT(smooth(p.map(([x, y]) => [x, y + k * c.H * 0.014 + k * k * c.H * 0.0006])), 'none', { stroke: darken(col, 0.14), 'stroke-width': c.H * 0.004, opacity: 0.55 });
    s += G(r, { 'clip-path': cp });
  }
  const th = c.H * treeH;
  for (let i = 0; i < trees; i++) {
    const x = rng.range(0, c.W), y = interp(p, x) + th * 0.25 + rng.range(0, th * 0.4);
    s += at(x, y, (th / 200) * rng.range(0.7, 1.2), roundTree(200, c.hz(rng.pick([P.green, darken(P.green, 0.12), mix(P.green, P.teal, 0.3)]), depth)));
  }
  for (let i = 0; i < pines; i++) {
    const x = rng.range(0, c.W), y = interp(p, x) + th * 0.2 + rng.range(0, th * 0.5);
    s += at(x, y, (th / 160) * rng.range(0.7, 1.25), pine(160, c.hz(mix(P.green, P.navy, 0.35), depth)));
  }
  c.add(s);
  return p;
}
function mountainRange(c, o) {
  const { baseY, height, n, color, depth, rng, snow = true } = o;
  const col = c.hz(color, depth), shade = c.hz(darken(color, 0.18), depth), ice = c.hz('#FFFFFF', depth * 0.6);
  const step = (c.W * 1.3) / n;
  let s = '';
  for (let i = 0; i < n; i++) {
    const cx = -c.W * 0.15 + step * (i + 0.5) + rng.range(-0.3, 0.3) * step;
    const h = height * rng.range(0.6, 1), hw = h * rng.range(1.0, 1.6);
    const ax = cx, ay = baseY - h;
    s += PG([[cx - hw, baseY], [ax, ay], [cx + hw, baseY]], col);
    s += PG([[ax, ay], [cx + hw, baseY], [cx + hw * 0.15, baseY]], shade);
    if (snow && h > height * 0.68) {
      const t = 0.3, y = ay + h * t;
      s += PG([[ax, ay], [cx + hw * t, y], [cx + hw * t * 0.45, y - h * 0.06], [cx + hw * 0.05, y + h * 0.03], [cx - hw * t * 0.4, y - h * 0.07], [cx - hw * t, y]], ice);
      s += PG([[ax, ay], [cx + hw * t, y], [cx + hw * t * 0.45, y - h * 0.06], [cx + hw * 0.05, y + h * 0.03]], c.hz(P.light, depth * 0.6));
    }
  }
  c.add(s);
}
function fields(c, { hy, rng }) {
  const { W, H } = c;
  let s = R(0, hy, W, H - hy, c.hz(P.green, 0.4));
  const tl = c.hz(mix(P.green, P.navy, 0.2), 0.45);
  for (let x = -20; x < W + 20; x += rng.range(10, 26) * (H / 600)) s += C(x, hy + 2, rng.range(6, 14) * (H / 600), tl);
  const cols = [P.lime, mix(P.lime, P.green, 0.5), mix(P.sand, P.amber, 0.3), P.green, mix(P.sand, P.lime, 0.5), P.lime, mix(P.green, P.teal, 0.2)];
  let yl = hy + H * 0.01, yr = hy + H * 0.01, hgt = H * 0.018, i = rng.int(0, 6);
  while (Math.min(yl, yr) < H) {
    const sk = rng.range(-0.5, 0.5) * hgt;
    const nl = yl + hgt + sk, nr = yr + hgt - sk;
    const depth = Math.max(0, 0.45 - ((yl - hy) / (H - hy)) * 0.9);
    const col = c.hz(cols[i % cols.length], depth);
    s += PG([[0, yl], [W, yr], [W, nr + 1], [0, nl + 1]], col);
    if (i % 2 === 0) {
      for (let k = 1; k < 4; k++) { const t = k / 4; s += L(0, yl + (nl - yl) * t, W, yr + (nr - yr) * t, darken(col, 0.1), Math.max(1, hgt * 0.05)); }
    }
    yl = nl; yr = nr; hgt *= 1.5; i++;
  }
  const nT = rng.int(3, 6);
  for (let k = 0; k < nT; k++) {
    const x = rng.range(0, W), y = hy + rng.range(0.02, 0.09) * H;
    s += at(x, y, (H * 0.07 / 200) * (1 + (y - hy) / (H * 0.1)), roundTree(200, c.hz(darken(P.green, 0.1), 0.25)));
  }
  c.add(s);
}
function skyline(c, o) {
  const { baseY, hmin, hmax, depth, rng, colors, lit = c.T.lit, x0 = -10, x1 = c.W + 10 } = o;
  const { H } = c;
  let s = '', g = '', x = x0;
  while (x < x1) {
    const w = rng.range(0.045, 0.11) * H, h = rng.range(hmin, hmax);
    const col = c.hz(rng.pick(colors), depth);
    s += R(x, baseY - h, w, h + 2, col);
    const kind = rng.int(0, 4);
    if (kind === 0) s += R(x + w * 0.45, baseY - h - H * 0.04, 3, H * 0.04, col);
    if (kind === 1) s += PT(`M${f(x + w * 0.2)},${f(baseY - h)} Q${f(x + w * 0.5)},${f(baseY - h - w * 0.4)} ${f(x + w * 0.8)},${f(baseY - h)} Z`, col);
    if (kind === 2) s += R(x + w * 0.1, baseY - h - H * 0.012, w * 0.8, H * 0.012, darken(col, 0.1));
    const ww = H * 0.009, wh = H * 0.014, gx = H * 0.02, gy = H * 0.028;
    const win = c.hz(lighten(col, 0.35), depth * 0.5);
    for (let yy = baseY - h + H * 0.02; yy < baseY - H * 0.02; yy += gy) {
      for (let xx = x + w * 0.15; xx < x + w - ww - w * 0.1; xx += gx) {
        if (lit && rng.chance(0.35)) g += R(xx, yy, ww, wh, P.amber, { opacity: (0.55 + 0.35 * (1 - depth)).toFixed(2) });
        else s += R(xx, yy, ww, wh, win, { opacity: 0.7 });
      }
    }
    x += w + rng.range(0, 0.012) * H;
  }
  c.add(s);
  if (g) c.addLit(g);
}

/** Everything behind the action: sky, sun, clouds and the landscape of a motif down to the ground. */
function backdrop(c, motif, o) {
  const { rng, hy, gy } = o;
  const { W, H } = c;
  sky(c, { rng, hy, sunX: o.sunX ?? W * rng.range(0.55, 0.85), clouds: o.clouds ?? rng.int(3, 5), sun: o.sun });
  if (motif === 'mountains') {
    const n = o.peaks ?? rng.int(3, 6);
    mountainRange(c, { baseY: hy + H * 0.02, height: hy * 0.68, n: n + 2, color: mix(P.blue, P.sky, 0.35), depth: 0.5, rng });
    mountainRange(c, { baseY: hy + H * 0.05, height: hy * 0.5, n, color: P.blue, depth: 0.22, rng });
    hillLayer(c, { baseY: hy + H * 0.06, amp: H * 0.04, n: 8, color: mix(P.green, P.navy, 0.3), depth: 0.15, rng, pines: Math.round(W / 45), treeH: 0.06 });
    hillLayer(c, { baseY: hy + H * 0.12, amp: H * 0.035, n: 6, color: P.green, depth: 0, rng, pines: Math.round(W / 200), treeH: 0.1 });
  } else if (motif === 'hills') {
    hillLayer(c, { baseY: hy - H * 0.03, amp: H * 0.12, n: o.peaks ?? 5, color: mix(P.green, P.blue, 0.45), depth: 0.5, rng });
    hillLayer(c, { baseY: hy + H * 0.04, amp: H * 0.09, n: 6, color: P.green, depth: 0.22, rng, trees: rng.int(5, 10), treeH: 0.06 });
    hillLayer(c, { baseY: hy + H * 0.11, amp: H * 0.05, n: 7, color: mix(P.lime, P.green, 0.35), depth: 0.05, rng, rows: rng.chance(0.6) });
  } else if (motif === 'plains') {
    fields(c, { hy, rng });
  } else if (motif === 'desert') {
    hillLayer(c, { baseY: hy, amp: H * 0.06, n: 5, color: mix(P.sand, P.cream, 0.3), depth: 0.4, rng });
    if (rng.chance(0.7)) c.add(at(rng.range(0.15, 0.45) * W, hy - H * 0.02, (H * 0.08) / 150, chhatri(c.hz(mix(P.sand, P.orange, 0.35), 0.45)), false));
    hillLayer(c, { baseY: hy + H * 0.05, amp: H * 0.07, n: 5, color: mix(P.sand, P.orange, 0.18), depth: 0.15, rng });
    const p = hillLayer(c, { baseY: hy + H * 0.12, amp: H * 0.05, n: 6, color: mix(P.sand, P.amber, 0.15), depth: 0, rng });
    let s = '';
    for (let i = 0; i < 3; i++) { const x = rng.range(0.05, 0.95) * W; s += at(x, interp(p, x) + H * 0.03, (H * 0.12) / 140 * rng.range(0.7, 1.1), acacia(140)); }
    c.add(s);
  } else if (motif === 'coast') {
    const shore = hy + (gy - hy) * 0.55;
    c.add(R(0, hy, W, shore - hy + 2, c.lin([[0, mix(P.ocean, P.sky, 0.35)], [1, P.sea]], 0, hy, 0, shore)));
    const side = rng.chance(0.5);
    c.add(PT(smooth([[side ? W * 0.6 : -W * 0.05, hy + 1], [side ? W * 0.8 : W * 0.1, hy - H * 0.06], [side ? W * 1.05 : W * 0.35, hy + 1]]) + ' Z', c.hz(mix(P.green, P.blue, 0.4), 0.45)));
    let s = '';
    for (let i = 0; i < 40; i++) { const y = rng.range(hy + 4, shore - 4), k = (y - hy) / (shore - hy); const x = rng.range(0, W); s += RR(x, y, (20 + 50 * k) * (H / 900), 3 * (H / 900), 1.5, '#FFFFFF', { opacity: 0.35 }); }
    s += at(rng.range(0.1, 0.5) * W, hy + (shore - hy) * 0.3, (H / 900) * 0.8, boat());
    s += R(0, shore - H * 0.006, W, H * 0.012, '#FFFFFF', { opacity: 0.6 });
    s += R(0, shore, W, H - shore, c.hz(mix(P.sand, P.cream, 0.2), 0.05)) + R(0, shore, W, H * 0.01, c.hz(darken(P.sand, 0.1), 0.1));
    c.add(s);
    let pl = '';
    const np = rng.int(2, 4);
    for (let i = 0; i < np; i++) { const x = rng.range(0, 1) * W; pl += at(x, gy - H * 0.005, (H * rng.range(0.22, 0.32)) / 260, palm(260, rng.chance(0.5) ? 1 : -1)); }
    c.add(pl);
  } else if (motif === 'city') {
    hillLayer(c, { baseY: hy - H * 0.02, amp: H * 0.05, n: 4, color: mix(P.green, P.blue, 0.5), depth: 0.55, rng });
    skyline(c, { baseY: hy + H * 0.02, hmin: H * 0.1, hmax: H * 0.3 * (o.tall ?? 1), depth: 0.45, rng, colors: [P.sky, mix(P.sky, P.blue, 0.3), P.light] });
    skyline(c, { baseY: hy + H * 0.08, hmin: H * 0.06, hmax: H * 0.2 * (o.tall ?? 1), depth: 0.12, rng, colors: [mix(P.blue, P.sky, 0.4), mix(P.teal, P.sky, 0.4), mix(P.sand, P.cream, 0.3), mix(P.orange, P.cream, 0.5)] });
    c.add(R(0, hy + H * 0.08, W, H, c.hz(P.light, 0.1)));
    let s = '';
    for (let x = rng.range(0, 60); x < W; x += rng.range(90, 160) * (H / 900)) s += at(x, hy + H * 0.1, (H * 0.07) / 200, roundTree(200, darken(P.green, 0.05)));
    c.add(s);
  } else if (motif === 'suburb') {
    hillLayer(c, { baseY: hy - H * 0.04, amp: H * 0.08, n: 5, color: mix(P.green, P.blue, 0.45), depth: 0.55, rng });
    skyline(c, { baseY: hy + H * 0.01, hmin: H * 0.04, hmax: H * 0.12, depth: 0.45, rng, colors: [P.sky, P.light, mix(P.sand, P.cream, 0.5)] });
    hillLayer(c, { baseY: hy + H * 0.03, amp: H * 0.02, n: 8, color: P.green, depth: 0.2, rng, trees: Math.round(W / 90), treeH: 0.09 });
    c.add(R(0, hy + H * 0.05, W, H, c.hz(P.lime, 0.1)));
  }
}

function road(c, y, h, u, o = {}) {
  const { W } = c;
  let s = R(0, y - 8 * u, W, 8 * u, P.steel) + R(0, y, W, h, P.asphalt);
  s += R(0, y + 6 * u, W, 4 * u, P.cream, { opacity: 0.7 }) + R(0, y + h - 10 * u, W, 4 * u, P.cream, { opacity: 0.7 });
  const off = o.dashOffset ?? 0;
  for (let x = -off; x < W; x += 150 * u) s += RR(x, y + h * 0.5 - 3 * u, 80 * u, 6 * u, 3 * u, P.cream);
  if (o.rail) {
    for (let x = (o.railOffset ?? 20) * u; x < W; x += 120 * u) s += R(x, y - 50 * u, 6 * u, 44 * u, P.grey);
    s += R(0, y - 48 * u, W, 12 * u, P.steel) + R(0, y - 44 * u, W, 3 * u, P.light);
  }
  c.add(s);
}
function verge(c, y, motif, rng) {
  const { W, H } = c;
  const col = { desert: mix(P.sand, P.amber, 0.1), coast: mix(P.sand, P.cream, 0.25), city: P.light, plains: P.green, mountains: P.green }[motif] || mix(P.green, P.lime, 0.3);
  let s = R(0, y, W, H - y, col);
  if (motif !== 'city') for (let i = 0; i < 40; i++) { const x = rng.range(0, W), yy = rng.range(y + 4, H); s += E(x, yy, 10 * (H / 900), 2.5 * (H / 900), darken(col, 0.1)); }
  else s += R(0, y, W, 6 * (H / 900), P.steel);
  c.add(s);
}
function headlight(c, x, y, u, dir = 1) {
  const beam = c.lin([[0, P.amber, 0.45], [1, P.amber, 0]], x, 0, x + dir * 420 * u, 0);
  c.glow.push(PG([[x, y - 8 * u], [x, y + 8 * u], [x + dir * 420 * u, y + 70 * u], [x + dir * 420 * u, y - 40 * u]], beam) + C(x, y, 16 * u, P.amber, { opacity: 0.6 }) + C(x, y, 34 * u, P.amber, { opacity: 0.2 }));
}
function lampGlow(c, x, y, r) { c.glow.push(C(x, y, r, P.amber, { opacity: 0.18 }) + C(x, y, r * 0.4, P.amber, { opacity: 0.35 }) + C(x, y, r * 0.14, P.cream, { opacity: 0.9 })); }

/* ===================================================================== SCENES
 * Each scene takes the output size and options and returns a Canvas.
 * fx places the main subject (0..1 of the width); calm: keep the left side simple.
 */
function sceneHighway(W, H, o = {}) {
  const rng = makeRng(o.seed || 'highway');
  const c = new Canvas(W, H, o.tod || 'day', o.temp || 0);
  const u = H * 0.00098 * (o.scale || 1);
  const hy = H * (o.hy ?? 0.58), roadY = H * (o.roadY ?? 0.76), roadH = H * 0.14;
  const motif = o.motif || 'hills';
  backdrop(c, motif, { rng, hy, gy: roadY, sunX: o.sunX != null ? o.sunX * W : undefined, peaks: o.peaks, clouds: o.clouds, tall: o.tall });
  road(c, roadY, roadH, u, { rail: motif === 'mountains' || o.rail, dashOffset: rng.range(0, 150) * u, railOffset: rng.range(0, 120) });
  verge(c, roadY + roadH, motif, rng);
  if (motif === 'city' || o.lights) {
    for (let x = rng.range(40, 200) * u; x < W; x += 520 * u) {
      c.add(at(x, roadY - 6 * u, u, streetLight(300)));
      if (c.T.lit) lampGlow(c, x + 46 * u, roadY - 6 * u - 322 * u, 55 * u);
    }
  }
  const far = roadY + roadH * 0.46, near = roadY + roadH * 0.93;
  for (const v of o.extras || []) {
    const part = v.kind === 'bike' ? motorbike({ color: v.color }) + at(0, 0, 1, '') : v.kind === 'van' ? van({}) : car({ color: v.color });
    c.add(at(v.x * W, v.lane === 'near' ? near : far, u * (v.lane === 'near' ? 1 : 0.92), part, v.flip));
    if (c.T.lit && v.kind !== 'bike') headlight(c, v.x * W + (v.flip ? -1 : 1) * (v.kind === 'van' ? 220 : 204) * u * 0.92, far - 66 * u, u * 0.8, v.flip ? -1 : 1);
  }
  const tx = W * (o.fx ?? 0.62), flip = !!o.flip;
  c.add(at(tx, near, u, truck({ motion: o.motion !== false, body: o.body || 'container', cars: o.cars }), flip));
  if (c.T.lit) headlight(c, tx + (flip ? -1 : 1) * 322 * u, near - 128 * u, u, flip ? -1 : 1);
  if (o.bushes !== false && motif !== 'city') {
    let s = '';
    for (let i = 0; i < 3; i++) s += at(rng.range(0, W), H + 10 * u, u * rng.range(0.8, 1.3), bush(110, darken(motif === 'desert' ? mix(P.green, P.sand, 0.5) : P.green, 0.05)));
    c.add(s);
  }
  return c;
}

/** Packers moving cartons between a house and the truck (loading or delivering). */
function sceneHome(W, H, o = {}) {
  const rng = makeRng(o.seed || 'home');
  const c = new Canvas(W, H, o.tod || 'day', o.temp || 0);
  const u = H * 0.00088 * (o.scale || 1);
  const hy = H * (o.hy ?? 0.52), hb = H * 0.76, sy = H * 0.86;
  backdrop(c, o.motif || 'suburb', { rng, hy, gy: hb, sunX: o.sunX != null ? o.sunX * W : undefined, clouds: o.clouds });
  c.add(R(0, hb - 6 * u, W, sy - hb + 6 * u, c.hz(mix(P.lime, P.green, 0.3), 0)));
  c.add(R(0, hb + 30 * u, W, sy - hb - 30 * u, mix(P.light, P.cream, 0.4)) + R(0, hb + 30 * u, W, 5 * u, P.steel));
  c.add(R(0, sy, W, H - sy, P.asphalt) + R(0, sy, W, 8 * u, P.steel));
  const hx = W * (o.houseX ?? 0.78);
  const lit = c.T.lit;
  const hs = u * (o.houseScale ?? 1.2);
  c.add(at(hx, hb, hs, house({ style: o.house || 'villa', lit, wall: o.wall || P.cream, roof: o.roof || P.orange, door: o.door || P.teal })));
  let hedge = '';
  for (let x = hx + 300 * hs; x < W + 60; x += 90 * u) hedge += at(x, hb + 4 * u, u, bush(100, P.green));
  for (let x = hx - 330 * hs; x > -60; x -= 95 * u) hedge += at(x, hb + 4 * u, u * 0.9, bush(100, P.green));
  if (o.tree !== false) hedge += at(hx - 400 * hs, hb, u, roundTree(360, darken(P.green, 0.05)));
  c.add(hedge);
  const doorX = hx + HOUSE_DOOR() * hs;
  const tx = W * (o.truckX ?? 0.38), ty = H * 0.985;
  c.add(at(tx, ty, u, truck({ door: true, ramp: true }), true));
  if (lit) headlight(c, tx - 322 * u, ty - 128 * u, u, -1);
  const rampTop = [tx + 326 * u, ty - 86 * u], rampBot = [tx + 490 * u, ty];
  const mode = o.mode || 'load';
  let s = '';
  // cartons waiting on the driveway
  const walkers = o.walkers ?? 2;
  const span = Math.max(doorX - rampBot[0], 160 * u);
  const walkerX = (i) => rampBot[0] + 70 * u + (span - 70 * u) * ((i + 0.6) / walkers);
  let stackX = rampBot[0] + 110 * u;
  for (let i = 0; i < walkers; i++) if (Math.abs(walkerX(i) - stackX) < 90 * u) stackX = walkerX(i) + 130 * u;
  s += at(stackX, H * 0.9, u, cartonStack(o.stack || [3, 2, 1], 58, 50, 1));
  if (o.sofa) s += at(doorX + 120 * u, H * 0.88, u, sofa(P.teal, true));
  if (o.fridge) s += at(doorX - 150 * u, H * 0.87, u, fridge(true));
  c.add(s);
  let ppl = '';
  const onRamp = (t) => [rampBot[0] + (rampTop[0] - rampBot[0]) * t, rampBot[1] + (rampTop[1] - rampBot[1]) * t];
  const [rx, ry] = onRamp(0.5);
  const toTruck = mode === 'load';
  ppl += at(rx, ry, u, crew(0, 'carry', { box: { w: 52, h: 46 }, stride: 14, pose: 'carry' }), toTruck);
  for (let i = 0; i < walkers; i++) {
    ppl += at(walkerX(i), H * (0.9 + (i % 2) * 0.045), u, crew(i + 1, 'carry', { box: { w: 50 + i * 6, h: 44 }, stride: 12 - i * 4 }), toTruck);
  }
  if (o.family) {
    ppl += at(doorX + 10 * u, hb + 4 * u, u, person({ pose: 'wave', shirt: P.teal, pants: P.navy, skin: SKINS[4], hair: HAIRS[1], moustache: true }), true);
    ppl += at(doorX + 70 * u, hb + 8 * u, u, person({ pose: 'stand', style: 'woman', shirt: P.orange, pants: P.navy, skin: SKINS[2], hair: HAIRS[0], scarf: P.amber }), true);
    ppl += at(doorX - 55 * u, hb + 14 * u, u * 0.62, person({ pose: 'wave', shirt: P.amber, pants: P.blue, skin: SKINS[2], hair: HAIRS[0] }), true);
    if (o.pet) ppl += at(doorX - 110 * u, hb + 20 * u, u * 0.9, dog('#C68642'), true);
  }
  if (o.supervisor) ppl += at(doorX + 150 * u, hb + 60 * u, u, crew(3, 'point'), true);
  c.add(ppl);
  if (lit) for (let i = 0; i < 2; i++) lampGlow(c, hx + ((-0.02 + 0.27 * i) * 520 + 39) * hs, hb - 115 * hs, 70 * u);
  return c;
}

function sceneWarehouse(W, H, o = {}) {
  const rng = makeRng(o.seed || 'wh');
  const c = new Canvas(W, H, o.tod || 'day', o.temp || 0);
  const u = H * 0.00082 * (o.scale || 1);
  const hy = H * (o.hy ?? 0.5), wb = H * 0.74;
  backdrop(c, 'suburb', { rng, hy, gy: wb, sunX: o.sunX != null ? o.sunX * W : undefined, clouds: o.clouds });
  c.add(R(0, wb - 10 * u, W, H - wb + 10 * u, mix(P.light, P.grey, 0.15)));
  let lines = '';
  for (let x = rng.range(0, 200) * u; x < W; x += 260 * u) lines += PG([[x, wb + 10 * u], [x + 8 * u, wb + 10 * u], [x - 60 * u, H], [x - 72 * u, H]], P.cream, { opacity: 0.5 });
  c.add(lines);
  const wx = W * (o.whX ?? 0.7);
  const doors = o.doors ?? 4;
  const ww = o.whW ?? 1400;
  const lit = c.T.lit;
  c.add(at(wx, wb, u, warehouse({ w: ww, lit, doors, openDoors: o.openDoors ?? [1, 2] })));
  if (lit) {
    for (const i of o.openDoors ?? [1, 2]) {
      const cx = wx + (-ww / 2 + (ww / doors) * (i + 0.5)) * u;
      c.glow.push(R(cx - 90 * u, wb - 306 * u, 180 * u, 246 * u, P.amber, { opacity: 0.16 }));
    }
    for (let i = 0; i < doors; i++) lampGlow(c, wx + (-ww / 2 + (ww / doors) * (i + 0.5)) * u, wb - 322 * u, 60 * u);
  }
  // rear-view trucks at the dock doors
  for (const i of o.docked ?? []) {
    const cx = wx + (-ww / 2 + (ww / doors) * (i + 0.5)) * u;
    c.add(at(cx, wb + 70 * u, u * 0.95, truckRear({ open: true, lit, seed: `dock${i}` })));
  }
  let s = '';
  for (const t of o.trucks ?? [{ x: 0.45, flip: false }]) {
    s += at(W * t.x, H * (t.y ?? 0.95), u * (t.k ?? 1), truck({ door: t.door, ramp: t.ramp }), t.flip);
  }
  c.add(s);
  for (const t of o.trucks ?? [{ x: 0.45, flip: false }]) if (lit) headlight(c, W * t.x + (t.flip ? -1 : 1) * 322 * u * (t.k ?? 1), H * (t.y ?? 0.95) - 128 * u * (t.k ?? 1), u, t.flip ? -1 : 1);
  let fg = '';
  if (o.forklift) fg += at(W * o.forklift.x, H * (o.forklift.y ?? 0.9), u, forklift({}), o.forklift.flip);
  for (const p of o.pallets ?? []) fg += at(W * p.x, H * (p.y ?? 0.88), u, pallet(130) + at(0, -18, 1, cartonStack(p.rows || [2, 2], 60, 50, 2)));
  for (const w of o.workers ?? []) fg += at(W * w.x, H * (w.y ?? 0.92), u, crew(w.i ?? 0, w.pose || 'carry', { box: w.pose === 'carry' || w.pose === 'low' ? { w: 52, h: 46 } : false, stride: w.stride ?? 10 }), w.flip);
  for (const d of o.dollies ?? []) fg += at(W * d.x, H * (d.y ?? 0.93), u, dolly(-22, 3) + at(-105, 0, 1, crew(d.i ?? 1, 'push', { stride: 14 })), d.flip);
  c.add(fg);
  return c;
}

/** Interior room: packing, unpacking, office moves. */
function sceneRoom(W, H, o = {}) {
  const rng = makeRng(o.seed || 'room');
  const c = new Canvas(W, H, 'day', o.temp || 0);
  const u = H * 0.0021 * (o.scale || 1);
  const fy = H * 0.7;
  const wall = o.wall || mix(P.mist, P.cream, 0.5);
  c.add(R(0, 0, W, fy, wall) + R(0, fy - 14 * u, W, 14 * u, darken(wall, 0.08)));
  const floorCol = o.floor || mix(P.sand, P.cream, 0.45);
  let fl = R(0, fy, W, H - fy, floorCol);
  for (let y = fy + 22 * u, k = 1; y < H; y += 22 * u * k, k *= 1.25) fl += R(0, y, W, 2 * u, darken(floorCol, 0.08));
  c.add(fl);
  // window with a view
  const wx = W * (o.winX ?? 0.14), wy = H * 0.12, wW = 190 * u, wH = 150 * u;
  const inner = R(wx, wy, wW, wH, '#000');
  const cp = c.clip(inner);
  let view = R(wx, wy, wW, wH, c.lin([[0, P.sky], [1, P.mist]], 0, wy, 0, wy + wH));
  view += PT(smooth([[wx - 10, wy + wH * 0.7], [wx + wW * 0.3, wy + wH * 0.5], [wx + wW * 0.7, wy + wH * 0.65], [wx + wW + 10, wy + wH * 0.55]]) + ` L${f(wx + wW + 10)},${f(wy + wH)} L${f(wx - 10)},${f(wy + wH)} Z`, mix(P.green, P.sky, 0.3));
  view += C(wx + wW * 0.75, wy + wH * 0.3, 16 * u, P.amber);
  c.add(G(view, { 'clip-path': cp }) + R(wx - 8 * u, wy - 8 * u, wW + 16 * u, 8 * u, P.white) + R(wx - 8 * u, wy + wH, wW + 16 * u, 10 * u, P.white)
    + R(wx - 8 * u, wy, 8 * u, wH, P.white) + R(wx + wW, wy, 8 * u, wH, P.white) + R(wx + wW / 2 - 3 * u, wy, 6 * u, wH, P.white));
  if (o.kind !== 'office') {
    c.add(R(wx - 40 * u, wy - 20 * u, 36 * u, wH + 60 * u, P.teal) + R(wx + wW + 4 * u, wy - 20 * u, 36 * u, wH + 60 * u, P.teal) + R(wx - 50 * u, wy - 26 * u, wW + 100 * u, 8 * u, P.grey));
    const ax = W * (o.artX ?? 0.62);
    c.add(R(ax, H * 0.14, 110 * u, 80 * u, P.white) + R(ax + 8 * u, H * 0.14 + 8 * u, 94 * u, 64 * u, P.sky)
      + PG([[ax + 8 * u, H * 0.14 + 72 * u], [ax + 45 * u, H * 0.14 + 30 * u], [ax + 80 * u, H * 0.14 + 72 * u]], P.teal) + C(ax + 80 * u, H * 0.14 + 26 * u, 9 * u, P.orange));
  } else {
    c.add(RR(W * 0.52, H * 0.12, 220 * u, 120 * u, 6 * u, P.white) + R(W * 0.52, H * 0.12 + 120 * u, 220 * u, 6 * u, P.grey)
      + RR(W * 0.52 + 20 * u, H * 0.12 + 20 * u, 60 * u, 8 * u, 3 * u, P.sky) + RR(W * 0.52 + 20 * u, H * 0.12 + 40 * u, 120 * u, 8 * u, 3 * u, P.light)
      + R(W * 0.52 + 130 * u, H * 0.12 + 60 * u, 12 * u, 40 * u, P.teal) + R(W * 0.52 + 150 * u, H * 0.12 + 45 * u, 12 * u, 55 * u, P.orange) + R(W * 0.52 + 170 * u, H * 0.12 + 30 * u, 12 * u, 70 * u, P.blue));
  }
  const base = H * 0.93;
  let s = '';
  for (const it of o.items || []) {
    const x = W * it.x, y = H * (it.y ?? 0.93), k = u * (it.k ?? 1);
    let part = '';
    switch (it.t) {
      case 'stack': part = cartonStack(it.rows || [3, 2, 1], it.w || 60, it.h || 50, it.shift || 0); break;
      case 'carton': part = carton(it.w || 60, it.h || 50, { open: it.open, color: it.color || P.kraft }); break;
      case 'sofa': part = sofa(it.color || P.teal, it.wrapped); break;
      case 'tv': part = tv(it.wrapped); break;
      case 'fridge': part = fridge(it.wrapped); break;
      case 'roll': part = bubbleRoll(); break;
      case 'tape': part = tapeRoll(); break;
      case 'vase': part = vase(it.wrapped !== false); break;
      case 'desk': part = desk(); break;
      case 'chair': part = officeChair(it.color || P.navy); break;
      case 'crate': part = woodCrate(it.w || 90, it.h || 70); break;
      case 'plant': part = plant(90, it.color || P.orange); break;
      case 'lamp': part = floorLamp(); break;
      case 'cupboard': part = cupboard(); break;
      case 'washer': part = washer(); break;
      case 'petcrate': part = petCrate(it.pet || 'cat', it.color || P.orange, it.petColor); break;
      case 'dolly': part = dolly(it.tilt ?? -22, it.boxes ?? 3) + (it.pusher != null ? at(-105, 0, 1, crew(it.pusher, 'push', { stride: 14 })) : ''); break;
      case 'table': part = RR(-80, -72, 160, 10, 3, mix(P.wood, P.sand, 0.4)) + R(-72, -62, 8, 62, P.wood) + R(64, -62, 8, 62, P.wood); break;
      case 'person': part = it.crew != null ? crew(it.crew, it.pose, it.opts || {}) : person({ pose: it.pose, ...(it.opts || {}) }); break;
      default: part = '';
    }
    s += at(x, y, k, part, it.flip);
  }
  c.add(s);
  void base; void rng;
  return c;
}

/** Apartment block with household goods waiting outside. */
function sceneApartment(W, H, o = {}) {
  const rng = makeRng(o.seed || 'apt');
  const c = new Canvas(W, H, o.tod || 'day', o.temp || 0);
  const u = H * 0.00078 * (o.scale || 1);
  const hy = H * 0.55, hb = H * 0.78;
  backdrop(c, 'city', { rng, hy, gy: hb, sunX: (o.sunX ?? 0.2) * W, tall: 0.7 });
  c.add(R(0, hb - 4 * u, W, H - hb, mix(P.light, P.cream, 0.4)) + R(0, H * 0.9, W, H * 0.1, P.asphalt) + R(0, H * 0.9, W, 8 * u, P.steel));
  const ax = W * (o.aptX ?? 0.72);
  c.add(at(ax, hb, u, apartment({ floors: 7, rng: makeRng('apt' + o.seed), lit: c.T.lit })) + at(ax - 330 * u, hb, u, roundTree(300)) + at(ax + 320 * u, hb, u, roundTree(260, darken(P.green, 0.1))));
  const tx = W * (o.truckX ?? 0.3);
  c.add(at(tx, H * 0.99, u * 1.05, truck({ door: true, ramp: true }), true));
  let s = '';
  s += at(ax - 120 * u, H * 0.86, u * 1.05, sofa(P.orange, true));
  s += at(ax + 110 * u, H * 0.86, u * 1.05, fridge(true));
  s += at(ax + 210 * u, H * 0.87, u * 1.05, cartonStack([3, 2], 58, 50, 2));
  s += at(ax - 290 * u, H * 0.88, u * 1.05, washer() + at(95, 0, 1, tv(true)));
  s += at(tx + 560 * u, H * 0.96, u * 1.05, dolly(-22, 3) + at(-105, 0, 1, crew(1, 'push', { stride: 14 })), true);
  s += at(ax + 20 * u, H * 0.93, u * 1.05, crew(0, 'carry', { box: { w: 54, h: 46 }, stride: 12 }), true);
  c.add(s);
  return c;
}

/** Truck rear with open doors and a worker with a dolly at the tailgate. */
function sceneTailgate(W, H, o = {}) {
  const rng = makeRng(o.seed || 'tail');
  const c = new Canvas(W, H, o.tod || 'day', o.temp || 0);
  const u = H * 0.0016 * (o.scale || 1);
  const hy = H * 0.5, gb = H * 0.93;
  backdrop(c, o.motif || 'suburb', { rng, hy, gy: H * 0.7, sunX: (o.sunX ?? 0.15) * W });
  c.add(R(0, H * 0.7, W, H * 0.3, mix(P.light, P.cream, 0.3)) + R(0, H * 0.7, W, 6 * u, P.steel));
  const tx = W * (o.truckX ?? 0.4);
  c.add(at(tx, gb, u, truckRear({ open: true, seed: o.seed })));
  // worker inside handing a carton
  c.add(at(tx + 30 * u, gb - 112 * u, u * 0.8, crew(2, 'carry', { box: { w: 50, h: 44 } }), true));
  c.add(at(tx + 310 * u, gb + 10 * u, u, dolly(-22, 3) + at(-105, 0, 1, crew(1, 'push', { stride: 14 })), true));
  c.add(at(tx - 260 * u, gb + 8 * u, u, cartonStack([2, 1], 58, 50)) + at(tx + 470 * u, gb + 12 * u, u, crew(0, 'carry', { box: { w: 54, h: 46 }, stride: 10 }), true));
  return c;
}

function scenePet(W, H, o = {}) {
  const rng = makeRng(o.seed || 'pet');
  const c = new Canvas(W, H, o.tod || 'day', o.temp || 0);
  const u = H * 0.0015 * (o.scale || 1);
  const hy = H * 0.55, gb = H * 0.92;
  backdrop(c, 'suburb', { rng, hy, gy: H * 0.7, sunX: (o.sunX ?? 0.2) * W });
  c.add(R(0, H * 0.68, W, H * 0.32, mix(P.lime, P.green, 0.25)) + R(0, H * 0.8, W, H * 0.2, mix(P.light, P.cream, 0.4)) + R(0, H * 0.8, W, 5 * u, P.steel));
  c.add(at(W * 0.1, H * 0.72, u, roundTree(320)) + at(W * 0.95, H * 0.72, u, roundTree(280, darken(P.green, 0.08))));
  c.add(at(W * (o.vanX ?? 0.3), gb, u, van({ door: true })));
  c.add(at(W * (o.crateX ?? 0.74), gb + 4 * u, u * 1.1, petCrate(o.pet || 'dog', o.crateColor || P.orange, o.petColor)));
  if (o.second) c.add(at(W * 0.86, gb + 6 * u, u * 0.85, petCrate('cat', P.teal)));
  c.add(at(W * (o.personX ?? 0.6), gb + 2 * u, u, person({ pose: 'point', shirt: P.teal, pants: P.navy, skin: SKINS[2], hair: HAIRS[1], style: o.owner || 'woman', scarf: P.amber })));
  c.add(at(W * 0.97, gb + 8 * u, u, bush(90)));
  return c;
}

function sceneBike(W, H, o = {}) {
  const rng = makeRng(o.seed || 'bike');
  const c = new Canvas(W, H, o.tod || 'day', o.temp || 0);
  const u = H * 0.0011 * (o.scale || 1);
  const hy = H * 0.55, gb = H * 0.93;
  backdrop(c, o.motif || 'suburb', { rng, hy, gy: H * 0.72, sunX: (o.sunX ?? 0.15) * W });
  c.add(R(0, H * 0.72, W, H * 0.28, mix(P.light, P.cream, 0.3)) + R(0, H * 0.72, W, 5 * u, P.steel));
  const tx = W * (o.truckX ?? 0.38);
  c.add(at(tx, gb, u, truck({ door: true, ramp: true }), true));
  // the wrapped bike halfway up the ramp, pushed by one packer, a second holding a strap
  const rampTop = [tx + 326 * u, gb - 86 * u], rampBot = [tx + 490 * u, gb];
  const t = 0.45, bx = rampBot[0] + (rampTop[0] - rampBot[0]) * t, by = rampBot[1] + (rampTop[1] - rampBot[1]) * t;
  const ang = (Math.atan2(rampTop[1] - rampBot[1], rampTop[0] - rampBot[0]) * 180) / Math.PI + 180;
  const bk = u * 1.15;
  c.add(`<g transform="translate(${f(bx)} ${f(by)}) rotate(${f(ang)}) scale(${f4(-bk)} ${f4(bk)})">${motorbike({ color: o.bikeColor || P.teal, wrapped: true })}</g>`);
  c.add(at(bx + 165 * u, gb + 4 * u, u, crew(1, 'push', { stride: 14 }), true));
  // strap from the bike's frame, over the packer's shoulder side, held by a second packer
  const hx2 = tx + 700 * u;
  if (o.second !== false) {
    c.add(at(hx2, gb + 2 * u, u, crew(0, 'hold', { stride: 6 }), true));
    c.add(PT(`M${f(bx + 10 * u)},${f(by - 95 * u)} Q${f((bx + hx2) / 2)},${f(by - 60 * u)} ${f(hx2 - 38 * u)},${f(gb - 112 * u)}`, 'none', { stroke: P.orange, 'stroke-width': 5 * u, 'stroke-linecap': 'round' }));
  }
  c.add(at(tx + 860 * u, gb + 6 * u, u, bubbleRoll() + at(90, 0, 1, tapeRoll()) + at(170, 0, 1, cartonStack([2, 1], 58, 50))));
  return c;
}

/** Top-down style route network (vision art and the transparent India routes art). */
function routeNetwork(c, o) {
  const { x0, y0, w, h, rng, cols = 4, rows = 4, trucks = 5, k = 1, hubIndex } = o;
  const nodes = [];
  for (let r = 0; r < rows; r++) for (let q = 0; q < cols; q++) {
    if (o.skip && o.skip(q, r)) continue;
    nodes.push([x0 + (w * (q + 0.5 + rng.range(-0.28, 0.28))) / cols, y0 + (h * (r + 0.5 + rng.range(-0.28, 0.28))) / rows]);
  }
  const edges = new Set();
  nodes.forEach((a, i) => {
    const near = nodes.map((b, j) => [j, Math.hypot(a[0] - b[0], a[1] - b[1])]).filter(([j]) => j !== i).sort((p, q) => p[1] - q[1]).slice(0, 2);
    for (const [j] of near) edges.add(i < j ? `${i}-${j}` : `${j}-${i}`);
  });
  let lines = '', tr = '', pins = '';
  const curves = [];
  for (const e of edges) {
    const [i, j] = e.split('-').map(Number);
    const [a, b] = [nodes[i], nodes[j]];
    const mx = (a[0] + b[0]) / 2, my = (a[1] + b[1]) / 2, len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const bend = rng.range(-0.18, 0.18) * len;
    const cx = mx + (-(b[1] - a[1]) / len) * bend, cy = my + ((b[0] - a[0]) / len) * bend;
    lines += PT(`M${f(a[0])},${f(a[1])} Q${f(cx)},${f(cy)} ${f(b[0])},${f(b[1])}`, 'none', { stroke: o.lineCol || P.blue, 'stroke-width': 5 * k, 'stroke-dasharray': `0.1 ${f(14 * k)}`, 'stroke-linecap': 'round', opacity: 0.85 });
    curves.push([a, [cx, cy], b]);
  }
  const order = curves.map((cv, i) => [i, rng.next()]).sort((p, q) => p[1] - q[1]).slice(0, trucks).map(([i]) => i);
  for (const idx of order) {
    const [a, m, b] = curves[idx]; const t = 0.5;
    const px = (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * m[0] + t * t * b[0];
    const py = (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * m[1] + t * t * b[1];
    const dx = 2 * (1 - t) * (m[0] - a[0]) + 2 * t * (b[0] - m[0]), dy = 2 * (1 - t) * (m[1] - a[1]) + 2 * t * (b[1] - m[1]);
    let ang = (Math.atan2(dy, dx) * 180) / Math.PI; let flip = false;
    if (dx < 0) { flip = true; ang = ang > 0 ? ang - 180 : ang + 180; }
    ang = Math.max(-30, Math.min(30, ang));
    tr += at(px, py + 4 * k, 0.075 * k, truck({}), flip, ang);
  }
  nodes.forEach((p, i) => {
    const hub = i === (hubIndex ?? Math.floor(nodes.length / 2));
    const s = (hub ? 1.45 : 1) * k;
    pins += at(p[0], p[1], s, E(0, 0, 9, 3.5, '#000000', { opacity: 0.18 }) + PT('M0,0 C-4,-8 -14,-16 -14,-28 A14,14 0 1 1 14,-28 C14,-16 4,-8 0,0 Z', hub ? P.orange : (i % 3 === 0 ? P.teal : P.navy)) + C(0, -28, 6, P.cream));
  });
  c.add(lines + tr + pins);
}
function compassRose(r) {
  let s = C(0, 0, r, P.cream, { opacity: 0.9 }) + C(0, 0, r, 'none', { stroke: P.navy, 'stroke-width': r * 0.035 }) + C(0, 0, r * 0.84, 'none', { stroke: P.sky, 'stroke-width': r * 0.02 });
  for (let a = 0; a < 360; a += 15) {
    const rad = (a * Math.PI) / 180, r1 = a % 90 === 0 ? r * 0.72 : r * 0.78;
    s += L(Math.cos(rad) * r1, Math.sin(rad) * r1, Math.cos(rad) * r * 0.84, Math.sin(rad) * r * 0.84, P.navy, r * 0.018);
  }
  const star = (a, len, wd, c1, c2) => {
    const rad = (a * Math.PI) / 180, px = Math.cos(rad), py = Math.sin(rad), qx = -py, qy = px;
    return PG([[0, 0], [px * len, py * len], [qx * wd, qy * wd]], c1) + PG([[0, 0], [px * len, py * len], [-qx * wd, -qy * wd]], c2);
  };
  for (const a of [45, 135, 225, 315]) s += star(a, r * 0.55, r * 0.09, P.amber, P.orange);
  for (const a of [0, 90, 180, 270]) s += star(a, r * 0.8, r * 0.13, a === 270 ? P.orange : P.blue, a === 270 ? darken(P.orange, 0.2) : P.navy);
  s += C(0, 0, r * 0.1, P.cream) + C(0, 0, r * 0.045, P.navy);
  s += PG([[0, -r * 1.18], [r * 0.1, -r * 1.02], [-r * 0.1, -r * 1.02]], P.orange);
  return s;
}

/* ===================================================================== STANDALONE ART */
function founderSVG() {
  const W = 600, H = 750, skin = '#A86F47', hair = '#231A14';
  let s = R(0, 0, W, H, P.mist) + C(300, 330, 250, P.sky, { opacity: 0.45 }) + C(470, 140, 60, P.amber, { opacity: 0.35 }) + C(110, 560, 80, P.teal, { opacity: 0.15 });
  s += PT('M70,750 Q80,575 215,530 L385,530 Q520,575 530,750 Z', P.blue);
  s += PT('M300,560 L300,750', 'none', { stroke: darken(P.blue, 0.25), 'stroke-width': 4 });
  for (const y of [600, 650, 700]) s += C(312, y, 5, P.cream);
  s += RR(345, 610, 70, 60, 6, darken(P.blue, 0.12)) + R(345, 610, 70, 10, darken(P.blue, 0.22));
  s += R(262, 430, 76, 110, skin) + PT('M262,470 Q300,500 338,470 L338,440 L262,440 Z', darken(skin, 0.15));
  s += PG([[250, 528], [300, 580], [278, 612], [226, 540]], P.cream) + PG([[350, 528], [300, 580], [322, 612], [374, 540]], P.cream);
  let h = E(208, 360, 18, 28, darken(skin, 0.06)) + E(392, 360, 18, 28, darken(skin, 0.06));
  h += E(300, 345, 94, 118, skin);
  h += PT('M206,350 Q192,226 300,222 Q408,226 394,350 Q388,292 352,282 Q300,300 248,284 Q212,294 206,350 Z', hair);
  h += RR(240, 312, 46, 9, 4, hair) + RR(314, 312, 46, 9, 4, hair);
  h += E(263, 342, 7, 8, P.ink) + E(337, 342, 7, 8, P.ink) + C(265, 340, 2, P.white) + C(339, 340, 2, P.white);
  h += PT('M300,350 Q292,392 304,396', 'none', { stroke: darken(skin, 0.25), 'stroke-width': 4, 'stroke-linecap': 'round' });
  h += PT('M262,412 Q300,398 338,412 Q320,420 300,414 Q280,420 262,412 Z', hair);
  h += PT('M272,428 Q300,446 328,428', 'none', { stroke: darken(skin, 0.45), 'stroke-width': 5, 'stroke-linecap': 'round' });
  h += E(245, 385, 14, 8, P.orange, { opacity: 0.12 }) + E(355, 385, 14, 8, P.orange, { opacity: 0.12 });
  s += G(h, { transform: 'translate(0 34)' });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${s}</svg>`;
}

/** Logo mark in a 64x64 box: shield, truck and an orange swoosh. */
function markInner() {
  return PT('M32,3 L57,11 L57,31 C57,46 46,56 32,61 C18,56 7,46 7,31 L7,11 Z', P.navy)
    + RR(14, 20, 23, 16, 1.5, P.cream) + R(14, 29, 23, 3, P.orange)
    + PT('M38,24 L45,24 L50,30 L50,36 L38,36 Z', P.cream) + PT('M40,26 L44,26 L47.5,30 L40,30 Z', P.navy)
    + C(20, 37.5, 3.6, P.orange) + C(20, 37.5, 1.4, P.navy) + C(44, 37.5, 3.6, P.orange) + C(44, 37.5, 1.4, P.navy)
    + PT('M15,45 Q32,52 50,43', 'none', { stroke: P.orange, 'stroke-width': 3.6, 'stroke-linecap': 'round' });
}
function logoSVG() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" width="240" height="64" role="img" aria-labelledby="t">
<title id="t">SwiftSecure Packers &amp; Movers</title>
<g>${markInner()}</g>
<text x="66" y="34" font-family="Inter, Arial, sans-serif" font-size="24" font-weight="800" letter-spacing="-0.3"><tspan fill="${P.navy}">Swift</tspan><tspan fill="${P.orange}">Secure</tspan></text>
<text x="67" y="51" font-family="Inter, Arial, sans-serif" font-size="11.5" font-weight="600" letter-spacing="0.9" fill="${P.grey}">Packers &amp; Movers</text>
</svg>
`;
}
function markSVG(title = 'SwiftSecure Packers & Movers') {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img"><title>${esc(title)}</title>${markInner()}</svg>
`;
}
function faviconSVG() {
  // simpler, bolder version of the mark for 16-32 px
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${PT('M32,2 L59,10 L59,31 C59,47 47,57 32,62 C17,57 5,47 5,31 L5,10 Z', P.navy)}${RR(12, 19, 26, 19, 2, P.cream)}${R(12, 28, 26, 4, P.orange)}${PT('M39,23 L47,23 L53,30 L53,38 L39,38 Z', P.cream)}${C(20, 40, 4.5, P.orange)}${C(45, 40, 4.5, P.orange)}${PT('M14,49 Q32,55 51,47', 'none', { stroke: P.orange, 'stroke-width': 4.5, 'stroke-linecap': 'round' })}</svg>
`;
}

function partnerSVG(i) {
  const g = P.grey, l = P.steel;
  const cx = 30, cy = 32;
  const marks = [
    () => C(cx, cy, 18, g),
    () => C(cx, cy, 17, 'none', { stroke: g, 'stroke-width': 5 }) + C(cx, cy, 6, l),
    () => PG([[cx, 13], [cx + 19, 49], [cx - 19, 49]], g),
    () => PG([[cx, 12], [cx + 19, cy], [cx, 52], [cx - 19, cy]], g) + PG([[cx, 22], [cx + 9, cy], [cx, 42], [cx - 9, cy]], l),
    () => PG([0, 60, 120, 180, 240, 300].map((a) => [cx + 19 * Math.cos((a * Math.PI) / 180), cy + 19 * Math.sin((a * Math.PI) / 180)]), g),
    () => R(12, 14, 16, 16, g) + R(32, 14, 16, 16, l) + R(12, 34, 16, 16, l) + R(32, 34, 16, 16, g),
    () => PL([[14, 20], [26, 32], [14, 44]], g, 6) + PL([[28, 20], [40, 32], [28, 44]], l, 6),
    () => PG([...Array(10)].map((_, k) => { const a = -Math.PI / 2 + (k * Math.PI) / 5, r = k % 2 ? 8 : 19; return [cx + r * Math.cos(a), cy + r * Math.sin(a)]; }), g),
    () => PT('M10,26 Q20,16 30,26 T50,26', 'none', { stroke: g, 'stroke-width': 5, 'stroke-linecap': 'round' }) + PT('M10,40 Q20,30 30,40 T50,40', 'none', { stroke: l, 'stroke-width': 5, 'stroke-linecap': 'round' }),
    () => PT(`M12,44 A18,18 0 0 1 48,44 Z`, g) + R(12, 47, 36, 5, l),
    () => R(25, 12, 10, 40, g) + R(10, 27, 40, 10, g),
    () => R(12, 36, 9, 14, l) + R(25.5, 26, 9, 24, g) + R(39, 16, 9, 34, g),
    () => PT('M30,12 C46,18 48,40 30,52 C12,40 14,18 30,12 Z', g) + L(30, 20, 30, 46, l, 3),
    () => R(12, 14, 36, 36, 'none', { stroke: g, 'stroke-width': 5 }) + R(23, 25, 14, 14, g),
    () => C(23, cy, 13, g) + C(37, cy, 13, l, { opacity: 0.9 }),
    () => PG([[34, 10], [16, 36], [28, 36], [24, 54], [44, 26], [32, 26]], g),
  ];
  const num = String(i + 1).padStart(2, '0');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 64" width="160" height="64" role="img"><title>Placeholder partner logo ${num}</title>${marks[i]()}<text x="62" y="38" font-family="Inter, Arial, sans-serif" font-size="15" font-weight="700" fill="${g}">Partner ${num}</text></svg>
`;
}

function certificateSVG(title) {
  const W = 800, H = 600;
  const fs = Math.min(34, 640 / (title.length * 0.6));
  let s = R(0, 0, W, H, P.mist);
  s += RR(44, 38, 720, 532, 6, '#000000', { opacity: 0.08 });
  s += RR(36, 30, 720, 532, 6, '#FFFDF8');
  s += R(52, 46, 688, 500, 'none', { stroke: P.navy, 'stroke-width': 4 }) + R(62, 56, 668, 480, 'none', { stroke: P.orange, 'stroke-width': 1.5 });
  for (const [x, y] of [[62, 56], [730, 56], [62, 536], [730, 536]]) s += C(x, y, 9, P.orange) + C(x, y, 4, '#FFFDF8');
  s += at(396, 104, 0.9, shieldMark());
  s += `<text x="396" y="176" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${f(fs)}" font-weight="bold" fill="${P.navy}">${esc(title)}</text>`;
  s += R(286, 192, 220, 3, P.orange);
  const lines = [[120, 236, 560], [120, 270, 500], [120, 304, 540], [120, 338, 420], [120, 372, 480]];
  for (const [x, y, w] of lines) s += RR(x, y, 110, 10, 5, P.steel) + RR(x + 130, y, w - 130, 10, 5, P.light);
  s += L(120, 478, 300, 478, P.grey, 2) + PT('M130,470 q14,-26 26,-4 t24,-6 t26,2 t30,-8', 'none', { stroke: P.blue, 'stroke-width': 2.5, opacity: 0.6 });
  s += RR(120, 488, 120, 8, 4, P.light);
  const sx = 630, sy = 452;
  s += PG([[sx - 26, sy + 20], [sx - 40, sy + 76], [sx - 22, sy + 66], [sx - 10, sy + 82], [sx - 4, sy + 26]], P.orange) + PG([[sx + 26, sy + 20], [sx + 40, sy + 76], [sx + 22, sy + 66], [sx + 10, sy + 82], [sx + 4, sy + 26]], darken(P.orange, 0.15));
  s += PG([...Array(32)].map((_, k) => { const a = (k * Math.PI) / 16, r = k % 2 ? 46 : 54; return [sx + r * Math.cos(a), sy + r * Math.sin(a)]; }), P.amber);
  s += C(sx, sy, 40, P.orange) + C(sx, sy, 32, 'none', { stroke: P.cream, 'stroke-width': 2, 'stroke-dasharray': '4 4' }) + at(sx, sy + 2, 0.6, shieldMark(P.cream, P.navy));
  s += `<text x="400" y="330" text-anchor="middle" transform="rotate(-24 400 330)" font-family="DejaVu Sans, Arial, sans-serif" font-size="150" font-weight="bold" letter-spacing="10" fill="${P.orange}" fill-opacity="0.22" stroke="${P.orange}" stroke-opacity="0.35" stroke-width="2">SAMPLE</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${s}</svg>`;
}

function indiaRoutesSVG() {
  const W = 900, H = 900;
  const c = new Canvas(W, H, 'day');
  const rng = makeRng('india-routes');
  c.add(C(450, 450, 400, P.sky, { opacity: 0.16 }) + C(450, 450, 330, 'none', { stroke: P.sky, 'stroke-width': 2, 'stroke-dasharray': '4 10', opacity: 0.8 }) + C(450, 450, 230, 'none', { stroke: P.sky, 'stroke-width': 2, 'stroke-dasharray': '4 10', opacity: 0.6 }));
  routeNetwork(c, { x0: 120, y0: 110, w: 660, h: 680, rng, cols: 4, rows: 4, trucks: 6, k: 1.6, skip: (q, r) => (q === 0 && r === 3) || (q === 3 && r === 0), lineCol: P.blue, hubIndex: 6 });
  c.add(at(150, 740, 1, compassRose(92)));
  return c.svg({ transparent: true });
}

function visionScene(W, H) {
  const c = new Canvas(W, H, 'day');
  const rng = makeRng('vision');
  let s = R(0, 0, W, H, mix(P.mist, P.lime, 0.25));
  for (let i = 0; i < 14; i++) s += E(rng.range(0, W), rng.range(0, H), rng.range(90, 220), rng.range(60, 140), rng.pick([P.lime, P.green, P.sand, mix(P.lime, P.sand, 0.5)]), { opacity: 0.35 });
  s += PT(smooth([[-20, H * 0.18], [W * 0.25, H * 0.3], [W * 0.45, H * 0.22], [W * 0.62, H * 0.48], [W * 0.8, H * 0.55], [W + 20, H * 0.78]]), 'none', { stroke: P.ocean, 'stroke-width': 26, opacity: 0.7, 'stroke-linecap': 'round' });
  s += PT(`M${W * 0.78},${H} Q${W * 0.88},${H * 0.82} ${W + 10},${H * 0.86} L${W + 10},${H} Z`, P.sea, { opacity: 0.8 });
  for (let i = 0; i < 6; i++) {
    const x = rng.range(0.05, 0.4) * W, y = rng.range(0.05, 0.3) * H;
    s += PG([[x - 40, y + 30], [x, y - 30], [x + 40, y + 30]], mix(P.blue, P.sky, 0.4)) + PG([[x, y - 30], [x + 40, y + 30], [x + 8, y + 30]], mix(P.blue, P.sky, 0.2)) + PG([[x, y - 30], [x + 10, y - 15], [x - 9, y - 15]], P.cream);
  }
  for (let i = 0; i < 40; i++) { const x = rng.range(0, W), y = rng.range(0, H); s += C(x, y, rng.range(8, 14), darken(P.green, rng.range(0, 0.2)), { opacity: 0.9 }); }
  for (let i = 0; i < 5; i++) { const x = rng.range(0.5, 0.95) * W, y = rng.range(0.05, 0.35) * H; for (let k = 0; k < 5; k++) s += R(x + k * 14, y - rng.range(10, 40), 11, 50, mix(P.sky, P.blue, rng.range(0, 0.4)), { opacity: 0.8 }); }
  c.add(s);
  routeNetwork(c, { x0: 60, y0: 80, w: W - 120, h: H - 140, rng, cols: 5, rows: 4, trucks: 7, k: 1.5, lineCol: P.navy });
  c.add(at(W - 110, H - 110, 1, compassRose(70)));
  return c;
}

/* ===================================================================== OUTPUT */
/**
 * npm run art                    draws every picture that is missing or still exactly as drawn before
 * npm run art -- --force         redraws every picture, replacing the owner's too
 * npm run art -- --only src/assets/why/   only the pictures under a path (repeatable)
 * npm run art -- --root DIR      writes under DIR instead of the project (used by the tests)
 */
const { values: cli } = parseArgs({
  options: {
    force: { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
    root: { type: 'string' },
    svg: { type: 'string' },
  },
});
const OUT = cli.root ? path.resolve(cli.root) : ROOT;
const manifest = readManifest(OUT);
const report = { drawn: [], kept: [] };
const wanted = (rel) => !cli.only || cli.only.some((prefix) => rel.startsWith(prefix));

async function write(rel, data) {
  const file = path.join(OUT, rel);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}
/** Writes a picture, unless the owner replaced it: its bytes no longer match what this script drew. */
async function picture(rel, render) {
  if (!wanted(rel)) return;
  if (!cli.force && pictureState(rel, manifest, OUT) === 'replaced') {
    report.kept.push(rel);
    return;
  }
  const data = await render();
  await write(rel, data);
  manifest[rel] = sha256(data);
  report.drawn.push(rel);
}
/** Writes a data file only where there is none: the owner edits these (names, flags, alt texts). */
async function dataFile(rel, text) {
  if (wanted(rel) && !existsSync(path.join(OUT, rel))) await write(rel, text);
}
const svgOf = (canvasOrSvg) => (typeof canvasOrSvg === 'string' ? canvasOrSvg : canvasOrSvg.svg());
const jpg = (rel, canvasOrSvg) =>
  picture(rel, () => sharp(Buffer.from(svgOf(canvasOrSvg))).jpeg({ quality: 78, mozjpeg: true }).toBuffer());
const png = (rel, svg) => picture(rel, () => sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer());
const svgFile = (rel, svg) => picture(rel, async () => Buffer.from(svg));

const LOCATIONS = [
  ['jammu-kashmir', 'mountains'], ['himachal', 'mountains'], ['punjab', 'plains'], ['chandigarh', 'city'], ['haryana', 'plains'],
  ['delhi', 'city'], ['rajasthan', 'desert'], ['uttar-pradesh', 'plains'], ['bihar', 'plains'], ['sikkim', 'mountains'],
  ['arunachal-pradesh', 'mountains'], ['nagaland', 'hills'], ['manipur', 'hills'], ['mizoram', 'hills'], ['tripura', 'hills'],
  ['meghalaya', 'hills'], ['assam', 'hills'], ['kolkata', 'city'], ['jharkhand', 'hills'], ['odisha', 'coast'],
  ['chhattisgarh', 'hills'], ['madhya-pradesh', 'hills'], ['gujarat', 'desert'], ['daman-diu', 'coast'], ['maharashtra', 'city'],
  ['andhra-pradesh', 'coast'], ['karnataka', 'city'], ['goa', 'coast'], ['lakshadweep', 'coast'], ['kerala', 'coast'],
  ['tamil-nadu', 'city'], ['puducherry', 'coast'], ['andaman-nicobar', 'coast'], ['telangana', 'city'], ['leh-ladakh', 'mountains'],
];

function locationScene(slug, motif) {
  const rng = makeRng(`loc:${slug}`);
  const tod = rng.pick(['day', 'day', 'morning', 'golden', 'dawn', 'dusk']);
  const extras = [];
  if (rng.chance(0.5)) extras.push({ kind: rng.pick(['car', 'car', 'van']), x: rng.range(0.1, 0.9), lane: 'far', flip: true, color: rng.pick([P.teal, P.orange, P.sky, P.cream, P.green]) });
  return sceneHighway(800, 600, {
    seed: `scene:${slug}`, motif, tod, temp: rng.range(-0.8, 0.8), fx: rng.range(0.36, 0.64), flip: rng.chance(0.35),
    peaks: motif === 'hills' ? rng.int(3, 7) : rng.int(2, 6), clouds: rng.int(1, 5), hy: rng.range(0.54, 0.62), sunX: rng.range(0.1, 0.9),
    tall: rng.range(0.7, 1.3), extras, scale: rng.range(0.92, 1.08),
  });
}

/* 28 gallery scenes: [builder, alt text] */
const GALLERY = [
  [() => sceneRoom(1200, 900, { seed: 'g1', items: [{ t: 'stack', x: 0.15, rows: [3, 2, 1] }, { t: 'carton', x: 0.5, y: 0.9, w: 80, h: 60, open: true }, { t: 'roll', x: 0.36, y: 0.9 }, { t: 'tape', x: 0.62, y: 0.92 }, { t: 'person', crew: 0, pose: 'tape', x: 0.43, y: 0.93 }, { t: 'tv', x: 0.8, y: 0.9, wrapped: true }] }),
    'Illustration of a packer in a blue uniform sealing an open carton in a living room, next to a bubble-wrap roll, stacked cartons and a wrapped television.'],
  [() => sceneHome(1200, 900, { seed: 'g2', truckX: 0.3, houseX: 0.86, mode: 'load' }),
    'Illustration of packers carrying cartons from a two-storey house up the ramp into a moving truck on a sunny day.'],
  [() => sceneHighway(1200, 900, { seed: 'g3', motif: 'hills', tod: 'day', fx: 0.55 }),
    'Illustration of the company moving truck driving along a highway through green rolling hills.'],
  [() => sceneHighway(1200, 900, { seed: 'g4', motif: 'mountains', tod: 'morning', fx: 0.5, peaks: 4 }),
    'Illustration of a moving truck on a mountain highway with snow-capped peaks and pine trees behind it.'],
  [() => sceneHighway(1200, 900, { seed: 'g5', motif: 'desert', tod: 'golden', fx: 0.45, flip: true }),
    'Illustration of a moving truck crossing a desert road between sand dunes in warm golden light.'],
  [() => sceneHighway(1200, 900, { seed: 'g6', motif: 'coast', tod: 'day', fx: 0.58 }),
    'Illustration of a moving truck on a coastal road with palm trees, a sailboat and the sea behind it.'],
  [() => sceneHighway(1200, 900, { seed: 'g7', motif: 'city', tod: 'night', fx: 0.55, extras: [{ kind: 'car', x: 0.2, lane: 'far', flip: true, color: P.orange }] }),
    'Illustration of a moving truck driving through a city at night with lit windows, street lights and a car passing.'],
  [() => sceneHome(1200, 900, { seed: 'g8', truckX: 0.3, houseX: 0.84, mode: 'unload', family: true, walkers: 1, house: 'bungalow', roof: P.teal, door: P.orange }),
    'Illustration of packers unloading cartons from a truck at a new bungalow while a family waves from the doorway.'],
  [() => sceneWarehouse(1200, 900, { seed: 'g9', tod: 'day', whX: 0.55, whW: 1200, doors: 3, openDoors: [0, 1, 2], trucks: [], forklift: { x: 0.3, y: 0.93 }, pallets: [{ x: 0.78, y: 0.9, rows: [3, 2] }, { x: 0.92, y: 0.95, rows: [2, 2] }] }),
    'Illustration of a forklift carrying a pallet of cartons in front of a warehouse with open roller doors full of stored goods.'],
  [() => sceneHighway(1200, 900, { seed: 'g10', motif: 'plains', tod: 'morning', fx: 0.5, body: 'carrier', cars: [P.teal, P.orange], motion: true }),
    'Illustration of a car-carrier truck transporting two cars on its upper and lower decks past green and yellow fields.'],
  [() => sceneBike(1200, 900, { seed: 'g11', bikeColor: P.orange }),
    'Illustration of a packer pushing a bubble-wrapped motorbike up the ramp into a moving truck while a colleague holds the strap.'],
  [() => scenePet(1200, 900, { seed: 'g12', pet: 'dog' }),
    'Illustration of a dog waiting in an orange travel crate beside a company van, with its owner standing nearby.'],
  [() => sceneRoom(1200, 900, { seed: 'g13', wall: mix(P.mist, P.sky, 0.25), winX: 0.6, artX: 0.2, items: [{ t: 'stack', x: 0.18, rows: [2, 2, 1], shift: 1 }, { t: 'petcrate', x: 0.52, pet: 'cat', color: P.teal }, { t: 'plant', x: 0.36 }, { t: 'carton', x: 0.78, w: 90, h: 70, open: true }, { t: 'lamp', x: 0.92 }] }),
    'Illustration of a cat resting in a teal pet carrier among packed cartons and a potted plant in a room ready for the move.'],
  [() => sceneRoom(1200, 900, { seed: 'g14', kind: 'office', wall: mix(P.mist, P.light, 0.6), floor: mix(P.light, P.grey, 0.2), winX: 0.08, items: [{ t: 'desk', x: 0.28 }, { t: 'chair', x: 0.45 }, { t: 'crate', x: 0.6, y: 0.96 }, { t: 'crate', x: 0.6, y: 0.96 - 0.147, w: 80, h: 60 }, { t: 'dolly', x: 0.9, pusher: 2 }, { t: 'chair', x: 0.12, color: P.teal, flip: true }] }),
    'Illustration of an office move with a desk, office chairs and stacked wooden crates, and a mover wheeling a dolly of cartons.'],
  [() => sceneTailgate(1200, 900, { seed: 'g15' }),
    'Illustration of workers unloading a truck from its open rear doors, one handing a carton down and one wheeling a dolly of cartons.'],
  [() => sceneApartment(1200, 900, { seed: 'g16' }),
    'Illustration of a wrapped sofa, fridge, washing machine and cartons outside an apartment block, with packers loading a truck.'],
  [() => sceneHighway(1200, 900, { seed: 'g17', motif: 'plains', tod: 'dawn', fx: 0.6, sunX: 0.3 }),
    'Illustration of a moving truck with headlights on driving past farm fields at dawn.'],
  [() => sceneWarehouse(1200, 900, { seed: 'g18', tod: 'dusk', whX: 0.5, whW: 1300, doors: 4, openDoors: [0, 1, 3], docked: [3], trucks: [{ x: 0.3, y: 0.97, flip: false }], workers: [{ x: 0.74, y: 0.95, i: 0, pose: 'carry', flip: true }] }),
    'Illustration of trucks at a warehouse at dusk, one backed up to an open loading door and one parked in the yard with its headlights on.'],
  [() => sceneRoom(1200, 900, { seed: 'g19', winX: 0.72, artX: 0.12, items: [{ t: 'table', x: 0.3, y: 0.9 }, { t: 'carton', x: 0.24, y: 0.75, w: 60, h: 46, open: true }, { t: 'vase', x: 0.36, y: 0.75 }, { t: 'roll', x: 0.6, y: 0.92 }, { t: 'person', crew: 1, pose: 'tape', x: 0.5, y: 0.95, flip: true }, { t: 'tv', x: 0.76, y: 0.93, wrapped: true }, { t: 'stack', x: 0.92, rows: [2, 1], shift: 2 }] }),
    'Illustration of a packer at a table with a bubble-wrapped vase and an open carton, beside a bubble-wrap roll, a wrapped television and sealed cartons.'],
  [() => sceneRoom(1200, 900, { seed: 'g20', wall: mix(P.cream, P.sand, 0.2), winX: 0.76, artX: 0.3, items: [{ t: 'stack', x: 0.16, rows: [3, 3, 2, 1] }, { t: 'stack', x: 0.45, rows: [2, 2, 1], shift: 1, w: 56, h: 46 }, { t: 'roll', x: 0.66 }, { t: 'tape', x: 0.74 }, { t: 'tape', x: 0.78, y: 0.95 }, { t: 'carton', x: 0.88, w: 70, h: 56, open: true }] }),
    'Illustration of neatly stacked and labelled cartons with a bubble-wrap roll, tape rolls and an open carton ready for packing.'],
  [() => sceneHome(1200, 900, { seed: 'g21', truckX: 0.28, houseX: 0.88, mode: 'load', walkers: 1, sofa: true, tod: 'golden', stack: [2, 1] }),
    'Illustration of packers loading a truck outside a house in the late afternoon, with a bubble-wrapped sofa waiting on the driveway.'],
  [() => sceneHighway(1200, 900, { seed: 'g22', motif: 'hills', tod: 'dusk', fx: 0.45, flip: true, sunX: 0.75 }),
    'Illustration of a moving truck with headlights on driving through dark green hills at dusk.'],
  [() => sceneRoom(1200, 900, { seed: 'g23', wall: mix(P.mist, P.lime, 0.15), winX: 0.1, artX: 0.45, items: [{ t: 'carton', x: 0.3, w: 80, h: 60, open: true }, { t: 'person', x: 0.44, pose: 'wave', opts: { shirt: P.teal, skin: SKINS[4], hair: HAIRS[1], moustache: true }, flip: true }, { t: 'person', x: 0.2, pose: 'low', opts: { style: 'woman', shirt: P.orange, skin: SKINS[2], scarf: P.amber, box: { w: 46, h: 40 } } }, { t: 'sofa', x: 0.7, color: P.blue }, { t: 'stack', x: 0.92, rows: [2, 2, 1] }, { t: 'person', x: 0.56, k: 0.62, pose: 'reach', opts: { shirt: P.amber, pants: P.blue, skin: SKINS[2] } }] }),
    'Illustration of a family unpacking cartons in their new living room, with a sofa already in place.'],
  [() => sceneHome(1200, 900, { seed: 'g24', truckX: 0.3, houseX: 0.84, mode: 'unload', walkers: 1, supervisor: true, tod: 'morning', house: 'bungalow', roof: P.blue }),
    'Illustration of a moving truck parked at a bungalow in the morning, with packers carrying cartons to the door as a supervisor directs them.'],
  [() => sceneHighway(1200, 900, { seed: 'g25', motif: 'coast', tod: 'golden', fx: 0.5, flip: true, sunX: 0.25 }),
    'Illustration of a moving truck driving along a palm-lined beach road at sunset.'],
  [() => sceneWarehouse(1200, 900, { seed: 'g26', tod: 'morning', whX: 0.55, whW: 1200, doors: 3, openDoors: [1], trucks: [{ x: 0.72, y: 0.98, flip: true, k: 0.9 }], workers: [], pallets: [{ x: 0.08, y: 0.9, rows: [2, 1] }] }),
    'Illustration of a moving truck parked in a warehouse yard in the morning, with pallets of cartons beside the building.'],
  [() => { const c = sceneHighway(1200, 900, { seed: 'g27', motif: 'suburb', tod: 'day', fx: 0.5, motion: false, bushes: false }); return c; },
    'Illustration of a moving truck parked on a quiet street in a leafy neighbourhood.'],
  [() => sceneHighway(1200, 900, { seed: 'g28', motif: 'plains', tod: 'night', fx: 0.55, lights: true }),
    'Illustration of a moving truck travelling a highway past fields at night under a crescent moon and stars.'],
];

async function main() {
  const t0 = Date.now();
  // heroes: subject on the right, left ~55% calm
  await jpg('src/assets/hero/hero-1.jpg', sceneHighway(1920, 1080, { seed: 'hero1', motif: 'hills', tod: 'dawn', fx: 0.76, sunX: 0.82, clouds: 2, hy: 0.6 }));
  await jpg('src/assets/hero/hero-2.jpg', sceneHome(1920, 1080, { seed: 'hero2', truckX: 0.655, houseX: 0.94, scale: 0.86, mode: 'load', walkers: 1, clouds: 2, sunX: 0.62, stack: [2, 1] }));
  await jpg('src/assets/hero/hero-3.jpg', sceneWarehouse(1920, 1080, { seed: 'hero3', tod: 'dusk', whX: 0.86, whW: 1300, doors: 4, openDoors: [1, 2, 3], docked: [2], trucks: [{ x: 0.64, y: 0.97, flip: false }], clouds: 2, sunX: 0.3 }));

  // page banners, 1920x800, calm on the left
  const banners = {
    about: sceneHome(1920, 800, { seed: 'b-about', truckX: 0.7, houseX: 0.92, walkers: 0, clouds: 2, tree: false, stack: [2, 1], tod: 'morning', hy: 0.5 }),
    services: sceneTailgate(1920, 800, { seed: 'b-services', truckX: 0.64, sunX: 0.3, scale: 0.9 }),
    locations: sceneHighway(1920, 800, { seed: 'b-locations', motif: 'mountains', tod: 'day', fx: 0.8, clouds: 2, hy: 0.62, peaks: 5 }),
    gallery: sceneHighway(1920, 800, { seed: 'b-gallery', motif: 'coast', tod: 'golden', fx: 0.78, clouds: 2, sunX: 0.62 }),
    contact: sceneHighway(1920, 800, { seed: 'b-contact', motif: 'city', tod: 'day', fx: 0.8, clouds: 2, motion: false, hy: 0.6 }),
    certificates: sceneWarehouse(1920, 800, { seed: 'b-cert', tod: 'day', whX: 0.85, whW: 1300, doors: 4, openDoors: [2], trucks: [{ x: 0.65, y: 0.98 }], clouds: 2, sunX: 0.35 }),
  };
  for (const [k, c] of Object.entries(banners)) await jpg(`src/assets/heroes/${k}.jpg`, c);

  // services, 1200x800
  const services = {
    'packers-and-movers': sceneHome(1200, 800, { seed: 's-pm', truckX: 0.3, houseX: 0.86, walkers: 1, supervisor: false, stack: [3, 2, 1] }),
    'movers-and-packers': sceneHighway(1200, 800, { seed: 's-mp', motif: 'plains', tod: 'day', fx: 0.55, rail: true, extras: [{ kind: 'car', x: 0.2, lane: 'far', flip: true, color: P.teal }] }),
    relocation: sceneRoom(1200, 800, { seed: 's-rel', kind: 'office', wall: mix(P.mist, P.light, 0.6), floor: mix(P.light, P.grey, 0.2), winX: 0.06, items: [{ t: 'desk', x: 0.26, y: 0.92 }, { t: 'chair', x: 0.44 }, { t: 'crate', x: 0.58, y: 0.96 }, { t: 'crate', x: 0.58, y: 0.96 - 0.147, w: 80, h: 60 }, { t: 'dolly', x: 0.9, pusher: 0 }, { t: 'chair', x: 0.1, color: P.teal, flip: true }] }),
    'household-shifting': sceneApartment(1200, 800, { seed: 's-hh' }),
    transport: sceneWarehouse(1200, 800, { seed: 's-tr', tod: 'day', whX: 0.62, whW: 1100, doors: 3, openDoors: [2], trucks: [{ x: 0.34, y: 0.98, flip: true, door: true, ramp: true }], forklift: { x: 0.7, y: 0.95, flip: true }, pallets: [{ x: 0.92, y: 0.92, rows: [2, 2] }] }),
    'car-transport': sceneHighway(1200, 800, { seed: 's-car', motif: 'hills', tod: 'morning', fx: 0.52, body: 'carrier', cars: [P.orange, P.teal] }),
    'bike-transport': sceneBike(1200, 800, { seed: 's-bike', bikeColor: P.teal }),
    'pet-transport': scenePet(1200, 800, { seed: 's-pet', pet: 'dog', second: true }),
    'loading-unloading': sceneTailgate(1200, 800, { seed: 's-lu' }),
  };
  for (const [k, c] of Object.entries(services)) await jpg(`src/assets/services/${k}.jpg`, c);

  for (const [slug, motif] of LOCATIONS) await jpg(`src/assets/locations/${slug}.jpg`, locationScene(slug, motif));

  let yaml = '# Generated by scripts/make-art.mjs (npm run art). Alt text describes each illustration.\n';
  for (let i = 0; i < GALLERY.length; i++) {
    const id = `gallery-${String(i + 1).padStart(2, '0')}`;
    await jpg(`src/assets/gallery/${id}.jpg`, GALLERY[i][0]());
    yaml += `- id: ${id}\n  image: ../assets/gallery/${id}.jpg\n  alt: ${JSON.stringify(GALLERY[i][1])}\n`;
  }
  await dataFile('src/content/gallery.yaml', yaml);

  await jpg('src/assets/why/safety.jpg', sceneRoom(1200, 900, { seed: 'why-safety', winX: 0.74, artX: 0.1, items: [{ t: 'fridge', x: 0.12, wrapped: true }, { t: 'stack', x: 0.3, rows: [2, 2, 1] }, { t: 'roll', x: 0.46 }, { t: 'person', crew: 0, pose: 'tape', x: 0.54 }, { t: 'carton', x: 0.62, y: 0.92, w: 70, h: 56, open: true }, { t: 'sofa', x: 0.83, k: 0.8, wrapped: true, color: P.orange }] }));
  await jpg('src/assets/why/delivery.jpg', sceneHome(1200, 900, { seed: 'why-delivery', truckX: 0.3, houseX: 0.84, mode: 'unload', walkers: 1, tod: 'morning', supervisor: true, house: 'bungalow', roof: P.orange }));
  await jpg('src/assets/about/mission.jpg', sceneHome(1200, 900, { seed: 'mission', truckX: 0.28, houseX: 0.8, mode: 'unload', walkers: 1, family: true, pet: true, stack: [2, 2, 1] }));
  await jpg('src/assets/about/vision.jpg', visionScene(1200, 900));

  await jpg('src/assets/brand/founder.jpg', founderSVG());
  await svgFile('src/assets/brand/logo.svg', logoSVG());
  await svgFile('src/assets/brand/logo-mark.svg', markSVG());
  await svgFile('public/favicon.svg', faviconSVG());
  await jpg('public/og-image.jpg', sceneHighway(1200, 630, { seed: 'og', motif: 'hills', tod: 'morning', fx: 0.72, clouds: 2, sunX: 0.88 }));

  let partners = '# Placeholder partner logos: replace each SVG with the real logo and set placeholder: false.\n';
  for (let i = 0; i < 16; i++) {
    const id = `partner-${String(i + 1).padStart(2, '0')}`;
    await svgFile(`src/assets/partners/${id}.svg`, partnerSVG(i));
    partners += `- id: ${id}\n  name: Partner company ${String(i + 1).padStart(2, '0')}\n  logo: ../assets/partners/${id}.svg\n  placeholder: true\n`;
  }
  await dataFile('src/content/partners.yaml', partners);

  const certs = { gst: 'GST Registration', udyam: 'Udyam (MSME) Registration', 'shop-establishment': 'Shop & Establishment Registration', 'transit-insurance': 'Transit Insurance', iba: 'IBA Approval' };
  for (const [id, title] of Object.entries(certs)) await png(`src/assets/certificates/${id}.png`, certificateSVG(title));
  await png('src/assets/brand/india-routes.png', indiaRoutesSVG());

  writeManifest(manifest, OUT);
  console.log(`make-art: drew ${report.drawn.length} pictures in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  for (const rel of report.kept) console.log(`make-art: kept ${rel} (replaced by the owner; --force redraws it)`);
}

if (cli.svg) {
  // debugging aid: print one gallery scene's SVG (--svg 3)
  process.stdout.write(GALLERY[Number(cli.svg) - 1][0]().svg());
} else {
  await main();
}
