// Money and dates as visitors and staff read them: the one place they are formatted, on Intl, in
// US English. Dates are read in UTC so the server and the browser always print the same day.

const currency = (fractionDigits: 0 | 2) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
const wholeDollars = currency(0);
const dollarsAndCents = currency(2);

/**
 * An amount in cents as dollars: '$1,697', '$12.50', '-$20'. Cents are printed only when there are
 * some, unless `cents: 'always'` asks for two decimals ('$1,196.00', the checkout and order total).
 */
export function formatMoney(
  cents: number,
  options: { cents?: 'always' | 'when-any' } = {},
): string {
  const rounded = Math.round(cents);
  const format = options.cents === 'always' || rounded % 100 !== 0 ? dollarsAndCents : wholeDollars;
  return format.format(rounded / 100);
}

/**
 * An amount in cents as the plain dollar text a form field or a machine reader takes: 49900 → '499',
 * 1999 → '19.99', no '$' and no separators (the dashboard's price fields, schema.org offers, the
 * plans API's `price`).
 */
export function formatDollarsPlain(cents: number): string {
  const rounded = Math.round(cents);
  const dollars = Math.floor(rounded / 100);
  const rest = rounded % 100;
  return rest ? `${dollars}.${String(rest).padStart(2, '0')}` : String(dollars);
}

/**
 * Dollars as a person types them ('1,697.50', '$499', '19.9') in cents; undefined for anything
 * else. The one reader of typed or stored dollar text (docs/decisions/049-money-model.md).
 */
export function parseDollars(text: string): number | undefined {
  const match = /^\$?(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const dollars = Number(match[1]!.replace(/,/g, ''));
  return dollars * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const utc = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const numericDay = utc({ day: 'numeric' });
const twoDigitDay = utc({ day: '2-digit' });
const shortMonth = utc({ month: 'short' });
const longMonth = utc({ month: 'long' });
const year = utc({ year: 'numeric' });
const time = utc({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads a timestamp, or a calendar date ('2026-11-03') as that day in UTC. */
function toDate(iso: string): Date | undefined {
  const date = new Date(ISO_DATE.test(iso) ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export type DateStyle = 'short' | 'medium' | 'long';

/**
 * A date in one of the site's three styles; an invalid or empty date prints as ''.
 * - short: '05 Mar, 2025' (blog dates)
 * - medium: 'Nov 3, 2026' (invoices)
 * - long: '1 November 2026' (legal texts)
 */
export function formatDate(iso: string, style: DateStyle): string {
  const date = toDate(iso);
  if (!date) return '';
  switch (style) {
    case 'short':
      return `${twoDigitDay.format(date)} ${shortMonth.format(date)}, ${year.format(date)}`;
    case 'medium':
      return `${shortMonth.format(date)} ${numericDay.format(date)}, ${year.format(date)}`;
    case 'long':
      return `${numericDay.format(date)} ${longMonth.format(date)} ${year.format(date)}`;
  }
}

/** '23 Nov 2026, 17:40 UTC' (the dashboard's timestamps); an unreadable value is shown as it is. */
export function formatDateTime(iso: string): string {
  const date = toDate(iso);
  if (!date) return iso;
  return `${formatDate(iso, 'short').replace(',', '')}, ${time.format(date)} UTC`;
}

/** The blog card's calendar badge: the day number, the lowercase full month and the year. */
export function calendarBadge(iso: string): { day: number; month: string; year: number } {
  const date = toDate(iso) ?? new Date(0);
  return {
    day: date.getUTCDate(),
    month: longMonth.format(date).toLowerCase(),
    year: date.getUTCFullYear(),
  };
}
