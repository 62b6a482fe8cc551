import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { Deferred } from '~/components/dashboard/Deferred';
import { Pager } from '~/components/dashboard/Pager';
import { Button, buttonClasses } from '~/components/ui/Button';
import { Field, inputClasses, Options } from '~/components/ui/Field';
import type { Loaded } from '~/lib/dashboard-data';
import type { Paged } from '~/domain/paging';

/** A searched list's `q` and `page`, as its address says them (the server checks them again). */
export function listParams(params: URLSearchParams) {
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const page = Math.max(1, Math.min(10_000, Math.trunc(Number(params.get('page'))) || 1));
  return { q, page };
}

/** The rows of a list page still loading, for `CrudTable`. */
export const rowsOf = <T,>(list: Promise<Loaded<Paged & { items: T[] }>>) =>
  list.then((loaded): Loaded<T[]> =>
    loaded.error === null ? { data: loaded.data.items, error: null } : loaded,
  );

/**
 * The search form over a server-searched dashboard list (Clients, Invoices): the search box, any
 * extra filters (`children`), Search and, once something is filtered, Clear.
 */
export function ListSearch({
  label,
  path,
  q,
  filtered,
  searchLabel,
  placeholder,
  gridClassName = 'sm:grid-cols-[minmax(0,1fr)_auto]',
  children,
}: {
  /** The form's accessible name. */
  label: string;
  /** The list's address: Clear goes back to it, and a navigation to it marks the search busy. */
  path: string;
  q: string;
  filtered: boolean;
  searchLabel: string;
  placeholder: string;
  gridClassName?: string;
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location.pathname === path;
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className={`mb-5 grid gap-3 sm:items-end ${gridClassName}`}
    >
      <Field label={searchLabel}>
        {(control) => (
          <input
            {...control}
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            placeholder={placeholder}
            className={inputClasses}
          />
        )}
      </Field>
      {children}
      <div className="flex gap-2">
        <Button type="submit" disabled={searching}>
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
        {filtered ? (
          <Link to={path} className={buttonClasses('outline')}>
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** A list's status filter: every status, or one. */
export function StatusFilter<S extends string>({
  status,
  statuses,
  labels,
  className,
}: {
  /** The status filtered on, '' for every status. */
  status: string;
  statuses: readonly S[];
  labels: Record<S, string>;
  className?: string;
}) {
  return (
    <Field label="Status" className={className}>
      {(control) => (
        <select {...control} name="status" defaultValue={status} className={inputClasses}>
          <option value="">All statuses</option>
          <Options values={statuses} labels={labels} />
        </select>
      )}
    </Field>
  );
}

/** How many records the list holds, or match its search, once it has loaded. */
export function ListCount({
  list,
  count,
}: {
  list: Promise<Loaded<Paged>>;
  count: (total: number) => string;
}) {
  return (
    <Deferred value={list} fallback={null}>
      {(loaded) =>
        loaded.error === null ? (
          <p role="status" className="mb-3 text-sm text-muted">
            {count(loaded.data.total)}
          </p>
        ) : null
      }
    </Deferred>
  );
}

/** The pages under a list, keeping its search in the address. */
export function ListPager({ list }: { list: Promise<Loaded<Paged>> }) {
  const [params, setParams] = useSearchParams();
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
  return (
    <div className="mt-4">
      <Deferred value={list} fallback={null}>
        {(loaded) => (loaded.error === null ? <Pager page={loaded.data} goTo={goTo} /> : null)}
      </Deferred>
    </div>
  );
}
