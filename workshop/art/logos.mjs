/**
 * Logos, as SVG files: the company's logo, logo mark and favicon (a shield with the truck and an orange
 * swoosh), and the sixteen placeholder partner logos (a grey geometric mark and "Partner NN") that the
 * owner replaces with the real ones.
 */
import { P } from './palette.mjs';
import { circle, escapeXml, line, path, polygon, polyline, rect, roundedRect } from './svg.mjs';

/** Logo mark in a 64x64 box: shield, truck and an orange swoosh. */
function markInner() {
  return (
    path('M32,3 L57,11 L57,31 C57,46 46,56 32,61 C18,56 7,46 7,31 L7,11 Z', P.navy) +
    roundedRect(14, 20, 23, 16, 1.5, P.cream) +
    rect(14, 29, 23, 3, P.orange) +
    path('M38,24 L45,24 L50,30 L50,36 L38,36 Z', P.cream) +
    path('M40,26 L44,26 L47.5,30 L40,30 Z', P.navy) +
    circle(20, 37.5, 3.6, P.orange) +
    circle(20, 37.5, 1.4, P.navy) +
    circle(44, 37.5, 3.6, P.orange) +
    circle(44, 37.5, 1.4, P.navy) +
    path('M15,45 Q32,52 50,43', 'none', { stroke: P.orange, 'stroke-width': 3.6, 'stroke-linecap': 'round' })
  );
}
/**
 * The logo is written into each page up to three times (src/components/shell/Logo.astro names it there), so the
 * file has no title and no id that would repeat.
 */
export function logoSVG() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" width="240" height="64">
<g>${markInner()}</g>
<text x="66" y="34" font-family="Inter, Arial, sans-serif" font-size="24" font-weight="800" letter-spacing="-0.3"><tspan fill="${P.navy}">Swift</tspan><tspan fill="${P.orange}">Secure</tspan></text>
<text x="67" y="51" font-family="Inter, Arial, sans-serif" font-size="11.5" font-weight="600" letter-spacing="0.9" fill="${P.grey}">Packers &amp; Movers</text>
</svg>
`;
}
export function markSVG(title = 'SwiftSecure Packers & Movers') {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img"><title>${escapeXml(title)}</title>${markInner()}</svg>
`;
}
/** The favicon's drawing, in a 64-unit box. */
const faviconShapes = () =>
  `${path('M32,2 L59,10 L59,31 C59,47 47,57 32,62 C17,57 5,47 5,31 L5,10 Z', P.navy)}${roundedRect(12, 19, 26, 19, 2, P.cream)}${rect(12, 28, 26, 4, P.orange)}${path('M39,23 L47,23 L53,30 L53,38 L39,38 Z', P.cream)}${circle(20, 40, 4.5, P.orange)}${circle(45, 40, 4.5, P.orange)}${path('M14,49 Q32,55 51,47', 'none', { stroke: P.orange, 'stroke-width': 4.5, 'stroke-linecap': 'round' })}`;
export function faviconSVG() {
  // simpler, bolder version of the mark for 16-32 px
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${faviconShapes()}</svg>
`;
}
/**
 * The favicon as a 180 px square on cream, for `<link rel="apple-touch-icon">`: the icon an iPhone puts on its home
 * screen (it fills a transparent corner with black), and the address search engines read the site's icon from, as
 * pages carry the SVG favicon written in (src/components/shell/Head.astro).
 */
export function appleTouchIconSVG() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-12 -12 88 88" width="180" height="180">${rect(-12, -12, 88, 88, P.cream)}${faviconShapes()}</svg>
`;
}

export function partnerSVG(i) {
  const g = P.grey,
    l = P.steel;
  const cx = 30,
    cy = 32;
  const marks = [
    () => circle(cx, cy, 18, g),
    () => circle(cx, cy, 17, 'none', { stroke: g, 'stroke-width': 5 }) + circle(cx, cy, 6, l),
    () =>
      polygon(
        [
          [cx, 13],
          [cx + 19, 49],
          [cx - 19, 49],
        ],
        g,
      ),
    () =>
      polygon(
        [
          [cx, 12],
          [cx + 19, cy],
          [cx, 52],
          [cx - 19, cy],
        ],
        g,
      ) +
      polygon(
        [
          [cx, 22],
          [cx + 9, cy],
          [cx, 42],
          [cx - 9, cy],
        ],
        l,
      ),
    () =>
      polygon(
        [0, 60, 120, 180, 240, 300].map((a) => [cx + 19 * Math.cos((a * Math.PI) / 180), cy + 19 * Math.sin((a * Math.PI) / 180)]),
        g,
      ),
    () => rect(12, 14, 16, 16, g) + rect(32, 14, 16, 16, l) + rect(12, 34, 16, 16, l) + rect(32, 34, 16, 16, g),
    () =>
      polyline(
        [
          [14, 20],
          [26, 32],
          [14, 44],
        ],
        g,
        6,
      ) +
      polyline(
        [
          [28, 20],
          [40, 32],
          [28, 44],
        ],
        l,
        6,
      ),
    () =>
      polygon(
        [...Array(10)].map((_, k) => {
          const a = -Math.PI / 2 + (k * Math.PI) / 5,
            r = k % 2 ? 8 : 19;
          return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
        }),
        g,
      ),
    () =>
      path('M10,26 Q20,16 30,26 T50,26', 'none', { stroke: g, 'stroke-width': 5, 'stroke-linecap': 'round' }) +
      path('M10,40 Q20,30 30,40 T50,40', 'none', { stroke: l, 'stroke-width': 5, 'stroke-linecap': 'round' }),
    () => path(`M12,44 A18,18 0 0 1 48,44 Z`, g) + rect(12, 47, 36, 5, l),
    () => rect(25, 12, 10, 40, g) + rect(10, 27, 40, 10, g),
    () => rect(12, 36, 9, 14, l) + rect(25.5, 26, 9, 24, g) + rect(39, 16, 9, 34, g),
    () => path('M30,12 C46,18 48,40 30,52 C12,40 14,18 30,12 Z', g) + line(30, 20, 30, 46, l, 3),
    () => rect(12, 14, 36, 36, 'none', { stroke: g, 'stroke-width': 5 }) + rect(23, 25, 14, 14, g),
    () => circle(23, cy, 13, g) + circle(37, cy, 13, l, { opacity: 0.9 }),
    () =>
      polygon(
        [
          [34, 10],
          [16, 36],
          [28, 36],
          [24, 54],
          [44, 26],
          [32, 26],
        ],
        g,
      ),
  ];
  const num = String(i + 1).padStart(2, '0');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 64" width="160" height="64" role="img"><title>Placeholder partner logo ${num}</title>${marks[i]()}<text x="62" y="38" font-family="Inter, Arial, sans-serif" font-size="15" font-weight="700" fill="${g}">Partner ${num}</text></svg>
`;
}
