import { X } from '~/components/ui/sprite';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { cx } from '~/lib/cx';
import { MenuLinks, menuBarClass, menuCloseClass, menuPanelClass } from './MenuLinks';

/**
 * The phone menu: a dialog from the right with the main links and the call to action. Its own
 * chunk, loaded when the menu button is first pointed at, focused or pressed (Header.tsx). Until
 * the scripts run, the same button opens Header's `FallbackMenu` instead.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the menu gets focus back when it closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={cx('fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100vw)]', menuPanelClass)}
        >
          <div className={menuBarClass}>
            <Dialog.Title className="text-base font-semibold text-navy-900">Menu</Dialog.Title>
            <Dialog.Close className={menuCloseClass} aria-label="Close menu">
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <MenuLinks onNavigate={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
