/** When the Free Enquiry dialog opens: once per browsing session, a fixed time after the page loaded. */
export const ENQUIRY_SEEN_KEY = 'enquirySeen';

/** Time still to wait, given how long ago the page started loading (the island hydrates late). */
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
