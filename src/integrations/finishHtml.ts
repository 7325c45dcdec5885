/**
 * A touch to every built page that Astro offers no option for. It leaves a page unchanged when Astro's
 * output no longer has what it looks for. Links are not touched here: each page writes them in its own
 * language as it renders (pageHref in src/i18n/locales.ts), so `astro dev` and hydrated islands link alike.
 */
import type { AstroIntegration } from 'astro';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBuiltPages } from '../build/builtPages.mjs';

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

export default function finishHtml(): AstroIntegration {
  return {
    name: 'finish-html',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const pages = await readBuiltPages(root);
        await Promise.all(
          [...pages].map(async ([file, html]) => {
            const finished = moveIslandStyleToHead(html);
            if (finished !== html) await writeFile(join(root, file), finished);
          }),
        );
      },
    },
  };
}
