/**
 * Publish times (docs/product.md#blog-schedule): typed and shown in the staff member's own time
 * zone, stored in UTC, with the agency's clock alongside.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored UTC time as the value of a `datetime-local` input, in this browser's time zone. */
export function toDateTimeLocal(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (this browser's time zone) as the UTC time to store; '' when empty. */
export function fromDateTimeLocal(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** "Tue, Nov 25, 2026, 3:30 PM CST" in the given zone (this browser's when omitted). */
export function formatInZone(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** This browser's IANA time zone, e.g. Europe/London. */
export function ownTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
