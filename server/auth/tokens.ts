import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sub: string;
  /** The session id; a token is valid only while its session row is. */
  jti: string;
  firstName: string;
  isAdmin: boolean;
  iat: number;
  exp: number;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export function signToken(claims: TokenClaims, secret: string): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(key(secret));
}

/** HS256 only: any other algorithm, a bad signature or a token expired at `now` returns null. */
export async function verifyToken(
  token: string,
  secret: string,
  now: Date,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify<Partial<TokenClaims>>(token, key(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'jti', 'exp'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
    return payload as TokenClaims;
  } catch {
    return null;
  }
}
