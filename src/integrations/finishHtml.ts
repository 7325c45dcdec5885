/**
 * Two touches to every built page that Astro offers no option for. Each leaves a page unchanged when Astro's
 * output no longer has what it looks for.
 */
import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtPageFiles } from '../lib/builtPages.mjs';

const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

/**
 * Astro writes `<style>astro-island,…{display:contents}</style>` in front of the first island, inside <body>,
 * where a <style> element is not valid HTML: this moves that one rule into <head>, unchanged.
 */
export function moveIslandStyleToHead(html: string): string {
  const match = ISLAND_STYLE.exec(html);
  if (!match || html.indexOf(match[0]) < html.indexOf('</head>')) return html;
  return html.replace(match[0], '').replace('</head>', `${match[0]}</head>`);
}

/**
 * The components' scripts (menus, forms, the bars) are module scripts, which Chrome fetches at high priority,
 * alongside the hero picture. They run after the HTML is parsed anyway, so on a slow line they are asked for at
 * low priority and the picture and page come first.
 */
export function lowerModuleScriptPriority(html: string): string {
  return html.replaceAll('<script type="module" src=', '<script type="module" fetchpriority="low" src=');
}

export default function finishHtml(): AstroIntegration {
  return {
    name: 'finish-html',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        await Promise.all(
          builtPageFiles(root).map(async (file) => {
            const path = join(root, file);
            const html = await readFile(path, 'utf8');
            const finished = lowerModuleScriptPriority(moveIslandStyleToHead(html));
            if (finished !== html) await writeFile(path, finished);
          }),
        );
      },
    },
  };
}
