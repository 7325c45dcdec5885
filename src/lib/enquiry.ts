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
