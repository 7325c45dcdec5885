/**
 * A link typed into a translated page's text (src/content/services/hi/…, a translator's `[…](/enquiry)`) leads to the
 * page in that text's language, as every link a component writes does (`pageHref`, src/i18n/locales.ts). The
 * language is the folder the file is in.
 */
import { pageHref, TRANSLATED_LOCALES } from '../i18n/locales';

interface Node {
  type: string;
  url?: string;
  children?: Node[];
}

function localize(node: Node, locale: (typeof TRANSLATED_LOCALES)[number]): void {
  if ((node.type === 'link' || node.type === 'definition') && node.url !== undefined) node.url = pageHref(node.url, locale);
  node.children?.forEach((child) => localize(child, locale));
}

export default function remarkLinksInLanguage() {
  return (tree: Node, file: { path?: string }) => {
    const folders = (file.path ?? '').split(/[\\/]/);
    const locale = TRANSLATED_LOCALES.find((code) => folders.includes(code));
    if (locale) localize(tree, locale);
  };
}
