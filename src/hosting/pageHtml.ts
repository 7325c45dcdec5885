/**
 * A built page read with an HTML parser (parse5, the parser of jsdom), and changed by splicing its text at the
 * places the parser found: what is not changed stays byte for byte as Astro wrote it. Whatever the after-build step
 * expects and does not find is an error that stops the build (PageHtmlError), never a page silently left as it was.
 */
import { parse, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';

export type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;

/** What a page does not hold that a step after the build needs: the build stops, naming the page (inPage). */
export class PageHtmlError extends Error {}

/** Runs a step on one page: what it does not find there stops the build, naming the page. */
export function inPage<T>(file: string, step: () => T): T {
  try {
    return step();
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** The parsed page, with each element's place in the text. */
export const parsePage = (html: string) => parse(html, { sourceCodeLocationInfo: true });

/** The first element of a piece of HTML (an opening tag on its own is enough), with its place in the text. */
export function firstElement(html: string): Element | undefined {
  for (const el of elementsIn(parseFragment(html, { sourceCodeLocationInfo: true }))) return el;
  return undefined;
}

const isElement = (node: Node): node is Element => 'tagName' in node;

/** Every element under `node`, in document order. */
export function* elementsIn(node: Node): Generator<Element> {
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    if (!isElement(child)) continue;
    yield child;
    yield* elementsIn(child);
  }
}

/** The elements named `tag`, in document order. */
export const elementsNamed = (node: Node, tag: string) => [...elementsIn(node)].filter((el) => el.tagName === tag);

/** An attribute's value, as the parser decoded it. */
export const attribute = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

/** Whether an element lies inside an element named `tag`. */
export function isInside(el: Element, tag: string): boolean {
  for (let parent = el.parentNode; parent && 'tagName' in parent; parent = parent.parentNode) {
    if (parent.tagName === tag) return true;
  }
  return false;
}

/** A stretch of the page's text: [start, end). */
export interface Span {
  start: number;
  end: number;
}

function located(el: Element) {
  const where = el.sourceCodeLocation;
  if (!where?.startTag) throw new PageHtmlError(`<${el.tagName}> has no place in the page's text (written by the parser)`);
  return { ...where, startTag: where.startTag };
}

/** The whole element, from `<tag` to its end tag. */
export function outer(el: Element): Span {
  const { startOffset: start, endOffset: end } = located(el);
  return { start, end };
}

/** What lies between the element's opening and end tags (an element whose end tag the page left out has none). */
export function inner(el: Element): Span {
  const where = located(el);
  if (!where.endTag) throw new PageHtmlError(`<${el.tagName}> has no end tag in the page`);
  return { start: where.startTag.endOffset, end: where.endTag.startOffset };
}

export const textOf = (html: string, { start, end }: Span) => html.slice(start, end);

/** A change to the page's text: the span's text becomes `text` (an empty span inserts it). */
export interface Edit extends Span {
  text: string;
}

/** The page with each edit made; edits may not overlap. */
export function applyEdits(html: string, edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) throw new PageHtmlError(`two changes to the same place in the page (at ${edit.start})`);
    out += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + html.slice(at);
}
