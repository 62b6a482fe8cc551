import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, slowdownMs } from './sign-in';

describe('slowdownMs', () => {
  it('does not slow an account with a few failures, then doubles every ten, capped', () => {
    expect(slowdownMs(0)).toBe(0);
    expect(slowdownMs(LOGIN_LIMITS.slowAfter - 1)).toBe(0);
    expect(slowdownMs(LOGIN_LIMITS.slowAfter)).toBe(250);
    expect(slowdownMs(LOGIN_LIMITS.slowAfter + 10)).toBe(500);
    expect(slowdownMs(LOGIN_LIMITS.slowAfter + 20)).toBe(1000);
    expect(slowdownMs(10_000)).toBe(LOGIN_LIMITS.maxDelayMs);
  });
});
