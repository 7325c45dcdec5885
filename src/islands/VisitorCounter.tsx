import { useEffect, useState } from 'react';
import { VISITOR_COUNT_KEY, VISITOR_COUNT_SEED } from '~/lib/constants';
import { countVisit } from '~/lib/visitorCounter';

/** Footer visitor count, kept in this browser's localStorage; one more for every page load. */
export default function VisitorCounter() {
  const [count, setCount] = useState(VISITOR_COUNT_SEED);
  useEffect(() => setCount(countVisit(() => window.localStorage, VISITOR_COUNT_KEY, VISITOR_COUNT_SEED)), []);
  return <span data-visitor-count>{count}</span>;
}
