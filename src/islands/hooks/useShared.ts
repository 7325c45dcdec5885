import { use } from 'react';

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
 * What the server knows by each file's address, while it renders (serverCopy): the data in the file.
 * Empty in the browser, which fetches the file instead.
 */
const onServer = new Map<string, unknown>();

/**
 * Lets an island rendered on the server read the file at `path` without fetching it: the component rendering the
 * island calls this first, with the same data the file holds (CostEstimate.astro).
 */
export function serverCopy<T>(path: string, data: T): string {
  onServer.set(path, data);
  return path;
}

/**
 * What is the same on every page that has an island in a language comes to it as the address of a file (its prop
 * `dataFile`) under /_astro/, named by its content (src/hosting/sharedFile.ts), which the browser caches for the
 * next page. On the server the island renders from the data itself (serverCopy); in the browser it reads the file
 * here: until it comes, React keeps the server's markup as it is (the controls the island renders disabled stay
 * disabled), then hydrates.
 */
export function useShared<T>(dataFile: string): T {
  if (onServer.has(dataFile)) return onServer.get(dataFile) as T;
  // A fetch of a site address on the server would fail, and be tried again, forever.
  if (import.meta.env.SSR) throw new Error(`${dataFile} has no serverCopy: the component rendering the island gives it first`);
  let load = loads.get(dataFile);
  if (!load) loads.set(dataFile, (load = fetchUntilItComes(dataFile)));
  return use(load) as T;
}
