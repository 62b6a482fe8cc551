import { X } from 'lucide-react';
import {
  useId,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from '~/lib/cx';
import { keepTabInside } from '~/lib/dialog-focus';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /**
   * `lg`: a long form (a service's plans), the whole screen on a phone. `xl`: a workspace (writing
   * a post), near the whole window, and the whole screen on a phone.
   */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children?: ReactNode;
  footer?: ReactNode;
  /** Where focus goes on close when the opener is gone (e.g. the row of a deleted item). */
  fallbackFocus?: () => HTMLElement | null;
}

const fullScreenOnPhone = 'max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:rounded-none';

const widths = {
  sm: 'max-w-md',
  md: 'max-w-xl',
  lg: `max-w-4xl ${fullScreenOnPhone}`,
  xl: `max-w-[1100px] sm:h-[calc(100dvh-3rem)] ${fullScreenOnPhone}`,
};

/** Whether a pointer event lies outside the dialog's box, on the backdrop. */
const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
};

/**
 * A modal dialog over the page: a native `<dialog>` opened with `showModal()`, as the phone menu
 * and the gallery lightbox are (docs/decisions/062-one-dialog-system.md). The browser moves focus
 * into it, makes the page behind inert and answers Escape; this adds Tab wrapping inside, a click
 * on the backdrop closing it, and focus back to the opener (or `fallbackFocus`) when it closes.
 * Nothing is in the document while it is closed.
 */
export function Modal({ open, ...props }: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  onOpenChange,
  title,
  description,
  size = 'md',
  children,
  footer,
  fallbackFocus,
}: Omit<ModalProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const fallback = useRef(fallbackFocus);
  fallback.current = fallbackFocus;
  // A press that began on the backdrop: only its click closes (a drag out of a field does not).
  const pressedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The element that had focus gets it back: these modals open from ordinary buttons (table
    // rows, the sidebar, a row's menu once it has given focus back to its button).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      // Closed while still in the document, so the browser gives focus back to the opener at
      // once, before a key pressed next could land on the page.
      dialog.close();
      // After a confirmed delete the opener's row may go in the same update: once it has, focus
      // goes to the fallback rather than to nowhere.
      setTimeout(() => {
        const active = document.activeElement;
        if (active && active !== document.body) return;
        const target = opener?.isConnected ? opener : fallback.current?.();
        target?.focus();
      }, 0);
    };
  }, []);

  return (
    // The pointer handlers serve only a click on the backdrop; Escape is the keyboard's way.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape asks the owner, which closes it by no longer rendering it open.
      onCancel={(event) => {
        event.preventDefault();
        onOpenChange(false);
      }}
      // Closed by the browser alone (a second Escape it does not let the page refuse).
      onClose={(event) => {
        if (event.currentTarget.isConnected) onOpenChange(false);
      }}
      onKeyDown={keepTabInside}
      onPointerDown={(event: PointerEvent<HTMLDialogElement>) => {
        pressedOnBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && onBackdrop(event)) onOpenChange(false);
        pressedOnBackdrop.current = false;
      }}
      className={cx(
        'inset-0 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] flex-col overflow-visible open:flex rounded-2xl border-0 bg-white p-0 text-ink shadow-lift backdrop:bg-navy-950/60 backdrop:backdrop-blur-[2px]',
        widths[size],
      )}
    >
      <div className="flex items-start justify-between gap-4 border-b border-line px-4 py-4 sm:px-6">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-navy-900">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-1 text-sm text-muted">
              {description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          className="rounded-full p-1.5 text-muted hover:bg-navy-50 hover:text-navy-900"
          aria-label="Close"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {children ? (
        <div
          // Focusable, so a long body can be scrolled from the keyboard even with no controls.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={cx(
            'overflow-y-auto px-4 py-5 focus-visible:outline-offset-[-3px] sm:px-6',
            size === 'xl' && 'flex-1',
            size === 'lg' && 'max-sm:flex-1',
          )}
        >
          {children}
        </div>
      ) : null}
      {footer ? (
        <div className="flex justify-end gap-3 border-t border-line px-6 py-4">{footer}</div>
      ) : null}
    </dialog>
  );
}
