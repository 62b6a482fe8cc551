import { hkdfSync } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** A preview link works for a day (docs/product.md#blog-preview). */
export const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Preview links are signed with a key of their own, derived from the server secret, so a preview
 * token can never pass for a session token, nor a session token for a preview.
 */
const previewKey = (secret: string) =>
  new Uint8Array(hkdfSync('sha256', secret, '', 'blog-preview', 32));

/** A JWT naming one post (`sub`), signed at `now` (`iat`), until a day after. */
export async function signPreviewToken(
  blogId: string,
  secret: string,
  now: Date,
): Promise<{ token: string; expiresAt: string }> {
  // To the millisecond (a JWT's times may have a fraction): a post archived in the same second
  // after the link was signed must still end it, and one archived before must not.
  const issued = now.getTime() / 1000;
  const expires = Math.floor((now.getTime() + PREVIEW_TTL_MS) / 1000);
  const token = await new SignJWT()
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(blogId)
    .setIssuedAt(issued)
    .setExpirationTime(expires)
    .sign(previewKey(secret));
  return { token, expiresAt: new Date(expires * 1000).toISOString() };
}

/**
 * When `token` was signed, if it opens the post `blogId` at `now`; null if it does not. A link
 * signed before links carried their signing time counts as signed a day before it expires.
 */
export async function verifyPreviewToken(
  token: string | null | undefined,
  blogId: string,
  secret: string,
  now: Date,
): Promise<Date | null> {
  if (!token || token.length > 300) return null;
  try {
    const { payload } = await jwtVerify(token, previewKey(secret), {
      algorithms: ['HS256'],
      subject: blogId,
      requiredClaims: ['exp'],
      currentDate: now,
    });
    const issued = payload.iat ?? payload.exp! - PREVIEW_TTL_MS / 1000;
    return new Date(Math.round(issued * 1000));
  } catch {
    return null;
  }
}
