import { useEffect, useState } from 'react';
import { VISITOR_COUNT_KEY, VISITOR_COUNT_SEED } from '~/lib/constants';

/**
 * Draws the footer's visitor count, which VisitorCount.astro's script has already counted for this page load.
 * (It reads the stored number itself: importing ~/lib/visitorCounter here would turn that script into a file.)
 */
export default function VisitorCounter() {
  const [count, setCount] = useState(VISITOR_COUNT_SEED);
  useEffect(() => {
    try {
      const stored = Number.parseInt(window.localStorage.getItem(VISITOR_COUNT_KEY) ?? '', 10);
      if (stored > VISITOR_COUNT_SEED) setCount(stored);
    } catch {
      // Blocked storage: the seed stays.
    }
  }, []);
  return <span data-visitor-count>{count}</span>;
}
