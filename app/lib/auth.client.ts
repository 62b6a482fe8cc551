import { redirect } from 'react-router';
import type { PublicUser } from '~/domain/auth';
import { api, ApiError } from './api';
import { clearStoredToken, decodeToken, readStoredToken, storeToken } from './token';

/**
 * The dashboard guard (docs/product.md#route-guard): a missing, malformed or expired token, or one the server no
 * longer accepts (logged out, revoked, user disabled), is removed and the visitor goes to /sign-in.
 */
export async function requireSessionUser(): Promise<PublicUser> {
  const token = readStoredToken();
  if (!token || !decodeToken(token)) {
    clearStoredToken();
    if (!(await takeHandOff())) throw redirect('/sign-in');
  }
  try {
    const { user } = await api<{ user: PublicUser }>('/api/users/me');
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearStoredToken();
      throw redirect('/sign-in');
    }
    throw error;
  }
}

/**
 * The session a sign-in without JavaScript left for the dashboard (its code is in a cookie only
 * the server reads, docs/decisions/060-sign-in-hand-off-taken-once.md): taken and stored once;
 * false when there is none to take.
 */
async function takeHandOff(): Promise<boolean> {
  try {
    const { token } = await api<{ token?: unknown }>('/api/users/hand-off', { method: 'POST' });
    if (typeof token !== 'string' || !decodeToken(token)) return false;
    storeToken(token);
    return true;
  } catch {
    return false;
  }
}

/** Logout revokes the token on the server, then forgets it (docs/product.md#logout). */
export async function logout() {
  try {
    await api('/api/users/logout', { method: 'POST' });
  } finally {
    clearStoredToken();
  }
}
