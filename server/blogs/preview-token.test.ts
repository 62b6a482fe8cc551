import { hkdfSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signToken } from '~/server/auth/tokens';
import { PREVIEW_TTL_MS, signPreviewToken, verifyPreviewToken } from './preview-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const BLOG = '0123456789abcdef01234567';
// Not on a whole second: the signing time is kept to the millisecond.
const MADE = Date.UTC(2026, 10, 25, 8, 0, 0, 123);
const wholeSecond = (ms: number) => Math.floor(ms / 1000) * 1000;
/** The time `ms` after the link was made. */
const after = (ms: number) => new Date(MADE + ms);

describe('preview tokens', () => {
  it('open the post they were made for until a day after they were made', async () => {
    const { token, expiresAt } = await signPreviewToken(BLOG, SECRET, after(0));
    expect(Date.parse(expiresAt)).toBe(wholeSecond(MADE + PREVIEW_TTL_MS));
    // Each answer is the time the link was signed: a link dies if its post was archived since.
    expect(await verifyPreviewToken(token, BLOG, SECRET, after(0))).toEqual(after(0));
    expect(await verifyPreviewToken(token, BLOG, SECRET, after(PREVIEW_TTL_MS - 1000))).toEqual(
      after(0),
    );
    expect(await verifyPreviewToken(token, BLOG, SECRET, after(PREVIEW_TTL_MS))).toBeNull();
  });

  it('refuse another post, another secret, a changed payload and garbage', async () => {
    const { token } = await signPreviewToken(BLOG, SECRET, after(0));
    const now = after(60_000);
    expect(await verifyPreviewToken(token, 'ffffffffffffffffffffffff', SECRET, now)).toBeNull();
    expect(await verifyPreviewToken(token, BLOG, `${SECRET}!`, now)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number };
    const later = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString(
      'base64url',
    );
    expect(
      await verifyPreviewToken(`${header}.${later}.${signature}`, BLOG, SECRET, now),
    ).toBeNull();
    for (const bad of ['', 'x', '.', 'zz.zz', 'a.b.c', null, undefined])
      expect(await verifyPreviewToken(bad, BLOG, SECRET, now)).toBeNull();
  });

  it('are not session tokens, and a session token is no preview', async () => {
    const now = MADE / 1000;
    const session = await signToken(
      { sub: BLOG, jti: 's1', firstName: 'Ada', isAdmin: true, iat: now, exp: now + 60 },
      SECRET,
    );
    expect(await verifyPreviewToken(session, BLOG, SECRET, after(0))).toBeNull();
  });

  it('count a link made before they carried their signing time as made a day before it expires', async () => {
    const expires = Math.floor((MADE + PREVIEW_TTL_MS) / 1000);
    const old = await new SignJWT()
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(BLOG)
      .setExpirationTime(expires)
      .sign(new Uint8Array(hkdfSync('sha256', SECRET, '', 'blog-preview', 32)));
    expect(await verifyPreviewToken(old, BLOG, SECRET, after(60_000))).toEqual(
      new Date(wholeSecond(MADE)),
    );
  });
});
