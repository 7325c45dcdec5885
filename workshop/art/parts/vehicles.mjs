/**
 * The company's vehicles and the other traffic: the truck (container body, cut away to show its cargo, or
 * a car carrier), the truck seen from behind, the van, a car, a motorbike and the forklift. Each is drawn
 * around its own origin, on the ground and facing right (see `place` in ../svg.mjs).
 */
import { P, SKINS, darken, mix } from '../palette.mjs';
import { makeRng } from '../random.mjs';
import { circle, ellipse, line, path, place, polygon, polyline, rect, roundedRect } from '../svg.mjs';
import { shieldMark } from './emblem.mjs';
import { bubbleWrap, carton, cartonStack, pallet } from './packing.mjs';

function wheel(x, y, r) {
  return circle(x, y, r, P.tyre) + circle(x, y, r * 0.55, P.steel) + circle(x, y, r * 0.2, P.grey);
}

/** The company truck: navy cab, cream container with an orange stripe, facing right. */
export function truck(o = {}) {
  const {
    door = false,
    ramp = false,
    cutaway = false,
    body = 'container',
    cab = P.navy,
    stripe = P.orange,
    cars = [],
    motion = false,
    cargoSeed = 'cargo',
  } = o;
  let s = ellipse(0, -2, 345, 11, '#000000', { opacity: 0.14 });
  if (motion) {
    for (const [y, x, w] of [
      [-270, -470, 90],
      [-210, -520, 130],
      [-150, -450, 70],
      [-100, -500, 110],
    ])
      s += roundedRect(x, y, w, 8, 4, '#FFFFFF', { opacity: 0.55 });
  }
  if (ramp) {
    s +=
      polygon(
        [
          [-326, -86],
          [-326, -74],
          [-486, 0],
          [-494, -8],
        ],
        P.steel,
      ) + line(-330, -86, -492, -6, P.grey, 3);
    for (let t = 0.15; t < 0.95; t += 0.17) s += line(-326 - 166 * t, -86 + 80 * t, -330 - 166 * t, -76 + 80 * t, P.grey, 3);
  }
  s += rect(-322, -88, 630, 22, P.ink);
  s += path('M-302,-74 Q-302,-128 -250,-128 L-172,-128 Q-120,-128 -120,-74 Z', P.ink);
  if (body === 'container') {
    if (door) {
      s += polygon(
        [
          [-324, -334],
          [-398, -320],
          [-398, -92],
          [-324, -80],
        ],
        mix(P.cream, P.grey, 0.2),
      );
      s += rect(-366, -300, 5, 190, mix(P.cream, P.grey, 0.5)) + rect(-388, -300, 5, 190, mix(P.cream, P.grey, 0.5));
    }
    s += roundedRect(-326, -336, 494, 262, 6, P.cream);
    if (cutaway) {
      s += rect(-308, -318, 458, 226, '#E6D8BF') + rect(-308, -318, 458, 14, '#CDBB9C') + rect(-308, -104, 458, 12, '#CDBB9C');
      const rng = makeRng(cargoSeed);
      let x = -300;
      while (x < 40) {
        const w = rng.pick([58, 66, 74]);
        const rows = rng.int(2, 4);
        for (let r = 0; r < rows; r++) {
          const h = 52;
          s += place(x + w / 2, -92 - r * h, 1, carton(w, h, { color: mix(P.kraft, P.sand, rng.range(0, 0.4)), label: rng.chance(0.5) }));
        }
        x += w + 4;
      }
      s += rect(-326, -336, 494, 18, P.cream) + rect(-326, -176, 18, 80, P.cream);
      s += rect(-326, -336, 494, 10, stripe);
    } else {
      for (let x = -282; x < 160; x += 44) s += rect(x, -328, 3, 246, '#F0E6D5');
      s += place(-90, -258, 1.15, shieldMark());
      s += rect(-326, -182, 494, 26, stripe) + rect(-326, -156, 494, 6, P.navy);
      s += rect(-326, -336, 494, 7, '#FFFFFF', { opacity: 0.7 });
    }
    s += rect(-326, -100, 494, 26, '#EADFCB');
  } else if (body === 'carrier') {
    s += rect(-330, -258, 496, 14, P.grey) + rect(-330, -100, 496, 14, P.grey);
    for (const x of [-330, -170, -10, 150]) s += rect(x, -258, 12, 172, P.steel);
    const [lower, upper] = cars;
    if (lower) s += place(-86, -100, 0.95, car({ color: lower }));
    if (upper) s += place(-86, -258, 0.95, car({ color: upper }));
    for (const x of [-230, 40]) {
      if (lower) s += line(x, -100, x + 14, -122, P.orange, 5);
      if (upper) s += line(x, -258, x + 14, -280, P.orange, 5);
    }
    s += rect(-330, -262, 496, 5, stripe);
  }
  // cab
  s += path('M180,-274 L180,-304 Q182,-314 194,-312 L248,-298 Q254,-294 256,-274 Z', mix(cab, P.blue, 0.6));
  s += path(
    'M168,-74 L168,-262 Q168,-276 182,-276 L264,-276 Q275,-276 280,-265 L315,-186 Q321,-174 321,-160 L321,-90 Q321,-74 305,-74 Z',
    cab,
  );
  s += path('M238,-260 L266,-260 L301,-188 L238,-188 Z', P.sky);
  s += polygon(
    [
      [262, -260],
      [270, -260],
      [290, -216],
      [282, -216],
    ],
    '#FFFFFF',
    { opacity: 0.45 },
  );
  s += rect(226, -252, 4, 150, mix(cab, '#000000', 0.35)) + roundedRect(234, -176, 18, 5, 2, P.steel);
  s += rect(168, -162, 153, 12, stripe);
  s += roundedRect(308, -138, 14, 20, 4, P.amber) + roundedRect(292, -98, 42, 20, 6, P.steel);
  s += roundedRect(302, -252, 8, 50, 3, P.ink);
  s += roundedRect(184, -106, 60, 24, 8, P.steel);
  s += path('M196,-74 A46,46 0 0 1 288,-74 Z', mix(cab, '#000000', 0.35));
  for (const x of [-250, -172, 242]) s += wheel(x, -42, 40);
  return s;
}
/** Truck seen from behind, doors open, for dock and tailgate scenes. */
export function truckRear(o = {}) {
  const { open = true, cargo = true, lit = false, seed = 'rear' } = o;
  let s = ellipse(0, -2, 160, 10, '#000000', { opacity: 0.14 });
  s += roundedRect(-128, -58, 62, 56, 10, P.tyre) + roundedRect(66, -58, 62, 56, 10, P.tyre);
  s += roundedRect(-136, -346, 272, 276, 6, P.cream);
  if (open) {
    s += rect(-118, -330, 236, 244, lit ? '#4A4636' : '#2A3542');
    s += polygon(
      [
        [-118, -86],
        [118, -86],
        [96, -112],
        [-96, -112],
      ],
      lit ? '#5E5840' : '#394553',
    );
    if (cargo) {
      const rng = makeRng(seed);
      for (let x = -84; x < 90; x += 56) {
        const rows = rng.int(2, 4);
        for (let r = 0; r < rows; r++)
          s += place(x, -112 - r * 46, 0.9, carton(56, 50, { color: mix(P.kraft, P.sand, rng.range(0, 0.4)), label: false }));
      }
    }
    s += polygon(
      [
        [-136, -344],
        [-184, -360],
        [-184, -58],
        [-136, -72],
      ],
      mix(P.cream, P.grey, 0.2),
    );
    s += polygon(
      [
        [136, -344],
        [184, -360],
        [184, -58],
        [136, -72],
      ],
      mix(P.cream, P.grey, 0.2),
    );
    s += rect(-170, -320, 4, 230, P.grey) + rect(166, -320, 4, 230, P.grey);
  } else {
    s += rect(-1, -340, 2, 264, mix(P.cream, P.grey, 0.4));
    for (const x of [-60, -40, 40, 60]) s += rect(x, -330, 4, 250, P.steel);
    s += place(0, -250, 1, shieldMark());
  }
  s += rect(-136, -346, 272, 10, P.orange);
  s += rect(-142, -86, 284, 16, P.ink) + roundedRect(-132, -82, 26, 10, 3, P.orange) + roundedRect(106, -82, 26, 10, 3, P.orange);
  s += rect(-60, -70, 120, 8, P.grey);
  return s;
}
export function van(o = {}) {
  const { color = P.cream, stripe = P.orange, door = false } = o;
  let s = ellipse(0, -2, 230, 9, '#000000', { opacity: 0.13 });
  s += path(
    'M-222,-40 L-222,-204 Q-222,-216 -210,-216 L108,-216 Q128,-216 140,-200 L196,-124 Q222,-114 222,-88 L222,-44 Q222,-30 208,-30 L-208,-30 Q-222,-30 -222,-40 Z',
    color,
  );
  s += polygon(
    [
      [118, -202],
      [134, -202],
      [184, -128],
      [118, -128],
    ],
    P.sky,
  );
  s += roundedRect(-190, -196, 80, 56, 6, P.sky) + roundedRect(-96, -196, 80, 56, 6, P.sky) + roundedRect(0, -196, 100, 56, 6, P.sky);
  s += rect(-222, -112, 440, 14, stripe) + rect(-222, -98, 440, 4, P.navy);
  if (door)
    s +=
      rect(-10, -206, 116, 172, '#2A3542') +
      polygon(
        [
          [-10, -206],
          [-40, -212],
          [-40, -30],
          [-10, -34],
        ],
        mix(color, P.grey, 0.2),
      );
  else s += rect(-10, -206, 3, 170, mix(color, P.grey, 0.4));
  s += place(-50, -64, 0.6, shieldMark());
  s += roundedRect(206, -104, 14, 16, 4, P.amber) + roundedRect(-224, -100, 8, 20, 3, P.orange) + roundedRect(196, -62, 34, 16, 6, P.steel);
  s += path('M-186,-30 A44,44 0 0 1 -94,-30 Z', P.ink) + path('M94,-30 A44,44 0 0 1 186,-30 Z', P.ink);
  s += wheel(-140, -32, 32) + wheel(140, -32, 32);
  return s;
}
export function car(o = {}) {
  const { color = P.teal } = o;
  let s = ellipse(0, -1, 205, 8, '#000000', { opacity: 0.13 });
  s += path(
    'M-200,-44 Q-204,-74 -178,-80 L-124,-86 L-76,-132 Q-66,-140 -46,-140 L58,-140 Q78,-140 92,-128 L140,-88 L186,-80 Q206,-76 206,-52 L206,-44 Q206,-30 192,-30 L-188,-30 Q-200,-30 -200,-44 Z',
    color,
  );
  s +=
    path('M-108,-88 L-68,-126 Q-62,-130 -52,-130 L-8,-130 L-8,-88 Z', P.sky) +
    path('M2,-88 L2,-130 L54,-130 Q70,-130 80,-120 L112,-88 Z', P.sky);
  s += rect(-8, -130, 10, 42, color) + rect(-6, -84, 2, 50, darken(color, 0.25)) + rect(-100, -84, 2, 50, darken(color, 0.25));
  s +=
    roundedRect(190, -72, 16, 10, 4, P.cream) + roundedRect(-202, -72, 12, 12, 4, P.orange) + rect(-200, -52, 406, 6, darken(color, 0.15));
  s += path('M-178,-30 A42,42 0 0 1 -94,-30 Z', P.ink) + path('M94,-30 A42,42 0 0 1 178,-30 Z', P.ink);
  s += wheel(-136, -30, 30) + wheel(136, -30, 30);
  return s;
}
export function motorbike(o = {}) {
  const { color = P.orange, wrapped = false } = o;
  let s = ellipse(0, -1, 110, 6, '#000000', { opacity: 0.13 });
  s +=
    circle(-72, -34, 32, P.tyre) +
    circle(-72, -34, 20, P.steel) +
    circle(-72, -34, 16, P.light) +
    circle(78, -34, 32, P.tyre) +
    circle(78, -34, 20, P.steel) +
    circle(78, -34, 16, P.light);
  s += line(-72, -34, -20, -70, P.grey, 7) + line(78, -34, 52, -116, P.grey, 7) + line(-20, -70, 40, -86, P.grey, 7);
  s += roundedRect(-26, -78, 50, 40, 8, P.grey) + line(-30, -50, -96, -62, P.steel, 7);
  s += path('M-8,-96 Q10,-118 44,-108 L52,-92 Q24,-80 -8,-84 Z', color);
  s += path('M-70,-92 Q-40,-104 -8,-96 L-8,-86 Q-40,-82 -72,-84 Z', P.ink);
  s += path('M-86,-80 L-60,-82 L-58,-74 L-84,-70 Z', color);
  s += line(52, -116, 40, -132, P.ink, 5) + roundedRect(54, -116, 14, 14, 5, P.amber);
  s += path('M48,-60 A30,30 0 0 1 108,-60', 'none', { stroke: color, 'stroke-width': 6 });
  if (wrapped) {
    s += bubbleWrap(-78, -122, 142, 52, 18);
    s += roundedRect(-24, -82, 46, 46, 8, '#D6ECF5', { opacity: 0.55 });
  }
  return s;
}

export function forklift(o = {}) {
  const { color = P.amber, load = true, skin = SKINS[2] } = o;
  let s = ellipse(0, -2, 160, 8, '#000000', { opacity: 0.13 });
  s += roundedRect(-136, -112, 34, 76, 8, darken(color, 0.25));
  s += path('M-112,-36 L-112,-122 Q-112,-132 -100,-132 L-46,-132 L-14,-74 L44,-74 L44,-36 Z', color);
  s += roundedRect(-74, -190, 30, 60, 10, P.orange) + circle(-56, -206, 13, skin) + path('M-69,-210 A13,12 0 0 1 -43,-210 Z', P.navy);
  s += polyline(
    [
      [-96, -132],
      [-88, -236],
      [18, -236],
      [30, -74],
    ],
    P.ink,
    6,
  );
  s += rect(50, -262, 9, 226, P.grey) + rect(62, -262, 6, 226, P.steel) + rect(68, -120, 10, 74, P.ink) + rect(68, -52, 96, 8, P.ink);
  if (load) s += place(116, -52, 0.85, pallet(120) + place(0, -18, 1, cartonStack([2, 2], 56, 48)));
  s += wheel(-80, -28, 28) + wheel(20, -28, 28);
  return s;
}
