import type { ReactNode } from 'react';
import { cx } from '~/lib/cx';
import { Breadcrumbs } from './Breadcrumbs';

interface PageHeaderProps {
  title: ReactNode;
  intro?: ReactNode;
  /** The breadcrumb trail can be switched off (docs/product.md#breadcrumbs). */
  breadcrumbs?: boolean;
  /**
   * `compact` is the title bar of a page people come to do something on (cart, checkout,
   * legal texts, invoices, agreement): light, low, the trail above the heading
   * (docs/product.md#page-heads).
   */
  variant?: 'banner' | 'compact';
  /** Shown beside the heading on a wide screen (banner only), e.g. a case study's cover. */
  aside?: ReactNode;
  /** Under the intro (compact only): the page's one next step, e.g. the agreement's Sign now. */
  action?: ReactNode;
}

/** The breadcrumb bar: the page heading, a Home link and one crumb per path segment. */
export function PageHeader({
  title,
  intro,
  breadcrumbs = true,
  variant = 'banner',
  aside,
  action,
}: PageHeaderProps) {
  const current = typeof title === 'string' ? title : undefined;
  if (variant === 'compact') {
    return (
      <header
        data-page-head="compact"
        className="relative overflow-hidden border-b border-line bg-navy-50"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-0 hidden w-2/3 sm:block bg-[radial-gradient(circle_at_1px_1px,rgb(76_59_234/0.22)_1px,transparent_0)] bg-[size:20px_20px] [mask-image:linear-gradient(to_left,black,transparent)]"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 right-0 size-72 rounded-full bg-accent-200/40 blur-3xl"
        />
        <div className="container-page relative py-8 sm:py-10">
          {breadcrumbs ? <Breadcrumbs tone="light" className="mb-3" current={current} /> : null}
          {/* The action is under the intro on a phone, beside it from 640 px: the bar stays low. */}
          <div className="sm:flex sm:items-end sm:justify-between sm:gap-8">
            <div>
              <h1 className="max-w-3xl text-3xl sm:text-4xl">{title}</h1>
              {intro ? <p className="mt-2 max-w-3xl text-muted sm:text-lg">{intro}</p> : null}
            </div>
            {action ? <div className="mt-5 sm:mt-0 sm:shrink-0">{action}</div> : null}
          </div>
        </div>
      </header>
    );
  }
  return (
    <header className="on-dark relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_24rem_at_85%_-10%,rgb(109_94_252/0.45),transparent),radial-gradient(40rem_20rem_at_0%_120%,rgb(44_70_130/0.8),transparent)]"
      />
      <div
        className={cx(
          'container-page relative py-14 sm:py-20',
          aside != null &&
            'lg:grid lg:grid-cols-[1fr_minmax(0,1.05fr)] lg:items-center lg:gap-14 lg:py-16',
        )}
      >
        <div>
          <h1 className="max-w-3xl text-4xl sm:text-5xl">{title}</h1>
          {intro ? <p className="mt-4 max-w-2xl text-lg text-navy-100">{intro}</p> : null}
          {breadcrumbs ? <Breadcrumbs className="mt-6" current={current} /> : null}
        </div>
        {aside}
      </div>
    </header>
  );
}
