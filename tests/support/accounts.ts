import { createHmac } from 'node:crypto';

export const LOGIN_FAILED = 'Invalid email or password';
export const SIGN_IN_AGAIN = 'Please sign in again';
export const ADMIN_ONLY = 'Only an administrator can do this';

export const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs claims the way the server does (HS256), with the server's own secret. */
export function signHs256(claims: object, secret: string) {
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}
