import { TriangleAlert, Trash2 } from 'lucide-react';
import { Button } from '~/components/ui/Button';
import { removeFromCart, type CartItem } from '~/lib/cart';

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
        {items.length === 1
          ? 'This plan is no longer offered'
          : 'These plans are no longer offered'}
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
