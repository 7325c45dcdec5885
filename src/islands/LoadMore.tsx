import { useState } from 'react';
import { hasMore, nextVisibleCount } from '~/lib/reveal';

interface Props {
  /** `data-reveal` value of the list whose items this button reveals. */
  list: string;
  initial: number;
  step: number;
  total: number;
  label: string;
}

/**
 * "Load more" for a list that is complete in the HTML. Items past the first `initial` carry the class
 * `reveal-later` and are hidden only when scripting is on (global.css), so search engines and visitors
 * without JavaScript get every item; this button reveals `step` more per click and then goes away.
 */
export default function LoadMore({ list, initial, step, total, label }: Props) {
  const [visible, setVisible] = useState(initial);
  if (!hasMore(visible, total)) return null;

  const reveal = () => {
    const next = nextVisibleCount(visible, step, total);
    const items = [...document.querySelectorAll<HTMLElement>(`[data-reveal="${list}"] > li`)];
    items.slice(visible, next).forEach((item) => item.classList.remove('reveal-later'));
    // Keyboard and screen-reader users continue from the first new item, not from the top.
    items[visible]?.querySelector<HTMLElement>('a')?.focus({ preventScroll: false });
    setVisible(next);
  };

  return (
    <button type="button" onClick={reveal} className="btn-dark" data-load-more>
      {label}
    </button>
  );
}
