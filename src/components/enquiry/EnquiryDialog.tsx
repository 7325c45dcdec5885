import type { ReactNode } from 'react';
import { FaXmark } from 'react-icons/fa6';
import { DECORATIVE_ICON } from '~/lib/decorativeIcon';

/** The dialog's own words, from the dictionary (src/content/ui/dialog.yaml, under the language's code). */
export interface EnquiryDialogText {
  title: string;
  intro: string;
  /** The X button's name, for screen readers. */
  close: string;
  /** The phone sheet's button that opens the whole form. */
  openForm: string;
}

interface Props {
  /** The enquiry form, rendered by Astro. */
  children: ReactNode;
  /** What the phone sheet offers beside the form (call and WhatsApp), rendered by Astro (its slot "sheet"). */
  sheet?: ReactNode;
  text: EnquiryDialogText;
}

/**
 * The Free Enquiry dialog, drawn on the server only: a native modal <dialog> needs no framework in the browser.
 * The X is a `method="dialog"` form, which closes it without a script, as Escape does; EnquiryModal.astro opens it.
 * The dialog is never taller than the screen and only its form scrolls, under the title bar: the X stays on screen
 * wherever the visitor is in the form (a dialog that scrolled as a whole took it away, with a second scroll area inside).
 *
 * On a phone its automatic opening is a sheet instead (issue 50): the same dialog, opened without a backdrop, low at
 * the foot of the screen (.enquiry-sheet in global.css), showing only its title, a button to the whole form, call and
 * WhatsApp; the page above stays readable and scrollable.
 */
export default function EnquiryDialog({ children, sheet, text }: Props) {
  return (
    <dialog
      aria-labelledby="enquiry-title"
      className="enquiry-dialog max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-navy/60 open:flex"
    >
      <div className="flex shrink-0 items-start justify-between gap-4 bg-navy px-4 py-3 text-white sm:px-6 sm:py-4">
        <div>
          <h2 id="enquiry-title" className="text-xl font-bold text-white" data-dialog-title>
            {text.title}
          </h2>
          <p className="text-sm text-slate-200" data-dialog-intro>
            {text.intro}
          </p>
        </div>
        <form method="dialog">
          <button type="submit" className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-white/10">
            <FaXmark className="h-5 w-5" {...DECORATIVE_ICON} />
            <span className="sr-only">{text.close}</span>
          </button>
        </form>
      </div>
      <div className="enquiry-sheet-actions flex-wrap items-center gap-3 px-4 py-3">
        <button type="button" className="btn-primary" data-open-form>
          {text.openForm}
        </button>
        {sheet}
      </div>
      {/* Positioned, so what the form hides off-screen (sr-only text, the honeypot) stays in its scroll area, not the dialog's. */}
      <div className="enquiry-form-area relative min-h-0 flex-1 overflow-y-auto overscroll-contain p-4 sm:p-6">{children}</div>
    </dialog>
  );
}
