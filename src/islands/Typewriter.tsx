import { useEffect, useRef, useState } from 'react';
import { TYPEWRITER, TYPEWRITER_PHRASES } from '~/lib/constants';
import { initialTypewriter, step, typewriterText } from '~/lib/typewriter';
import { useInView } from './hooks/useInView';
import { useMotionAllowed } from './hooks/useMotionAllowed';

/**
 * The hero headline. Screen readers get the three phrases once, as plain text; the letters being typed
 * and deleted are hidden from them. With motion paused or reduced the first phrase stays, whole; scrolled out of
 * sight or in a background tab, it stops where it is.
 */
export default function Typewriter() {
  const moving = useMotionAllowed();
  const typed = useRef<HTMLSpanElement>(null);
  const inView = useInView(typed);
  const [state, setState] = useState(initialTypewriter);

  useEffect(() => {
    if (!moving) {
      setState(initialTypewriter);
      return;
    }
    if (!inView) return;
    const { next, delay } = step(state, TYPEWRITER_PHRASES, TYPEWRITER);
    const timer = window.setTimeout(() => setState(next), delay);
    return () => window.clearTimeout(timer);
  }, [state, moving, inView]);

  return (
    <>
      <span className="sr-only">{TYPEWRITER_PHRASES.join('. ')}</span>
      <span ref={typed} aria-hidden="true" data-typewriter>
        {typewriterText(state, TYPEWRITER_PHRASES)}
        <span className="typewriter-caret" />
      </span>
    </>
  );
}
