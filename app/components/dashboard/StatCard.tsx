import type { LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useRemote } from '~/lib/use-remote';

export interface StatCardProps {
  label: string;
  /** Says what is counted, e.g. "Active blogs are published on /blog". */
  detail: string;
  icon: LucideIcon;
  to: string;
  /** Loads the number; each card loads on its own, so one failing call spoils only its card. */
  load: () => Promise<number>;
}

/** One count on the dashboard index, linking to the screen where those things are managed. */
export function StatCard({ label, detail, icon: Icon, to, load }: StatCardProps) {
  const count = useRemote(load);
  const { run } = count;
  useEffect(() => {
    void run();
  }, [run]);
  return (
    <Link
      to={to}
      className="card group flex items-start gap-4 p-5 transition-shadow hover:shadow-lift"
      aria-busy={count.loading}
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-50 text-accent-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-muted">{label}</span>
        <span className="mt-1 block text-3xl font-semibold text-navy-900 tabular-nums">
          {count.error ? (
            <span className="text-base font-medium text-danger-700">Could not load</span>
          ) : count.data === undefined ? (
            <span className="text-muted">…</span>
          ) : (
            count.data
          )}
        </span>
        <span className="mt-1 block text-xs text-muted">{detail}</span>
      </span>
    </Link>
  );
}
