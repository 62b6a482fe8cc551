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

/** A JWT naming one post (`sub`) until a day after `now`. */
export async function signPreviewToken(
  blogId: string,
  secret: string,
  now: Date,
): Promise<{ token: string; expiresAt: string }> {
  const expires = Math.floor((now.getTime() + PREVIEW_TTL_MS) / 1000);
  const token = await new SignJWT()
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(blogId)
    .setExpirationTime(expires)
    .sign(previewKey(secret));
  return { token, expiresAt: new Date(expires * 1000).toISOString() };
}

/** Whether `token` opens the post `blogId` at `now`. */
export async function verifyPreviewToken(
  token: string | null | undefined,
  blogId: string,
  secret: string,
  now: Date,
): Promise<boolean> {
  if (!token || token.length > 300) return false;
  try {
    await jwtVerify(token, previewKey(secret), {
      algorithms: ['HS256'],
      subject: blogId,
      requiredClaims: ['exp'],
      currentDate: now,
    });
    return true;
  } catch {
    return false;
  }
}
