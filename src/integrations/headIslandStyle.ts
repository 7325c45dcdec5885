/**
 * Astro writes `<style>astro-island,…{display:contents}</style>` in front of the first island, inside
 * <body>, where a <style> element is not valid HTML. After the build, this moves that one rule into
 * <head>, unchanged. If Astro ever stops emitting it, nothing happens.
 */
import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

export function moveIslandStyleToHead(html: string): string {
  const match = ISLAND_STYLE.exec(html);
  if (!match || html.indexOf(match[0]) < html.indexOf('</head>')) return html;
  return html.replace(match[0], '').replace('</head>', `${match[0]}</head>`);
}

export default function headIslandStyle(): AstroIntegration {
  return {
    name: 'head-island-style',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
        await Promise.all(
          files.map(async (file) => {
            const path = join(root, file);
            const html = await readFile(path, 'utf8');
            const moved = moveIslandStyleToHead(html);
            if (moved !== html) await writeFile(path, moved);
          }),
        );
      },
    },
  };
}
