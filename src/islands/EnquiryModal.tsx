import { useEffect } from 'react';
import { ENQUIRY_MODAL_DELAY_MS } from '~/lib/constants';
import { alreadySeen, markSeen, remainingDelay } from '~/lib/enquiry';

interface Props { dialogId: string }

/**
 * Opens the Free Enquiry <dialog> (EnquiryModal.astro) 4 s after the page started loading, once per
 * browsing session. The native modal dialog moves focus in, keeps it there and closes on Escape;
 * its X button is a `method="dialog"` form, so closing needs no script at all.
 */
export default function EnquiryModal({ dialogId }: Props) {
  useEffect(() => {
    const dialog = document.getElementById(dialogId);
    if (!(dialog instanceof HTMLDialogElement) || alreadySeen(() => sessionStorage)) return;

    let returnFocusTo: Element | null = null;
    const onClose = () => {
      if (returnFocusTo instanceof HTMLElement) returnFocusTo.focus();
    };
    const timer = window.setTimeout(() => {
      returnFocusTo = document.activeElement;
      dialog.showModal();
      markSeen(() => sessionStorage);
    }, remainingDelay(ENQUIRY_MODAL_DELAY_MS, performance.now()));
    dialog.addEventListener('close', onClose);
    return () => {
      window.clearTimeout(timer);
      dialog.removeEventListener('close', onClose);
    };
  }, [dialogId]);
  return null;
}
