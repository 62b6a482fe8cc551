import type { ReactNode } from 'react';
import { cx } from '~/lib/cx';

const tones = {
  success: 'bg-success-50 text-success-700',
  warning: 'bg-warning-50 text-warning-700',
  neutral: 'bg-navy-50 text-navy-900',
  info: 'bg-accent-50 text-accent-700',
  danger: 'bg-danger-50 text-danger-700',
};

/** A small rounded label for a record's state, e.g. Active or Inactive, Sent or Paid. */
export function StatusPill({
  tone,
  className,
  children,
}: {
  tone: keyof typeof tones;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={cx('rounded-pill px-2 py-0.5 text-xs font-semibold', tones[tone], className)}>
      {children}
    </span>
  );
}
