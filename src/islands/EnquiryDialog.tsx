import { useEffect, useRef, type ReactNode } from 'react';
import { FaXmark } from 'react-icons/fa6';
import { ENQUIRY_MODAL_DELAY_MS } from '~/lib/constants';
import { alreadySeen, ENQUIRY_OPEN_EVENT, markSeen, remainingDelay, waitBeforeOpening } from '~/lib/enquiry';

interface Props {
  /** The enquiry form, rendered by Astro: complete HTML inside the dialog before this island runs. */
  children: ReactNode;
}

const isFormField = (el: Element | null) =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

/**
 * The Free Enquiry dialog. It opens whenever a "Free Enquiry" control or the estimator asks (with the
 * move filled in), and once per browsing session on its own, 4 s after the page started loading, but
 * never while the visitor is typing: it waits until no form field has focus and no key was pressed for
 * 2 s. A native modal <dialog>: focus moves in, Escape and the X close it, focus returns.
 */
export default function EnquiryDialog({ children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    let returnFocusTo: Element | null = null;
    let lastKeyAt: number | null = null;
    let timer: number | undefined;

    // The form inside (its <relay-form>) fills itself from the same request's prefill.
    const open = () => {
      if (el.open) return;
      returnFocusTo = document.activeElement;
      el.showModal();
      markSeen(() => sessionStorage);
    };
    const onRequest = (event: Event) => {
      event.preventDefault();
      open();
    };
    const onKey = () => {
      lastKeyAt = performance.now();
    };
    const openWhenQuiet = () => {
      if (alreadySeen(() => sessionStorage)) return;
      const wait = waitBeforeOpening({ now: performance.now(), lastKeyAt, fieldFocused: isFormField(document.activeElement) });
      if (wait > 0) timer = window.setTimeout(openWhenQuiet, wait);
      else open();
    };
    const onClose = () => {
      if (returnFocusTo instanceof HTMLElement) returnFocusTo.focus();
    };

    document.addEventListener(ENQUIRY_OPEN_EVENT, onRequest);
    document.addEventListener('keydown', onKey, true);
    el.addEventListener('close', onClose);
    if (!alreadySeen(() => sessionStorage))
      timer = window.setTimeout(openWhenQuiet, remainingDelay(ENQUIRY_MODAL_DELAY_MS, performance.now()));
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener(ENQUIRY_OPEN_EVENT, onRequest);
      document.removeEventListener('keydown', onKey, true);
      el.removeEventListener('close', onClose);
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="enquiry-title"
      className="enquiry-dialog w-[min(40rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-navy/60"
    >
      <div className="flex items-start justify-between gap-4 bg-navy px-6 py-4 text-white">
        <div>
          <h2 id="enquiry-title" className="text-xl font-bold text-white">
            Free Enquiry
          </h2>
          <p className="text-sm text-slate-200">Tell us about your move and we will call you back with a quote.</p>
        </div>
        <form method="dialog">
          <button type="submit" className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-white/10">
            <FaXmark className="h-5 w-5" aria-hidden="true" focusable="false" />
            <span className="sr-only">Close enquiry form</span>
          </button>
        </form>
      </div>
      <div className="max-h-[70vh] overflow-y-auto p-6">{children}</div>
    </dialog>
  );
}
