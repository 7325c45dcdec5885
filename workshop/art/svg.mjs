/**
 * SVG drawing primitives, each returning markup as a string: rect, roundedRect, circle, ellipse, polygon,
 * path, line, polyline and group, plus `place` to put a part somewhere at a scale, a Catmull-Rom
 * `smoothPath` through points and `escapeXml` for text. Numbers are written with one decimal (`fmt`;
 * scales with four, `fmt4`), which keeps the SVG short and the output stable.
 * Parts are drawn around their own origin: x = 0 at the centre, y = 0 on the ground, facing right, in
 * "centimetre" units (a person is ~175 tall, the truck ~660 long); `place` puts them in a picture.
 */

export const fmt = (v) => String(Math.round(v * 10) / 10);
export const fmt4 = (v) => String(Math.round(v * 10000) / 10000);
const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? fmt(v) : v}"`)
    .join('');
export const rect = (x, y, w, h, fill, o = {}) => `<rect${attrs({ x, y, width: Math.max(0, w), height: Math.max(0, h), fill, ...o })}/>`;
export const roundedRect = (x, y, w, h, r, fill, o = {}) => rect(x, y, w, h, fill, { rx: r, ...o });
export const circle = (cx, cy, r, fill, o = {}) => `<circle${attrs({ cx, cy, r, fill, ...o })}/>`;
export const ellipse = (cx, cy, rx, ry, fill, o = {}) => `<ellipse${attrs({ cx, cy, rx, ry, fill, ...o })}/>`;
const pointList = (a) => a.map((p) => `${fmt(p[0])},${fmt(p[1])}`).join(' ');
export const polygon = (a, fill, o = {}) => `<polygon${attrs({ points: pointList(a), fill, ...o })}/>`;
export const path = (d, fill, o = {}) => `<path${attrs({ d, fill, ...o })}/>`;
export const line = (x1, y1, x2, y2, stroke, w, o = {}) =>
  `<line${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': w, 'stroke-linecap': 'round', ...o })}/>`;
export const polyline = (a, stroke, w, o = {}) =>
  `<polyline${attrs({ points: pointList(a), fill: 'none', stroke, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...o })}/>`;
export const group = (inner, o = {}) => `<g${attrs(o)}>${inner}</g>`;
/** Place a part (drawn around its own origin) at x,y with scale s; flip mirrors it horizontally. */
export const place = (x, y, s, inner, flip = false, rot = 0) =>
  `<g transform="translate(${fmt(x)} ${fmt(y)})${rot ? ` rotate(${fmt(rot)})` : ''} scale(${fmt4(flip ? -s : s)} ${fmt4(s)})">${inner}</g>`;
export const escapeXml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Catmull-Rom spline through points, as an SVG path starting with M. */
export function smoothPath(p) {
  let d = `M${fmt(p[0][0])},${fmt(p[0][1])}`;
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[i - 1] || p[i],
      p1 = p[i],
      p2 = p[i + 1],
      p3 = p[i + 2] || p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${fmt(c1[0])},${fmt(c1[1])} ${fmt(c2[0])},${fmt(c2[1])} ${fmt(p2[0])},${fmt(p2[1])}`;
  }
  return d;
}
