/**
 * Design tokens: each colour and size once. Tailwind's theme (and through it the custom properties the CSS
 * reads, such as var(--top-bar)), the art script (workshop/art/make-art.mjs) and the page's theme-color all read
 * them from here (Tailwind's config through Tailwind's own TypeScript loader, the art script through tsx).
 */

/** A colour, or its shades by name (`DEFAULT` is the bare class: `bg-navy`, `bg-navy-700`), as Tailwind's theme takes them. */
type Colors = Record<string, string | Record<string, string>>;

export const colors = {
  navy: { DEFAULT: '#0B2545', 700: '#0F305A', 600: '#134074' },
  // Orange fills carry navy text; the darker shade is the one dark enough for text on white.
  saffron: { DEFAULT: '#F28C28', 600: '#C2410C', 100: '#FDE7D1' },
  amber: '#FFB703',
  cream: '#FFF8EE',
  mist: '#EEF4ED',
  teal: { DEFAULT: '#13807A', 700: '#0E625D' },
  ink: '#1F2933',
  // WhatsApp's own green, behind the contact button that opens a chat.
  whatsapp: '#128C7E',
} satisfies Colors;

/** The OUR BRANCHES bar's shadow, cast upward over the page it floats on. */
export const shadows: Record<string, string> = { 'branch-bar': '0 -2px 8px rgb(0 0 0 / 0.15)' };

/** The OUR BRANCHES bar's height (the spec's 38 px). */
export const branchBarPx = 38;
/** The top marquee bar's height; the header slides up by this much when it tucks away. */
export const topBarPx = 36;

/**
 * The testimonial carousel (the spec's breakpoints): vertical above 1024 px, three across at 1024 px and
 * below, one centred slide with 20 px padding at 640 px and below; 16 px between slides where three show.
 */
export const carousel = { tabletMaxPx: 1024, phoneMaxPx: 640, phonePaddingPx: 20, gapPx: 16 };

/** The browser's UI colour on phones: the header's navy. */
export const themeColor = colors.navy.DEFAULT;
