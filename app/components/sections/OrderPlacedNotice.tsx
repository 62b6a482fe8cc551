import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { CircleCheck, ClipboardList, FileSignature } from '~/components/ui/sprite';
import { buttonClasses } from '~/components/ui/Button';

type Lines = [string, string][];

const isLines = (value: unknown): value is Lines =>
  Array.isArray(value) &&
  value.every(
    (line) =>
      Array.isArray(line) &&
      line.length === 2 &&
      typeof line[0] === 'string' &&
      typeof line[1] === 'string',
  );

/** A path on this site, from navigation state; anything else is dropped. */
const ownPath = (value: unknown) =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : undefined;

const nextSteps = [
  'Within one business day, a project lead calls or emails you to confirm the details.',
  'Sign the agreement for this order, online in two minutes, so we can schedule the work.',
  'We send your first invoice and agree a start date; you hear from your team every week.',
];

/** What an order confirmation shows: the order number, one line per plan and the totals. */
export interface PlacedOrder {
  orderNumber: string;
  lines: Lines;
  totals: Lines;
  /** False when the address given cannot receive email, so no confirmation was sent. */
  emailed?: boolean;
  /** The order's private page and the agreement for it (docs/product.md#order-page). */
  orderPage?: string;
  agreementPage?: string;
}

/**
 * The confirmation a visitor lands on, at the top of the home page, right after placing an order
 * (docs/product.md#order-confirmation): the order number, what was ordered, what happens next and
 * the agreement to sign for this order. Focus moves to it, so the change of page is announced.
 */
export function OrderPlacedNotice() {
  const state = useLocation().state as {
    orderPlaced?: {
      orderNumber?: unknown;
      lines?: unknown;
      totals?: unknown;
      emailed?: unknown;
      orderPage?: unknown;
      agreementPage?: unknown;
    };
  } | null;
  const placed = state?.orderPlaced;
  const orderNumber = placed?.orderNumber;
  if (typeof orderNumber !== 'string') return null;
  return (
    <section aria-labelledby="order-placed-heading" className="bg-success-50">
      <div className="container-page py-10 sm:py-14">
        <OrderPlaced
          orderNumber={orderNumber}
          lines={isLines(placed?.lines) ? placed.lines : []}
          totals={isLines(placed?.totals) ? placed.totals : []}
          emailed={placed?.emailed !== false}
          orderPage={ownPath(placed?.orderPage)}
          agreementPage={ownPath(placed?.agreementPage)}
        />
      </div>
    </section>
  );
}

const phoneWide =
  'max-sm:h-auto max-sm:min-h-12 max-sm:w-full max-sm:py-3 max-sm:text-center max-sm:whitespace-normal';

/**
 * The confirmation panel itself; checkout shows it in place when the order was sent without
 * JavaScript.
 */
export function OrderPlaced({
  orderNumber,
  lines,
  totals,
  emailed = true,
  orderPage,
  agreementPage,
}: PlacedOrder) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [orderNumber]);
  return (
    <div role="status" className="card mx-auto max-w-4xl p-6 sm:p-10">
      <div className="flex items-start gap-4">
        <CircleCheck aria-hidden="true" className="size-10 shrink-0 text-success-700" />
        <div>
          <h2
            id="order-placed-heading"
            ref={heading}
            tabIndex={-1}
            className="text-2xl focus:outline-none sm:text-3xl"
          >
            Thank you! Your order has been placed.
          </h2>
          <p className="mt-2 text-muted">
            Your order number is <strong className="text-navy-900">{orderNumber}</strong>.{' '}
            {emailed
              ? 'We have emailed you a confirmation, and our team will contact you within one business day.'
              : 'We could not email a confirmation to the address you gave, so please keep this number. Our team will contact you within one business day.'}
          </p>
        </div>
      </div>
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        {lines.length ? (
          <div>
            <h3 className="text-base font-semibold">What you ordered</h3>
            <ul className="mt-3 divide-y divide-line text-sm">
              {lines.map(([label, amount]) => (
                <li key={label} className="flex justify-between gap-4 py-2">
                  <span>{label}</span>
                  <span className="text-right whitespace-nowrap">{amount}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-2 space-y-1 border-t border-line pt-3 text-sm">
              {totals.map(([label, amount]) => (
                <div key={label} className="flex justify-between gap-4">
                  <dt className="font-medium text-navy-900">{label}</dt>
                  <dd className="text-right">{amount}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        <div>
          <h3 className="text-base font-semibold">What happens next</h3>
          <ol className="mt-3 space-y-3 text-sm text-muted">
            {nextSteps.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span className="grid size-6 shrink-0 place-items-center rounded-full bg-navy-900 text-xs font-semibold text-white">
                  {index + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
      <div className="mt-8 flex flex-wrap items-center gap-3">
        <Link
          // The order's private link; an order number never opens the agreement for an order.
          to={agreementPage ?? '/agreement'}
          // On a phone the label wraps inside a full-width button instead of widening the page.
          className={buttonClasses('primary', 'lg', phoneWide)}
        >
          <FileSignature aria-hidden="true" className="size-5" />
          Sign the agreement for this order
        </Link>
        {orderPage ? (
          <Link to={orderPage} className={buttonClasses('outline', 'lg', phoneWide)}>
            <ClipboardList aria-hidden="true" className="size-5" />
            Open your order page
          </Link>
        ) : null}
      </div>
      {orderPage ? (
        <p className="mt-4 text-sm text-muted">
          Your order page shows where things stand and keeps every document of this order.{' '}
          {emailed
            ? 'Its link is in your confirmation email; bookmark it to come back any time.'
            : 'Bookmark it to come back any time.'}
        </p>
      ) : null}
    </div>
  );
}
