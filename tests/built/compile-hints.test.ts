/**
 * The code every page runs as it loads asks to be compiled as it downloads (src/integrations/compileHints.ts): React's
 * runtime, which each island hydrates through, and the shared scripts. Without the hint Chromium compiles each of
 * their functions on the page's main thread the first time it is called, in the tasks that draw the islands.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '~/integrations/compileHints';
import { readBuiltPages } from '~/hosting/builtPages';
import { attribute, elementsIn, parsePage } from '~/hosting/pageHtml';

const dist = new URL('../../dist/', import.meta.url).pathname;
const pages = await readBuiltPages(dist);
/** Each page's islands: their `client:` directive, component and React runtime. */
const islands = [...pages].flatMap(([file, html]) =>
  [...elementsIn(parsePage(html))]
    .filter((el) => el.tagName === 'astro-island')
    .map((island) => ({
      file,
      client: attribute(island, 'client'),
      component: attribute(island, 'component-url'),
      renderer: attribute(island, 'renderer-url'),
    })),
);
const source = (src: string) => readFileSync(join(dist, src), 'utf8');
/** A script file and every file it imports, to the last. */
function withImports(src: string, seen = new Set<string>()): Set<string> {
  if (seen.has(src)) return seen;
  seen.add(src);
  for (const [, file] of source(src).matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) withImports(`/_astro/${file}`, seen);
  return seen;
}

describe('the code each page runs as it loads is compiled as it downloads', () => {
  it("every island's React runtime, and what it imports, on every page", () => {
    for (const { file, renderer } of islands) expect(renderer, `${file}: an island's renderer`).toMatch(/^\/_astro\/.+\.js$/);
    const runtimes = new Set(islands.map(({ renderer }) => renderer!));
    expect(runtimes.size).toBeGreaterThan(0);
    for (const runtime of runtimes) {
      for (const src of withImports(runtime)) expect(source(src).startsWith(COMPILE_HINT), src).toBe(true);
    }
  });

  it('the shared scripts, on every page that loads them', () => {
    const shared = new Set(
      [...pages.values()].flatMap((html) => [...html.matchAll(/"(\/_astro\/shell\.[\w-]+\.js)"/g)].map(([, src]) => src)),
    );
    expect(shared.size).toBe(1);
    for (const src of shared) expect(source(src).startsWith(COMPILE_HINT), src).toBe(true);
  });

  it('not the code that waits for the visitor: the lightbox and the carousel', () => {
    const waiting = new Set(islands.filter(({ client }) => client === 'intent' || client === 'visible').map(({ component }) => component!));
    expect(waiting.size).toBeGreaterThan(0);
    for (const src of waiting) expect(source(src).startsWith(COMPILE_HINT), src).toBe(false);
  });
});
