import { useEffect } from 'react';

/**
 * The mobile menu is a <details> that works without JavaScript; this island adds what HTML can't:
 * Escape closes it (focus back on its button), and closing slides the panel out before it disappears.
 */
export default function MobileMenu({ selector }: { selector: string }) {
  useEffect(() => {
    const menu = document.querySelector<HTMLDetailsElement>(selector);
    const summary = menu?.querySelector('summary');
    if (!menu || !summary) return;

    const close = () => {
      if (!menu.open || menu.dataset.closing) return;
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      if (reduced) {
        menu.open = false;
        return;
      }
      menu.dataset.closing = 'true';
      const panel = menu.querySelector('nav');
      const done = () => {
        delete menu.dataset.closing;
        menu.open = false;
      };
      if (panel) panel.addEventListener('animationend', done, { once: true });
      else done();
    };
    const onSummaryClick = (event: Event) => {
      if (!menu.open) return;
      event.preventDefault();
      close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.open) return;
      close();
      summary.focus();
    };
    summary.addEventListener('click', onSummaryClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      summary.removeEventListener('click', onSummaryClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [selector]);
  return null;
}
