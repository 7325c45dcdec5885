/** Reading built pages as text in tests: entities decoded, tags dropped. */

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
