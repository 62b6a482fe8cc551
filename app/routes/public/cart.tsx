import { ShoppingCart, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '~/components/layout/PageHeader';
import { OrderTotals } from '~/components/sections/OrderTotals';
import { Button, ButtonLink } from '~/components/ui/Button';
import { Table, TBody, Td, Th, THead } from '~/components/ui/Table';
import { cartStore, removeFromCart, useCart } from '~/lib/cart';
import { seo } from '~/lib/seo';
import { priceOrder } from '~/domain/order';
import { plans } from '~/content/plans';
import type { Route } from './+types/cart';

export const meta = (args: Route.MetaArgs) =>
  seo(args, {
    title: 'Cart',
    description: 'Review the ECS Digital plans you have selected.',
    noindex: true,
  });

export default function CartPage() {
  const items = useCart();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Your Selected Plans"
        intro="Review the plans you have chosen before you check out."
      />
      <section className="section" aria-label="Cart">
        <div className="container-page max-w-5xl">
          {items.length === 0 ? (
            <div className="card flex flex-col items-center gap-4 px-6 py-14 text-center">
              <ShoppingCart aria-hidden="true" className="size-10 text-accent-600" />
              <p className="text-lg font-semibold text-navy-900">Your cart is empty</p>
              <ButtonLink to="/pricing">Browse plans</ButtonLink>
            </div>
          ) : (
            <>
              <Table caption="Selected plans">
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
                      <Td>
                        <span className="font-semibold text-navy-900">{item.title}</span>
                        <span className="block text-sm text-muted">{item.planFor}</span>
                      </Td>
                      <Td>${item.price}</Td>
                      <Td>{item.duration}</Td>
                      <Td>
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => removeFromCart(item.id)}
                          aria-label={`Remove ${item.title} for ${item.planFor}`}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                          Remove
                        </Button>
                      </Td>
                    </tr>
                  ))}
                </TBody>
              </Table>
              <div className="mt-6 ml-auto max-w-sm">
                {/* Priced from the catalogue, as checkout and the server price the order. */}
                <OrderTotals
                  items={
                    priceOrder(
                      items.map((item) => item.id),
                      plans,
                    ).items
                  }
                />
              </div>
              <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Button variant="outline" onClick={() => cartStore.clear()}>
                  Clear Cart
                </Button>
                <Button onClick={() => navigate('/checkout', { state: { items } })}>
                  Proceed to Checkout
                </Button>
              </div>
            </>
          )}
        </div>
      </section>
    </>
  );
}
