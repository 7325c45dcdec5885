/**
 * Household and office goods: sofa, fridge, television, washing machine, desk, office chair, potted plant,
 * floor lamp, cupboard and vase; the fragile ones can be shown bubble-wrapped for the move. Each part is
 * drawn around its own origin, on the ground and facing right (see `place` in ../svg.mjs).
 */
import { P, darken, lighten, mix } from '../palette.mjs';
import { circle, ellipse, line, path, polygon, rect, roundedRect } from '../svg.mjs';
import { bubbleWrap } from './packing.mjs';

export function vase(wrapped = true) {
  let s = path('M-14,0 Q-26,-30 -12,-52 L-10,-66 L10,-66 L12,-52 Q26,-30 14,0 Z', P.teal) + rect(-12, -70, 24, 6, darken(P.teal, 0.2));
  if (wrapped) s += bubbleWrap(-26, -76, 52, 76, 16);
  return s;
}

export function sofa(color = P.teal, wrapped = false) {
  let s = rect(-106, -12, 8, 12, P.ink) + rect(98, -12, 8, 12, P.ink);
  s += roundedRect(-112, -86, 224, 60, 14, darken(color, 0.12));
  s += roundedRect(-112, -52, 224, 42, 10, color);
  s += roundedRect(-96, -64, 92, 18, 8, lighten(color, 0.15)) + roundedRect(4, -64, 92, 18, 8, lighten(color, 0.15));
  s += roundedRect(-122, -68, 28, 58, 12, darken(color, 0.04)) + roundedRect(94, -68, 28, 58, 12, darken(color, 0.04));
  if (wrapped) s += bubbleWrap(-126, -90, 252, 82);
  return s;
}
export function fridge(wrapped = false) {
  let s = roundedRect(-42, -188, 84, 182, 10, '#E4E9EE') + rect(-42, -128, 84, 4, P.steel);
  s += roundedRect(26, -176, 6, 36, 3, P.grey) + roundedRect(26, -116, 6, 70, 3, P.grey);
  s += rect(-36, -8, 12, 8, P.ink) + rect(24, -8, 12, 8, P.ink);
  s += rect(-42, -188, 10, 182, '#D3DAE0');
  if (wrapped) s += bubbleWrap(-46, -192, 92, 186, 12);
  return s;
}
export function tv(wrapped = false) {
  let s = rect(-6, -22, 12, 16, P.ink) + roundedRect(-36, -8, 72, 8, 3, P.ink);
  s +=
    roundedRect(-80, -112, 160, 92, 6, P.ink) +
    rect(-73, -105, 146, 78, '#2E3B4A') +
    polygon(
      [
        [-40, -105],
        [0, -105],
        [-50, -27],
        [-73, -27],
        [-73, -60],
      ],
      '#FFFFFF',
      { opacity: 0.06 },
    );
  if (wrapped) s += bubbleWrap(-86, -118, 172, 104);
  return s;
}
export function washer() {
  return (
    roundedRect(-38, -96, 76, 94, 6, '#E4E9EE') +
    rect(-38, -96, 76, 16, '#D3DAE0') +
    circle(0, -44, 24, P.steel) +
    circle(0, -44, 17, '#8FB3C9') +
    circle(24, -88, 4, P.teal)
  );
}
export function desk(color = P.sand) {
  const top = mix(color, P.wood, 0.25);
  return (
    roundedRect(-95, -80, 190, 12, 4, top) +
    rect(-88, -68, 9, 68, darken(top, 0.3)) +
    rect(79, -68, 9, 68, darken(top, 0.3)) +
    rect(22, -68, 56, 50, darken(top, 0.1)) +
    rect(44, -54, 14, 4, P.grey) +
    rect(44, -34, 14, 4, P.grey)
  );
}
export function officeChair(color = P.navy) {
  return (
    roundedRect(-28, -58, 56, 12, 6, color) +
    roundedRect(-30, -118, 14, 64, 7, color) +
    rect(-4, -46, 8, 28, P.grey) +
    line(-26, -10, 26, -10, P.grey, 6) +
    circle(-26, -5, 5, P.ink) +
    circle(26, -5, 5, P.ink) +
    circle(0, -5, 5, P.ink)
  );
}
export function plant(h = 90, pot = P.orange) {
  let s = polygon(
    [
      [-18, -34],
      [18, -34],
      [13, 0],
      [-13, 0],
    ],
    pot,
  );
  s +=
    ellipse(-10, -56, 10, 26, P.green, { transform: 'rotate(-25 -10 -56)' }) +
    ellipse(10, -58, 10, 28, darken(P.green, 0.1), { transform: 'rotate(22 10 -58)' });
  s += ellipse(0, -34 - h * 0.45, 11, h * 0.4, P.lime);
  return s;
}
export function floorLamp() {
  return (
    rect(-3, -150, 6, 146, P.grey) +
    ellipse(0, -4, 22, 5, P.grey) +
    polygon(
      [
        [-26, -150],
        [26, -150],
        [16, -185],
        [-16, -185],
      ],
      P.amber,
    )
  );
}
export function cupboard(color = mix(P.sand, P.wood, 0.35)) {
  return (
    rect(-60, -200, 120, 196, color) +
    rect(-1, -196, 2, 188, darken(color, 0.3)) +
    rect(-12, -110, 4, 22, P.cream) +
    rect(8, -110, 4, 22, P.cream) +
    rect(-60, -200, 120, 10, darken(color, 0.15)) +
    rect(-56, -6, 10, 6, P.ink) +
    rect(46, -6, 10, 6, P.ink)
  );
}
