/**
 * Three touches to every built page that Astro offers no option for. Each leaves a page unchanged when Astro's
 * output no longer has what it looks for.
 */
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
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

/** What a built chunk imports statically, by its path in dist/ ("_astro/Header…js" → ["_astro/constants…js"]). */
export type ChunkImports = ReadonlyMap<string, readonly string[]>;

const SCRIPT = /<script type="module" src="\/([^"]+)"/g;

/**
 * A component script that shares code with another imports it from a shared chunk, which Chrome would only
 * find once the script has arrived, and then fetch at high priority, ahead of the page's own picture. Each
 * chunk a script needs is named beside it as a low-priority module preload, once a page: fetched at once, at
 * the script's priority, and taken from there by the import.
 */
export function preloadScriptImports(html: string, importsOf: ChunkImports): string {
  const preloaded = new Set<string>();
  const needs = (file: string): string[] => (importsOf.get(file) ?? []).flatMap((dep) => [dep, ...needs(dep)]);
  return html.replace(SCRIPT, (tag, file: string) => {
    const links = needs(file)
      .filter((dep) => !preloaded.has(dep) && preloaded.add(dep))
      .map((dep) => `<link rel="modulepreload" fetchpriority="low" href="/${dep}">`);
    return links.join('') + tag;
  });
}

/** Notes each client chunk's static imports as the build writes them. */
function recordChunkImports(into: Map<string, string[]>): Plugin {
  return {
    name: 'finish-html:chunk-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) if (output.type === 'chunk') into.set(output.fileName, output.imports);
    },
  };
}

export default function finishHtml(): AstroIntegration {
  const chunkImports = new Map<string, string[]>();
  return {
    name: 'finish-html',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [recordChunkImports(chunkImports)] } });
      },
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        await Promise.all(
          builtPageFiles(root).map(async (file) => {
            const path = join(root, file);
            const html = await readFile(path, 'utf8');
            const finished = lowerModuleScriptPriority(preloadScriptImports(moveIslandStyleToHead(html), chunkImports));
            if (finished !== html) await writeFile(path, finished);
          }),
        );
      },
    },
  };
}
