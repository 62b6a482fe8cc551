import { Router, type Request } from 'express';
import {
  changePasswordSchema,
  EMAIL_UNCHANGEABLE,
  staffCreateBody,
  staffUpdateBody,
} from '~/domain/auth';
import { isObjectId } from '~/domain/ids';
import { refuseCommonPassword } from '~/server/auth/common-passwords';
import { verifyPassword } from '~/server/auth/password';
import { signIn } from '~/server/auth/sign-in';
import {
  createUser,
  deleteUser,
  emailTaken,
  findUserByEmail,
  findUserById,
  listUsers,
  updateUser,
} from '~/server/auth/user-store';
import {
  HAND_OFF_COOKIE,
  handOffCookie,
  requireAdmin,
  requireUser,
  revokeSession,
  revokeUserSessions,
  takeHandOff,
  toPublicUser,
} from '~/server/auth/sessions';
import type { AppDeps } from '~/server/context';
import { FieldRefused, InputRefused, NotFound, parseOrRefuse } from '~/server/errors';

const clientIp = (req: Request) => req.ip ?? 'unknown';

/** One cookie of the request, as sent. */
const cookieValue = (req: Request, name: string) =>
  req.headers.cookie
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);

export function usersRouter(deps: AppDeps) {
  const { db } = deps;
  const router = Router();

  // Throttled, the refusal carries its Retry-After (the error handler sets it).
  router.post('/login', async (req, res) => {
    const token = await signIn(deps, {
      body: req.body,
      ip: clientIp(req),
      userAgent: req.get('user-agent'),
      log: req.log,
    });
    res.json({ status: 200, message: 'Signed in', token });
  });

  /**
   * The session a sign-in without JavaScript left waiting (docs/decisions/060-sign-in-hand-off-taken-once.md): the code in its
   * cookie is taken once, within two minutes of the sign-in, and answered with the session's
   * token. Anything else (no cookie, a replayed, stale or forged code) is 204 with nothing, and
   * the cookie is cleared whatever it held.
   */
  router.post('/hand-off', async (req, res) => {
    const code = cookieValue(req, HAND_OFF_COOKIE);
    if (code !== undefined) res.setHeader('Set-Cookie', handOffCookie(null, req.secure));
    const token = code ? await takeHandOff(deps, code) : null;
    if (!token) {
      res.status(204).end();
      return;
    }
    res.json({ status: 200, message: 'Signed in', token });
  });

  router.post('/logout', async (req, res) => {
    const user = await requireUser(deps, req);
    await revokeSession(db, user.sessionId, deps.clock.now());
    res.json({ status: 200, message: 'Signed out' });
  });

  router.get('/me', async (req, res) => {
    const { sessionId: _session, ...user } = await requireUser(deps, req);
    res.json({ status: 200, message: 'OK', user });
  });

  router.patch('/me/password', async (req, res) => {
    const user = await requireUser(deps, req);
    const input = parseOrRefuse(changePasswordSchema, req.body);
    refuseCommonPassword(input.newPassword, 'newPassword');
    const row = await findUserById(db, user._id);
    if (!row || !(await verifyPassword(input.currentPassword, row.password_hash))) {
      throw new FieldRefused('currentPassword', 'Current password is incorrect');
    }
    const now = deps.clock.now();
    await updateUser(db, user._id, { password: input.newPassword }, now);
    // Every other signed-in device has to sign in again with the new password.
    await revokeUserSessions(db, user._id, now, user.sessionId);
    res.json({ status: 200, message: 'Password changed' });
  });

  router.get('/', async (req, res) => {
    await requireAdmin(deps, req);
    res.json({ status: 200, message: 'OK', users: (await listUsers(db)).map(toPublicUser) });
  });

  router.post('/', async (req, res) => {
    await requireAdmin(deps, req);
    const input = parseOrRefuse(staffCreateBody, req.body);
    refuseCommonPassword(input.password, 'password');
    if (await findUserByEmail(db, input.email)) throw emailTaken();
    const row = await createUser(db, input, deps.clock.now());
    res.status(201).json({ status: 201, message: 'User created', user: toPublicUser(row) });
  });

  router.patch('/:id', async (req, res) => {
    const admin = await requireAdmin(deps, req);
    const id = String(req.params.id);
    if (!isObjectId(id)) throw new NotFound('User not found');
    const input = parseOrRefuse(staffUpdateBody, req.body);
    refuseCommonPassword(input.password, 'password');
    const before = await findUserById(db, id);
    if (!before) throw new NotFound('User not found');
    if (input.email !== undefined && input.email !== before.email.toLowerCase())
      throw new FieldRefused('email', EMAIL_UNCHANGEABLE);
    if (id === admin._id && (input.disabled === true || input.isAdmin === false)) {
      throw new InputRefused('You cannot disable or demote your own account');
    }
    const now = deps.clock.now();
    const row = await updateUser(db, id, input, now);
    if (!row) throw new NotFound('User not found');
    // A disabled user, a changed role or a reset password ends that user's sessions; an account
    // sent back as it was read (its role and state unchanged) ends none.
    if (
      (input.disabled && !before.disabled) ||
      input.password !== undefined ||
      (input.isAdmin !== undefined && input.isAdmin !== Boolean(before.is_admin))
    )
      await revokeUserSessions(db, id, now);
    res.json({ status: 200, message: 'User updated', user: toPublicUser(row) });
  });

  router.delete('/:id', async (req, res) => {
    const admin = await requireAdmin(deps, req);
    const id = String(req.params.id);
    if (!isObjectId(id)) throw new NotFound('User not found');
    if (id === admin._id) throw new InputRefused('You cannot delete your own account');
    if (!(await deleteUser(db, id))) throw new NotFound('User not found');
    res.json({ status: 200, message: 'User deleted' });
  });

  return router;
}
