/**
 * `client:afterload`: hydrate once the page has finished loading and the browser is idle. For islands that move on
 * the first screen (the home page's hero and headline): the HTML, hero picture and font get the connection to
 * themselves, and the islands' code follows. Until then each shows complete HTML (the first phrase and picture).
 */
import type { ClientDirective } from 'astro';

const afterLoad: ClientDirective = (load) => {
  const hydrate = () => void load().then((run) => run());
  // Idle, but not for long: a page busy with its animations may leave no idle time for seconds (WebKit under load).
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(hydrate, { timeout: 300 }) : setTimeout(hydrate, 1));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
};

export default afterLoad;
