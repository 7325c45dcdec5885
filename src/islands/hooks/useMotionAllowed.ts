import { useEffect, useState } from 'react';
import { MOTION_EVENT, motionAllowed, readPaused } from '~/lib/motion';

const REDUCED = '(prefers-reduced-motion: reduce)';

/** False while the visitor has paused motion on this site or asked their system for less of it. */
export function useMotionAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(REDUCED);
    const update = () => setAllowed(motionAllowed({ paused: readPaused(() => sessionStorage), reduced: query.matches }));
    update();
    query.addEventListener('change', update);
    window.addEventListener(MOTION_EVENT, update);
    return () => {
      query.removeEventListener('change', update);
      window.removeEventListener(MOTION_EVENT, update);
    };
  }, []);
  return allowed;
}
