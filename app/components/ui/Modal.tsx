import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { cx } from '~/lib/cx';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** `xl`: a workspace (writing a post), near the whole window, and the whole screen on a phone. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children?: ReactNode;
  footer?: ReactNode;
  /** Where focus goes on close when the opener is gone (e.g. the row of a deleted item). */
  fallbackFocus?: () => HTMLElement | null;
}

const widths = {
  sm: 'max-w-md',
  md: 'max-w-xl',
  lg: 'max-w-4xl',
  xl: 'max-w-[1100px] sm:h-[calc(100dvh-3rem)] max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:rounded-none',
};

/** Focus is trapped inside, Escape and the close button close it, focus returns to the opener. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  children,
  footer,
  fallbackFocus,
}: ModalProps) {
  // Radix returns focus to a Dialog.Trigger; these modals are opened from ordinary buttons (table
  // rows, sidebar), so the element that had focus when the modal opened gets it back instead.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60 backdrop-blur-[2px]" />
        <Dialog.Content
          className={cx(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-lift',
            widths[size],
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const opener = returnFocusTo.current;
            returnFocusTo.current = null;
            const target = opener?.isConnected ? opener : fallbackFocus?.();
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-4 py-4 sm:px-6">
            <div>
              <Dialog.Title className="text-lg font-semibold text-navy-900">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-muted">
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              className="rounded-full p-1.5 text-muted hover:bg-navy-50 hover:text-navy-900"
              aria-label="Close"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {children ? (
            <div
              // Focusable, so a long body can be scrolled from the keyboard even with no controls.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              className={cx(
                'overflow-y-auto px-4 py-5 focus-visible:outline-offset-[-3px] sm:px-6',
                size === 'xl' && 'flex-1',
              )}
            >
              {children}
            </div>
          ) : null}
          {footer ? (
            <div className="flex justify-end gap-3 border-t border-line px-6 py-4">{footer}</div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
