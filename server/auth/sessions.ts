import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isObjectId, newObjectId } from '~/domain/ids';
import type { PublicUser } from '~/domain/auth';
import type { AppDeps } from '~/server/context';
import type { Db } from '~/server/db/database';
import type { UsersTable } from '~/server/db/schema';
import { AdminRequired, SignInRequired } from '~/server/errors';
import { noteRequestUser } from '~/server/logger';
import { signToken, verifyToken } from './tokens';

/** Sign-in sessions last a working week; a token never outlives its session row. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export type AuthUser = PublicUser & { sessionId: string };

/** What the sign-in checks read of a request: its headers. An Express request is one. */
type RequestLike = Pick<IncomingMessage, 'headers'>;

export function toPublicUser(row: UsersTable): PublicUser {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    isAdmin: Boolean(row.is_admin),
    disabled: Boolean(row.disabled),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Stores a session of `user` that lives `ttlSeconds`; answers its id and when it was opened. */
async function openSession(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  user: UsersTable,
  meta: { ip?: string | undefined; userAgent?: string | undefined },
  ttlSeconds: number,
): Promise<{ sessionId: string; issuedAt: number }> {
  const opened = deps.clock.now();
  const issuedAt = Math.floor(opened.getTime() / 1000);
  const sessionId = newObjectId(opened);
  await deps.db
    .insertInto('sessions')
    .values({
      id: sessionId,
      user_id: user.id,
      created_at: new Date(issuedAt * 1000).toISOString(),
      expires_at: new Date((issuedAt + ttlSeconds) * 1000).toISOString(),
      revoked_at: null,
      ip: meta.ip?.slice(0, 64) ?? null,
      user_agent: meta.userAgent?.slice(0, 512) ?? null,
    })
    .execute();
  return { sessionId, issuedAt };
}

/** The token of a session opened at `issuedAt`: it expires with the session's week. */
function sessionToken(
  deps: Pick<AppDeps, 'jwtSecret'>,
  user: UsersTable,
  { sessionId, issuedAt }: { sessionId: string; issuedAt: number },
): Promise<string> {
  return signToken(
    {
      sub: user.id,
      jti: sessionId,
      firstName: user.first_name,
      isAdmin: Boolean(user.is_admin),
      iat: issuedAt,
      exp: issuedAt + SESSION_TTL_SECONDS,
    },
    deps.jwtSecret,
  );
}

export async function createSession(
  deps: Pick<AppDeps, 'db' | 'jwtSecret' | 'clock'>,
  user: UsersTable,
  meta: { ip?: string | undefined; userAgent?: string | undefined },
): Promise<string> {
  return sessionToken(deps, user, await openSession(deps, user, meta, SESSION_TTL_SECONDS));
}

/**
 * How long a sign-in without JavaScript waits for the dashboard to take its session
 * (docs/decisions/060-sign-in-hand-off-taken-once.md). Until then the session lives only this
 * long, and no token for it exists anywhere.
 */
export const HAND_OFF_SECONDS = 120;

/** The cookie carrying the hand-off code, readable by the server only, and only at the exchange. */
export const HAND_OFF_COOKIE = 'sign_in_hand_off';
const HAND_OFF_PATH = '/api/users/hand-off';

/** The `Set-Cookie` value that hands `code` over, or with null, that clears the cookie. */
export function handOffCookie(code: string | null, secure: boolean): string {
  const value = code === null ? '; Max-Age=0' : `; Max-Age=${HAND_OFF_SECONDS}`;
  return `${HAND_OFF_COOKIE}=${code ?? ''}; Path=${HAND_OFF_PATH}${value}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** A key of its own, so nothing else the server signs can pass for a hand-off code. */
const handOffMac = (sessionId: string, secret: string) =>
  createHmac('sha256', Buffer.from(hkdfSync('sha256', secret, '', 'sign-in-hand-off', 32)))
    .update(sessionId)
    .digest('base64url');

/**
 * Opens a session for `user` that waits HAND_OFF_SECONDS to be taken, and answers the code that
 * takes it: the session's id with the server's signature of it.
 */
export async function openHandOff(
  deps: Pick<AppDeps, 'db' | 'jwtSecret' | 'clock'>,
  user: UsersTable,
  meta: { ip?: string | undefined; userAgent?: string | undefined },
): Promise<string> {
  const { sessionId } = await openSession(deps, user, meta, HAND_OFF_SECONDS);
  return `${sessionId}.${handOffMac(sessionId, deps.jwtSecret)}`;
}

/**
 * Takes the session a hand-off code names, once: its week starts and its token is answered. Null
 * for a code the server did not sign, a session already taken (a replay), one whose two minutes
 * are over, revoked, or of a disabled user. Taking is one conditional update of the session's
 * expiry, so of two requests with the same code only one gets the token.
 */
export async function takeHandOff(
  deps: Pick<AppDeps, 'db' | 'jwtSecret' | 'clock'>,
  code: string,
): Promise<string | null> {
  const [sessionId = '', mac = ''] = code.split('.');
  const expected = Buffer.from(handOffMac(sessionId, deps.jwtSecret));
  if (!isObjectId(sessionId) || !timingSafeEqualText(Buffer.from(mac), expected)) return null;
  const row = await deps.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.created_at as opened_at', 'sessions.expires_at', 'sessions.revoked_at'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  const now = deps.clock.now().toISOString();
  if (!row || row.revoked_at || Boolean(row.disabled) || row.expires_at <= now) return null;
  const issuedAt = Math.floor(Date.parse(row.opened_at) / 1000);
  const waiting = new Date((issuedAt + HAND_OFF_SECONDS) * 1000).toISOString();
  // A session already taken has its week; one the API opened never waited.
  if (row.expires_at !== waiting) return null;
  const taken = await deps.db
    .updateTable('sessions')
    .set({ expires_at: new Date((issuedAt + SESSION_TTL_SECONDS) * 1000).toISOString() })
    .where('id', '=', sessionId)
    .where('expires_at', '=', waiting)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return null;
  return sessionToken(deps, row, { sessionId, issuedAt });
}

const timingSafeEqualText = (a: Buffer, b: Buffer) =>
  a.length === b.length && timingSafeEqual(a, b);

/**
 * The signed-in user of a request, checked on every call: a valid HS256 signature, not expired, a
 * session row that is not revoked, and a user who still exists and is not disabled.
 */
export async function authenticate(
  deps: Pick<AppDeps, 'db' | 'jwtSecret' | 'clock'>,
  req: RequestLike,
): Promise<AuthUser | null> {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return authenticateToken(deps, header.slice(7).trim());
}

/** The signed-in user of a token sent some other way (a form field), or null. */
export async function authenticateToken(
  deps: Pick<AppDeps, 'db' | 'jwtSecret' | 'clock'>,
  token: string,
): Promise<AuthUser | null> {
  const now = deps.clock.now();
  const claims = await verifyToken(token, deps.jwtSecret, now);
  if (!claims) return null;
  const row = await deps.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.revoked_at', 'sessions.expires_at'])
    .where('sessions.id', '=', claims.jti)
    .where('sessions.user_id', '=', claims.sub)
    .executeTakeFirst();
  if (!row || row.revoked_at || row.expires_at <= now.toISOString() || Boolean(row.disabled))
    return null;
  noteRequestUser(row.id);
  return { ...toPublicUser(row), sessionId: claims.jti };
}

export async function requireUser(
  deps: Pick<AppDeps, 'db' | 'jwtSecret' | 'clock'>,
  req: RequestLike,
): Promise<AuthUser> {
  const user = await authenticate(deps, req);
  if (!user) throw new SignInRequired();
  return user;
}

export async function requireAdmin(
  deps: Pick<AppDeps, 'db' | 'jwtSecret' | 'clock'>,
  req: RequestLike,
): Promise<AuthUser> {
  const user = await requireUser(deps, req);
  if (!user.isAdmin) throw new AdminRequired();
  return user;
}

export async function revokeSession(db: Db, sessionId: string, now: Date) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user at `now`, but the one named in `exceptSessionId`. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  now: Date,
  exceptSessionId?: string,
) {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}
