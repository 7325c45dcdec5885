import { useEffect } from 'react';
import { TOP_BAR_HIDE_AFTER_PX } from '~/lib/constants';
import { initialBars, nextBars } from '~/lib/scrollBars';

/**
 * Watches the scroll direction and publishes it on <html> for CSS: `data-top-bar-state="hidden"` tucks
 * the top bar away, `data-branches-state="shown"` brings up the OUR BRANCHES bar. Renders nothing itself.
 */
export default function ScrollBars() {
  useEffect(() => {
    const root = document.documentElement;
    let state = initialBars;
    let lastY = window.scrollY;
    let frame = 0;
    const apply = () => {
      frame = 0;
      const y = window.scrollY;
      state = nextBars(state, lastY, y, TOP_BAR_HIDE_AFTER_PX);
      lastY = y;
      root.dataset.topBarState = state.topBarHidden ? 'hidden' : 'shown';
      root.dataset.branchesState = state.branchesShown ? 'shown' : 'hidden';
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return null;
}
