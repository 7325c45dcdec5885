/**
 * Lays the page's sections out one at a time once the first screen is drawn, each in a task of its own
 * (SectionsInTurn.astro says why). Run right after <main> is parsed; inlined as its own text
 * (src/embedded/inlineScript.ts): it may use nothing outside it.
 *
 * A section waits, `content-visibility: auto`, until it carries `attribute`. Only a fresh visit waits (a link
 * followed, an address typed): a page opened at an element of it (an id after `#`), reloaded, or come back to with
 * Back or Forward needs every height at once, to land where it should. So does a browser that cannot tell (no
 * `navigation.activation`). A link to words on the page (`#:~:text=`) is found the way the browser's find is.
 */
export function layOutSectionsInTurn(selector: string, attribute: string): void {
  const waiting = [...document.querySelectorAll(selector)];
  const layOut = (section: Element) => section.setAttribute(attribute, '');
  const visit = (window as { navigation?: { activation?: { navigationType?: string } } }).navigation?.activation?.navigationType;
  if (location.hash || (visit !== 'push' && visit !== 'replace')) {
    waiting.forEach(layOut);
    return;
  }
  const next = () => {
    const section = waiting.shift();
    if (!section) return;
    layOut(section);
    // Lays it out now, in this task, rather than beside the next ones in the next frame.
    void (section as HTMLElement).offsetHeight;
    setTimeout(next);
  };
  // After the first frame: the first screen is drawn before any section's turn.
  requestAnimationFrame(() => setTimeout(next));
  // Whatever is still waiting at the load is laid out then, together, so what reads the page after it finds every
  // section: on a load quicker than the turns (pictures already cached), the rest is one task again.
  addEventListener('load', () => waiting.splice(0).forEach(layOut));
}
