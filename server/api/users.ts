import { Router, type Request } from 'express';
import {
  changePasswordSchema,
  createStaffSchema,
  loginSchema,
  updateStaffSchema,
} from '../../domain/auth';
import { isObjectId, newObjectId } from '../../domain/ids';
import { refuseCommonPassword } from '../auth/common-passwords';
import { hashPassword, verifyPassword } from '../auth/password';
import {
  createSession,
  requireAdmin,
  requireUser,
  revokeSession,
  revokeUserSessions,
  toPublicUser,
} from '../auth/sessions';
import type { AppServices } from '../context';
import { HttpError, parseOr400 } from '../http/errors';
import type { RateCounter } from '../http/rate-counter';

/** Failed sign-ins allowed per account and per IP address in 15 minutes before 429. */
/**
 * Sign-in throttling (docs/decisions/006-sessions-and-throttling.md). Failures are counted per
 * account and address: five wrong passwords lock that pair for the window, so a stranger cannot
 * lock the owner out from another address. Per address, twenty failures across any accounts end
 * spraying. Per account from every address together, failures past `slowAfter` are not refused
 * but slowed (each answer waits longer, up to `maxDelayMs`), which stops distributed guessing
 * while the owner can still sign in.
 */
export const LOGIN_LIMITS = {
  perAccountAndAddress: 5,
  perIp: 20,
  slowAfter: 10,
  maxDelayMs: 5_000,
  windowMs: 15 * 60 * 1000,
};

/** Doubles every ten failures past `slowAfter`: 250 ms, 500 ms… up to five seconds. */
export function slowdownMs(accountFailures: number): number {
  if (accountFailures < LOGIN_LIMITS.slowAfter) return 0;
  const steps = Math.floor((accountFailures - LOGIN_LIMITS.slowAfter) / 10);
  return Math.min(LOGIN_LIMITS.maxDelayMs, 250 * 2 ** steps);
}

// A real hash of a throwaway password, so an unknown email costs as much time as a wrong password.
const dummyHash = hashPassword('not-a-real-password-0000');

const clientIp = (req: Request) => req.ip ?? 'unknown';

export function usersRouter(
  services: AppServices,
  counter: RateCounter = services.rateStore.counter('login', LOGIN_LIMITS.windowMs),
) {
  const { db } = services;
  const router = Router();

  router.post('/login', async (req, res) => {
    const ipKey = `login:ip:${clientIp(req)}`;
    const rawEmail =
      typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase().slice(0, 254) : '';
    const pairKey = `login:pair:${rawEmail}:${clientIp(req)}`;
    const accountKey = `login:account:${rawEmail}`;
    if (
      (await counter.peek(ipKey)) >= LOGIN_LIMITS.perIp ||
      (rawEmail && (await counter.peek(pairKey)) >= LOGIN_LIMITS.perAccountAndAddress)
    ) {
      res.setHeader('Retry-After', String(LOGIN_LIMITS.windowMs / 1000));
      req.log.warn({ ip: clientIp(req), account: rawEmail }, 'sign-in refused: too many attempts');
      throw new HttpError(429, 'Too many sign-in attempts. Please wait 15 minutes and try again.');
    }
    const { email, password } = parseOr400(loginSchema, req.body);
    const delay = slowdownMs(await counter.peek(accountKey));
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
    const valid = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
    if (!user || !valid || Boolean(user.disabled)) {
      await counter.hit(ipKey);
      await counter.hit(pairKey);
      await counter.hit(accountKey);
      req.log.warn(
        {
          ip: clientIp(req),
          account: email,
          reason: !user ? 'unknown' : valid ? 'disabled' : 'password',
        },
        'sign-in failed',
      );
      throw new HttpError(401, 'Invalid email or password');
    }
    await counter.reset(pairKey);
    const token = await createSession(services, user, {
      ip: clientIp(req),
      userAgent: req.get('user-agent'),
    });
    res.json({ status: 200, message: 'Signed in', token });
  });

  router.post('/logout', async (req, res) => {
    const user = await requireUser(services, req);
    await revokeSession(db, user.sessionId);
    res.json({ status: 200, message: 'Signed out' });
  });

  router.get('/me', async (req, res) => {
    const { sessionId: _session, ...user } = await requireUser(services, req);
    res.json({ status: 200, message: 'OK', user });
  });

  router.patch('/me/password', async (req, res) => {
    const user = await requireUser(services, req);
    const input = parseOr400(changePasswordSchema, req.body);
    refuseCommonPassword(input.newPassword, 'newPassword');
    const row = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user._id)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(input.currentPassword, row.password_hash))) {
      throw new HttpError(400, 'Please correct the highlighted fields', {
        currentPassword: 'Current password is incorrect',
      });
    }
    await db
      .updateTable('users')
      .set({
        password_hash: await hashPassword(input.newPassword),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', user._id)
      .execute();
    // Every other signed-in device has to sign in again with the new password.
    await revokeUserSessions(db, user._id, user.sessionId);
    res.json({ status: 200, message: 'Password changed' });
  });

  router.get('/', async (req, res) => {
    await requireAdmin(services, req);
    const rows = await db.selectFrom('users').selectAll().orderBy('created_at').execute();
    res.json({ status: 200, message: 'OK', users: rows.map(toPublicUser) });
  });

  router.post('/', async (req, res) => {
    await requireAdmin(services, req);
    const input = parseOr400(createStaffSchema, req.body);
    refuseCommonPassword(input.password, 'password');
    const exists = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', input.email)
      .executeTakeFirst();
    if (exists)
      throw new HttpError(409, 'A user with this email already exists', {
        email: 'A user with this email already exists',
      });
    const now = new Date().toISOString();
    const row = {
      id: newObjectId(),
      email: input.email,
      password_hash: await hashPassword(input.password),
      first_name: input.firstName,
      last_name: input.lastName,
      is_admin: input.isAdmin ? 1 : 0,
      disabled: 0,
      created_at: now,
      updated_at: now,
    };
    await db.insertInto('users').values(row).execute();
    res.status(201).json({ status: 201, message: 'User created', user: toPublicUser(row) });
  });

  router.patch('/:id', async (req, res) => {
    const admin = await requireAdmin(services, req);
    const id = String(req.params.id);
    if (!isObjectId(id)) throw new HttpError(404, 'User not found');
    const input = parseOr400(updateStaffSchema, req.body);
    refuseCommonPassword(input.password, 'password');
    const existing = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!existing) throw new HttpError(404, 'User not found');
    if (id === admin._id && (input.disabled === true || input.isAdmin === false)) {
      throw new HttpError(400, 'You cannot disable or demote your own account');
    }
    const now = new Date().toISOString();
    await db
      .updateTable('users')
      .set({
        ...(input.firstName !== undefined ? { first_name: input.firstName } : {}),
        ...(input.lastName !== undefined ? { last_name: input.lastName } : {}),
        ...(input.isAdmin !== undefined ? { is_admin: input.isAdmin ? 1 : 0 } : {}),
        ...(input.disabled !== undefined ? { disabled: input.disabled ? 1 : 0 } : {}),
        ...(input.password !== undefined
          ? { password_hash: await hashPassword(input.password) }
          : {}),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    // A disabled user, a changed role or a reset password ends that user's sessions.
    if (input.disabled || input.password !== undefined || input.isAdmin !== undefined)
      await revokeUserSessions(db, id);
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    res.json({ status: 200, message: 'User updated', user: toPublicUser(row) });
  });

  router.delete('/:id', async (req, res) => {
    const admin = await requireAdmin(services, req);
    const id = String(req.params.id);
    if (!isObjectId(id)) throw new HttpError(404, 'User not found');
    if (id === admin._id) throw new HttpError(400, 'You cannot delete your own account');
    const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
    if (!Number(result.numDeletedRows)) throw new HttpError(404, 'User not found');
    res.json({ status: 200, message: 'User deleted' });
  });

  return router;
}
