import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeToken } from './token';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: unknown) =>
  `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
const now = Date.parse('2026-11-22T12:00:00Z');

describe('decodeToken', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads firstName and isAdmin from a current token', () => {
    const exp = now / 1000 + 3600;
    expect(decodeToken(token({ sub: 'u1', firstName: 'Zoë', isAdmin: true, exp }), now)).toEqual({
      sub: 'u1',
      firstName: 'Zoë',
      isAdmin: true,
      exp,
    });
  });

  it('treats an expired token as no user', () => {
    expect(
      decodeToken(token({ sub: 'u1', firstName: 'A', isAdmin: false, exp: now / 1000 - 1 }), now),
    ).toBeNull();
  });

  it.each([
    ['a non-string token', 42],
    ['a missing segment', 'abc.def'],
    ['bad base64', 'a.%%%.c'],
    ['bad JSON', `a.${Buffer.from('{nope').toString('base64url')}.c`],
    ['missing claims', token({ firstName: 'A' })],
  ])('logs "Invalid token" and returns null for %s', (_case, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(decodeToken(value, now)).toBeNull();
    expect(warn).toHaveBeenCalledWith('Invalid token');
  });
});
