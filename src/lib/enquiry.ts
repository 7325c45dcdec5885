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

/** The enquiry form's fields a link or the estimator can fill in before the dialog opens. */
export const PREFILL_FIELDS = ['moving_from', 'moving_to', 'moving_type', 'services'] as const;
export type EnquiryPrefill = Partial<Record<(typeof PREFILL_FIELDS)[number], string>>;

/** Asked of the page by any "Free Enquiry" control; the dialog answers by cancelling it. */
export const ENQUIRY_OPEN_EVENT = 'enquiry:open';

/** Asks the enquiry dialog to open with `prefill`; false if no dialog is ready (follow the link instead). */
export function requestEnquiry(prefill: EnquiryPrefill = {}): boolean {
  return !document.dispatchEvent(new CustomEvent(ENQUIRY_OPEN_EVENT, { detail: prefill, cancelable: true }));
}

/** The enquiry page, which shows the same form without a dialog; its fields read these parameters. */
export const ENQUIRY_PAGE = '/enquiry';
export function enquiryHref(prefill: EnquiryPrefill = {}): string {
  const query = new URLSearchParams(Object.entries(prefill).filter(([, value]) => value) as [string, string][]).toString();
  return query ? `${ENQUIRY_PAGE}?${query}` : ENQUIRY_PAGE;
}
