/** Reads the content files the way the build does (front matter + YAML), without Astro, for data checks. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const contentDir = new URL('../../src/content/', import.meta.url).pathname;

export function readYamlList<T>(file: string): T[] {
  return parse(readFileSync(join(contentDir, file), 'utf8')) as T[];
}

export function readMarkdownDir<T>(dir: string): { slug: string; data: T; body: string }[] {
  return readdirSync(join(contentDir, dir))
    .filter((f) => f.endsWith('.md'))
    .map((f) => {
      const text = readFileSync(join(contentDir, dir, f), 'utf8');
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
      if (!match) throw new Error(`${dir}/${f} has no front matter`);
      return { slug: f.replace(/\.md$/, ''), data: parse(match[1]) as T, body: match[2].trim() };
    });
}
