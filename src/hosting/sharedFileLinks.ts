/**
 * Where a built page names the shared files it fetches (src/hosting/sharedFile.ts), read by the budget tests, the
 * page-text checks and the page-weight benchmark: the enquiry dialog's (data-dialog on <site-enquiry-modal>) and an
 * island's data (its `dataFile` prop, which Astro writes as [0, address]).
 */
import { attribute, elementsIn, firstElement, parsePage } from './pageHtml';

/** The enquiry dialog's file a page fetches, if it has the dialog. */
export function dialogFileOf(html: string): string | undefined {
  const modal = [...elementsIn(parsePage(html))].find((el) => el.tagName === 'site-enquiry-modal');
  return modal && attribute(modal, 'data-dialog');
}

/** The file an island reads its shared data from, if it has one, from its opening tag. */
export function islandDataFileOf(tag: string): string | undefined {
  const island = firstElement(tag);
  const props = island && attribute(island, 'props');
  const file = props === undefined ? undefined : (JSON.parse(props) as { dataFile?: [number, unknown] }).dataFile;
  return file?.[0] === 0 && typeof file[1] === 'string' ? file[1] : undefined;
}
