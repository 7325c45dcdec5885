/**
 * Tailwind's theme: colours and sizes come from the design tokens (src/design/tokens.ts), the type from
 * src/design/fonts.ts, and what each script needs of the type from the languages (src/i18n/languages.ts).
 */
import defaultTheme from 'tailwindcss/defaultTheme';
import plugin from 'tailwindcss/plugin';
import { fontSans } from './src/design/fonts.ts';
import { branchBarPx, carousel, colors, shadows, topBarPx } from './src/design/tokens.ts';
import { LANGUAGES } from './src/i18n/languages.ts';

/** The sizes of the bars and the carousel, by the name utilities (`h-branch-bar`) and custom properties (`--branch-bar`) give them. */
const sizes = {
  'branch-bar': `${branchBarPx}px`,
  'top-bar': `${topBarPx}px`,
  'carousel-pad': `${carousel.phonePaddingPx}px`,
  'carousel-gap': `${carousel.gapPx}px`,
};

/**
 * Those sizes as custom properties on :root, so global.css and the components' styles write var(--top-bar), never
 * a copy of the number. Colours need none: utilities and theme() carry them (with any opacity), and every page
 * inlines its CSS, so a property nothing reads would still be sent with each one.
 */
const sizeProperties = plugin(({ addBase }) => {
  addBase({ ':root': Object.fromEntries(Object.entries(sizes).map(([name, value]) => [`--${name}`, value])) });
});

/**
 * What each script needs of the type (its entry's `lineHeight` and `joined`), on the pages and parts in the
 * languages written in it: `:lang(hi)` matches every element whose language is Hindi, whatever its region (hi-IN).
 * - Line heights: on headings, paragraphs and list items in the language (not English text kept inside its page, which
 *   a fallback page has), where a design made for Latin would clip marks.
 * - Joined letters: headings lose their tight tracking, and no element in the language is letter-spaced whatever a
 *   component's classes say (the eyebrow, footer headings, buttons). English kept inside such a page (lang="en")
 *   keeps its own. `:root` lifts the rule over any one utility class, wherever it comes in the stylesheet.
 */
const scriptStyles = plugin(({ addBase, theme }) => {
  const scripts = new Set(Object.values(LANGUAGES).map((language) => language.script));
  for (const script of scripts) {
    const codes = Object.keys(LANGUAGES).filter((code) => LANGUAGES[code].script === script);
    const inLanguage = `:is(${codes.map((code) => `:lang(${code})`).join(', ')})`;
    const headings = {
      ...(script.joined && { letterSpacing: theme('letterSpacing.normal') }),
      ...(script.lineHeight && { lineHeight: String(script.lineHeight.heading) }),
    };
    if (Object.keys(headings).length) addBase({ [`:is(h1, h2, h3)${inLanguage}`]: headings });
    if (script.lineHeight) addBase({ [`:is(p, li)${inLanguage}`]: { lineHeight: String(script.lineHeight.body) } });
    if (script.joined) addBase({ [`:root ${inLanguage}`]: { letterSpacing: 'normal' } });
  }
});

/** @type {import('tailwindcss').Config} */
export default {
  // The CMS's forms, the schemas and the data describe content, and the steps after the build and the hosts' files
  // read pages, not draw them: words there ("italic", "rounded") must not become classes in every page's CSS.
  content: ['./src/**/*.{astro,html,ts,tsx,md}', '!./src/{cms,schemas,data,integrations,hosting}/**'],
  theme: {
    // `xs` (360 px): below it the header bar tightens to fit a 320 px screen. First, so the wider ones override it.
    screens: { xs: '360px', ...defaultTheme.screens },
    extend: {
      colors,
      fontFamily: { sans: fontSans },
      maxWidth: { page: '80rem' },
      spacing: sizes,
      boxShadow: shadows,
      // The carousel's own breakpoints, for `@media screen(…)` in global.css.
      screens: {
        'carousel-phone': { max: `${carousel.phoneMaxPx}px` },
        'carousel-tablet-up': { min: `${carousel.phoneMaxPx + 1}px` },
        'carousel-wide': { min: `${carousel.tabletMaxPx + 1}px` },
      },
    },
  },
  // The defaults behind transforms, rings and shadows (35 custom properties) go only on the elements that use
  // them, not on every element of every page: each page's style work while loading grows with what it is given.
  experimental: { optimizeUniversalDefaults: true },
  // A colour utility writes its colour (color: #0b2545), not the colour through an opacity property every such
  // utility sets (--tw-text-opacity: 1; color: rgb(11 37 69 / var(--tw-text-opacity, 1))): a slash still gives a
  // colour its opacity (bg-white/10), and no page uses the separate opacity utilities (text-opacity-50) this leaves
  // out. About 0.3 KB less CSS gzip in every page.
  corePlugins: {
    textOpacity: false,
    backgroundOpacity: false,
    borderOpacity: false,
    divideOpacity: false,
    placeholderOpacity: false,
    ringOpacity: false,
  },
  plugins: [sizeProperties, scriptStyles],
};
