import { ShoppingCart, Trash2 } from 'lucide-react';
import { PageHeader } from '~/components/layout/PageHeader';
import { OrderTotals } from '~/components/sections/OrderTotals';
import { Button, ButtonLink } from '~/components/ui/Button';
import { PhoneActionBar } from '~/components/ui/PhoneActionBar';
import { Table, TBody, Td, Th, THead } from '~/components/ui/Table';
import { cartStore, removeFromCart, useCart } from '~/lib/cart';
import { cx } from '~/lib/cx';
import { seo } from '~/lib/seo';
import { useHydrated } from '~/lib/use-hydrated';
import { CartLoading, cartArea } from '~/components/sections/CartLoading';
import { UnavailablePlans } from '~/components/sections/UnavailablePlans';
import { formatMoney } from '~/domain/format';
import { checkoutHref, orderSubtotals } from '~/domain/order';
import { listPlansOnSale } from '~/server/services/plan-store';
import type { Route } from './+types/cart';

/** The plans on sale now: the cart shows their current prices and names what is gone. */
export async function loader({ context }: Route.LoaderArgs) {
  return { plans: await listPlansOnSale(context.deps.db) };
}

export const meta = (args: Route.MetaArgs) =>
  seo(args, {
    title: 'Cart',
    description: 'Review the ECS Digital plans you have selected.',
    noindex: true,
  });

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const cart = useCart();
  const onSale = new Map(loaderData.plans.map((plan) => [plan.id, plan]));
  const items = cart.filter((item) => onSale.has(item.id));
  const gone = cart.filter((item) => !onSale.has(item.id));
  const priced = items.map((item) => onSale.get(item.id)!);
  const toCheckout = checkoutHref(items.map((item) => item.id));
  return (
    <>
      <PageHeader
        title="Your Selected Plans"
        intro="Review the plans you have chosen before you check out."
        variant="compact"
      />
      <section className="section" aria-label="Cart">
        <div className={cx('container-page max-w-5xl', cartArea.cart)}>
          <UnavailablePlans items={gone} />
          {!hydrated ? (
            // The cart is in the browser: the server cannot know what it holds.
            <CartLoading shape="cart" />
          ) : items.length === 0 ? (
            <div className="card flex flex-col items-center gap-4 px-6 py-14 text-center">
              <ShoppingCart aria-hidden="true" className="size-10 text-accent-600" />
              <p className="text-lg font-semibold text-navy-900">Your cart is empty</p>
              <ButtonLink to="/pricing">Browse plans</ButtonLink>
            </div>
          ) : (
            <>
              <Table caption="Selected plans" cards>
                <THead>
                  <tr>
                    <Th>Plan Title</Th>
                    <Th>Price</Th>
                    <Th>Duration</Th>
                    <Th>Action</Th>
                  </tr>
                </THead>
                <TBody>
                  {items.map((item) => (
                    <tr key={item.id}>
                      <Td cell="title">
                        <span className="font-semibold text-navy-900">{item.title}</span>
                        <span className="block text-sm text-muted">{item.planFor}</span>
                      </Td>
                      <Td label="Price">{formatMoney(onSale.get(item.id)!.priceCents)}</Td>
                      <Td label="Duration">{onSale.get(item.id)!.duration}</Td>
                      <Td cell="actions">
                        {/* Just the icon on a phone, in the corner of the plan's card. */}
                        <Button
                          variant="ghost"
                          size="sm"
                          className="max-sm:px-2"
                          onClick={() => removeFromCart(item.id)}
                          aria-label={`Remove ${item.title} for ${item.planFor}`}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                          <span className="hidden sm:inline">Remove</span>
                        </Button>
                      </Td>
                    </tr>
                  ))}
                </TBody>
              </Table>
              <div className="mt-6 ml-auto max-w-sm">
                {/* Priced from the catalogue, as checkout and the server price the order. */}
                <OrderTotals items={priced} />
              </div>
              <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Button variant="outline" onClick={() => cartStore.clear()}>
                  Clear Cart
                </Button>
                {/* On a phone the step is in the bar at the foot of the screen instead. */}
                <ButtonLink to={toCheckout} className="max-md:hidden">
                  Proceed to Checkout
                </ButtonLink>
              </div>
              <CartTotalBar items={priced} to={toCheckout} />
            </>
          )}
        </div>
      </section>
    </>
  );
}

/** The phone's bar: the cart's total and Proceed to Checkout, in reach wherever the visitor is. */
function CartTotalBar({ items, to }: { items: Parameters<typeof orderSubtotals>[0]; to: string }) {
  const { firstPaymentCents, monthlyCents } = orderSubtotals(items);
  return (
    <PhoneActionBar
      label="Cart total"
      className="mt-8"
      total={formatMoney(firstPaymentCents, { cents: 'always' })}
      caption={monthlyCents ? 'First invoice' : undefined}
    >
      <ButtonLink to={to} className="shrink-0">
        Proceed to Checkout
      </ButtonLink>
    </PhoneActionBar>
  );
}
