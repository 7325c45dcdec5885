/**
 * Runs the shared scripts (src/integrations/finishHtml.ts) one at a time, each in a task of its own, so the browser
 * can answer a tap or draw a frame between them (issue 49). Together they took one task of 13–23 ms in traces of the
 * home page (Chromium 156, no throttling): defining the custom elements, which then start on every element of theirs
 * on the page, and Astro's islands. On a phone four times slower, a tap in that task waited for all of it.
 *
 * The next turn is asked for with `scheduler.yield()`, whose turns come before the page's other waiting tasks, so the
 * scripts still all run at once but for the pauses; a browser without it (Safari) gets a message to itself. Neither is
 * a timer, so a test's paused clock does not hold the scripts back. A script that throws is reported as an uncaught
 * error, as it was on its own, and the rest still run.
 *
 * The build writes this function's own text into the shared file, so it may use nothing but the browser's globals.
 */
export async function runScriptsInTurn(scripts: (() => void)[]): Promise<void> {
  const nextTurn = () =>
    (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
    new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  for (const [index, script] of scripts.entries()) {
    if (index) await nextTurn();
    try {
      script();
    } catch (error) {
      setTimeout(() => {
        throw error;
      });
    }
  }
}
