import { useCallback, useEffect, useRef, useState } from 'react';
import { FaChevronLeft, FaChevronRight, FaXmark } from 'react-icons/fa6';
import { DECORATIVE_ICON } from '~/lib/decorativeIcon';
import { nextIndex, prevIndex } from '~/lib/cycle';

interface ImageFile {
  src: string;
  width: number;
  height: number;
}
export interface GalleryPicture {
  alt: string;
  /** The thumbnail in the grid, responsive. */
  thumb: ImageFile & { srcSet: string; sizes: string };
  /** The large version the viewer shows, and the thumbnail's link leads to without JavaScript. */
  large: ImageFile;
}

/** The viewer's words: its name and its buttons' (for screen readers). */
export interface LightboxText {
  label: string;
  close: string;
  previous: string;
  next: string;
}

interface Props {
  pictures: GalleryPicture[];
  text: LightboxText;
}

/** A modal dialog lets Tab leave for the browser's own controls; the viewer keeps it among its buttons. */
function keepFocusInside(event: React.KeyboardEvent<HTMLElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('button')];
  const edge = event.shiftKey ? buttons[0] : buttons.at(-1);
  if (document.activeElement === edge) {
    event.preventDefault();
    (event.shiftKey ? buttons.at(-1) : buttons[0])?.focus();
  }
}

/**
 * The gallery: a grid of thumbnails, each a link to its large picture (so it works before this island
 * runs, and without JavaScript), and a full-screen viewer. A native modal <dialog> keeps focus inside and
 * closes on Escape; Left and Right arrows move through the pictures, wrapping at both ends, only while open.
 */
export default function Lightbox({ pictures, text }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [index, setIndex] = useState<number | null>(null);

  const open = (event: React.MouseEvent<HTMLAnchorElement>, at: number) => {
    // Ctrl- or Cmd-click still opens the picture in a new tab.
    if (event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setIndex(at);
  };

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (index !== null && !el.open) el.showModal();
    if (index === null && el.open) el.close();
  }, [index]);

  const close = useCallback(() => setIndex(null), []);
  const show = (step: typeof nextIndex) => setIndex((i) => (i === null ? i : step(i, pictures.length)));

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft') show(prevIndex);
    else if (event.key === 'ArrowRight') show(nextIndex);
    else if (event.key === 'Tab') keepFocusInside(event);
  };

  const image = index === null ? null : { ...pictures[index].large, alt: pictures[index].alt };
  const button = 'flex h-12 w-12 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30';

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4" data-gallery>
        {pictures.map((picture, i) => (
          <li key={picture.large.src}>
            <a
              href={picture.large.src}
              className="group block overflow-hidden rounded-xl"
              onClick={(event) => open(event, i)}
              // A picture, not a page: it is not fetched ahead when the pointer passes over it.
              data-prefetch="false"
            >
              <img
                src={picture.thumb.src}
                srcSet={picture.thumb.srcSet}
                sizes={picture.thumb.sizes}
                width={picture.thumb.width}
                height={picture.thumb.height}
                alt={picture.alt}
                loading="lazy"
                decoding="async"
                // The first row sits on the first screen: asked for after the hero picture, not beside it.
                fetchPriority="low"
                className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
            </a>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-label={text.label}
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
                {index! + 1} / {pictures.length}
              </p>
              {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog puts focus on its close button as it opens. */}
              <button type="button" onClick={close} className={button} autoFocus>
                <FaXmark className="h-5 w-5" {...DECORATIVE_ICON} />
                <span className="sr-only">{text.close}</span>
              </button>
            </div>
            <figure className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 px-2">
              <img
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                className="max-h-full min-h-0 w-auto max-w-full object-contain"
              />
              <figcaption className="px-4 pb-2 text-center text-sm text-slate-200">{image.alt}</figcaption>
            </figure>
            <div className="flex justify-center gap-6 p-4">
              <button type="button" onClick={() => show(prevIndex)} className={button}>
                <FaChevronLeft className="h-5 w-5" {...DECORATIVE_ICON} />
                <span className="sr-only">{text.previous}</span>
              </button>
              <button type="button" onClick={() => show(nextIndex)} className={button}>
                <FaChevronRight className="h-5 w-5" {...DECORATIVE_ICON} />
                <span className="sr-only">{text.next}</span>
              </button>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
