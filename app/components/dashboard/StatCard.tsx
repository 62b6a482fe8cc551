import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Loaded } from '~/lib/dashboard-data';
import { Deferred } from './Deferred';

export interface StatCardProps {
  label: string;
  /** Says what is counted, e.g. "Active blogs are published on /blog". */
  detail: string;
  icon: LucideIcon;
  to: string;
  /** The number, loading; each card has its own, so one failing call spoils only its card. */
  value: Promise<Loaded<number>>;
}

/** One count on the dashboard index, linking to the screen where those things are managed. */
export function StatCard({ label, detail, icon: Icon, to, value }: StatCardProps) {
  return (
    <Link
      to={to}
      // Two to a row on a phone: the icon sits above the figure there, beside it from 640 px.
      className="card group flex flex-col items-start gap-3 p-4 transition-shadow hover:shadow-lift sm:flex-row sm:gap-4 sm:p-5"
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-accent-50 text-accent-700 sm:size-11">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-muted">{label}</span>
        <span className="mt-1 block text-2xl font-semibold text-navy-900 tabular-nums sm:text-3xl">
          <Deferred value={value} fallback={<span className="text-muted">…</span>}>
            {(count) =>
              count.error !== null ? (
                <span className="text-base font-medium text-danger-700">Could not load</span>
              ) : (
                count.data
              )
            }
          </Deferred>
        </span>
        <span className="mt-1 block text-xs text-muted">{detail}</span>
      </span>
    </Link>
  );
}
