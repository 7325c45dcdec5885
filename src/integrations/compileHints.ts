/**
 * V8's explicit compile hint (Chromium 136 and later; to other engines it is just a comment): a script file that begins
 * with `//# allFunctionsCalledOnLoad` has every function compiled as it is downloaded, on a background thread, instead
 * of each one on the page's main thread the first time it is called. That first call is where an island's hydration
 * spent much of its time: React's runtime compiling its own functions in the task that draws the island.
 *
 * Given to the files whose code, once fetched, mostly runs at once (docs/measurements.md has what it saved): React's
 * runtime, which every island hydrates through, and the shared scripts (finishHtml.ts). Not to an island's own code:
 * much of the lightbox, the carousel or the estimator runs only when the visitor acts, and compiling it ahead would
 * only take memory.
 */
import type { Plugin } from 'vite';
import type { RenderedChunk } from 'rollup';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The packages of React's runtime in the browser: React, React DOM and its scheduler. */
const REACT_RUNTIME = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const holdsReact = (chunk: RenderedChunk) => chunk.moduleIds.some((id) => REACT_RUNTIME.test(id));

/** Starts each browser chunk that holds React's runtime with the hint, in its hashed name too, so a cached copy is never stale. */
export function reactCompileHints(): Plugin {
  return {
    name: 'react-compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    augmentChunkHash: (chunk) => (holdsReact(chunk) ? COMPILE_HINT : undefined),
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && holdsReact(chunk)) chunk.code = COMPILE_HINT + chunk.code;
    },
  };
}
