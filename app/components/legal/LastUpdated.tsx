import { CalendarClock } from 'lucide-react';

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-01' reads '1 November 2026' (UTC, so the server and the browser agree). */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** The revision date of a legal text, shown at the top of the page it belongs to. */
export function LastUpdated({ date }: { date: string }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-pill bg-navy-50 px-3 py-1 text-sm font-medium text-navy-700">
      <CalendarClock aria-hidden="true" className="size-4" />
      Last updated <time dateTime={date}>{formatLongDate(date)}</time>
    </p>
  );
}
