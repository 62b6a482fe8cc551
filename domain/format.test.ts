import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addressSegments,
  calendarBadge,
  formatDate,
  formatDateTime,
  formatDollarsPlain,
  formatMoney,
  parseDollars,
} from './format';

describe('addresses', () => {
  it('cuts an address after each @, dot and slash, and nowhere else', () => {
    expect(addressSegments('accounts.payable@northwind-logistics.example')).toEqual([
      'accounts.',
      'payable@',
      'northwind-logistics.',
      'example',
    ]);
    expect(addressSegments('www.harbourfreight.example/about')).toEqual([
      'www.',
      'harbourfreight.',
      'example/',
      'about',
    ]);
    expect(addressSegments('plain')).toEqual(['plain']);
    expect(addressSegments('')).toEqual([]);
  });

  it('keeps every character, in order', () => {
    fc.assert(
      fc.property(fc.string(), (address) => {
        expect(addressSegments(address).join('')).toBe(address);
      }),
    );
  });
});

describe('money', () => {
  it('prints whole dollars without cents and cents only when there are some', () => {
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(169700)).toBe('$1,697');
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
    expect(formatMoney(1250)).toBe('$12.50');
    expect(formatMoney(-2000)).toBe('-$20');
  });

  it('prints two decimals when asked (the checkout total)', () => {
    expect(formatMoney(119_600, { cents: 'always' })).toBe('$1,196.00');
    expect(formatMoney(5, { cents: 'always' })).toBe('$0.05');
    expect(formatMoney(329_900, { cents: 'always' })).toBe('$3,299.00');
  });
});

describe('dates', () => {
  it("formats blog dates like '05 Mar, 2025', in UTC", () => {
    expect(formatDate('2025-03-05T10:00:00Z', 'short')).toBe('05 Mar, 2025');
    expect(formatDate('2026-11-22T23:59:59Z', 'short')).toBe('22 Nov, 2026');
    expect(formatDate('2025-09-05T10:00:00Z', 'short')).toBe('05 Sep, 2025');
  });

  it("formats invoice dates like 'Nov 3, 2026' and prints nothing for a bad date", () => {
    expect(formatDate('2026-11-03', 'medium')).toBe('Nov 3, 2026');
    expect(formatDate('nonsense', 'medium')).toBe('');
    expect(formatDate('', 'medium')).toBe('');
  });

  it("formats legal revision dates like '1 November 2026'", () => {
    expect(formatDate('2026-11-01', 'long')).toBe('1 November 2026');
  });

  it('formats dashboard timestamps with the time in UTC', () => {
    expect(formatDateTime('2026-11-23T17:40:00Z')).toBe('23 Nov 2026, 17:40 UTC');
    expect(formatDateTime('2026-09-01T00:05:00Z')).toBe('01 Sep 2026, 00:05 UTC');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('gives the calendar badge the day number and the lowercase full month', () => {
    expect(calendarBadge('2026-09-16T08:45:00Z')).toEqual({
      day: 16,
      month: 'september',
      year: 2026,
    });
    expect(calendarBadge('2026-01-01T00:00:00Z')).toEqual({ day: 1, month: 'january', year: 2026 });
  });
});

describe('plain dollar text', () => {
  it('prints cents as the plain amount a form field or a machine reader takes', () => {
    expect(formatDollarsPlain(329_900)).toBe('3299');
    expect(formatDollarsPlain(169_750)).toBe('1697.50');
    expect(formatDollarsPlain(1_999)).toBe('19.99');
    expect(formatDollarsPlain(5)).toBe('0.05');
  });

  it('reads dollars as people type them, and nothing else', () => {
    expect(parseDollars('499')).toBe(49_900);
    expect(parseDollars('19.9')).toBe(1_990);
    expect(parseDollars('0.05')).toBe(5);
    expect(parseDollars(' $1,697.50 ')).toBe(169_750);
    expect(parseDollars('1697')).toBe(169_700);
    for (const text of ['', '1e3', '-20', '1,69', '12.345', 'on request', '$']) {
      expect(parseDollars(text)).toBeUndefined();
    }
    for (const cents of [0, 5, 1_999, 49_900, 169_750, 100_000_000]) {
      expect(parseDollars(formatDollarsPlain(cents))).toBe(cents);
    }
  });
});

describe('the same text as Intl', () => {
  // The formats are written out by hand (see format.ts); these hold them to Intl's en-US output.
  const intlMoney = (fractionDigits: number) =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
  const utc = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });

  it('prints any amount of cents as Intl does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const cents2 = intlMoney(2).format(cents / 100);
        expect(formatMoney(cents, { cents: 'always' })).toBe(cents2);
        expect(formatMoney(cents)).toBe(
          cents % 100 === 0 ? intlMoney(0).format(cents / 100) : cents2,
        );
      }),
    );
  });

  it('prints any date and time in UTC as Intl does', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('2999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const iso = date.toISOString();
          const part = (options: Intl.DateTimeFormatOptions) => utc(options).format(date);
          expect(formatDate(iso, 'short')).toBe(
            `${part({ day: '2-digit' })} ${part({ month: 'short' })}, ${part({ year: 'numeric' })}`,
          );
          expect(formatDate(iso, 'medium')).toBe(
            `${part({ month: 'short' })} ${part({ day: 'numeric' })}, ${part({ year: 'numeric' })}`,
          );
          expect(formatDate(iso, 'long')).toBe(
            `${part({ day: 'numeric' })} ${part({ month: 'long' })} ${part({ year: 'numeric' })}`,
          );
          expect(formatDateTime(iso)).toBe(
            `${formatDate(iso, 'short').replace(',', '')}, ${part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })} UTC`,
          );
          expect(calendarBadge(iso).month).toBe(part({ month: 'long' }).toLowerCase());
        },
      ),
    );
  });
});
