import { describe, expect, it } from 'vitest';
import { formatInZone, fromDateTimeLocal, toDateTimeLocal } from './blog-schedule';

describe('publish times', () => {
  it('round-trip between a datetime-local value and UTC', () => {
    const iso = fromDateTimeLocal('2026-12-01T09:30');
    expect(iso).toMatch(/^2026-12-0[12]T\d\d:30:00\.000Z$/);
    expect(toDateTimeLocal(iso)).toBe('2026-12-01T09:30');
    expect(fromDateTimeLocal('')).toBe('');
    expect(toDateTimeLocal('')).toBe('');
  });

  it('show one moment in each time zone', () => {
    const iso = '2026-12-01T15:30:00.000Z';
    expect(formatInZone(iso, 'America/Chicago')).toBe('Tue, Dec 1, 2026, 9:30 AM CST');
    expect(formatInZone(iso, 'Europe/London')).toBe('Tue, Dec 1, 2026, 3:30 PM GMT');
    expect(formatInZone('not a date')).toBe('');
  });
});
