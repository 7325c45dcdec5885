import type { EnquiryPrefill } from '~/inline/relayForm';

/** The enquiry page, which shows the same form without a dialog; its fields read these parameters. */
export const ENQUIRY_PAGE = '/enquiry';
/**
 * A link to the enquiry page with the fields it fills in as its query. `enquiryPage` is that page in the page's
 * language, as the island's Astro parent writes it (`pageHref(ENQUIRY_PAGE, locale)`): "/hi/enquiry?moving_to=Goa".
 */
export function enquiryHref(prefill: EnquiryPrefill, enquiryPage: string): string {
  const query = new URLSearchParams(Object.entries(prefill).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return query ? `${enquiryPage}?${query}` : enquiryPage;
}

/**
 * The attributes that make a link to the enquiry page open the dialog instead (EnquiryModal.astro); such a
 * link is not fetched ahead, as the dialog is already in the page.
 */
export const ENQUIRY_LINK = { 'data-enquiry-link': '', 'data-prefetch': 'false' } as const;
