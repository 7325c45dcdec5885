/**
 * The page-wide pause control (WCAG 2.2.2). Paused is remembered for the browsing session and shown on
 * <html data-motion="paused">, which CSS reads for the marquees; islands listen for MOTION_EVENT
 * (the control itself is src/components/shell/MotionToggle.astro).
 */
export const MOTION_KEY = 'motion';
export const MOTION_EVENT = 'motionchange';

export function readPaused(storage: () => Storage): boolean {
  try {
    return storage().getItem(MOTION_KEY) === 'paused';
  } catch {
    return false;
  }
}

/** Motion is allowed unless the visitor paused it here or asked their system for less of it. */
export const motionAllowed = ({ paused, reduced }: { paused: boolean; reduced: boolean }): boolean => !paused && !reduced;
