/**
 * `client:afterload`: hydrate once the page has finished loading and the browser is idle. On a slow phone the
 * first screen (HTML, hero picture, font) gets the connection to itself, and the islands' code follows. Each
 * island using it shows complete, working HTML until then (plain links, the first phrase, the first picture).
 */
import type { ClientDirective } from 'astro';

const afterLoad: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(hydrate) : setTimeout(hydrate, 1));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
};

export default afterLoad;
