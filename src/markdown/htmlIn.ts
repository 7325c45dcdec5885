/**
 * Page text (the Markdown bodies of services and locations, which the owner edits in the CMS) is words, links and
 * lists only. HTML written into it would reach the page as it is, and the build allows by hash every inline script a
 * page holds, so a pasted <script> or <iframe> would run. The build (src/content.config.ts) and the CMS before it
 * saves (src/cms/checks.ts) both refuse it, finding it the same way: as the Markdown parser sees it.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';

interface Node {
  type: string;
  value?: string;
  children?: Node[];
}

const firstHtml = (node: Node): string | undefined =>
  node.type === 'html' ? node.value : node.children?.map(firstHtml).find((html) => html !== undefined);

/** The first piece of HTML in a Markdown text, shortened, or undefined when it has none. */
export function htmlIn(markdown: string): string | undefined {
  return firstHtml(fromMarkdown(markdown))?.trim().slice(0, 60);
}

/**
 * The CMS's field-level check as the owner types, as a pattern (Decap takes only a regular expression): a tag, a
 * closing tag, a comment or an instruction. Stricter than the parser in one place (it also refuses a tag written in
 * `code`); `htmlIn` stays the rule the build and the CMS's last check before saving apply.
 */
export const NO_HTML = /^(?![\s\S]*<(?:[A-Za-z][\w-]*(?=[\s/>])|\/[A-Za-z]|!--|\?))[\s\S]*$/;
