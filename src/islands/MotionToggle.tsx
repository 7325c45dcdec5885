import { useEffect, useState } from 'react';
import { FaPause, FaPlay } from 'react-icons/fa6';
import { readPaused, setPaused } from '~/lib/motion';

/** One control that pauses every moving part of the page (WCAG 2.2.2), remembered for the session. */
export default function MotionToggle() {
  const [paused, setPausedState] = useState(false);
  useEffect(() => setPausedState(readPaused(() => sessionStorage)), []);

  const toggle = () => {
    setPaused(!paused);
    setPausedState(!paused);
  };

  return (
    <button type="button" onClick={toggle} aria-pressed={paused} className="motion-toggle" data-motion-toggle>
      {paused ? <FaPlay className="h-3 w-3" aria-hidden="true" /> : <FaPause className="h-3 w-3" aria-hidden="true" />}
      <span>{paused ? 'Play animations' : 'Pause animations'}</span>
    </button>
  );
}
