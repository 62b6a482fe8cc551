import { CalendarClock } from 'lucide-react';
import { formatDate } from '~/domain/format';

/** The revision date of a legal text, shown at the top of the page it belongs to. */
export function LastUpdated({ date }: { date: string }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-pill bg-navy-50 px-3 py-1 text-sm font-medium text-navy-700">
      <CalendarClock aria-hidden="true" className="size-4" />
      Last updated <time dateTime={date}>{formatDate(date.slice(0, 10), 'long')}</time>
    </p>
  );
}
