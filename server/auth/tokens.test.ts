import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './tokens';

const secret = 'a'.repeat(48);
const now = Date.parse('2026-11-22T10:00:00Z');
const claims = {
  sub: 'u1',
  jti: 's1',
  firstName: 'Ada',
  isAdmin: true,
  iat: now / 1000,
  exp: now / 1000 + 60,
};

describe('tokens', () => {
  it('round-trips the claims', () => {
    expect(verifyToken(signToken(claims, secret), secret, now)).toEqual(claims);
  });

  it('rejects an expired token, a wrong secret and a tampered payload', () => {
    const token = signToken(claims, secret);
    expect(verifyToken(token, secret, now + 61_000)).toBeNull();
    expect(verifyToken(token, 'b'.repeat(48), now)).toBeNull();
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, isAdmin: true, sub: 'u2' })).toString(
      'base64url',
    );
    expect(verifyToken(`${h}.${forged}.${s}`, secret, now)).toBeNull();
  });

  it('accepts only HS256 (no "none", no other algorithm)', () => {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyToken(`${none}.${payload}.`, secret, now)).toBeNull();
    const hs512 = Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString('base64url');
    const sig = createHmac('sha512', secret).update(`${hs512}.${payload}`).digest('base64url');
    expect(verifyToken(`${hs512}.${payload}.${sig}`, secret, now)).toBeNull();
    expect(verifyToken('garbage', secret, now)).toBeNull();
  });
});
