/** Reading built pages as text in tests: entities decoded, tags dropped. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readBuiltPages } from '../../src/hosting/builtPages';
import { dialogFileOf } from '../../src/hosting/sharedFileLinks';

/** The HTML entities the build writes, as the characters a visitor reads. */
export const decode = (text: string): string =>
  text
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;|&#38;/g, '&');

/** A page's visible words as one line: no scripts, styles or tags, spaces collapsed. */
export const pageText = (html: string): string =>
  decode(
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );

/**
 * Every built page as a visitor meets it once it has loaded: its HTML and, at the end, the enquiry dialog's markup,
 * which the page fetches from a file of its own after load (`data-dialog`, src/components/enquiry/enquiryDialogFile.ts).
 */
export async function readPagesAsSeen(dist: string): Promise<Map<string, string>> {
  const dialogs = new Map<string, string>();
  const dialog = (href: string) => {
    if (!dialogs.has(href)) dialogs.set(href, readFileSync(path.join(dist, href), 'utf8'));
    return dialogs.get(href)!;
  };
  const pages = await readBuiltPages(dist);
  for (const [file, html] of pages) {
    const href = dialogFileOf(html);
    if (href) pages.set(file, `${html}\n${dialog(href)}`);
  }
  return pages;
}
