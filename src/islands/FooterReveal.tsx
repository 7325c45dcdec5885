import { useEffect } from 'react';
import { FOOTER_REVEAL_THRESHOLD } from '~/lib/constants';

/**
 * Fades the footer in once 20% of it is on screen. The footer is visible in the HTML; only after this
 * island runs, and only while the footer is still out of view, is it set to wait for its entrance.
 */
export default function FooterReveal() {
  useEffect(() => {
    const footer = document.querySelector<HTMLElement>('[data-footer]');
    if (!footer) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.intersectionRatio >= FOOTER_REVEAL_THRESHOLD) {
          footer.dataset.reveal = 'shown';
          observer.disconnect();
        } else if (footer.dataset.reveal !== 'shown') {
          footer.dataset.reveal = 'pending';
        }
      },
      { threshold: [0, FOOTER_REVEAL_THRESHOLD] },
    );
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return null;
}
