import type { EnquiryPrefill } from '~/inline/relayForm';

/** The enquiry page, which shows the same form without a dialog; its fields read these parameters. */
export const ENQUIRY_PAGE = '/enquiry';
export function enquiryHref(prefill: EnquiryPrefill = {}): string {
  const query = new URLSearchParams(Object.entries(prefill).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return query ? `${ENQUIRY_PAGE}?${query}` : ENQUIRY_PAGE;
}

/**
 * The attributes that make a link to the enquiry page open the dialog instead (EnquiryModal.astro); such a
 * link is not fetched ahead, as the dialog is already in the page.
 */
export const ENQUIRY_LINK = { 'data-enquiry-link': '', 'data-prefetch': 'false' } as const;
