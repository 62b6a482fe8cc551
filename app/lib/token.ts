import { decodeJwt } from 'jose';

/** The token is kept in localStorage under this key (docs/product.md#session). */
export const TOKEN_KEY = 'token';

export interface TokenClaims {
  sub: string;
  firstName: string;
  isAdmin: boolean;
  exp: number;
}

/**
 * Reads the claims of a stored token without trusting it: the server checks the signature and the
 * session on every call. Anything malformed or expired is treated as no user
 * (docs/product.md#session).
 */
export function decodeToken(token: unknown, now: number = Date.now()): TokenClaims | null {
  try {
    if (typeof token !== 'string') throw new Error('not a string');
    const { sub, firstName, isAdmin, exp } = decodeJwt(token);
    if (typeof sub !== 'string' || typeof exp !== 'number') throw new Error('bad claims');
    if (exp * 1000 <= now) return null;
    return {
      sub,
      firstName: typeof firstName === 'string' ? firstName : '',
      isAdmin: isAdmin === true,
      exp,
    };
  } catch {
    console.warn('Invalid token');
    return null;
  }
}

export function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string) {
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function clearStoredToken() {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode); there is nothing to clear then.
  }
}
