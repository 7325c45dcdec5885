/**
 * A touch to every built page that Astro offers no option for. It leaves a page unchanged when Astro's
 * output no longer has what it looks for. Links are not touched here: each page writes them in its own
 * language as it renders (pageHref in src/i18n/locales.ts), so `astro dev` and hydrated islands link alike.
 */
import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
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

/** A decorative icon as react-icons renders it at build time (Icon.astro): its attributes and its drawing. */
const DECORATIVE_SVG = /<svg\b([^>]*\baria-hidden="true"[^>]*)>([\s\S]*?)<\/svg>/g;
/** The attributes that say how an icon is drawn, the same wherever it is used: they go with the drawing. */
const DRAWING_ATTRIBUTES = /\s(?:stroke|fill|stroke-width|stroke-linecap|stroke-linejoin|xmlns)="[^"]*"/g;

/**
 * Draws each decorative icon that a page shows more than once (a check mark beside every list item, a
 * chevron in every folding list) once: as a `<symbol>` in a hidden sprite at the top of `<body>`, which each
 * use of it shows through `<use href="#…">`. The outer `<svg>` keeps its class, size, viewBox and ARIA
 * attributes, so it is laid out, coloured (currentColor) and hidden from assistive tech as before. Icons inside
 * an island are left as they are: React hydrates that markup and expects it as it rendered it.
 */
export function shareRepeatedIcons(html: string): string {
  const islands = [...html.matchAll(/<astro-island\b[\s\S]*?<\/astro-island>/g)].map((m) => [m.index, m.index + m[0].length]);
  const inIsland = (at: number) => islands.some(([start, end]) => at >= start && at < end);
  const drawingOf = (attributes: string, inner: string) => {
    const viewBox = /\sviewBox="[^"]*"/.exec(attributes)?.[0] ?? '';
    return `${viewBox}${(attributes.match(DRAWING_ATTRIBUTES) ?? []).filter((a) => !a.startsWith(' xmlns')).join('')}>${inner}`;
  };
  const uses = new Map<string, number>();
  for (const match of html.matchAll(DECORATIVE_SVG)) {
    if (inIsland(match.index)) continue;
    const drawing = drawingOf(match[1], match[2]);
    uses.set(drawing, (uses.get(drawing) ?? 0) + 1);
  }
  const ids = new Map(
    [...uses]
      .filter(([, count]) => count > 1)
      .map(([drawing]) => [drawing, `icon-${createHash('sha256').update(drawing).digest('hex').slice(0, 8)}`]),
  );
  if (!ids.size || !/<body\b[^>]*>/.test(html)) return html;
  const shared = html.replace(DECORATIVE_SVG, (svg, attributes: string, inner: string, at: number) => {
    const id = ids.get(drawingOf(attributes, inner));
    if (!id || inIsland(at)) return svg;
    return `<svg${attributes.replace(DRAWING_ATTRIBUTES, '')}><use href="#${id}"></use></svg>`;
  });
  const symbols = [...ids].map(([drawing, id]) => `<symbol id="${id}"${drawing}</symbol>`).join('');
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" width="0" height="0" style="position:absolute">${symbols}</svg>`;
  return shared.replace(/<body\b[^>]*>/, (body) => body + sprite);
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
            const finished = shareRepeatedIcons(moveIslandStyleToHead(html));
            if (finished !== html) await writeFile(join(root, file), finished);
          }),
        );
      },
    },
  };
}
