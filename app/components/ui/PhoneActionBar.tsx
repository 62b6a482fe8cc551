import type { ReactNode } from 'react';
import { cx } from '~/lib/cx';

/**
 * The bar at the foot of a phone's screen on the cart and checkout (docs/product.md#cart): the
 * total and the page's next step, always in reach below 768 px. It is the last thing in the page's
 * content and sticks to the bottom of the screen only while that content is in view, so it ends in
 * its own place under the content instead of covering the end of it; it keeps clear of the home
 * indicator (the safe-area inset). From 768 px the step is in view where it stands, and there is
 * no bar.
 */
export function PhoneActionBar({
  label,
  total,
  caption = 'Total',
  className,
  children,
}: {
  /** Names the bar for assistive technology, e.g. 'Cart total'. */
  label: string;
  /** The total as printed, '$499.00'. */
  total: string;
  /** What the total is: 'Total' unless said, 'First invoice' when a plan is paid monthly. */
  caption?: string | undefined;
  /** The page's next step: a link or a submit button. */
  children: ReactNode;
  /** Its distance from what comes before it. */
  className?: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      data-phone-action-bar=""
      className={cx(
        'sticky bottom-0 z-20 -mx-4 border-t border-line bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-12px_24px_-16px_rgb(11_27_63/0.35)] backdrop-blur-sm sm:-mx-6 sm:px-6 md:hidden',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-4">
        <p className="min-w-0 leading-tight">
          <span className="block text-xs font-medium text-muted">{caption}</span>
          <span className="text-xl font-bold tracking-tight whitespace-nowrap text-navy-900">
            {total}
          </span>
        </p>
        {children}
      </div>
    </div>
  );
}
