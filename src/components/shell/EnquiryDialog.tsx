import type { ReactNode } from 'react';
import { FaXmark } from 'react-icons/fa6';
import { DECORATIVE_ICON } from '~/lib/decorativeIcon';

interface Props {
  /** The enquiry form, rendered by Astro. */
  children: ReactNode;
}

/**
 * The Free Enquiry dialog, drawn on the server only: a native modal <dialog> needs no framework in the browser.
 * The X is a `method="dialog"` form, which closes it without a script, as Escape does; EnquiryModal.astro opens it.
 */
export default function EnquiryDialog({ children }: Props) {
  return (
    <dialog
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
            <FaXmark className="h-5 w-5" {...DECORATIVE_ICON} />
            <span className="sr-only">Close enquiry form</span>
          </button>
        </form>
      </div>
      <div className="max-h-[70vh] overflow-y-auto p-6">{children}</div>
    </dialog>
  );
}
