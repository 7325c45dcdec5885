import { useEffect, useRef, useState } from 'react';
import { TYPEWRITER } from '~/lib/constants';
import { initialTypewriter, step, typewriterText, type TypedPhrase } from '~/lib/typewriter';
import { useInView } from './hooks/useInView';
import { useMotionAllowed } from './hooks/useMotionAllowed';

/**
 * The hero headline (its phrases come from the page's interface text, split into the letters they are typed in when
 * the page is built). Screen readers get the three phrases once, as plain text; the letters being typed and deleted
 * are hidden from them. With motion paused or reduced the first phrase stays, whole; scrolled out of
 * sight or in a background tab, it stops where it is.
 */
export default function Typewriter({ text }: { text: { phrases: readonly TypedPhrase[]; fullStop: string } }) {
  const { phrases, fullStop } = text;
  const moving = useMotionAllowed();
  const typed = useRef<HTMLSpanElement>(null);
  const inView = useInView(typed);
  const [state, setState] = useState(initialTypewriter);
  // Where the headline is, for the timers: each step is timed from the one before, not from when React drew it,
  // so a slow phone draws late but never types slower.
  const current = useRef(initialTypewriter);

  useEffect(() => {
    if (!moving) {
      current.current = initialTypewriter;
      setState(initialTypewriter);
      return;
    }
    if (!inView) return;
    let timer = 0;
    const schedule = () => {
      let { next, delay } = step(current.current, phrases, TYPEWRITER);
      // A step that changes no letter (typed to the end, deleted to nothing) is taken at once.
      while (delay === 0) {
        current.current = next;
        ({ next, delay } = step(next, phrases, TYPEWRITER));
      }
      timer = window.setTimeout(() => {
        current.current = next;
        setState(next);
        schedule();
      }, delay);
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [moving, inView, phrases]);

  return (
    <>
      <span className="sr-only">{phrases.map((letters) => `${letters.join('')}${fullStop}`).join(' ')}</span>
      <span ref={typed} aria-hidden="true" data-typewriter>
        {typewriterText(state, phrases)}
        <span className="typewriter-caret" />
      </span>
    </>
  );
}
