import { orderTotalLines } from '~/domain/order';
import type { BillingPeriod } from '~/domain/plan';

/**
 * An order's totals under its list of plans: one-off and monthly subtotals when the order mixes
 * them, then the total of the first invoice, so nothing that recurs reads as a one-off price.
 */
export function OrderTotals({
  items,
}: {
  items: { priceCents: number; billing: BillingPeriod }[];
}) {
  const lines = orderTotalLines(items);
  return (
    <dl className="mt-4 space-y-2 border-t border-line pt-4">
      {lines.map(([label, amount]) => (
        <div
          key={label}
          className={
            label === 'Total'
              ? 'flex justify-between gap-4 text-lg font-semibold text-navy-900'
              : 'flex justify-between gap-4 text-muted'
          }
        >
          <dt>{label}</dt>
          <dd className="text-right">{amount}</dd>
        </div>
      ))}
    </dl>
  );
}
