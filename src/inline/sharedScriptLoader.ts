/**
 * Asks for the shared scripts (one file, src/integrations/finishHtml.ts) once the first screen is drawn: when the
 * browser reports the page's hero picture (its one `fetchpriority="high"` image; any element where there is none) as
 * its largest paint, or at the latest some frames after the page's load event, should no such report come (a scroll
 * before the paint ends its reports, a hero outside the first screen). A browser that makes no such reports (WebKit)
 * asks right after its first frame once the page is parsed (issue 52). It
 * waits for the browser's report, not for the picture to load or decode: a request made in the frame that paints the
 * picture can start before the paint is presented, and Lighthouse's model of the largest paint counts as needed for
 * it every request but a low-priority picture that began before the observed paint. So on 3G a request on a new
 * connection, as this one may be, would add 300 to 600 ms to the modelled paint in some runs and not in others
 * (docs/measurements.md). The report needs no timer, so a test's paused clock does not hold the scripts back.
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
  // A browser that never reports a largest paint (Safari and every iPhone browser: WebKit) asks in the first frame
  // drawn after the page is parsed, once it is painted (a timer set in a frame's callback runs after that frame),
  // not some frames after the load event: the scripts behind the enquiry dialog, the islands and the timers come
  // as soon as the first screen is drawn there too, and the first paint is still never held.
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    requestAnimationFrame(() => setTimeout(ask));
    return;
  }
  // About a third of a second at 60 frames a second: a report of a paint in the load event's frame comes well before.
  const afterFrames = (frames: number) => (frames && !asked ? requestAnimationFrame(() => afterFrames(frames - 1)) : setTimeout(ask));
  addEventListener('load', () => afterFrames(20), { once: true });
  const hero = document.querySelector('img[fetchpriority="high"]');
  new PerformanceObserver((list) => {
    if (list.getEntries().some((paint) => !hero || (paint as PerformanceEntry & { element?: Element }).element === hero)) ask();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}
