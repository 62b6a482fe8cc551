import { createHmac, timingSafeEqual } from 'node:crypto';

/** A preview link works for a day (docs/product.md#blog-preview). */
export const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;

const signature = (blogId: string, expires: number, secret: string) =>
  createHmac('sha256', secret).update(`blog-preview:${blogId}:${expires}`).digest('base64url');

/** `{expiry in base 36}.{HMAC of the post id and expiry}`: names one post until it expires. */
export function signPreviewToken(
  blogId: string,
  secret: string,
  now = Date.now(),
): { token: string; expiresAt: string } {
  const expires = Math.floor((now + PREVIEW_TTL_MS) / 1000);
  return {
    token: `${expires.toString(36)}.${signature(blogId, expires, secret)}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

export function verifyPreviewToken(
  token: string | null | undefined,
  blogId: string,
  secret: string,
  now = Date.now(),
): boolean {
  if (!token || token.length > 100) return false;
  const [expiresText, sig] = token.split('.');
  if (!expiresText || !sig || !/^[0-9a-z]{1,10}$/.test(expiresText)) return false;
  const expires = parseInt(expiresText, 36);
  if (!Number.isFinite(expires) || expires * 1000 <= now) return false;
  const expected = Buffer.from(signature(blogId, expires, secret));
  const actual = Buffer.from(sig);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
