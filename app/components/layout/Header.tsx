import { Menu, ShoppingCart, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { getStarted, mainNav } from '../../../content/navigation';
import { useCart } from '~/lib/cart';
import { cx } from '~/lib/cx';
import { buttonClasses } from '../ui/Button';
import { Logo } from './Logo';

/** Past this many pixels the header sticks (SPEC section 9: 10 px). */
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

/** The cart link with its live count (PRODUCT.md 6). */
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
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

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
          <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <Dialog.Trigger
              className="inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-navy-50 lg:hidden"
              aria-label="Open menu"
            >
              <Menu aria-hidden="true" className="size-6" />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50 lg:hidden" />
              <Dialog.Content
                aria-describedby={undefined}
                className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100vw)] flex-col bg-white shadow-lift lg:hidden"
              >
                <div className="flex h-18 items-center justify-between border-b border-line px-4">
                  <Dialog.Title className="text-base font-semibold text-navy-900">
                    Menu
                  </Dialog.Title>
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
                          onClick={() => setMenuOpen(false)}
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
                    onClick={() => setMenuOpen(false)}
                    className={buttonClasses('primary', 'lg', 'mt-6 w-full')}
                  >
                    {getStarted.label}
                  </Link>
                </nav>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </div>
    </header>
  );
}
