import type { Request } from 'express';
import { newObjectId } from '~/domain/ids';
import type { PublicUser } from '~/domain/auth';
import type { AppDeps } from '~/server/context';
import type { Db } from '~/server/db/database';
import type { UsersTable } from '~/server/db/schema';
import { AdminRequired, SignInRequired } from '~/server/errors';
import { signToken, verifyToken } from './tokens';

/** Sign-in sessions last a working week; a token never outlives its session row. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export type AuthUser = PublicUser & { sessionId: string };

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

export async function createSession(
  deps: Pick<AppDeps, 'db' | 'jwtSecret' | 'clock'>,
  user: UsersTable,
  meta: { ip?: string | undefined; userAgent?: string | undefined },
): Promise<string> {
  const issuedAt = deps.clock.now();
  const now = Math.floor(issuedAt.getTime() / 1000);
  const sessionId = newObjectId(issuedAt);
  await deps.db
    .insertInto('sessions')
    .values({
      id: sessionId,
      user_id: user.id,
      created_at: new Date(now * 1000).toISOString(),
      expires_at: new Date((now + SESSION_TTL_SECONDS) * 1000).toISOString(),
      revoked_at: null,
      ip: meta.ip?.slice(0, 64) ?? null,
      user_agent: meta.userAgent?.slice(0, 512) ?? null,
    })
    .execute();
  return signToken(
    {
      sub: user.id,
      jti: sessionId,
      firstName: user.first_name,
      isAdmin: Boolean(user.is_admin),
      iat: now,
      exp: now + SESSION_TTL_SECONDS,
    },
    deps.jwtSecret,
  );
}

/**
 * The signed-in user of a request, checked on every call: a valid HS256 signature, not expired, a
 * session row that is not revoked, and a user who still exists and is not disabled.
 */
export async function authenticate(
  deps: Pick<AppDeps, 'db' | 'jwtSecret' | 'clock'>,
  req: Request,
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
  return { ...toPublicUser(row), sessionId: claims.jti };
}

export async function requireUser(
  deps: Pick<AppDeps, 'db' | 'jwtSecret' | 'clock'>,
  req: Request,
): Promise<AuthUser> {
  const user = await authenticate(deps, req);
  if (!user) throw new SignInRequired();
  return user;
}

export async function requireAdmin(
  deps: Pick<AppDeps, 'db' | 'jwtSecret' | 'clock'>,
  req: Request,
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
