import { ShoppingCart } from 'lucide-react';
import { ButtonLink } from '~/components/ui/Button';
import { cx } from '~/lib/cx';

/**
 * The space the cart and checkout keep for the cart: at least as tall as a cart of one plan, so
 * the page does not move when the cart, kept by the browser, is read after the page has loaded
 * (docs/decisions/053-cart-space-before-it-loads.md). Used before and after the cart is read.
 */
export const cartArea = {
  cart: 'min-h-[25rem] md:min-h-[22rem]',
  checkout: 'min-h-[42rem] lg:min-h-[27rem]',
} as const;

const bar = 'block animate-pulse rounded-md bg-navy-100';

/**
 * What the cart and checkout show until the browser's cart is read: grey shapes where the plans
 * and the form will be, then, when the browser runs no scripts, why the cart cannot be shown.
 */
export function CartLoading({ shape }: { shape: 'cart' | 'checkout' }) {
  return (
    <>
      <div id="cart-loading" role="status" aria-busy="true">
        <span className="sr-only">Loading your cart…</span>
        {shape === 'cart' ? <CartShape /> : <CheckoutShape />}
      </div>
      {/* Shown instead, only when the browser runs no scripts. */}
      <noscript>
        <style>{'#cart-loading { display: none; } #cart-no-script { display: flex; }'}</style>
      </noscript>
      <div
        id="cart-no-script"
        className="card hidden flex-col items-center gap-4 px-6 py-14 text-center"
      >
        <ShoppingCart aria-hidden="true" className="size-10 text-accent-600" />
        <p className="text-lg font-semibold text-navy-900">
          Your cart is kept by your browser and needs JavaScript.
        </p>
        <p className="max-w-xl text-muted">
          Turn JavaScript on to see it, or choose a plan on the pricing page: its Add to cart button
          brings you back here to order it.
        </p>
        <ButtonLink to="/pricing">Browse plans</ButtonLink>
      </div>
    </>
  );
}

function CartShape() {
  return (
    <div aria-hidden="true">
      <div className="rounded-xl border border-line bg-white p-4">
        <span className={cx(bar, 'h-5 w-40')} />
        <span className={cx(bar, 'mt-2 h-4 w-28')} />
        <span className={cx(bar, 'mt-4 h-4 w-24')} />
      </div>
      <div className="mt-6 ml-auto max-w-sm space-y-3">
        <span className={cx(bar, 'h-5 w-full')} />
        <span className={cx(bar, 'h-6 w-full')} />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <span className={cx(bar, 'h-11 rounded-pill sm:w-32')} />
        <span className={cx(bar, 'h-11 rounded-pill sm:w-52')} />
      </div>
    </div>
  );
}

function CheckoutShape() {
  return (
    <div aria-hidden="true" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="card space-y-5 self-start p-6 sm:p-8">
        <span className={cx(bar, 'h-6 w-32')} />
        {[0, 1].map((row) => (
          <div key={row} className="space-y-2">
            <span className={cx(bar, 'h-4 w-28')} />
            <span className={cx(bar, 'h-11 w-full')} />
          </div>
        ))}
        <span className={cx(bar, 'h-12 w-40 rounded-pill')} />
      </div>
      <div className="card order-first space-y-4 self-start p-6 sm:p-8 lg:order-none">
        <span className={cx(bar, 'h-6 w-36')} />
        <span className={cx(bar, 'h-10 w-full')} />
        <span className={cx(bar, 'h-6 w-full')} />
      </div>
    </div>
  );
}
