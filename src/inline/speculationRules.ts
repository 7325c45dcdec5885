/**
 * The speculation rules PrefetchOnIntent.astro adds to a page where the browser knows them (Chromium): fetch a page
 * of this site when the visitor reaches for its link, never one marked data-prefetch="false" or a download. Unlike
 * a <link rel="prefetch">, a tap that lands while that page is still arriving is served by the same fetch instead of
 * starting another, which on a slow network is the whole point. To CSP the rules are an inline script:
 * src/hosting/securityHeaders.ts hashes both texts.
 */
const rules = (eagerness: 'moderate' | 'conservative') =>
  JSON.stringify({
    prefetch: [
      {
        where: { and: [{ href_matches: '/*' }, { not: { selector_matches: '[data-prefetch="false"], [download]' } }] },
        eagerness,
      },
    ],
  });

export const SPECULATION_RULES = {
  /** With a mouse: a pointer resting on the link (Chromium waits 200 ms), or pressing it. */
  pointer: rules('moderate'),
  /**
   * On a touch screen, only a touch on the link: "moderate" there means links Chromium guesses from where the page
   * stopped scrolling, which spends the visitor's data on pages they did not reach for.
   */
  touch: rules('conservative'),
};
