/**
 * `client:intent`: hydrate when the visitor reaches for the island: a pointer over it or pressed on it, a touch,
 * or keyboard focus inside it. Until then the island is complete HTML whose links work, and the page runs none
 * of its code. A click that lands before the island is ready is held and given to it once it is (React then
 * hydrates the clicked part first and runs its handler); if the island's code cannot be fetched, a held link is
 * followed as if nothing had intervened.
 */
import type { ClientDirective } from 'astro';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

const intent: ClientDirective = (load, _options, el) => {
  let hydrating: Promise<void> | undefined;
  let heldClick: Element | undefined;

  const hydrate = () => {
    if (hydrating) return hydrating;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, onIntent);
    hydrating = load()
      .then((run) => run())
      .then(
        () => {
          el.removeEventListener('click', holdClick, true);
          (heldClick as HTMLElement | undefined)?.click();
        },
        () => {
          el.removeEventListener('click', holdClick, true);
          const link = heldClick?.closest('a');
          if (link) window.location.assign(link.href);
        },
      );
    return hydrating;
  };
  const onIntent = () => void hydrate();
  const holdClick = (event: MouseEvent) => {
    // A click that opens a link elsewhere (a new tab, a download) is the browser's, with or without the island.
    const plain = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
    if (!plain || !(event.target instanceof Element)) return;
    event.preventDefault();
    event.stopPropagation();
    heldClick = event.target;
    void hydrate();
  };

  for (const type of INTENT_EVENTS) el.addEventListener(type, onIntent, { passive: true });
  el.addEventListener('click', holdClick, true);
};

export default intent;
