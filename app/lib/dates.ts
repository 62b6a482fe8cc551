const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const LONG_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

// Dates are read in UTC so the server and the browser always print the same day.
const parts = (iso: string) => {
  const date = new Date(iso);
  return { day: date.getUTCDate(), month: date.getUTCMonth(), year: date.getUTCFullYear() };
};

/** SPEC: recent posts show dates like '05 Mar, 2025'. */
export function formatShortDate(iso: string): string {
  const { day, month, year } = parts(iso);
  return `${String(day).padStart(2, '0')} ${SHORT_MONTHS[month]}, ${year}`;
}

/** SPEC: the blog card's calendar badge: the day number and the lowercase full month. */
export function calendarBadge(iso: string): { day: number; month: string } {
  const { day, month } = parts(iso);
  return { day, month: LONG_MONTHS[month]! };
}
