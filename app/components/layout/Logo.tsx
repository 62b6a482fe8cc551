import { site } from '~/content/site';
import { cx } from '~/lib/cx';

/** The brand mark: a stacked "E" monogram in a rounded square, with the wordmark beside it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={cx('size-9', className)}>
      <defs>
        <linearGradient id="ecs-mark" x1="0" y1="0" x2="40" y2="40" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#6d5efc" />
          <stop offset="1" stopColor="#3d2dc4" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill="url(#ecs-mark)" />
      <path d="M12 11h16v4.2H16.6v3.1h9.6v4H16.6v3.5H28V30H12z" fill="#fff" />
    </svg>
  );
}

export function Logo({
  tone = 'dark',
  className,
}: {
  tone?: 'dark' | 'light';
  className?: string;
}) {
  return (
    <span className={cx('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span
        className={cx(
          'text-lg font-bold tracking-tight',
          tone === 'light' ? 'text-white' : 'text-navy-900',
        )}
      >
        {site.name}
      </span>
    </span>
  );
}
