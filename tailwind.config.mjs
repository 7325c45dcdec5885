/** Design tokens: the one place colours, fonts and widths are defined. */
import defaultTheme from 'tailwindcss/defaultTheme';

/** @type {import('tailwindcss').Config} */
export default {
  content: ['./src/**/*.{astro,html,ts,tsx,md}'],
  theme: {
    extend: {
      colors: {
        navy: { DEFAULT: '#0B2545', 700: '#0F305A', 600: '#134074' },
        // Orange fills carry navy text; the darker shade is the one dark enough for text on white.
        saffron: { DEFAULT: '#F28C28', 600: '#C2410C', 100: '#FDE7D1' },
        amber: '#FFB703',
        cream: '#FFF8EE',
        mist: '#EEF4ED',
        teal: { DEFAULT: '#13807A', 700: '#0E625D' },
        ink: '#1F2933',
      },
      fontFamily: {
        sans: ['"Inter Variable"', ...defaultTheme.fontFamily.sans],
      },
      maxWidth: { page: '80rem' },
      spacing: { 'branch-bar': '38px' },
    },
  },
  plugins: [],
};
