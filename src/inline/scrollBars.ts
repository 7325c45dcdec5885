/**
 * The two scroll-driven bars. The top bar hides once the visitor scrolls down past the threshold and
 * comes back on any scroll up; the branch bar shows only while the last scroll was downward.
 */
export interface BarsState {
  topBarHidden: boolean;
  branchesShown: boolean;
}

/** Behaviour constant (docs/behaviour.md): how far down the page the top bar may hide. */
export const TOP_BAR_HIDE_AFTER_PX = 50;

export const initialBars: BarsState = { topBarHidden: false, branchesShown: false };

export function nextBars(state: BarsState, previousY: number, y: number, hideAfterPx: number): BarsState {
  if (y === previousY) return state;
  const down = y > previousY;
  return {
    topBarHidden: down ? y > hideAfterPx || state.topBarHidden : false,
    branchesShown: down,
  };
}
