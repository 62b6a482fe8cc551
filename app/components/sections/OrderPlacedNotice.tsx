import { Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useRouteLoaderData } from 'react-router';
import { CircleCheck, ClipboardList, FileSignature } from '~/components/ui/sprite';
import { Button, buttonClasses } from '~/components/ui/Button';
import { useHydrated } from '~/lib/use-hydrated';

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
  /**
   * Whether the buyer's confirmation email was queued, as the order's answer says; false when the
   * address given cannot receive email. Never assumed: only the server knows.
   */
  emailed: boolean;
  /** The order's private page and the agreement for it (docs/product.md#order-page). */
  orderPage?: string | undefined;
  agreementPage?: string | undefined;
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
      <div className="container-page py-6 sm:py-14">
        <OrderPlaced
          orderNumber={orderNumber}
          lines={isLines(placed?.lines) ? placed.lines : []}
          totals={isLines(placed?.totals) ? placed.totals : []}
          // Only the order's answer says an email went out; anything else is "not emailed".
          emailed={placed?.emailed === true}
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
 * JavaScript. What to do next (sign, open the order page, keep its link) comes straight after the
 * number, so a phone shows it without scrolling; what was ordered follows.
 */
export function OrderPlaced({
  orderNumber,
  lines,
  totals,
  emailed,
  orderPage,
  agreementPage,
}: PlacedOrder) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [orderNumber]);
  return (
    // Announced whole when it appears; later changes inside (a copied link) are announced alone.
    <div role="status" aria-atomic="false" className="card mx-auto max-w-4xl p-5 sm:p-10">
      <div className="flex items-start gap-3 sm:gap-4">
        <CircleCheck aria-hidden="true" className="size-8 shrink-0 text-success-700 sm:size-10" />
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
              : orderPage
                ? 'We could not email a confirmation to the address you gave, so please keep the link to your order page below. Our team will contact you within one business day.'
                : 'We could not email a confirmation to the address you gave, so please keep this number. Our team will contact you within one business day.'}
          </p>
        </div>
      </div>
      {orderPage && !emailed ? <OrderLinkToKeep path={orderPage} /> : null}
      <div className="mt-5 flex flex-wrap items-center gap-3 sm:mt-8">
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
      <div className="mt-8 grid gap-8 border-t border-line pt-6 md:grid-cols-2">
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
    </div>
  );
}

/**
 * The order page's link when no email carries it: written out in full, selectable in one go, with
 * Copy link once scripts run (without them, the text is there to select and copy by hand).
 */
function OrderLinkToKeep({ path }: { path: string }) {
  const root = useRouteLoaderData<{ origin?: string }>('root');
  const link = `${root?.origin ?? ''}${path}`;
  const hydrated = useHydrated();
  const [copied, setCopied] = useState('');
  const text = useRef<HTMLElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Link copied');
    } catch {
      // Refused (no permission, an old browser): the link is selected for the keyboard shortcut.
      const selection = window.getSelection();
      if (text.current && selection) selection.selectAllChildren(text.current);
      setCopied('Press Ctrl+C (⌘C on a Mac) to copy the selected link');
    }
  };
  return (
    <div className="mt-5 rounded-xl border border-warning-700/30 bg-warning-50 p-4 sm:mt-6">
      <p className="text-sm font-semibold text-navy-900">Your order page link</p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          ref={text}
          className="block min-w-0 flex-1 rounded-lg border border-line bg-white px-3 py-2 font-mono text-sm break-all text-navy-900 select-all"
        >
          {link}
        </code>
        {hydrated ? (
          <Button variant="outline" onClick={() => void copy()} className="shrink-0">
            <Copy aria-hidden="true" className="size-4" />
            Copy link
          </Button>
        ) : null}
      </div>
      <p role="status" className="mt-2 text-sm font-medium text-success-700 empty:hidden">
        {copied}
      </p>
    </div>
  );
}
