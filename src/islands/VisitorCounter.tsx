import { useEffect, useState } from 'react';

/**
 * Draws the footer's visitor count, which VisitorCount.astro's script has already counted for this page load.
 * It reads the stored number itself: an island importing src/inline/ would turn that script into a file.
 */
export default function VisitorCounter({ storageKey, seed }: { storageKey: string; seed: number }) {
  const [count, setCount] = useState(seed);
  useEffect(() => {
    try {
      const stored = Number.parseInt(window.localStorage.getItem(storageKey) ?? '', 10);
      if (stored > seed) setCount(stored);
    } catch {
      // Blocked storage: the seed stays.
    }
  }, [storageKey, seed]);
  return <span data-visitor-count>{count}</span>;
}
