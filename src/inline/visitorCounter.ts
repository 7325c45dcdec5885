/**
 * The footer's visitor counter, kept only in this browser. The first page load shows the seed; each
 * later load adds one. Storage that is blocked, full or holding junk shows the seed instead of failing.
 */
/** Behaviour constant (docs/behaviour.md): where the count is kept, and the number the first visit shows. */
export const VISITOR_COUNT_KEY = 'visitorCount';
export const VISITOR_COUNT_SEED = 8798;

export function nextVisitorCount(stored: string | null, seed: number): number {
  const previous = stored === null ? NaN : Number.parseInt(stored, 10);
  return Number.isFinite(previous) && previous >= seed ? previous + 1 : seed;
}

export function countVisit(storage: () => Storage, key: string, seed: number): number {
  try {
    const store = storage();
    const count = nextVisitorCount(store.getItem(key), seed);
    store.setItem(key, String(count));
    return count;
  } catch {
    return seed;
  }
}
