import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '~/lib/cx';
import { ArrowRight } from './sprite';

/**
 * The link at the foot of a card (Read More, Learn More…), kept at the bottom of a card that grows
 * to its row's height; its arrow moves when the card (a `group`) is hovered. `className` sets its
 * spacing.
 */
export function CardLink({
  to,
  className,
  children,
  'aria-label': ariaLabel,
}: {
  to: string;
  className: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <Link
      to={to}
      className={cx(
        'mt-auto inline-flex items-center gap-1.5 font-semibold text-accent-700 hover:text-accent-800',
        className,
      )}
      aria-label={ariaLabel}
    >
      {children}
      <ArrowRight
        aria-hidden="true"
        className="size-4 transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  );
}
