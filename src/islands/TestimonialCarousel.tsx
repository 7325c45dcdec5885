import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { nextIndex } from '~/lib/cycle';
import { TESTIMONIALS } from '~/lib/constants';
import { useInView } from './hooks/useInView';
import { useMotionAllowed } from './hooks/useMotionAllowed';

export interface Testimonial {
  name: string;
  move: string;
  text: string;
  /** Where and when the review was given; for sample text, a label saying so. */
  source: string;
  /** The language the customer wrote in, where it is not the page's (reviews are quoted as given, in English). */
  lang?: string;
  /** The language of `source`, where it is not the page's. */
  sourceLang?: string;
}

/**
 * The 6 testimonials on a loop: a new one every 2.5 s with an 0.8 s slide. Vertical on wide screens,
 * three across at 1024 px and below, one centred at 640 px and below. The highlighted card is the one
 * after the slide index, i.e. the middle of three. Hover does not pause it; the page's pause control does, and it
 * rests while out of sight or in a background tab (Swiper slides with transforms, which the compositor draws).
 */
/** The carousel's words for screen readers: what it is and its name. */
export interface TestimonialCarouselText {
  roleDescription: string;
  label: string;
}

export default function TestimonialCarousel({ testimonials, text }: { testimonials: Testimonial[]; text: TestimonialCarouselText }) {
  const carousel = useRef<HTMLElement>(null);
  const allowed = useMotionAllowed();
  const inView = useInView(carousel);
  const moving = allowed && inView;
  const swiper = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const highlighted = nextIndex(active, testimonials.length);

  useEffect(() => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (moving) autoplay.start();
    else autoplay.stop();
  }, [moving]);

  return (
    <section ref={carousel} className="testimonial-carousel" aria-roledescription={text.roleDescription} aria-label={text.label}>
      <Swiper
        modules={[Autoplay]}
        onSwiper={(instance) => {
          swiper.current = instance;
          if (!moving) instance.autoplay.stop();
        }}
        onRealIndexChange={(instance) => setActive(instance.realIndex)}
        loop
        speed={TESTIMONIALS.transitionMs}
        autoplay={{ delay: TESTIMONIALS.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: false }}
        direction="horizontal"
        slidesPerView={1}
        centeredSlides
        spaceBetween={TESTIMONIALS.phonePaddingPx}
        breakpoints={{
          [TESTIMONIALS.phoneMaxWidth + 1]: {
            direction: 'horizontal',
            slidesPerView: TESTIMONIALS.slidesPerView,
            centeredSlides: false,
            spaceBetween: TESTIMONIALS.gapPx,
          },
          [TESTIMONIALS.tabletMaxWidth + 1]: {
            direction: 'vertical',
            slidesPerView: TESTIMONIALS.slidesPerView,
            centeredSlides: false,
            spaceBetween: TESTIMONIALS.gapPx,
          },
        }}
      >
        {testimonials.map((t, i) => (
          <SwiperSlide key={t.name} data-testimonial={i} aria-current={i === highlighted ? 'true' : undefined}>
            <figure className={`testimonial-card ${i === highlighted ? 'is-highlighted' : ''}`}>
              <blockquote lang={t.lang}>“{t.text}”</blockquote>
              <figcaption>
                <span className="testimonial-name">{t.name}</span>
                <span className="testimonial-move">
                  <span lang={t.lang}>{t.move}</span> ·{' '}
                  <span className="testimonial-source" lang={t.sourceLang}>
                    {t.source}
                  </span>
                </span>
              </figcaption>
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
