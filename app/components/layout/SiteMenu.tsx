import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { X } from '~/components/ui/sprite';
import { getStarted, mainNav } from '~/content/navigation';
import { cx } from '~/lib/cx';
import { buttonClasses } from '~/components/ui/Button';

/** The phone menu's links and its call to action. */
function MenuLinks({ onNavigate }: { onNavigate: () => void }) {
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

/** The id that ties the menu button to the menu (the button's `popovertarget`). */
export const SITE_MENU_ID = 'site-menu';

/** Closes the menu however it was opened: as the scripts' modal dialog or as the browser's popover. */
export function closeSiteMenu(menu: HTMLDialogElement | null) {
  if (!menu) return;
  if (menu.open) menu.close();
  if (menu.matches(':popover-open')) menu.hidePopover();
}

/** Opens the menu as a modal dialog: the rest of the page inert and still, Escape closing it. */
export function openSiteMenu(menu: HTMLDialogElement | null) {
  if (!menu || menu.open) return;
  if (menu.matches(':popover-open')) menu.hidePopover();
  menu.showModal();
}

/**
 * The phone menu (docs/product.md#mobile-menu): a panel from the right with the main links and
 * the call to action. One element serves both ways of opening it. Without scripts (or before they
 * run) the menu button opens it as a popover, which the browser shows, closes with the close
 * button, Escape or a tap outside, all by itself. Once they run, the button opens it as a modal
 * dialog (`openSiteMenu`): focus moves in and comes back to the button, the page behind is inert
 * and does not scroll (app.css), and a tap beside the panel closes it.
 */
export function SiteMenu({
  ref,
  onClose,
}: {
  ref: RefObject<HTMLDialogElement | null>;
  /** The modal dialog closed, by any means. */
  onClose: () => void;
}) {
  const close = () => closeSiteMenu(ref.current);
  return (
    // The click handler serves only a tap beside the panel (below); Escape is the keyboard's way.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      id={SITE_MENU_ID}
      popover="auto"
      aria-labelledby={`${SITE_MENU_ID}-title`}
      onClose={onClose}
      // A tap on the dimmed page beside the panel lands on the dialog itself: it closes the menu,
      // as the popover does on its own (Escape is the keyboard's way).
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,100vw)] max-w-none flex-col border-0 bg-white p-0 text-ink shadow-lift backdrop:bg-navy-950/50 open:flex lg:hidden"
    >
      <div className="flex h-18 items-center justify-between border-b border-line px-4">
        <p id={`${SITE_MENU_ID}-title`} className="text-base font-semibold text-navy-900">
          Menu
        </p>
        <button
          type="button"
          // Without scripts the browser closes the popover; with them, `close` closes the dialog.
          popoverTarget={SITE_MENU_ID}
          popoverTargetAction="hide"
          onClick={close}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-navy-50"
          aria-label="Close menu"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <MenuLinks onNavigate={close} />
    </dialog>
  );
}
