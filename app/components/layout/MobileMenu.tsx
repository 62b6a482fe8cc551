import { X } from '~/components/ui/sprite';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { getStarted, mainNav } from '~/content/navigation';
import { cx } from '~/lib/cx';
import { buttonClasses } from '~/components/ui/Button';

/**
 * The phone menu: a dialog from the right with the main links and the call to action. Its own
 * chunk, loaded when the menu button is first pointed at, focused or pressed (Header.tsx).
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
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100vw)] flex-col bg-white shadow-lift lg:hidden"
        >
          <div className="flex h-18 items-center justify-between border-b border-line px-4">
            <Dialog.Title className="text-base font-semibold text-navy-900">Menu</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-navy-50"
              aria-label="Close menu"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-4 py-4">
            <ul className="space-y-1">
              {mainNav.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === '/'}
                    onClick={close}
                    className={({ isActive }) =>
                      cx(
                        'block rounded-xl px-4 py-3 text-base font-medium',
                        isActive
                          ? 'bg-accent-50 text-accent-700'
                          : 'text-navy-900 hover:bg-navy-50',
                      )
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <Link
              to={getStarted.to}
              onClick={close}
              className={buttonClasses('primary', 'lg', 'mt-6 w-full')}
            >
              {getStarted.label}
            </Link>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
