import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

/** A list with nothing in it yet: what it is for and where its first entry comes from. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  link,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-line bg-white px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 font-semibold text-navy-900">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-muted">{text}</p>
      {link ? (
        <Link
          to={link.to}
          className="mt-4 inline-flex min-h-6 items-center text-sm font-semibold text-accent-700 underline-offset-4 hover:underline"
        >
          {link.label}
        </Link>
      ) : null}
    </div>
  );
}
