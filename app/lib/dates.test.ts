import { describe, expect, it } from 'vitest';
import { calendarBadge, formatShortDate } from './dates';

describe('blog dates', () => {
  it("formats recent-post dates like '05 Mar, 2025'", () => {
    expect(formatShortDate('2025-03-05T10:00:00Z')).toBe('05 Mar, 2025');
    expect(formatShortDate('2026-11-22T23:59:59Z')).toBe('22 Nov, 2026');
  });

  it('gives the calendar badge the day number and the lowercase full month', () => {
    expect(calendarBadge('2026-09-16T08:45:00Z')).toEqual({ day: 16, month: 'september' });
    expect(calendarBadge('2026-01-01T00:00:00Z')).toEqual({ day: 1, month: 'january' });
  });
});
