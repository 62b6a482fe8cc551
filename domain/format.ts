// Money, dates and addresses as visitors and staff read them: the one place they are formatted, in US English.
// Dates are read in UTC so the server and the browser always print the same day.
//
// The formats are fixed, so they are written out here rather than asked of Intl: building the
// first Intl formatter loads the browser's locale data, which on a slow phone took longer than
// hydrating the home page's blog cards that print the dates. `format.test.ts` holds every
// function to what Intl prints for the same options.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** 1234567 → '1,234,567'. */
const withThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * An amount in cents as dollars: '$1,697', '$12.50', '-$20'. Cents are printed only when there are
 * some, unless `cents: 'always'` asks for two decimals ('$1,196.00', the checkout and order total).
 */
export function formatMoney(
  cents: number,
  options: { cents?: 'always' | 'when-any' } = {},
): string {
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(rounded) / 100);
  const rest = Math.abs(rounded) % 100;
  const fraction = options.cents === 'always' || rest !== 0 ? `.${twoDigits(rest)}` : '';
  return `${sign}$${withThousands(whole)}${fraction}`;
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
  const day = date.getUTCDate();
  const month = MONTHS[date.getUTCMonth()]!;
  const year = date.getUTCFullYear();
  switch (style) {
    case 'short':
      return `${twoDigits(day)} ${month.slice(0, 3)}, ${year}`;
    case 'medium':
      return `${month.slice(0, 3)} ${day}, ${year}`;
    case 'long':
      return `${day} ${month} ${year}`;
  }
}

/** '23 Nov 2026, 17:40 UTC' (the dashboard's timestamps); an unreadable value is shown as it is. */
export function formatDateTime(iso: string): string {
  const date = toDate(iso);
  if (!date) return iso;
  const clock = `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;
  return `${formatDate(iso, 'short').replace(',', '')}, ${clock} UTC`;
}

/** The blog card's calendar badge: the day number, the lowercase full month and the year. */
export function calendarBadge(iso: string): { day: number; month: string; year: number } {
  const date = toDate(iso) ?? new Date(0);
  return {
    day: date.getUTCDate(),
    month: MONTHS[date.getUTCMonth()]!.toLowerCase(),
    year: date.getUTCFullYear(),
  };
}

/**
 * An email or web address cut into the pieces a line may break between: after each `@`, dot and
 * slash. 'accounts.payable@northwind.example' → ['accounts.', 'payable@', 'northwind.', 'example'],
 * so a narrow box wraps it where a reader expects rather than in the middle of a word.
 */
export function addressSegments(address: string): string[] {
  return address.split(/(?<=[@./])/).filter((segment) => segment !== '');
}
