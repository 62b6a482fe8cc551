import { redirect } from 'react-router';
import type { PublicUser } from '~/domain/auth';
import { api, ApiError } from './api';
import { adoptSignInCookie, clearStoredToken, decodeToken, readStoredToken } from './token';

/**
 * The dashboard guard (docs/product.md#route-guard): a missing, malformed or expired token, or one the server no
 * longer accepts (logged out, revoked, user disabled), is removed and the visitor goes to /sign-in.
 */
export async function requireSessionUser(): Promise<PublicUser> {
  adoptSignInCookie();
  const token = readStoredToken();
  if (!token || !decodeToken(token)) {
    clearStoredToken();
    throw redirect('/sign-in');
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

/** Logout revokes the token on the server, then forgets it (docs/product.md#logout). */
export async function logout() {
  try {
    await api('/api/users/logout', { method: 'POST' });
  } finally {
    clearStoredToken();
  }
}
