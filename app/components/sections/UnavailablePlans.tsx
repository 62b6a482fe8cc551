import { TriangleAlert, Trash2 } from 'lucide-react';
import { Button, ButtonLink } from '~/components/ui/Button';
import { removeFromCart, type CartItem } from '~/lib/cart';

const noLongerOffered = (count: number) =>
  count === 1 ? 'This plan is no longer offered' : 'These plans are no longer offered';

/**
 * Plans in the visitor's cart that are no longer on sale (deleted, or their service is inactive):
 * named one by one with a button to remove each, so the cart can go on to checkout
 * (docs/product.md#cart).
 */
export function UnavailablePlans({ items }: { items: CartItem[] }) {
  if (!items.length) return null;
  return (
    <div
      role="alert"
      className="mb-6 rounded-card border border-warning-700/30 bg-warning-50 p-5 text-navy-900"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-warning-700" />
        {noLongerOffered(items.length)}
      </p>
      <p className="mt-1 text-sm text-muted">
        Remove {items.length === 1 ? 'it' : 'them'} to place your order; the rest of your cart stays
        as it is.
      </p>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3">
            <span>
              <span className="font-semibold">{item.title}</span>
              <span className="text-muted"> for {item.planFor}</span>
            </span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => removeFromCart(item.id)}
              aria-label={`Remove ${item.title} for ${item.planFor} from the cart`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A checkout link whose every plan has been withdrawn (docs/product.md#checkout): said as the cart
 * says it, naming the plans still known, with the way to the plans on sale instead.
 */
export function WithdrawnPlans({
  plans,
}: {
  /** The link's plans that still exist (an inactive service's); a deleted plan has no name. */
  plans: { id: number; title: string; planFor: string }[];
}) {
  return (
    <div className="card flex flex-col items-center gap-4 px-6 py-14 text-center">
      <TriangleAlert aria-hidden="true" className="size-10 text-warning-700" />
      <h2 className="text-xl">{noLongerOffered(Math.max(plans.length, 1))}</h2>
      {plans.length ? (
        <ul className="space-y-1">
          {plans.map((plan) => (
            <li key={plan.id}>
              <span className="font-semibold text-navy-900">{plan.title}</span>
              <span className="text-muted"> for {plan.planFor}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="max-w-xl text-muted">
        The link you followed is for {plans.length > 1 ? 'plans' : 'a plan'} we no longer sell, so
        there is nothing to order from it. Our current plans and prices are on the pricing page.
      </p>
      <ButtonLink to="/pricing">See current plans</ButtonLink>
    </div>
  );
}
