/**
 * Asks for the shared scripts (one file, src/integrations/finishHtml.ts) once the first screen is drawn: after the
 * page's hero picture (its one `fetchpriority="high"` image) has loaded and decoded and a frame has passed, or as
 * soon as the browser reports that picture (any element where there is none) as its largest paint, whichever comes
 * first; and at the latest a frame after the page's load event, should neither come (a scroll before the largest
 * paint is reported ends its reports, and a picture's decoding may never settle). The second needs no timer, so a
 * test's paused clock does not hold the scripts back. Nothing the first screen
 * needs shares the line with them, and Lighthouse's model of the largest paint (which counts as needed for it every
 * request but a low-priority picture that ended before the observed paint) leaves them out, as a browser does.
 *
 * The build writes this function's own text into every page as an inline script, so it may use nothing but the
 * browser's globals: no imports, no names from around it.
 */
export function loadSharedScriptsAfterFirstScreen(src: string): void {
  let asked = false;
  const ask = () => {
    if (asked) return;
    asked = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    script.fetchPriority = 'low';
    document.body.append(script);
  };
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(ask));
  addEventListener('load', afterNextFrame, { once: true });
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  try {
    new PerformanceObserver((list) => {
      if (list.getEntries().some((paint) => !hero || (paint as PerformanceEntry & { element?: Element }).element === hero)) ask();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // No largest-paint entries in this browser: the picture's decoding alone says when.
  }
  if (!hero) afterNextFrame();
  else if (hero.complete) void hero.decode().then(afterNextFrame, afterNextFrame);
  else {
    hero.addEventListener('load', () => void hero.decode().then(afterNextFrame, afterNextFrame), { once: true });
    hero.addEventListener('error', afterNextFrame, { once: true });
  }
}
