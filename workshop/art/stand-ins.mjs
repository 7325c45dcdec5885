/**
 * Stand-ins the owner is expected to replace: the founder's portrait (an illustrated, fictional face) and
 * the sample certificates, stamped SAMPLE across the page, until scans of the real ones are supplied.
 */
import { P, darken } from './palette.mjs';
import { shieldMark } from './parts/emblem.mjs';
import { circle, ellipse, escapeXml, fmt, group, line, path, place, polygon, rect, roundedRect } from './svg.mjs';

export function founderSVG() {
  const W = 600,
    H = 750,
    skin = '#A86F47',
    hair = '#231A14';
  let s =
    rect(0, 0, W, H, P.mist) +
    circle(300, 330, 250, P.sky, { opacity: 0.45 }) +
    circle(470, 140, 60, P.amber, { opacity: 0.35 }) +
    circle(110, 560, 80, P.teal, { opacity: 0.15 });
  s += path('M70,750 Q80,575 215,530 L385,530 Q520,575 530,750 Z', P.blue);
  s += path('M300,560 L300,750', 'none', { stroke: darken(P.blue, 0.25), 'stroke-width': 4 });
  for (const y of [600, 650, 700]) s += circle(312, y, 5, P.cream);
  s += roundedRect(345, 610, 70, 60, 6, darken(P.blue, 0.12)) + rect(345, 610, 70, 10, darken(P.blue, 0.22));
  s += rect(262, 430, 76, 110, skin) + path('M262,470 Q300,500 338,470 L338,440 L262,440 Z', darken(skin, 0.15));
  s +=
    polygon(
      [
        [250, 528],
        [300, 580],
        [278, 612],
        [226, 540],
      ],
      P.cream,
    ) +
    polygon(
      [
        [350, 528],
        [300, 580],
        [322, 612],
        [374, 540],
      ],
      P.cream,
    );
  let h = ellipse(208, 360, 18, 28, darken(skin, 0.06)) + ellipse(392, 360, 18, 28, darken(skin, 0.06));
  h += ellipse(300, 345, 94, 118, skin);
  h += path('M206,350 Q192,226 300,222 Q408,226 394,350 Q388,292 352,282 Q300,300 248,284 Q212,294 206,350 Z', hair);
  h += roundedRect(240, 312, 46, 9, 4, hair) + roundedRect(314, 312, 46, 9, 4, hair);
  h += ellipse(263, 342, 7, 8, P.ink) + ellipse(337, 342, 7, 8, P.ink) + circle(265, 340, 2, P.white) + circle(339, 340, 2, P.white);
  h += path('M300,350 Q292,392 304,396', 'none', { stroke: darken(skin, 0.25), 'stroke-width': 4, 'stroke-linecap': 'round' });
  h += path('M262,412 Q300,398 338,412 Q320,420 300,414 Q280,420 262,412 Z', hair);
  h += path('M272,428 Q300,446 328,428', 'none', { stroke: darken(skin, 0.45), 'stroke-width': 5, 'stroke-linecap': 'round' });
  h += ellipse(245, 385, 14, 8, P.orange, { opacity: 0.12 }) + ellipse(355, 385, 14, 8, P.orange, { opacity: 0.12 });
  s += group(h, { transform: 'translate(0 34)' });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${s}</svg>`;
}

export function certificateSVG(title) {
  const W = 800,
    H = 600;
  const fs = Math.min(34, 640 / (title.length * 0.6));
  let s = rect(0, 0, W, H, P.mist);
  s += roundedRect(44, 38, 720, 532, 6, '#000000', { opacity: 0.08 });
  s += roundedRect(36, 30, 720, 532, 6, '#FFFDF8');
  s +=
    rect(52, 46, 688, 500, 'none', { stroke: P.navy, 'stroke-width': 4 }) +
    rect(62, 56, 668, 480, 'none', { stroke: P.orange, 'stroke-width': 1.5 });
  for (const [x, y] of [
    [62, 56],
    [730, 56],
    [62, 536],
    [730, 536],
  ])
    s += circle(x, y, 9, P.orange) + circle(x, y, 4, '#FFFDF8');
  s += place(396, 104, 0.9, shieldMark());
  s += `<text x="396" y="176" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${fmt(fs)}" font-weight="bold" fill="${P.navy}">${escapeXml(title)}</text>`;
  s += rect(286, 192, 220, 3, P.orange);
  const lines = [
    [120, 236, 560],
    [120, 270, 500],
    [120, 304, 540],
    [120, 338, 420],
    [120, 372, 480],
  ];
  for (const [x, y, w] of lines) s += roundedRect(x, y, 110, 10, 5, P.steel) + roundedRect(x + 130, y, w - 130, 10, 5, P.light);
  s +=
    line(120, 478, 300, 478, P.grey, 2) +
    path('M130,470 q14,-26 26,-4 t24,-6 t26,2 t30,-8', 'none', { stroke: P.blue, 'stroke-width': 2.5, opacity: 0.6 });
  s += roundedRect(120, 488, 120, 8, 4, P.light);
  const sx = 630,
    sy = 452;
  s +=
    polygon(
      [
        [sx - 26, sy + 20],
        [sx - 40, sy + 76],
        [sx - 22, sy + 66],
        [sx - 10, sy + 82],
        [sx - 4, sy + 26],
      ],
      P.orange,
    ) +
    polygon(
      [
        [sx + 26, sy + 20],
        [sx + 40, sy + 76],
        [sx + 22, sy + 66],
        [sx + 10, sy + 82],
        [sx + 4, sy + 26],
      ],
      darken(P.orange, 0.15),
    );
  s += polygon(
    [...Array(32)].map((_, k) => {
      const a = (k * Math.PI) / 16,
        r = k % 2 ? 46 : 54;
      return [sx + r * Math.cos(a), sy + r * Math.sin(a)];
    }),
    P.amber,
  );
  s +=
    circle(sx, sy, 40, P.orange) +
    circle(sx, sy, 32, 'none', { stroke: P.cream, 'stroke-width': 2, 'stroke-dasharray': '4 4' }) +
    place(sx, sy + 2, 0.6, shieldMark(P.cream, P.navy));
  s += `<text x="400" y="330" text-anchor="middle" transform="rotate(-24 400 330)" font-family="DejaVu Sans, Arial, sans-serif" font-size="150" font-weight="bold" letter-spacing="10" fill="${P.orange}" fill-opacity="0.22" stroke="${P.orange}" stroke-opacity="0.35" stroke-width="2">SAMPLE</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${s}</svg>`;
}
