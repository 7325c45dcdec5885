/**
 * A save in the CMS changes only what the owner changed (src/cms/keptFormat.ts, issue 51): every data and page file
 * the CMS edits, read and written back unchanged, is the same file byte for byte, comments and all; a changed value
 * changes its own line and no other; a list entry added or taken away touches that list alone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frontmatterFromFile, frontmatterToFile, SOURCE, yamlFromFile, yamlToFile } from '~/cms/keptFormat';

const root = path.resolve(import.meta.dirname, '../..');
/** Every file the CMS saves: the company's data and everything under src/content. */
const files = [
  'src/data/company.yaml',
  ...readdirSync(path.join(root, 'src/content'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ya?ml|md)$/.test(file))
    .map((file) => `src/content/${file}`),
].sort();

const formatOf = (file: string) =>
  file.endsWith('.md') ? { read: frontmatterFromFile, write: frontmatterToFile } : { read: yamlFromFile, write: yamlToFile };

/** The lines of `after` that differ from `before`'s, as a line diff counts them (both files have as many lines). */
function changedLines(before: string, after: string): string[] {
  const [a, b] = [before.split('\n'), after.split('\n')];
  expect(b.length, 'the number of lines').toBe(a.length);
  return b.filter((line, i) => line !== a[i]);
}

/** The path to the first string value of the data, and the value (the field an owner would most likely edit). */
function firstText(data: unknown, at: (string | number)[] = []): [(string | number)[], string] | undefined {
  if (typeof data === 'string' && data.trim()) return [at, data];
  if (typeof data !== 'object' || data === null) return undefined;
  for (const [key, value] of Object.entries(data)) {
    if (key === SOURCE || key === 'body') continue;
    const found = firstText(value, [...at, Array.isArray(data) ? Number(key) : key]);
    if (found) return found;
  }
  return undefined;
}

function setIn(data: Record<string, unknown>, at: (string | number)[], value: string): Record<string, unknown> {
  const copy = structuredClone(data);
  let scope = copy as Record<string | number, unknown>;
  at.slice(0, -1).forEach((key) => (scope = scope[key] as Record<string | number, unknown>));
  scope[at.at(-1)!] = value;
  return copy;
}

describe('a save writes back only what changed', () => {
  it('covers every file the CMS edits', () => expect(files.length).toBeGreaterThan(200));

  it.each(files)('%s: unchanged, it is written back byte for byte', (file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    const { read, write } = formatOf(file);
    expect(write(read(source))).toBe(source);
  });

  /** The files that hold a text to change (a translation of a list with nothing yet to translate holds none). */
  const withText = files.filter((file) => firstText(formatOf(file).read(readFileSync(path.join(root, file), 'utf8'))));
  it('finds a text to change in nearly every file', () => expect(withText.length).toBeGreaterThan(files.length - 5));

  it.each(withText)('%s: one value changed changes one line, and the file reads back with it', (file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    const { read, write } = formatOf(file);
    const data = read(source);
    const [at, value] = firstText(data)!;
    const edited = `${value.split('\n')[0]} (edited: "quoted", a: colon # not a comment)`;
    const written = write(setIn(data, at, edited));
    expect(changedLines(source, written)).toHaveLength(1);
    const { [SOURCE]: _, ...back } = read(written);
    const { [SOURCE]: __, ...expected } = setIn(data, at, edited);
    expect(back).toEqual(expected);
  });
});

describe('a change of shape stays where it is', () => {
  const source = `# Instructions for the owner.
title: Our places # shown on top
places:
  # The road gateway.
  - name: Goa
    km: 450
  - name: Kerala
    km: 1200
empty: []
after: kept # and its comment
`;
  it('an entry added to a list rewrites that list alone, and a list that was empty is written inline', () => {
    const data = yamlFromFile(source);
    const places = [...(data.places as object[]), { name: 'Sikkim', km: 2400 }];
    const written = yamlToFile({ ...data, places, empty: ['one'] });
    expect(written).toContain('# Instructions for the owner.\ntitle: Our places # shown on top\n');
    expect(written).toContain('empty: [ one ]\nafter: kept # and its comment\n');
    expect(yamlFromFile(written)).toMatchObject({ places, empty: ['one'], after: 'kept' });
  });
  it('a block value (">-") changed is written on its one line, and the entries after it are as they were', () => {
    const folded = 'faq:\n  - id: a\n    answer: >-\n      First line\n      second line.\n  - id: b # kept\n    answer: Short.\n';
    const data = yamlFromFile(folded) as { faq: { id: string; answer: string }[] };
    data.faq[0].answer = 'One line now.';
    expect(yamlToFile(data)).toBe('faq:\n  - id: a\n    answer: One line now.\n  - id: b # kept\n    answer: Short.\n');
  });
  it('a page keeps its text as the form has it', () => {
    const page = '---\nname: Goa # the state\n---\nFirst paragraph.\n';
    const data = frontmatterFromFile(page);
    expect(data.body).toBe('First paragraph.\n');
    expect(frontmatterToFile({ ...data, body: 'New text.\n' })).toBe('---\nname: Goa # the state\n---\nNew text.\n');
  });
});
