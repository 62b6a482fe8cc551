import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  it('doubles from the base delay with each failed attempt', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000,
    ]);
  });

  it('is capped, and never negative or NaN for odd attempt counts', () => {
    expect(retryDelayMs(20, 30_000)).toBe(3_600_000);
    expect(retryDelayMs(1000, 30_000, 10_000)).toBe(10_000);
    expect(retryDelayMs(0, 500)).toBe(500);
  });
});
