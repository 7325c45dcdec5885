/**
 * When the Free Enquiry dialog opens on its own: once per browsing session, a fixed time after the page started
 * loading, and never while the visitor is typing. Only the dialog's own script (EnquiryModal.astro) imports this,
 * so that script stays small enough to be written into the page.
 */
/** Behaviour constant (docs/behaviour.md): the dialog's moment, after the page started loading. */
export const ENQUIRY_MODAL_DELAY_MS = 4000;
export const ENQUIRY_SEEN_KEY = 'enquirySeen';

/** Time still to wait, given how long ago the page started loading (the script runs once the page is parsed). */
export const remainingDelay = (delayMs: number, sincePageStartMs: number): number => Math.max(0, delayMs - sincePageStartMs);

export function alreadySeen(storage: () => Storage): boolean {
  try {
    return storage().getItem(ENQUIRY_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function markSeen(storage: () => Storage): void {
  try {
    storage().setItem(ENQUIRY_SEEN_KEY, '1');
  } catch {
    // Blocked storage: the dialog may show again on the next page, which is the lesser harm.
  }
}

/** How long after the visitor's last key press the dialog may open on its own. */
export const TYPING_QUIET_MS = 2000;
/** While a field has focus, how often to look again whether it still has. */
export const FOCUS_RECHECK_MS = 250;

/**
 * How much longer the automatic opening must wait: never while a form field has focus, and not until
 * 2 s after the last key press. 0 means it may open now.
 */
export function waitBeforeOpening({
  now,
  lastKeyAt,
  fieldFocused,
}: {
  now: number;
  lastKeyAt: number | null;
  fieldFocused: boolean;
}): number {
  if (fieldFocused) return FOCUS_RECHECK_MS;
  return lastKeyAt === null ? 0 : Math.max(0, lastKeyAt + TYPING_QUIET_MS - now);
}
