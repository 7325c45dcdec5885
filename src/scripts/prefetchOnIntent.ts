/**
 * The next page is fetched when the visitor reaches for its link: a touch (about 100 ms before the tap ends and the
 * browser follows it), a pointer resting on it for 80 ms (passing over it is not intent), or keyboard focus.
 * Astro's prefetch() does the fetching and skips other sites, the page itself and pages already fetched; it also
 * skips Save-Data and 2G connections, which Astro's own strategies do not for a tap (hence this script rather than
 * `prefetchAll`). Links marked data-astro-prefetch="false" (a picture, the enquiry page behind the dialog) are
 * never fetched ahead.
 */
import { prefetch } from 'astro:prefetch';

const HOVER_MS = 80;

const wantedLink = (target: EventTarget | null) => {
  const link = target instanceof Element ? target.closest('a') : null;
  return link && link.dataset.astroPrefetch !== 'false' ? link : null;
};
const fetchAhead = ({ target }: Event) => {
  const link = wantedLink(target);
  if (link) prefetch(link.href);
};

let hover: ReturnType<typeof setTimeout> | undefined;
document.addEventListener('touchstart', fetchAhead, { passive: true });
document.addEventListener('focusin', fetchAhead);
document.addEventListener('mouseover', (event) => {
  clearTimeout(hover);
  if (wantedLink(event.target)) hover = setTimeout(() => fetchAhead(event), HOVER_MS);
});
document.addEventListener('mouseout', () => clearTimeout(hover));
