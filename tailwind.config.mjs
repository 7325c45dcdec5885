/** Tailwind's theme: colours come from the design tokens (src/design/tokens.mjs). */
import defaultTheme from 'tailwindcss/defaultTheme';
import { branchBarPx, colors } from './src/design/tokens.mjs';

/** @type {import('tailwindcss').Config} */
export default {
  content: ['./src/**/*.{astro,html,ts,tsx,md}'],
  theme: {
    extend: {
      colors,
      fontFamily: {
        sans: ['"Inter Variable"', ...defaultTheme.fontFamily.sans],
      },
      maxWidth: { page: '80rem' },
      spacing: { 'branch-bar': `${branchBarPx}px` },
    },
  },
  plugins: [],
};
