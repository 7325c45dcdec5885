/**
 * Page text (the Markdown bodies of services and locations, which the owner edits in the CMS) is words,
 * links and lists only. HTML written into it would reach the page as it is, and the build allows by hash
 * every inline script a page holds, so a pasted <script> or <iframe> would run. Stop the build instead,
 * naming the file.
 */
interface Node {
  type: string;
  value?: string;
  children?: Node[];
}

const rawHtml = (node: Node): string | undefined =>
  node.type === 'raw' ? node.value : node.children?.map(rawHtml).find((html) => html !== undefined);

export default function rehypeNoRawHtml() {
  return (tree: Node, file: { path?: string }) => {
    const html = rawHtml(tree);
    if (html !== undefined) {
      throw new Error(
        `${file.path ?? 'A Markdown file'}: HTML is not allowed in page text (found ${html.trim().slice(0, 60)}). Use the editor's buttons instead.`,
      );
    }
  };
}
