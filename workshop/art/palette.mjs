/**
 * The artwork's palette. `P` takes the site's own colours from the design tokens (src/design/tokens.ts)
 * and adds the artwork's (sky, fields, sea, cartons, asphalt…); SKINS and HAIRS vary the people; mix,
 * darken and lighten blend hex colours for shading, highlights and haze.
 */
import { colors } from '../../src/design/tokens.ts';

// The site's colours come from the design tokens; the rest are the artwork's own (sky, fields, sea…).
export const P = {
  navy: colors.navy.DEFAULT,
  blue: colors.navy[600],
  mist: colors.mist,
  orange: colors.saffron.DEFAULT,
  amber: colors.amber,
  cream: colors.cream,
  teal: colors.teal.DEFAULT,
  tyre: colors.ink,
  sky: '#8DA9C4',
  green: '#6A994E',
  lime: '#A7C957',
  sand: '#E9C46A',
  sea: '#2A9D8F',
  ocean: '#219EBC',
  grey: '#6C757D',
  // neutrals derived from the palette
  ink: '#16202B',
  steel: '#ADB5BD',
  light: '#DDE3E8',
  white: '#FFFFFF',
  kraft: '#D9A55B',
  wood: '#8A6A48',
  asphalt: '#3F4B59',
};
export const SKINS = ['#8D5524', '#A0673C', '#C68642', '#6F4325', '#B9774A', '#9C6B4A'];
export const HAIRS = ['#1B1B1B', '#2B1D14', '#3A2A1E', '#241A12'];

const hex2rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const rgb2hex = (r, g, b) =>
  '#' +
  [r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
export const mix = (a, b, t) => {
  const A = hex2rgb(a),
    B = hex2rgb(b);
  return rgb2hex(...A.map((v, i) => v + (B[i] - v) * t));
};
export const darken = (c, t) => mix(c, '#000000', t);
export const lighten = (c, t) => mix(c, '#ffffff', t);
