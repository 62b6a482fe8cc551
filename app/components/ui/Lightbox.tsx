import { Maximize2, X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from '~/components/ui/sprite';
import { keepTabInside } from '~/lib/dialog-focus';

export interface LightboxImage {
  src: string;
  alt: string;
  caption: string;
}

interface LightboxProps {
  images: LightboxImage[];
  /** The image shown; the dialog is open while this is a number. */
  index: number | null;
  onIndexChange: (index: number) => void;
  /** Called when the dialog closes, by its button, Escape or the browser; may come twice. */
  onClose: () => void;
}

/**
 * An image shown large over the page in a native modal dialog (docs/decisions/052): the browser
 * makes the page behind inert and closes it on Escape; this adds the caption, previous and next
 * (buttons and arrow keys) and keeps Tab inside. The page does not scroll behind it (app.css).
 */
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const captionId = useId();
  const open = index !== null;
  const image = index === null ? undefined : images[index];

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  const step = (by: number) => {
    if (index === null) return;
    onIndexChange((index + by + images.length) % images.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    } else keepTabInside(event);
  };

  const arrowButton =
    'inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-navy-900 shadow-lift hover:bg-accent-50';

  return (
    // Arrow keys are a shortcut; the buttons are the primary controls.
    <dialog
      ref={ref}
      aria-labelledby={captionId}
      // Escape answers at once, not when the close event arrives a moment later: a key pressed
      // in between (Space on the screen that has focus again) must find the lightbox closed, and
      // the late close event must not shut the lightbox that key opened again.
      onCancel={onClose}
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
      onKeyDown={onKeyDown}
      className="on-dark m-auto h-fit max-h-none w-[min(72rem,calc(100vw-1.5rem))] max-w-none overflow-visible bg-transparent p-0 text-white backdrop:bg-navy-950/85 backdrop:backdrop-blur-sm"
    >
      {image ? (
        <figure className="flex flex-col gap-3 sm:gap-4">
          <div className="flex items-center justify-between gap-4">
            <figcaption className="min-w-0">
              <span id={captionId} className="block truncate text-lg font-semibold">
                {image.caption}
              </span>
              <span className="block text-sm text-navy-100">
                {index! + 1} of {images.length}
              </span>
            </figcaption>
            {/* First in the dialog, so it has focus when the dialog opens. */}
            <button
              type="button"
              onClick={onClose}
              className="inline-flex h-11 shrink-0 items-center gap-2 rounded-pill bg-white px-4 text-sm font-semibold text-navy-900 shadow-lift hover:bg-accent-50"
            >
              <X aria-hidden="true" className="size-4" />
              Close
            </button>
          </div>
          <img
            key={image.src}
            src={image.src}
            alt={image.alt}
            width={1200}
            height={800}
            className="mx-auto h-auto max-h-[calc(100dvh-11rem)] w-auto max-w-full rounded-xl bg-white object-contain shadow-lift"
          />
          {images.length > 1 ? (
            <div className="flex items-center justify-center gap-4">
              <button
                type="button"
                onClick={() => step(-1)}
                className={arrowButton}
                aria-label="Previous screen"
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
              </button>
              <button
                type="button"
                onClick={() => step(1)}
                className={arrowButton}
                aria-label="Next screen"
              >
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            </div>
          ) : null}
        </figure>
      ) : null}
    </dialog>
  );
}

/** The small mark on an image that opens large. */
export function EnlargeMark() {
  return (
    <span
      aria-hidden="true"
      className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full bg-navy-900/80 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 motion-reduce:transition-none"
    >
      <Maximize2 className="size-4" />
    </span>
  );
}
