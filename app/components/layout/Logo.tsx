import { site } from '~/content/site';
import { cx } from '~/lib/cx';

/**
 * The brand mark: a stacked "E" monogram in a rounded square. The same file as the site's icon, so
 * the browser has it already; drawn inline it would repeat its gradient's id wherever the page
 * shows the logo twice (header and footer), and weigh on every page's scripts.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <img
      src="/favicon.svg"
      alt=""
      width={36}
      height={36}
      decoding="async"
      className={cx('size-9', className)}
    />
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
