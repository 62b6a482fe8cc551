import type { ReactNode } from 'react';
import { Breadcrumbs } from './Breadcrumbs';

interface PageHeaderProps {
  title: ReactNode;
  intro?: ReactNode;
  /** The breadcrumb trail can be switched off (docs/product.md#breadcrumbs). */
  breadcrumbs?: boolean;
}

/** The breadcrumb bar: the page heading, a Home link and one crumb per path segment. */
export function PageHeader({ title, intro, breadcrumbs = true }: PageHeaderProps) {
  return (
    <header className="on-dark relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_24rem_at_85%_-10%,rgb(109_94_252/0.45),transparent),radial-gradient(40rem_20rem_at_0%_120%,rgb(44_70_130/0.8),transparent)]"
      />
      <div className="container-page relative py-14 sm:py-20">
        <h1 className="max-w-3xl text-4xl sm:text-5xl">{title}</h1>
        {intro ? <p className="mt-4 max-w-2xl text-lg text-navy-100">{intro}</p> : null}
        {breadcrumbs ? (
          <Breadcrumbs className="mt-6" current={typeof title === 'string' ? title : undefined} />
        ) : null}
      </div>
    </header>
  );
}
