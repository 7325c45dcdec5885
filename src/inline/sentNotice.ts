/**
 * The thank-you on the page a form was sent from, when the relay brings the visitor back (`?sent=<form>&t=<token>`).
 * Run while the page is parsed, right after the notice's markup (SentNotice.astro), so the notice is there from the
 * first paint and nothing moves. Inlined as its own text (src/embedded/inlineScript.ts): it may use nothing outside it.
 *
 * The notice shows, and that form's draft is cleared, only when the token is the one this browser stored when the
 * form was sent, so a bare `?sent=contact` link shows nothing and clears nothing. Where the browser refuses storage
 * there is no draft to clear and no token to compare: a return that carries a token is thanked. The confirmed send
 * starts the one-minute guard against sending the same form twice.
 */
export function thankOnReturn(keys: Record<string, { draft: string; pending: string; sent: string }>): void {
  const query = new URLSearchParams(location.search);
  const form = query.get('sent');
  const token = query.get('t');
  if (!form || !token || !(form in keys)) return;
  const { draft, pending, sent } = keys[form];
  /** Whether this browser refuses to store anything, so the form could not have stored its token. */
  const refusesStorage = () => {
    try {
      localStorage.setItem(`${pending}:probe`, '1');
      localStorage.removeItem(`${pending}:probe`);
      return false;
    } catch {
      return true;
    }
  };
  let stored: string | null | undefined;
  try {
    stored = localStorage.getItem(pending);
  } catch {
    stored = undefined;
  }
  const confirmed = stored === token;
  if (!confirmed && !(stored === undefined || refusesStorage())) return;
  for (const part of document.querySelectorAll<HTMLElement>(`[data-sent-notice], [data-sent="${form}"]`)) part.hidden = false;
  history.replaceState(history.state, '', location.pathname + location.hash);
  if (!confirmed) return; // storage refused: nothing to compare with, nothing to clear
  try {
    localStorage.removeItem(draft);
    localStorage.removeItem(pending);
    localStorage.setItem(sent, String(Date.now()));
  } catch {
    // storage refused the clean-up: the draft stays, which loses nothing
  }
}
