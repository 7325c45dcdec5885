import { useEffect, useState } from 'react';
import { TYPEWRITER, TYPEWRITER_PHRASES } from '~/lib/constants';
import { initialTypewriter, step, typewriterText } from '~/lib/typewriter';
import { useMotionAllowed } from './hooks/useMotionAllowed';

/**
 * The hero headline. Screen readers get the three phrases once, as plain text; the letters being typed
 * and deleted are hidden from them. With motion paused or reduced the first phrase stays, whole.
 */
export default function Typewriter() {
  const moving = useMotionAllowed();
  const [state, setState] = useState(initialTypewriter);

  useEffect(() => {
    if (!moving) {
      setState(initialTypewriter);
      return;
    }
    const { next, delay } = step(state, TYPEWRITER_PHRASES, TYPEWRITER);
    const timer = window.setTimeout(() => setState(next), delay);
    return () => window.clearTimeout(timer);
  }, [state, moving]);

  return (
    <>
      <span className="sr-only">{TYPEWRITER_PHRASES.join('. ')}</span>
      <span aria-hidden="true" data-typewriter>
        {typewriterText(state, TYPEWRITER_PHRASES)}
        <span className="typewriter-caret" />
      </span>
    </>
  );
}
