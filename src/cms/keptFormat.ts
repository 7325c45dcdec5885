/**
 * The CMS's file formats: a save changes the lines the owner changed, and nothing else. Decap's own YAML and
 * front-matter formats write every file anew from its data, which drops every comment (the sources behind the
 * distances, the instructions at the top of a list), reorders keys and rewraps values, so one edit rewrote the whole
 * file (issue 51). These formats keep the file as it was read (under SOURCE, a key of the entry's data that no field
 * shows) and write back only what differs: a changed value in place, on its own line, with the comment beside it;
 * a map whose keys or a list whose length changed is written anew at its place, the rest of the file untouched.
 * Registered in admin.ts; every collection uses them (config.ts).
 */
import { Document, isCollection, isMap, isScalar, isSeq, parseDocument, stringify, type Node } from 'yaml';

/** The file as read, kept with the entry's data (no field shows it; checks.ts never sees it). */
export const SOURCE = '__keptSource';

export const KEPT_YAML = 'yaml-kept';
export const KEPT_FRONTMATTER = 'frontmatter-kept';

type Data = Record<string, unknown>;
type Edit = { from: number; to: number; text: string };

const isPlainObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A map or a list, as the form's data has it. */
const isList = (value: unknown) => typeof value === 'object' && value !== null;

/** One line of YAML for a value where a scalar stood: plain where it can be, quoted where it must (newlines escaped). */
const inlineYaml = (value: unknown) => stringify(value, { lineWidth: 0, collectionStyle: 'flow' }).trimEnd();

/** A value written as a block at the column `indent`, its first line starting where the old node started. */
function blockYaml(value: unknown, indent: number, inline: boolean): string {
  if (inline) return inlineYaml(value);
  const lines = stringify(value, { lineWidth: 0 }).trimEnd().split('\n');
  return lines.map((line, i) => (i === 0 ? line : ' '.repeat(indent) + line)).join('\n') + '\n';
}

/** The edits that turn the node (read from `source`) into `value`, deepest first where the shape is kept. */
function edits(source: string, node: Node | null | undefined, value: unknown, out: Edit[]): void {
  if (!node?.range) return;
  const [from, valueEnd] = node.range;
  if (isScalar(node) && !isList(value)) {
    const same = node.value === value || (node.value === null && (value === null || value === undefined || value === ''));
    // A block scalar (">-", "|") ends where its last line does, line break included: the line it was on comes back.
    const block = node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL';
    if (!same) out.push({ from, to: block ? node.range[2] : valueEnd, text: inlineYaml(value ?? '') + (block ? '\n' : '') });
    return;
  }
  if (isMap(node) && isPlainObject(value)) {
    const keys = node.items.map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key));
    const wanted = Object.keys(value).filter((key) => value[key] !== undefined);
    if (keys.length === wanted.length && wanted.every((key) => keys.includes(key))) {
      node.items.forEach((pair, i) => edits(source, pair.value as Node, value[keys[i]], out));
      return;
    }
  }
  if (isSeq(node) && Array.isArray(value) && node.items.length === value.length) {
    node.items.forEach((item, i) => edits(source, item as Node, value[i], out));
    return;
  }
  // The shape changed (a key or an entry added or taken away, a value turned into a list): this node anew.
  // A block can only take the place of a block; where a scalar or a flow list stood ("message: []"), it is written inline.
  const column = from - source.lastIndexOf('\n', from - 1) - 1;
  const inline = !isCollection(node) || Boolean(node.flow) || !isList(value);
  out.push({ from, to: valueEnd, text: blockYaml(value, column, inline) });
}

/** `source` with `value` written into it, every line that did not change kept as it was. */
export function keptYaml(source: string, value: Data): string {
  const doc = parseDocument(source);
  if (doc.errors.length || !doc.contents) return new Document(value).toString({ lineWidth: 0 });
  const out: Edit[] = [];
  edits(source, doc.contents, value, out);
  return out
    .sort((a, b) => b.from - a.from)
    .reduce((text, { from, to, text: insert }) => text.slice(0, from) + insert + text.slice(to), source);
}

/** A YAML file read for the CMS: its data, and the file itself under SOURCE. */
export const yamlFromFile = (content: string): Data => ({ ...(parseDocument(content).toJS() as Data), [SOURCE]: content });

/** The entry's data written back into the file it was read from (a new file: written whole). */
export function yamlToFile(data: Data): string {
  const { [SOURCE]: source, ...value } = data;
  return typeof source === 'string' ? keptYaml(source, value) : stringify(value, { lineWidth: 0 });
}

const FRONTMATTER = /^---\r?\n([\s\S]*?\r?\n)?---(?:\r?\n|$)/;

/** A Markdown page read for the CMS: its front matter's data and its text (`body`, as Decap's own format gives it). */
export function frontmatterFromFile(content: string): Data {
  const match = FRONTMATTER.exec(content);
  const meta = match?.[1] ? (parseDocument(match[1]).toJS() as Data) : {};
  const body = match ? content.slice(match[0].length) : content;
  return { ...meta, ...(body.trim() && { body }), [SOURCE]: content };
}

/** The page written back: its front matter kept line by line as yamlToFile does, its text as the form has it. */
export function frontmatterToFile(data: Data): string {
  const { [SOURCE]: source, body = '', ...meta } = data;
  const match = typeof source === 'string' ? FRONTMATTER.exec(source) : null;
  const head = match?.[1] ? keptYaml(match[1], meta) : stringify(meta, { lineWidth: 0 });
  return `---\n${head}---\n${String(body)}`;
}
