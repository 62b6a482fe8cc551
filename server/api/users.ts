import { Router, type Request } from 'express';
import {
  changePasswordSchema,
  createStaffSchema,
  loginSchema,
  updateStaffSchema,
} from '~/domain/auth';
import { isObjectId } from '~/domain/ids';
import { refuseCommonPassword } from '~/server/auth/common-passwords';
import { hashPassword, verifyPassword } from '~/server/auth/password';
import {
  createUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  listUsers,
  updateUser,
} from '~/server/auth/user-store';
import {
  createSession,
  requireAdmin,
  requireUser,
  revokeSession,
  revokeUserSessions,
  toPublicUser,
} from '~/server/auth/sessions';
import type { AppServices } from '~/server/context';
import { HttpError, parseOr400 } from '~/server/http/errors';
import { hit, hits } from '~/server/http/rate-limits';

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

export function usersRouter(services: AppServices) {
  const { db } = services;
  // One limiter for the three kinds of key below; each kind is compared with its own limit.
  const failures = services.rateLimits.limiter('login', {
    points: LOGIN_LIMITS.perIp,
    windowMs: LOGIN_LIMITS.windowMs,
  });
  const router = Router();

  router.post('/login', async (req, res) => {
    const ipKey = `login:ip:${clientIp(req)}`;
    const rawEmail =
      typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase().slice(0, 254) : '';
    const pairKey = `login:pair:${rawEmail}:${clientIp(req)}`;
    const accountKey = `login:account:${rawEmail}`;
    if (
      (await hits(failures, ipKey)) >= LOGIN_LIMITS.perIp ||
      (rawEmail && (await hits(failures, pairKey)) >= LOGIN_LIMITS.perAccountAndAddress)
    ) {
      res.setHeader('Retry-After', String(LOGIN_LIMITS.windowMs / 1000));
      req.log.warn({ ip: clientIp(req), account: rawEmail }, 'sign-in refused: too many attempts');
      throw new HttpError(429, 'Too many sign-in attempts. Please wait 15 minutes and try again.');
    }
    const { email, password } = parseOr400(loginSchema, req.body);
    const delay = slowdownMs(await hits(failures, accountKey));
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const user = await findUserByEmail(db, email);
    const valid = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
    if (!user || !valid || Boolean(user.disabled)) {
      await hit(failures, ipKey);
      await hit(failures, pairKey);
      await hit(failures, accountKey);
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
    await failures.delete(pairKey);
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
    const row = await findUserById(db, user._id);
    if (!row || !(await verifyPassword(input.currentPassword, row.password_hash))) {
      throw new HttpError(400, 'Please correct the highlighted fields', {
        currentPassword: 'Current password is incorrect',
      });
    }
    await updateUser(db, user._id, { password: input.newPassword });
    // Every other signed-in device has to sign in again with the new password.
    await revokeUserSessions(db, user._id, user.sessionId);
    res.json({ status: 200, message: 'Password changed' });
  });

  router.get('/', async (req, res) => {
    await requireAdmin(services, req);
    res.json({ status: 200, message: 'OK', users: (await listUsers(db)).map(toPublicUser) });
  });

  router.post('/', async (req, res) => {
    await requireAdmin(services, req);
    const input = parseOr400(createStaffSchema, req.body);
    refuseCommonPassword(input.password, 'password');
    if (await findUserByEmail(db, input.email))
      throw new HttpError(409, 'A user with this email already exists', {
        email: 'A user with this email already exists',
      });
    const row = await createUser(db, input);
    res.status(201).json({ status: 201, message: 'User created', user: toPublicUser(row) });
  });

  router.patch('/:id', async (req, res) => {
    const admin = await requireAdmin(services, req);
    const id = String(req.params.id);
    if (!isObjectId(id)) throw new HttpError(404, 'User not found');
    const input = parseOr400(updateStaffSchema, req.body);
    refuseCommonPassword(input.password, 'password');
    if (!(await findUserById(db, id))) throw new HttpError(404, 'User not found');
    if (id === admin._id && (input.disabled === true || input.isAdmin === false)) {
      throw new HttpError(400, 'You cannot disable or demote your own account');
    }
    const row = await updateUser(db, id, input);
    if (!row) throw new HttpError(404, 'User not found');
    // A disabled user, a changed role or a reset password ends that user's sessions.
    if (input.disabled || input.password !== undefined || input.isAdmin !== undefined)
      await revokeUserSessions(db, id);
    res.json({ status: 200, message: 'User updated', user: toPublicUser(row) });
  });

  router.delete('/:id', async (req, res) => {
    const admin = await requireAdmin(services, req);
    const id = String(req.params.id);
    if (!isObjectId(id)) throw new HttpError(404, 'User not found');
    if (id === admin._id) throw new HttpError(400, 'You cannot delete your own account');
    if (!(await deleteUser(db, id))) throw new HttpError(404, 'User not found');
    res.json({ status: 200, message: 'User deleted' });
  });

  return router;
}
