import { ChevronRight } from '~/components/ui/sprite';
import { Link, useLocation } from 'react-router';
import { buildCrumbs } from '~/lib/breadcrumbs';
import { cx } from '~/lib/cx';

/** A crumb without `to` is a path segment that has no page of its own: shown, not linked. */
export interface BreadcrumbItem {
  label: string;
  to?: string;
}

/**
 * The breadcrumb trail (docs/product.md#breadcrumbs): a Home link and one crumb per path segment, built from
 * the current path unless `items` are given; the last one is marked as the current page. It sits
 * on the dark page headers, or on the light title bar with `tone="light"`.
 */
export function Breadcrumbs({
  items,
  current,
  className,
  tone = 'dark',
}: {
  items?: BreadcrumbItem[];
  tone?: 'dark' | 'light';
  /** The page's own title, used as the last crumb. */
  current?: string;
  className?: string;
}) {
  const { pathname } = useLocation();
  const crumbs: BreadcrumbItem[] = items ?? buildCrumbs(pathname, current);
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol
        className={cx(
          'flex flex-wrap items-center gap-1.5 text-sm',
          tone === 'dark' ? 'text-navy-100' : 'text-muted',
        )}
      >
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} className="flex items-center gap-1.5">
              {index > 0 ? (
                <ChevronRight aria-hidden="true" className="size-4 text-navy-300" />
              ) : null}
              {last ? (
                <span
                  aria-current="page"
                  className={cx('font-medium', tone === 'dark' ? 'text-white' : 'text-navy-900')}
                >
                  {crumb.label}
                </span>
              ) : crumb.to ? (
                <Link
                  to={crumb.to}
                  className={cx(
                    'inline-flex min-h-6 items-center hover:underline',
                    tone === 'dark' ? 'hover:text-white' : 'hover:text-accent-700',
                  )}
                >
                  {crumb.label}
                </Link>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
