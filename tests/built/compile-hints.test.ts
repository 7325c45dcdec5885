/**
 * The code that, once fetched, mostly runs at once asks to be compiled as it downloads
 * (src/integrations/compileHints.ts): React's runtime, which each island hydrates through, and the shared scripts.
 * Without the hint Chromium compiles each of their functions on the page's main thread the first time it is called,
 * in the tasks that draw the islands.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modulesOf } from '../../scripts/lib/page-weight.mjs';
import { COMPILE_HINT } from '~/integrations/compileHints';
import { readBuiltPages } from '~/hosting/builtPages';
import { attribute, elementsIn, parsePage } from '~/hosting/pageHtml';

const dist = new URL('../../dist/', import.meta.url).pathname;
const pages = await readBuiltPages(dist);
const hinted = (path: string) => readFileSync(join(dist, path), 'utf8').startsWith(COMPILE_HINT);
/** Each island on any page, by its code: its component and React's renderer, and everything they import. */
const islandModules = new Map<string, Set<string>>();
for (const html of pages.values()) {
  for (const island of [...elementsIn(parsePage(html))].filter((el) => el.tagName === 'astro-island')) {
    const [component, renderer] = ['component-url', 'renderer-url'].map((name) => attribute(island, name)!.slice(1));
    islandModules.set(component, new Set([...modulesOf(dist, component), ...modulesOf(dist, renderer)]));
  }
}
const shared = [...pages.values()].flatMap((html) => [...html.matchAll(/"\/(_astro\/shell\.[\w-]+\.js)"/g)].map(([, src]) => src));

describe('the code that mostly runs as soon as it is fetched is compiled as it downloads', () => {
  it("React's runtime, which every island imports, and the shared scripts; no other file", () => {
    expect(islandModules.size, 'islands of different code').toBeGreaterThan(2);
    // What every island imports is React's runtime: React, React DOM, the JSX runtime.
    const runtime = [...islandModules.values()].reduce((common, modules) => new Set([...common].filter((path) => modules.has(path))));
    expect(runtime.size).toBeGreaterThan(1);
    expect(new Set(shared).size, 'one shared file').toBe(1);
    const scripts = readdirSync(join(dist, '_astro'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `_astro/${file}`);
    expect(scripts.filter(hinted).sort()).toEqual([...new Set([...runtime, ...shared])].sort());
  });
});
