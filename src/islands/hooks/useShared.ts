import { use } from 'react';

/** Data an island shares with every page that has it in a language: the data itself, or the address of its file. */
export type Shared<T> = T | string;

/** Each file once per page, however many islands read it. */
const loads = new Map<string, Promise<unknown>>();
/** Waits between tries: a patchy connection gets another try, at longer intervals, until the file comes. */
const RETRY_MS = [1000, 2000, 5000, 10_000];

/**
 * The file, tried again while the connection fails or the host errs. A file the host says is not there (a page left
 * open across a deploy, which named an older file) will not come: the island keeps its server markup, and no more
 * requests spend the visitor's data.
 */
async function fetchUntilItComes(url: string): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(url);
      if (response.ok) return await response.json();
      if (response.status >= 400 && response.status < 500) return new Promise(() => {});
    } catch {
      // Offline, or the connection dropped: try again below.
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]));
  }
}

/**
 * An island prop named `shared` (what is the same on every page that has the island in a language) is rendered
 * into the page at build time, then moved by the build to a file of its own under /_astro/, named by its content
 * (shareIslandData in src/integrations/finishHtml.ts), which the browser caches for the next page. In the browser
 * the island gets that file's address instead and reads the file here: until it comes, React keeps the server's
 * markup as it is (the controls the island renders disabled stay disabled), then hydrates. In `astro dev`, where
 * nothing is moved, the data is the prop itself.
 */
export function useShared<T>(shared: Shared<T>): T {
  if (typeof shared !== 'string') return shared;
  let load = loads.get(shared);
  if (!load) loads.set(shared, (load = fetchUntilItComes(shared)));
  return use(load) as T;
}
