import { Check, CircleSlash } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '~/domain/format';
import { unreachable } from '~/domain/exhaustive';
import type { JourneyStep, OrderJourney } from '~/domain/order-journey';
import { cx } from '~/lib/cx';

type Mark = 'ended' | 'done' | 'ahead';

/** How a step is marked: the cancellation that ended the order, a step reached, or one ahead. */
function markOf(step: JourneyStep): Mark {
  switch (step.stage) {
    case 'cancelled':
      return 'ended';
    case 'received':
    case 'signed':
    case 'invoiced':
    case 'paid':
      return step.at ? 'done' : 'ahead';
    default:
      return unreachable(step.stage);
  }
}

/** Each mark's colours and what its circle shows (a step ahead shows its place in the list). */
const marks: Record<Mark, { classes: string; symbol: (place: number) => ReactNode }> = {
  ended: {
    classes: 'border-danger-700 bg-danger-50 text-danger-700',
    symbol: () => <CircleSlash className="size-4" />,
  },
  done: {
    classes: 'border-success-700 bg-success-700 text-white',
    symbol: () => <Check className="size-4" />,
  },
  ahead: { classes: 'border-line bg-white text-muted', symbol: (place) => place },
};

/**
 * Where an order stands, as a list of its steps (docs/product.md#order-page): reached steps with
 * their dates, the current one marked for assistive technology, the rest still ahead. Vertical on
 * a phone, a row from the small breakpoint up.
 */
export function OrderTimeline({ journey }: { journey: OrderJourney }) {
  const current = journey.steps.findLastIndex((step) => step.at);
  return (
    <ol className="grid gap-4 sm:grid-flow-col sm:auto-cols-fr" aria-label="Order progress">
      {journey.steps.map((step, index) => {
        const done = Boolean(step.at);
        const mark = marks[markOf(step)];
        return (
          <li
            key={step.stage}
            aria-current={index === current ? 'step' : undefined}
            className="flex items-start gap-3 sm:flex-col sm:gap-2"
          >
            <span
              aria-hidden="true"
              className={cx(
                'grid size-8 shrink-0 place-items-center rounded-full border-2 text-sm font-semibold',
                mark.classes,
              )}
            >
              {mark.symbol(index + 1)}
            </span>
            <span className="min-w-0">
              <span className={cx('block font-semibold', done ? 'text-navy-900' : 'text-muted')}>
                {step.label}
              </span>
              <span className="block text-sm text-muted">
                {step.at ? formatDate(step.at, 'medium') : 'Not yet'}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
