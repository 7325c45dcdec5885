/**
 * Inter's face as the pages add it (WebFont.astro's inline script), and the key that says this browser has its file:
 * here, with no imports, so the script that fetches the file for the next page takes only these few lines into the
 * shared scripts and nothing of the build's font tools (src/design/fonts.ts).
 */

/** Inter's face, for `new FontFace(family, source, descriptors)`. */
export const interFace: { family: string; descriptors: FontFaceDescriptors } = {
  family: 'Inter Variable',
  descriptors: {
    style: 'normal',
    weight: '100 900',
    // Should the cache have dropped the file, the page does not wait for it.
    display: 'optional',
    // Fontsource's latin range for Inter.
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
};

/** localStorage key: the URL of the Inter file this browser has fetched (a new build's file is fetched anew). */
export const FONT_CACHED_KEY = 'interCached';
