import { CircleAlert, Info } from 'lucide-react';
import { CircleCheck } from '~/components/ui/sprite';
import type { ReactNode } from 'react';
import { cx } from '~/lib/cx';

type Tone = 'success' | 'error' | 'info';

const tones: Record<Tone, string> = {
  success: 'border-success-700/30 bg-success-50 text-success-700',
  error: 'border-danger-700/30 bg-danger-50 text-danger-700',
  info: 'border-accent-600/30 bg-accent-50 text-accent-800',
};

const icons = { success: CircleCheck, error: CircleAlert, info: Info };

/** In-page message; errors are announced assertively, the rest politely. */
export function Alert({
  tone = 'info',
  title,
  children,
  className,
}: {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('flex gap-3 rounded-xl border px-4 py-3 text-sm', tones[tone], className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
