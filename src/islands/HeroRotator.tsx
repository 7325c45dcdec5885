import { useEffect, useRef, useState, type ReactNode } from 'react';
import { nextIndex } from '~/lib/cycle';
import { HERO_ROTATE_MS } from '~/lib/constants';
import { useInView } from './hooks/useInView';
import { useMotionAllowed } from './hooks/useMotionAllowed';

export interface HeroSlide {
  src: string;
  srcSet: string;
  sizes: string;
}

interface Props {
  /** The backgrounds after the first; each is fetched one turn before it is shown, not with the page. */
  slides: HeroSlide[];
  /** The first background, server-rendered so it is the page's first paint. */
  children: ReactNode;
}

/**
 * Cross-fades the home hero's backgrounds every 5 s, wrapping after the last: a change of opacity, which the
 * compositor draws. It rests while the hero is out of sight or the tab is hidden.
 */
export default function HeroRotator({ slides, children }: Props) {
  const moving = useMotionAllowed();
  const hero = useRef<HTMLDivElement>(null);
  const inView = useInView(hero);
  const [index, setIndex] = useState(0);
  // How many of the later slides have been asked for: the next one is fetched while the current one shows.
  const [fetched, setFetched] = useState(1);
  const count = slides.length + 1;

  useEffect(() => {
    if (!moving || !inView) return;
    const timer = window.setInterval(() => setIndex((i) => nextIndex(i, count)), HERO_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [moving, inView, count]);
  useEffect(() => setFetched((n) => Math.max(n, index + 1)), [index]);

  // Paused or reduced, the other slides are not drawn, so the first one is shown again.
  const shown = moving ? index : 0;
  const layer = (i: number) => `absolute inset-0 transition-opacity duration-1000 ${shown === i ? 'opacity-100' : 'opacity-0'}`;

  return (
    <div ref={hero} className="absolute inset-0" data-hero-slide={shown}>
      <div className={layer(0)}>{children}</div>
      {moving &&
        slides
          .slice(0, fetched)
          .map((slide, i) => (
            <img key={slide.src} {...slide} alt="" decoding="async" className={`${layer(i + 1)} h-full w-full object-cover`} />
          ))}
    </div>
  );
}
