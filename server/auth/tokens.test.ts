import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './tokens';

const secret = 'a'.repeat(48);
const now = Date.parse('2026-11-22T10:00:00Z');
/** The time `ms` after the token was issued. */
const after = (ms: number) => new Date(now + ms);
const claims = {
  sub: 'u1',
  jti: 's1',
  firstName: 'Ada',
  isAdmin: true,
  iat: now / 1000,
  exp: now / 1000 + 60,
};

describe('tokens', () => {
  it('round-trips the claims', async () => {
    expect(await verifyToken(await signToken(claims, secret), secret, after(0))).toEqual(claims);
  });

  it('rejects an expired token, a wrong secret and a tampered payload', async () => {
    const token = await signToken(claims, secret);
    expect(await verifyToken(token, secret, after(61_000))).toBeNull();
    expect(await verifyToken(token, secret, after(60_000))).toBeNull();
    expect(await verifyToken(token, secret, after(59_999))).toEqual(claims);
    expect(await verifyToken(token, 'b'.repeat(48), after(0))).toBeNull();
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, isAdmin: true, sub: 'u2' })).toString(
      'base64url',
    );
    expect(await verifyToken(`${h}.${forged}.${s}`, secret, after(0))).toBeNull();
  });

  it('keeps the header and signature of tokens issued before, so sessions survive', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    const sig = createHmac('sha256', secret).update(body).digest('base64url');
    expect(await signToken(claims, secret)).toBe(`${body}.${sig}`);
  });

  it('refuses a token without a session id or subject', async () => {
    const { jti: _jti, ...noSession } = claims;
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const body = `${header}.${Buffer.from(JSON.stringify(noSession)).toString('base64url')}`;
    const sig = createHmac('sha256', secret).update(body).digest('base64url');
    expect(await verifyToken(`${body}.${sig}`, secret, after(0))).toBeNull();
  });

  it('accepts only HS256 (no "none", no other algorithm)', async () => {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await verifyToken(`${none}.${payload}.`, secret, after(0))).toBeNull();
    const hs512 = Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString('base64url');
    const sig = createHmac('sha512', secret).update(`${hs512}.${payload}`).digest('base64url');
    expect(await verifyToken(`${hs512}.${payload}.${sig}`, secret, after(0))).toBeNull();
    expect(await verifyToken('garbage', secret, after(0))).toBeNull();
  });
});
