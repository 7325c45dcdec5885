import { useCallback, useEffect, useRef, useState } from 'react';
import { FaChevronLeft, FaChevronRight, FaXmark } from 'react-icons/fa6';
import { nextIndex, prevIndex } from '~/lib/cycle';

export interface LightboxImage { src: string; alt: string; width: number; height: number }

interface Props {
  images: LightboxImage[];
  /** Selector of the grid whose links (`a[data-index]`) open the viewer; they work as plain links without it. */
  grid: string;
}

/**
 * Full-screen viewer for the gallery. A native modal <dialog> keeps focus inside and closes on Escape;
 * Left and Right arrows move through the pictures, wrapping at both ends, and only while it is open.
 */
/** A modal dialog lets Tab leave for the browser's own controls; the viewer keeps it among its buttons. */
function keepFocusInside(event: React.KeyboardEvent<HTMLElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('button')];
  const edge = event.shiftKey ? buttons[0] : buttons.at(-1);
  if (document.activeElement === edge) {
    event.preventDefault();
    (event.shiftKey ? buttons.at(-1) : buttons[0])?.focus();
  }
}

export default function Lightbox({ images, grid }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [index, setIndex] = useState<number | null>(null);

  useEffect(() => {
    const container = document.querySelector(grid);
    const onClick = (event: Event) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-index]');
      if (!link || (event as MouseEvent).ctrlKey || (event as MouseEvent).metaKey) return;
      event.preventDefault();
      opener.current = link;
      setIndex(Number(link.dataset.index));
    };
    container?.addEventListener('click', onClick);
    return () => container?.removeEventListener('click', onClick);
  }, [grid]);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (index !== null && !el.open) el.showModal();
    if (index === null && el.open) el.close();
  }, [index]);

  const close = useCallback(() => setIndex(null), []);
  const show = (step: typeof nextIndex) => setIndex((i) => (i === null ? i : step(i, images.length)));

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft') show(prevIndex);
    else if (event.key === 'ArrowRight') show(nextIndex);
    else if (event.key === 'Tab') keepFocusInside(event);
  };

  const image = index === null ? null : images[index];
  const button = 'flex h-12 w-12 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30';

  return (
    <dialog
      ref={dialog}
      aria-label="Picture viewer"
      onKeyDown={onKeyDown}
      onClose={() => {
        setIndex(null);
        opener.current?.focus();
      }}
      className="lightbox m-0 h-full max-h-none w-full max-w-none bg-navy/95 p-0 backdrop:bg-black/80"
    >
      {image && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between p-3 text-white">
            <p aria-live="polite" className="text-sm" data-lightbox-position>
              {index! + 1} / {images.length}
            </p>
            <button type="button" onClick={close} className={button} autoFocus>
              <FaXmark className="h-5 w-5" aria-hidden="true" />
              <span className="sr-only">Close</span>
            </button>
          </div>
          <figure className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 px-2">
            <img src={image.src} alt={image.alt} width={image.width} height={image.height} className="max-h-full min-h-0 w-auto max-w-full object-contain" />
            <figcaption className="px-4 pb-2 text-center text-sm text-slate-200">{image.alt}</figcaption>
          </figure>
          <div className="flex justify-center gap-6 p-4">
            <button type="button" onClick={() => show(prevIndex)} className={button}>
              <FaChevronLeft className="h-5 w-5" aria-hidden="true" />
              <span className="sr-only">Previous picture</span>
            </button>
            <button type="button" onClick={() => show(nextIndex)} className={button}>
              <FaChevronRight className="h-5 w-5" aria-hidden="true" />
              <span className="sr-only">Next picture</span>
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
