/**
 * The Canvas every scene paints on, and the times of day that set its mood (sky gradient, sun height,
 * haze, clouds, stars, and a colour tone). A canvas keeps an unfiltered sky, the land and objects (toned
 * for the time of day and colour temperature), lights that escape the tone and a glow layer on top, with
 * the gradients and clip paths they use, and writes them out as one SVG.
 */
import { P, mix } from './palette.mjs';
import { fmt, fmt4, rect } from './svg.mjs';

const TIMES_OF_DAY = {
  day: {
    sky: [
      [0, P.sky],
      [0.62, mix(P.sky, P.mist, 0.6)],
      [1, P.mist],
    ],
    sun: P.amber,
    glow: P.cream,
    alt: 0.62,
    haze: P.mist,
    cloud: '#FFFFFF',
    cloudOp: 0.85,
    tone: null,
    lit: false,
  },
  morning: {
    sky: [
      [0, mix(P.sky, P.blue, 0.15)],
      [0.6, mix(P.sky, P.cream, 0.55)],
      [1, P.cream],
    ],
    sun: P.amber,
    glow: P.cream,
    alt: 0.42,
    haze: mix(P.mist, P.cream, 0.5),
    cloud: '#FFFFFF',
    cloudOp: 0.8,
    tone: [1.02, 1, 0.97, 0.01, 0.005, 0],
    lit: false,
  },
  dawn: {
    sky: [
      [0, P.blue],
      [0.42, mix(P.blue, P.sky, 0.65)],
      [0.78, mix(P.sky, P.amber, 0.45)],
      [1, mix(P.amber, P.cream, 0.4)],
    ],
    sun: P.amber,
    glow: P.cream,
    alt: 0.12,
    haze: mix(P.sky, P.amber, 0.3),
    cloud: mix(P.cream, P.orange, 0.2),
    cloudOp: 0.7,
    tone: [0.96, 0.91, 0.84, 0.02, 0.01, 0.02],
    lit: true,
  },
  golden: {
    sky: [
      [0, mix(P.sky, P.blue, 0.2)],
      [0.55, mix(P.sky, P.amber, 0.35)],
      [1, mix(P.amber, P.cream, 0.3)],
    ],
    sun: P.amber,
    glow: P.cream,
    alt: 0.28,
    haze: mix(P.cream, P.amber, 0.3),
    cloud: P.cream,
    cloudOp: 0.75,
    tone: [1.03, 0.97, 0.87, 0.02, 0.01, 0],
    lit: false,
  },
  dusk: {
    sky: [
      [0, P.navy],
      [0.45, P.blue],
      [0.8, mix(P.blue, P.orange, 0.55)],
      [1, P.orange],
    ],
    sun: P.orange,
    glow: P.amber,
    alt: 0.06,
    haze: mix(P.blue, P.orange, 0.35),
    cloud: mix(P.blue, P.orange, 0.4),
    cloudOp: 0.55,
    tone: [0.82, 0.74, 0.68, 0.02, 0.02, 0.06],
    lit: true,
  },
  night: {
    sky: [
      [0, P.navy],
      [0.7, P.blue],
      [1, mix(P.blue, P.sky, 0.35)],
    ],
    sun: P.cream,
    glow: P.sky,
    alt: 0.55,
    moon: true,
    stars: true,
    haze: mix(P.blue, P.sky, 0.3),
    cloud: mix(P.blue, P.sky, 0.3),
    cloudOp: 0.45,
    tone: [0.42, 0.5, 0.7, 0.02, 0.04, 0.1],
    lit: true,
  },
};

/** One picture: an unfiltered sky, a colour-toned land/objects layer and an unfiltered glow layer on top. */
export class Canvas {
  constructor(W, H, tod = 'day', temp = 0) {
    this.W = W;
    this.H = H;
    this.T = TIMES_OF_DAY[tod];
    this.tod = tod;
    this.temp = temp;
    this.defs = [];
    this.sky = [];
    this.layers = [];
    this.glow = [];
    this.n = 0;
  }
  id(p) {
    return `${p}${++this.n}`;
  }
  linearGradient(stops, x1, y1, x2, y2) {
    const id = this.id('lg');
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}">${stops
        .map(([o, col, op = 1]) => `<stop offset="${o}" stop-color="${col}" stop-opacity="${op}"/>`)
        .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  clip(inner) {
    const id = this.id('cp');
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }
  haze(col, depth) {
    return mix(col, this.T.haze, depth);
  }
  add(...s) {
    this.layers.push(...s);
  }
  /** Lights that must not be darkened by the time-of-day tone but can still be covered by later layers. */
  addLit(s) {
    this.layers.push({ lit: s });
  }
  svg({ transparent = false } = {}) {
    let tone = this.T.tone ? [...this.T.tone] : null;
    if (this.temp) {
      tone = tone || [1, 1, 1, 0, 0, 0];
      tone[0] *= 1 + 0.05 * this.temp;
      tone[2] *= 1 - 0.07 * this.temp;
    }
    let defs = this.defs.join('');
    if (tone) {
      const [r, g, b, ro, go, bo] = tone;
      defs += `<filter id="tone" filterUnits="userSpaceOnUse" x="0" y="0" width="${this.W}" height="${this.H}" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${[r, 0, 0, 0, ro, 0, g, 0, 0, go, 0, 0, b, 0, bo, 0, 0, 0, 1, 0].map(fmt4).join(' ')}"/></filter>`;
    }
    // consecutive ordinary layers share one toned group; lit layers sit between them untoned
    let body = '',
      run = '';
    const flush = () => {
      if (run) body += tone ? `<g filter="url(#tone)">${run}</g>` : run;
      run = '';
    };
    for (const l of this.layers) {
      if (typeof l === 'string') run += l;
      else {
        flush();
        body += l.lit;
      }
    }
    flush();
    const bg = transparent ? '' : rect(0, 0, this.W, this.H, P.mist);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}"><defs>${defs}</defs>${bg}${this.sky.join('')}${body}${this.glow.join('')}</svg>`;
  }
}
