/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): a script file that begins with
 * `//# allFunctionsCalledOnLoad` has every function compiled as it is downloaded, on a background thread, instead
 * of each one on the page's main thread the first time it is called. That first call is where an island's hydration
 * spent much of its time: React's runtime compiling its own functions in the task that draws the island.
 *
 * Given to the files whose code runs on every page as it loads (docs/measurements.md has what it saved): React's
 * runtime, which every island hydrates through, and the shared scripts (finishHtml.ts). Not to code that waits for
 * the visitor (the lightbox, the carousel): compiling what may never run would only take memory.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The packages of React's runtime in the browser: React, React DOM and its scheduler. */
const REACT_RUNTIME = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** Starts each built browser chunk that holds React's runtime with the hint (the server's chunks are left as they are). */
export function reactCompileHints(): Plugin {
  return {
    name: 'react-compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.moduleIds.some((id) => REACT_RUNTIME.test(id)) && !chunk.code.startsWith(COMPILE_HINT)) {
          chunk.code = COMPILE_HINT + chunk.code;
        }
      }
    },
  };
}
