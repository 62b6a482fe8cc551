import { Menu, ShoppingCart } from '~/components/ui/sprite';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { getStarted, mainNav } from '~/content/navigation';
import { useCart } from '~/lib/cart';
import { cx } from '~/lib/cx';
import { useHydrated } from '~/lib/use-hydrated';
import { buttonClasses } from '~/components/ui/Button';
import { Logo } from './Logo';
import { closeSiteMenu, openSiteMenu, SITE_MENU_ID, SiteMenu } from './SiteMenu';

/** Past this many pixels the header sticks (docs/product.md#header: 10 px). */
export const STICKY_THRESHOLD = 10;

function useStickyHeader() {
  const [sticky, setSticky] = useState(false);
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      setSticky(y > STICKY_THRESHOLD);
      // Scrolling down tucks the header away; any scroll up brings it back.
      setHidden(y > 160 && y > lastY.current);
      lastY.current = y;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return { sticky, hidden, reveal: () => setHidden(false) };
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'rounded-full px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'text-accent-700' : 'text-navy-900 hover:text-accent-700',
  );

/** The cart link with its live count (docs/product.md#header). */
function CartLink() {
  const count = useCart().length;
  return (
    <Link
      to="/cart"
      className="relative inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-navy-50"
      aria-label={count === 1 ? 'Cart, 1 plan' : `Cart, ${count} plans`}
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent-600 px-1 text-xs font-bold text-white"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}

export function Header() {
  const { sticky, hidden, reveal } = useStickyHeader();
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  // The address the menu was opened on: the browser's, which changes before the new page renders.
  const openedOn = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    // A link was followed (or Back pressed) with the menu open: it closes, however it was opened.
    // A menu opened on the new address while its page was still rendering stays open.
    if (openedOn.current !== pathname) closeSiteMenu(menu.current);
  }, [pathname]);

  return (
    <header
      data-sticky={sticky || undefined}
      onFocusCapture={reveal}
      className={cx(
        'sticky top-0 z-40 border-b transition-[transform,background-color,box-shadow] duration-300',
        sticky
          ? 'border-line bg-white/95 shadow-card backdrop-blur'
          : 'border-transparent bg-white',
        hidden && !menuOpen && '-translate-y-full',
      )}
    >
      <div className="container-page flex h-18 items-center justify-between gap-6">
        <Link to="/" className="shrink-0 rounded-lg" aria-label="ECS Digital home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <CartLink />
          <span className="hidden sm:contents">
            <Link to={getStarted.to} className={buttonClasses('primary', 'md')}>
              {getStarted.label}
            </Link>
          </span>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-navy-50 lg:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            // Before the scripts run the browser tells whether its popover is open.
            aria-expanded={hydrated ? menuOpen : undefined}
            aria-controls={SITE_MENU_ID}
            popoverTarget={SITE_MENU_ID}
            onClick={(event) => {
              // The scripts are running: the modal dialog, not the browser's popover.
              event.preventDefault();
              openedOn.current = window.location.pathname;
              openSiteMenu(menu.current);
              setMenuOpen(true);
            }}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <SiteMenu ref={menu} onClose={() => setMenuOpen(false)} />
        </div>
      </div>
    </header>
  );
}
