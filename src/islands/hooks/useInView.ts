import { useEffect, useState, type RefObject } from 'react';

const onScreen = (el: Element) => {
  const box = el.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
};

/**
 * True while the element is at least partly on screen and the tab is shown: the islands' timers run only then,
 * so a headline scrolled past or a page in a background tab costs the phone nothing.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let intersecting = onScreen(el);
    const update = () => setInView(intersecting && document.visibilityState === 'visible');
    const observer = new IntersectionObserver((entries) => {
      intersecting = entries.at(-1)?.isIntersecting ?? intersecting;
      update();
    });
    observer.observe(el);
    document.addEventListener('visibilitychange', update);
    update();
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', update);
    };
  }, [ref]);
  return inView;
}
