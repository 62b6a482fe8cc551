import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { X } from '~/components/ui/sprite';
import { getStarted, mainNav } from '~/content/navigation';
import { cx } from '~/lib/cx';
import { buttonClasses } from '~/components/ui/Button';

/**
 * The phone menu's links and its call to action, shared by the dialog the scripts open
 * (MobileMenu.tsx) and the panel the browser opens on its own before they run (Header.tsx).
 */
export function MenuLinks({ onNavigate }: { onNavigate: () => void }) {
  return (
    <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-4 py-4">
      <ul className="space-y-1">
        {mainNav.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.to === '/'}
              onClick={onNavigate}
              className={({ isActive }) =>
                cx(
                  'block rounded-xl px-4 py-3 text-base font-medium',
                  isActive ? 'bg-accent-50 text-accent-700' : 'text-navy-900 hover:bg-navy-50',
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
        onClick={onNavigate}
        className={buttonClasses('primary', 'lg', 'mt-6 w-full')}
      >
        {getStarted.label}
      </Link>
    </nav>
  );
}

/** The menu panel's top bar: its title and the close button the caller supplies. */
export const menuBarClass = 'flex h-18 items-center justify-between border-b border-line px-4';
export const menuPanelClass = 'flex-col bg-white shadow-lift lg:hidden';
export const menuCloseClass =
  'inline-flex size-11 items-center justify-center rounded-full hover:bg-navy-50';

/** The id that ties the menu button to the panel below (the button's `popovertarget`). */
export const FALLBACK_MENU_ID = 'site-menu';

/**
 * The phone menu as the browser alone can open it: a popover the menu button targets. It serves
 * the moment before the scripts run and visitors without JavaScript; once they run, the button
 * opens the dialog instead (docs/product.md#mobile-menu). The close button, a tap outside and
 * Escape close it without scripts too.
 */
export function FallbackMenu({ ref }: { ref: RefObject<HTMLDivElement | null> }) {
  const hide = () => {
    if (ref.current?.matches(':popover-open')) ref.current.hidePopover();
  };
  return (
    <div
      ref={ref}
      id={FALLBACK_MENU_ID}
      popover="auto"
      role="dialog"
      aria-labelledby={`${FALLBACK_MENU_ID}-title`}
      className={cx(
        'inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,100vw)] border-0 p-0 open:flex backdrop:bg-navy-950/50',
        menuPanelClass,
      )}
    >
      <div className={menuBarClass}>
        <p id={`${FALLBACK_MENU_ID}-title`} className="text-base font-semibold text-navy-900">
          Menu
        </p>
        <button
          type="button"
          popoverTarget={FALLBACK_MENU_ID}
          popoverTargetAction="hide"
          className={menuCloseClass}
          aria-label="Close menu"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <MenuLinks onNavigate={hide} />
    </div>
  );
}
