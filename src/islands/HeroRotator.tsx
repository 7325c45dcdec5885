import { useEffect, useState, type ReactNode } from 'react';
import { nextIndex } from '~/lib/cycle';
import { HERO_ROTATE_MS } from '~/lib/constants';
import { useMotionAllowed } from './hooks/useMotionAllowed';

export interface HeroSlide {
  src: string;
  srcSet: string;
  sizes: string;
}

interface Props {
  /** The backgrounds after the first; they are fetched only once the page has settled. */
  slides: HeroSlide[];
  /** The first background, server-rendered so it is the page's first paint. */
  children: ReactNode;
}

/** Cross-fades the home hero's backgrounds every 5 s, wrapping after the last. */
export default function HeroRotator({ slides, children }: Props) {
  const moving = useMotionAllowed();
  const [index, setIndex] = useState(0);
  const count = slides.length + 1;

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => setIndex((i) => nextIndex(i, count)), HERO_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [moving, count]);

  // Paused or reduced, the other slides are not drawn, so the first one is shown again.
  const shown = moving ? index : 0;
  const layer = (i: number) => `absolute inset-0 transition-opacity duration-1000 ${shown === i ? 'opacity-100' : 'opacity-0'}`;

  return (
    <div className="absolute inset-0" data-hero-slide={shown}>
      <div className={layer(0)}>{children}</div>
      {moving &&
        slides.map((slide, i) => (
          <img key={slide.src} {...slide} alt="" decoding="async" className={`${layer(i + 1)} h-full w-full object-cover`} />
        ))}
    </div>
  );
}
