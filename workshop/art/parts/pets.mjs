/**
 * Pets for the pet-transport pictures: a dog, a cat and the travel crate they ride in. Each part is drawn
 * around its own origin, on the ground and facing right (see `place` in ../svg.mjs).
 */
import { P, darken, lighten } from '../palette.mjs';
import { circle, ellipse, path, place, polygon, rect, roundedRect } from '../svg.mjs';

export function dog(color = '#C68642') {
  const d = darken(color, 0.25);
  return (
    path('M-44,-6 Q-58,-24 -52,-36', 'none', { stroke: color, 'stroke-width': 8, 'stroke-linecap': 'round' }) +
    path('M-40,0 Q-46,-42 -14,-52 Q10,-58 20,-40 L24,0 Z', color) +
    rect(8, -42, 12, 42, lighten(color, 0.08)) +
    ellipse(18, -3, 10, 4, lighten(color, 0.15)) +
    ellipse(-26, -3, 14, 5, lighten(color, 0.1)) +
    circle(22, -64, 17, color) +
    ellipse(40, -59, 12, 8, lighten(color, 0.25)) +
    circle(49, -61, 3.5, P.ink) +
    path('M10,-76 Q2,-58 10,-48 Q18,-58 20,-74 Z', d) +
    circle(28, -68, 2.4, P.ink) +
    roundedRect(8, -52, 24, 6, 3, P.orange, { transform: 'rotate(-12 20 -49)' })
  );
}
function cat(color = P.grey) {
  return (
    path('M-30,-4 Q-52,-6 -50,-30 Q-48,-44 -38,-40', 'none', { stroke: color, 'stroke-width': 7, 'stroke-linecap': 'round' }) +
    path('M-32,0 Q-36,-38 -8,-44 Q10,-46 16,-30 L18,0 Z', color) +
    circle(14, -52, 15, color) +
    polygon(
      [
        [2, -60],
        [6, -78],
        [14, -64],
      ],
      color,
    ) +
    polygon(
      [
        [16, -64],
        [26, -78],
        [27, -58],
      ],
      color,
    ) +
    circle(20, -54, 2.2, P.amber) +
    circle(28, -48, 2, P.ink) +
    ellipse(8, -3, 9, 4, lighten(color, 0.2))
  );
}
/** A travel crate (pet carrier) with barred side window and the pet inside. */
export function petCrate(pet = 'dog', color = P.teal, petColor) {
  let s = ellipse(0, -2, 92, 7, '#000000', { opacity: 0.14 });
  s += roundedRect(-88, -124, 176, 118, 20, color) + rect(-88, -30, 176, 24, darken(color, 0.2));
  s += roundedRect(-62, -104, 124, 74, 10, '#27323F');
  s += pet === 'cat' ? place(-4, -30, 0.95, cat(petColor || P.grey)) : place(-6, -30, 0.82, dog(petColor || '#C68642'));
  for (let x = -50; x <= 50; x += 14) s += rect(x, -104, 3.5, 74, P.steel);
  s += path('M-34,-124 Q0,-150 34,-124', 'none', { stroke: P.ink, 'stroke-width': 8, 'stroke-linecap': 'round' });
  for (let x = -74; x <= -66; x += 8) for (let y = -100; y <= -60; y += 12) s += circle(x, y, 2.4, darken(color, 0.3));
  return s;
}
