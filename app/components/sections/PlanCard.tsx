import { Minus, ShoppingCart, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router';
import { Check, ChevronLeft, ChevronRight } from '~/components/ui/sprite';
import { Button } from '~/components/ui/Button';
import { KEEP_SCROLL } from '~/components/layout/ScrollToTop';
import { addToCart, removeFromCart, useCart } from '~/lib/cart';
import { selectPlan } from '~/lib/selected-plan';
import { cx } from '~/lib/cx';
import { needsScripts, useHydrated } from '~/lib/use-hydrated';
import { formatMoney } from '~/domain/format';
import type { PlanView } from '~/domain/plan';
import { isPlanFeatureAvailable, planFeatureLabel } from '~/content/plan-features';

/**
 * A pricing card (docs/product.md#pricing): the price in one money format, the previous price
 * struck through, included features ticked and the others muted, `Buy Now` as the main action and
 * `Add to cart` beside it, which removes the plan again once it is in the cart.
 */
export function PlanCard({ plan, featured = false }: { plan: PlanView; featured?: boolean }) {
  const navigate = useNavigate();
  const inCart = useCart().some((item) => item.id === plan.id);
  const headingId = `plan-${plan.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        'relative flex h-full flex-col rounded-card border bg-white p-6 shadow-card sm:p-7',
        featured ? 'border-accent-600 ring-2 ring-accent-600' : 'border-line',
      )}
    >
      {featured ? (
        <p className="absolute -top-3 left-7 rounded-pill bg-accent-600 px-3 py-1 text-xs font-semibold text-white">
          Most popular
        </p>
      ) : null}
      <h3 id={headingId} className="text-lg">
        {plan.title}
      </h3>
      <p className="mt-1 text-sm text-muted">{plan.planFor}</p>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2 sm:mt-5">
        <span className="text-4xl font-bold tracking-tight whitespace-nowrap text-navy-900">
          {formatMoney(plan.priceCents)}
        </span>
        {plan.prevPriceCents ? (
          <del className="text-lg whitespace-nowrap text-muted">
            <span className="sr-only">Previous price </span>
            {formatMoney(plan.prevPriceCents)}
          </del>
        ) : null}
        <span className="text-sm text-muted">{plan.duration}</span>
      </p>
      <p className="mt-3 text-muted sm:mt-4">{plan.description}</p>
      {/* On a phone the buttons follow the price; the features come after them. */}
      <ul className="mt-6 flex-1 space-y-2.5 text-sm max-md:order-1">
        {plan.features.map((feature) => {
          const available = isPlanFeatureAvailable(feature);
          const label = planFeatureLabel(feature);
          return (
            <li key={label} className={cx('flex gap-2.5', !available && 'text-muted')}>
              {available ? (
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-700" />
              ) : (
                <Minus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
              )}
              <span>
                <span className="sr-only">{available ? 'Included: ' : 'Not included: '}</span>
                {label}
              </span>
            </li>
          );
        })}
      </ul>
      {/*
        Each button is also a link-like form, so the card works without JavaScript: Buy Now opens
        the contact form with this plan (`/contact?plan={id}`) and Add to cart opens checkout for
        it (the cart itself lives in the browser and needs JavaScript).
      */}
      <div className="mt-6 grid gap-2 md:mt-8">
        <form method="get" action="/contact#contact-message-form" className="grid">
          <Button
            type="submit"
            name="plan"
            value={plan.id}
            size="lg"
            variant={featured ? 'primary' : 'secondary'}
            aria-describedby={headingId}
            onClick={(event) => {
              event.preventDefault();
              selectPlan(plan);
              // A failed navigation shows the route's error boundary; the click has no more to do.
              void navigate('/contact', { state: KEEP_SCROLL });
            }}
          >
            Buy Now
          </Button>
        </form>
        <form method="get" action="/checkout#checkout" className="grid">
          <Button
            type="submit"
            name="planIds"
            value={plan.id}
            variant="ghost"
            aria-describedby={headingId}
            onClick={(event) => {
              event.preventDefault();
              if (inCart) {
                removeFromCart(plan.id);
                return;
              }
              addToCart(plan);
              showCartToast(plan);
            }}
          >
            {inCart ? (
              <X aria-hidden="true" className="size-4" />
            ) : (
              <ShoppingCart aria-hidden="true" className="size-4" />
            )}
            {inCart ? 'Remove from cart' : 'Add to cart'}
          </Button>
        </form>
      </div>
    </article>
  );
}

/**
 * A service's plans: three columns from 768 px; on a phone one row that scrolls sideways, a card at
 * a time with the next one peeking in, snapping to each card (CSS only: it swipes, and a card's
 * buttons scroll it into view when focused, without JavaScript). Previous/next buttons under the
 * row move it a card at a time once scripts run.
 */
export function PlanGrid({ plans, label }: { plans: PlanView[]; label: string }) {
  const rowId = useId();
  const row = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState({ atStart: true, atEnd: plans.length < 2 });
  const hydrated = useHydrated();
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const update = () =>
      setPosition({
        atStart: element.scrollLeft <= 4,
        atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 4,
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    return () => element.removeEventListener('scroll', update);
  }, []);
  const step = (direction: 1 | -1) => {
    const element = row.current;
    const card = element?.firstElementChild as HTMLElement | null;
    if (!element || !card) return;
    element.scrollBy({ left: direction * (card.offsetWidth + 16), behavior: 'smooth' });
  };
  return (
    <div>
      <div
        ref={row}
        id={rowId}
        role="group"
        aria-label={label}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto overscroll-x-contain px-4 pt-4 pb-6 [scrollbar-width:none] sm:-mx-6 sm:scroll-px-6 sm:px-6 md:mx-0 md:grid md:grid-cols-3 md:gap-6 md:overflow-visible md:p-0"
      >
        {plans.map((plan, index) => (
          <div
            key={plan.id}
            className="w-[85%] max-w-sm shrink-0 snap-start md:w-auto md:max-w-none"
          >
            <PlanCard
              plan={plan}
              // The middle of three plans is the one most clients choose.
              featured={plans.length === 3 ? index === 1 : plan.title === 'Standard Plan'}
            />
          </div>
        ))}
      </div>
      {plans.length > 1 ? (
        // Without scripts the buttons could not move the row: the row swipes on its own.
        <div
          {...needsScripts(hydrated)}
          className="flex items-center justify-center gap-3 md:hidden"
        >
          <button
            type="button"
            aria-controls={rowId}
            aria-label="Previous plan"
            disabled={position.atStart}
            onClick={() => step(-1)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-navy-900 shadow-card disabled:opacity-40"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <p className="min-w-24 text-center text-sm text-muted">Swipe to compare</p>
          <button
            type="button"
            aria-controls={rowId}
            aria-label="Next plan"
            disabled={position.atEnd}
            onClick={() => step(1)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-navy-900 shadow-card disabled:opacity-40"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}
    </div>
  );
}

// The "added to your cart" message: one for the page, whichever card added the plan.
let toast: { plan: PlanView; at: number } | null = null;
const toastListeners = new Set<() => void>();
function setToast(next: typeof toast) {
  toast = next;
  toastListeners.forEach((listener) => listener());
}
function showCartToast(plan: PlanView) {
  setToast({ plan, at: Date.now() });
}
const subscribeToast = (listener: () => void) => {
  toastListeners.add(listener);
  return () => toastListeners.delete(listener);
};

/**
 * Says what was added and offers the way onward, `View cart (n)`, wherever the visitor has scrolled
 * to (the header and its cart badge may be out of view). It closes by itself after a few seconds.
 */
export function CartToast() {
  const current = useSyncExternalStore(
    subscribeToast,
    () => toast,
    () => null,
  );
  const count = useCart().length;
  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => setToast(null), 8000);
    return () => window.clearTimeout(timer);
  }, [current]);
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4"
    >
      {current ? (
        <div className="pointer-events-auto flex w-full max-w-md flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-navy-900 px-5 py-4 text-white shadow-lift">
          <p className="min-w-0 flex-1 text-sm">
            <strong>{current.plan.title}</strong> for {current.plan.planFor} is in your cart.
          </p>
          <Link
            to="/cart"
            className="inline-flex min-h-10 items-center rounded-pill bg-white px-4 text-sm font-semibold text-navy-900 hover:bg-accent-50"
          >
            View cart ({count})
          </Link>
          <button
            type="button"
            onClick={() => setToast(null)}
            className="inline-flex size-10 items-center justify-center rounded-full text-navy-100 hover:bg-white/10 hover:text-white"
            aria-label="Close"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
