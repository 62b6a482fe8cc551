import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createStaff,
  decodeJwt,
  login,
  staffInput,
  unique,
  unknownId,
} from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import { postForm } from '~/tests/support/forms';
import { ADMIN, backends, startServer, type TestServer } from '~/tests/support/server';

const LOGIN_FAILED = 'Invalid email or password';
const SIGN_IN_AGAIN = 'Please sign in again';
const ADMIN_ONLY = 'Only an administrator can do this';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs claims the way the server does (HS256), with the server's own secret. */
function signHs256(claims: object, secret: string) {
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

describe.each(backends)('accounts API on %s', (backend) => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startServer({ backend });
    adminToken = await login(server, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const me = (token: string) => api(server, 'GET', '/api/users/me', { token });

  describe('login', () => {
    it('returns an HS256 token whose payload carries firstName, isAdmin and exp', async () => {
      const answer = await api(server, 'POST', '/api/users/login', {
        body: { email: `  ${ADMIN.email.toUpperCase()} `, password: ADMIN.password },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: 200, message: 'Signed in' });
      const token = answer.body.token!;
      expect(token.split('.')).toHaveLength(3);
      const { header, payload } = decodeJwt(token);
      expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
      expect(payload).toMatchObject({ firstName: ADMIN.firstName, isAdmin: true });
      const now = Date.now() / 1000;
      expect(payload.exp).toBeTypeOf('number');
      expect(payload.exp as number).toBeGreaterThan(now + 60);
      expect(payload.exp as number).toBeLessThanOrEqual(now + 8 * 24 * 3600);

      const current = await me(token);
      expect(current.status).toBe(200);
      expect(current.body.user).toMatchObject({
        email: ADMIN.email,
        firstName: ADMIN.firstName,
        isAdmin: true,
        disabled: false,
      });
      expect(current.body.user!._id).toMatch(/^[0-9a-f]{24}$/);
      expect(JSON.stringify(current.body)).not.toMatch(/password|hash|sessionId/i);
    });

    it('logs a failed sign-in with the client address and the account, never the password', async () => {
      const email = `${unique('nobody')}@example.com`;
      const answer = await api(server, 'POST', '/api/users/login', {
        body: { email, password: 'guessed-password-1' },
      });
      expect(answer.status).toBe(401);
      // The log reaches us through the server's stdout pipe, a moment after the answer.
      const findLine = () =>
        server
          .output()
          .split('\n')
          .find((l) => l.includes('sign-in failed') && l.includes(email));
      await expect.poll(findLine, { timeout: 5000, interval: 25 }).toBeTruthy();
      const line = findLine();
      expect(JSON.parse(line!)).toMatchObject({
        ip: '127.0.0.1',
        account: email,
        reason: 'unknown',
      });
      expect(line).not.toContain('guessed-password-1');
    });

    it('answers 400 with field errors for missing and invalid fields', async () => {
      const empty = await api(server, 'POST', '/api/users/login', { body: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBeTruthy();
      expect(empty.body.errors).toEqual({
        email: 'Email is required',
        password: 'Password is required',
      });

      const blank = await api(server, 'POST', '/api/users/login', {
        body: { email: '   ', password: '' },
      });
      expect(blank.status).toBe(400);
      expect(blank.body.errors).toEqual({
        email: 'Email is required',
        password: 'Password is required',
      });

      const invalid = await api(server, 'POST', '/api/users/login', {
        body: { email: 'not-an-email', password: 'whatever-1' },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toEqual({ email: 'Invalid email address' });

      const wrongTypes = await api(server, 'POST', '/api/users/login', {
        body: { email: 42, password: ['x'] },
      });
      expect(wrongTypes.status).toBe(400);
      expect(wrongTypes.body.errors).toEqual({
        email: 'Email is required',
        password: 'Password is required',
      });

      const extra = await api(server, 'POST', '/api/users/login', {
        body: { email: ADMIN.email, password: ADMIN.password, isAdmin: true },
      });
      expect(extra.status).toBe(400);
      expect(extra.body.errors).toEqual({ isAdmin: 'This field is not allowed' });

      const malformed = await api(server, 'POST', '/api/users/login', {
        rawBody: '{"email": "a@b.c", ',
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ status: 400, message: 'Malformed JSON body' });
    });

    it('answers 401 with the same message for a wrong password and an unknown email', async () => {
      const wrong = await api(server, 'POST', '/api/users/login', {
        body: { email: ADMIN.email, password: 'wrong-password-1' },
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ status: 401, message: LOGIN_FAILED });

      const unknown = await api(server, 'POST', '/api/users/login', {
        body: { email: `${unique('nobody')}@test.ecs`, password: ADMIN.password },
      });
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
      expect(unknown.body.token).toBeUndefined();
    });
  });

  describe('the sign-in page posted without JavaScript', () => {
    it('answers 400 with a message under each field', async () => {
      const answer = await postForm(server, '/sign-in', { email: 'nobody@', password: '' });
      expect(answer.status).toBe(400);
      expect(answer.text).toContain('Invalid email address');
      expect(answer.text).toContain('Password is required');
      expect(answer.text).toContain('value="nobody@"');
    });

    it('answers 401 with the message in the page, the email kept and the password not', async () => {
      const email = `${unique('nobody')}@test.ecs`;
      const answer = await postForm(server, '/sign-in', { email, password: 'wrong-password-1' });
      expect(answer.status).toBe(401);
      expect(answer.text).toContain(LOGIN_FAILED);
      expect(answer.text).toContain(`value="${email}"`);
      expect(answer.text).not.toContain('wrong-password-1');
    });

    it('signs in and sends the browser to the dashboard with its token in a cookie for it', async () => {
      const answer = await postForm(server, '/sign-in', {
        email: ADMIN.email,
        password: ADMIN.password,
      });
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe('/dashboard');
      const cookie = answer.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(
        /^signed_in_token=[\w-]+\.[\w-]+\.[\w-]+; Path=\/dashboard; Max-Age=120; SameSite=Strict$/,
      );
      const token = cookie.slice('signed_in_token='.length).split(';')[0]!;
      expect((await me(token)).status).toBe(200);
    });
  });

  describe('tokens and sessions', () => {
    it('logout revokes the token: it then gets 401 on /me and on logout', async () => {
      const token = await login(server, ADMIN.email, ADMIN.password);
      expect((await me(token)).status).toBe(200);
      const out = await api(server, 'POST', '/api/users/logout', { token });
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ status: 200, message: 'Signed out' });

      const after = await me(token);
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ status: 401, message: SIGN_IN_AGAIN });
      expect((await api(server, 'POST', '/api/users/logout', { token })).status).toBe(401);
      const { payload } = decodeJwt(token);
      const [session] = await queryDb<{ revoked_at: string | null }>(
        server,
        'select revoked_at from sessions where id = ?',
        [payload.jti],
      );
      expect(session?.revoked_at).toBeTruthy();
      // Other sessions of the same user are untouched.
      expect((await me(adminToken)).status).toBe(200);
    });

    it('rejects tampered, alg "none", expired, unknown-session and garbage tokens with 401', async () => {
      const token = await login(server, ADMIN.email, ADMIN.password);
      const [header, payload, signature] = token.split('.') as [string, string, string];
      const claims = decodeJwt(token).payload;
      const [{ value: secret } = { value: '' }] = await queryDb<{ value: string }>(
        server,
        "select value from app_settings where key = 'jwt_secret'",
      );
      expect(secret.length).toBeGreaterThanOrEqual(32);

      // Control: a token signed here with the server's secret and a live session is accepted,
      // so the rejections below are about what was changed, not about how it was signed.
      expect((await me(signHs256(claims, secret))).status).toBe(200);

      const staff = await createStaff(server, adminToken);
      const staffClaims = decodeJwt(staff.token).payload;
      const staffParts = staff.token.split('.');
      const now = Math.floor(Date.now() / 1000);
      const rejected: Record<string, string> = {
        'tampered payload': `${staffParts[0]}.${b64({ ...staffClaims, isAdmin: true })}.${staffParts[2]}`,
        'payload of another user': `${header}.${b64({ ...claims, firstName: 'Mallory' })}.${signature}`,
        'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
        'alg none with signature': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`,
        'alg HS512': (() => {
          const h = b64({ alg: 'HS512', typ: 'JWT' });
          return `${h}.${payload}.${createHmac('sha512', secret).update(`${h}.${payload}`).digest('base64url')}`;
        })(),
        expired: signHs256({ ...claims, iat: now - 7200, exp: now - 60 }, secret),
        'without exp': signHs256({ ...claims, exp: undefined }, secret),
        'unknown session': signHs256({ ...claims, jti: unknownId() }, secret),
        'session of another user': signHs256({ ...claims, sub: staffClaims.sub }, secret),
        'wrong secret': signHs256(claims, 'x'.repeat(48)),
        garbage: 'garbage',
        'three garbage parts': 'a.b.c',
        empty: '',
      };
      for (const [name, forged] of Object.entries(rejected)) {
        const answer = await me(forged);
        expect(answer.status, name).toBe(401);
        expect(answer.body, name).toEqual({ status: 401, message: SIGN_IN_AGAIN });
      }
      // A forged admin claim does not open the admin endpoints either.
      const forgedAdmin = rejected['tampered payload']!;
      expect((await api(server, 'GET', '/api/users', { token: forgedAdmin })).status).toBe(401);
      // Not a Bearer header at all.
      const basic = await api(server, 'GET', '/api/users/me', {
        headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      });
      expect(basic.status).toBe(401);
      const raw = await api(server, 'GET', '/api/users/me', { headers: { authorization: token } });
      expect(raw.status).toBe(401);
    });

    it('answers 401 on every account endpoint without a token', async () => {
      const id = unknownId();
      const calls: [string, string, unknown?][] = [
        ['POST', '/api/users/logout'],
        ['GET', '/api/users/me'],
        ['PATCH', '/api/users/me/password', { currentPassword: 'a', newPassword: 'b'.repeat(10) }],
        ['GET', '/api/users'],
        ['POST', '/api/users', staffInput()],
        ['PATCH', `/api/users/${id}`, { firstName: 'X' }],
        ['DELETE', `/api/users/${id}`],
      ];
      const before = await queryDb(server, 'select count(*) as n from users');
      for (const [method, path, body] of calls) {
        for (const token of [undefined, 'not-a-token']) {
          const answer = await api(server, method, path, { token, body });
          expect(answer.status, `${method} ${path} ${token ?? 'no token'}`).toBe(401);
          expect(answer.body).toEqual({ status: 401, message: SIGN_IN_AGAIN });
        }
      }
      expect(await queryDb(server, 'select count(*) as n from users')).toEqual(before);
    });
  });

  describe('change password', () => {
    it('needs the current password and a new one of at least 8 characters', async () => {
      const staff = await createStaff(server, adminToken);
      const change = (body: unknown) =>
        api(server, 'PATCH', '/api/users/me/password', { token: staff.token, body });

      const wrong = await change({
        currentPassword: 'not-my-password',
        newPassword: 'long-enough-1',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual({ currentPassword: 'Current password is incorrect' });

      const short = await change({ currentPassword: staff.password, newPassword: 'short' });
      expect(short.status).toBe(400);
      expect(short.body.errors).toEqual({
        newPassword: 'Password must be at least 8 characters',
      });

      const missing = await change({});
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toMatchObject({
        currentPassword: 'Current password is required',
        newPassword: 'Password is required',
      });

      const same = await change({ currentPassword: staff.password, newPassword: staff.password });
      expect(same.status).toBe(400);
      expect(same.body.errors?.newPassword).toBeTruthy();

      const extra = await change({
        currentPassword: staff.password,
        newPassword: 'long-enough-2',
        isAdmin: true,
      });
      expect(extra.status).toBe(400);
      expect(extra.body.errors).toEqual({ isAdmin: 'This field is not allowed' });

      // Nothing above changed the password.
      await login(server, staff.user.email, staff.password);
    });

    it('ends the other sessions, keeps the current one and signs in with the new password', async () => {
      const staff = await createStaff(server, adminToken);
      const second = await login(server, staff.user.email, staff.password);
      expect((await me(second)).status).toBe(200);
      const [{ password_hash: oldHash } = { password_hash: '' }] = await queryDb<{
        password_hash: string;
      }>(server, 'select password_hash from users where id = ?', [staff.user._id]);

      const newPassword = `new-${unique('pw')}`;
      const answer = await api(server, 'PATCH', '/api/users/me/password', {
        token: staff.token,
        body: { currentPassword: staff.password, newPassword },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: 200, message: 'Password changed' });

      expect((await me(second)).status).toBe(401);
      expect((await me(staff.token)).status).toBe(200);
      const old = await api(server, 'POST', '/api/users/login', {
        body: { email: staff.user.email, password: staff.password },
      });
      expect(old.status).toBe(401);
      const fresh = await login(server, staff.user.email, newPassword);
      expect((await me(fresh)).status).toBe(200);

      const [row] = await queryDb<{ password_hash: string }>(
        server,
        'select password_hash from users where id = ?',
        [staff.user._id],
      );
      expect(row!.password_hash).toMatch(/^scrypt\$/);
      expect(row!.password_hash).not.toBe(oldHash);
      expect(row!.password_hash).not.toContain(newPassword);
    });
  });

  describe('staff management (admin)', () => {
    it('creates a staff account (201), rejects a duplicate email (409) and unknown fields (400)', async () => {
      const input = staffInput({ email: `${unique('Mixed')}@Test.ECS` });
      const created = await api(server, 'POST', '/api/users', { token: adminToken, body: input });
      expect(created.status).toBe(201);
      expect(created.body.message).toBe('User created');
      expect(created.body.user).toMatchObject({
        email: input.email.toLowerCase(),
        firstName: input.firstName,
        lastName: input.lastName,
        isAdmin: false,
        disabled: false,
      });
      expect(created.body.user!._id).toMatch(/^[0-9a-f]{24}$/);
      expect(JSON.stringify(created.body)).not.toContain(input.password);
      expect(JSON.stringify(created.body)).not.toMatch(/hash/i);
      const staffToken = await login(server, input.email, input.password);
      expect(decodeJwt(staffToken).payload).toMatchObject({
        firstName: input.firstName,
        isAdmin: false,
      });

      const count = async () =>
        Number(
          (await queryDb<{ n: number | string }>(server, 'select count(*) as n from users'))[0]!.n,
        );
      const before = await count();

      const duplicate = await api(server, 'POST', '/api/users', {
        token: adminToken,
        body: staffInput({ email: input.email.toUpperCase() }),
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.errors).toEqual({ email: 'A user with this email already exists' });

      for (const key of ['role', '_id', 'disabled', 'createdAt']) {
        const answer = await api(server, 'POST', '/api/users', {
          token: adminToken,
          body: { ...staffInput(), [key]: key === '_id' ? unknownId() : 'admin' },
        });
        expect(answer.status, key).toBe(400);
        expect(answer.body.errors, key).toEqual({ [key]: 'This field is not allowed' });
      }

      const invalid = await api(server, 'POST', '/api/users', {
        token: adminToken,
        body: { email: 'nope', firstName: ' ', password: 'short', isAdmin: 'yes' },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toMatchObject({
        email: 'Invalid email address',
        firstName: 'First name is required',
        password: 'Password must be at least 8 characters',
      });
      expect(invalid.body.errors?.isAdmin).toBeTruthy();
      expect(await count()).toBe(before);
    });

    it('lists every account without password hashes', async () => {
      const staff = await createStaff(server, adminToken);
      const answer = await api(server, 'GET', '/api/users', { token: adminToken });
      expect(answer.status).toBe(200);
      const emails = answer.body.users!.map((u) => u.email);
      expect(emails).toContain(ADMIN.email);
      expect(emails).toContain(staff.user.email);
      expect(answer.body.users!.find((u) => u.email === staff.user.email)).toEqual(staff.user);
      expect(JSON.stringify(answer.body)).not.toMatch(/scrypt|hash|password/i);
    });

    it('updates names and makes a staff member an admin', async () => {
      const staff = await createStaff(server, adminToken);
      const path = `/api/users/${staff.user._id}`;
      const renamed = await api(server, 'PATCH', path, {
        token: adminToken,
        body: { firstName: '  Katherine ', lastName: 'Johnson' },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body.user).toMatchObject({
        _id: staff.user._id,
        firstName: 'Katherine',
        lastName: 'Johnson',
        isAdmin: false,
      });
      const [row] = await queryDb<{ first_name: string; last_name: string }>(
        server,
        'select first_name, last_name from users where id = ?',
        [staff.user._id],
      );
      expect(row).toEqual({ first_name: 'Katherine', last_name: 'Johnson' });
      // A name change keeps the user signed in.
      expect((await me(staff.token)).status).toBe(200);
      expect((await api(server, 'GET', '/api/users', { token: staff.token })).status).toBe(403);

      const promoted = await api(server, 'PATCH', path, {
        token: adminToken,
        body: { isAdmin: true },
      });
      expect(promoted.status).toBe(200);
      expect(promoted.body.user!.isAdmin).toBe(true);
      // A role change ends the old sessions; a new sign-in carries the new role.
      expect((await me(staff.token)).status).toBe(401);
      const adminAgain = await login(server, staff.user.email, staff.password);
      expect(decodeJwt(adminAgain).payload).toMatchObject({
        firstName: 'Katherine',
        isAdmin: true,
      });
      expect((await api(server, 'GET', '/api/users', { token: adminAgain })).status).toBe(200);

      const invalid = await api(server, 'PATCH', path, {
        token: adminToken,
        body: { firstName: '', email: 'new@test.ecs' },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toMatchObject({
        firstName: 'First name is required',
        email: 'This field is not allowed',
      });
    });

    it("disables an account: the user's tokens stop working and sign-in fails", async () => {
      const staff = await createStaff(server, adminToken);
      expect((await me(staff.token)).status).toBe(200);
      const path = `/api/users/${staff.user._id}`;
      const disabled = await api(server, 'PATCH', path, {
        token: adminToken,
        body: { disabled: true },
      });
      expect(disabled.status).toBe(200);
      expect(disabled.body.user!.disabled).toBe(true);

      expect((await me(staff.token)).status).toBe(401);
      const attempt = await api(server, 'POST', '/api/users/login', {
        body: { email: staff.user.email, password: staff.password },
      });
      expect(attempt.status).toBe(401);
      expect(attempt.body).toEqual({ status: 401, message: LOGIN_FAILED });

      const enabled = await api(server, 'PATCH', path, {
        token: adminToken,
        body: { disabled: false },
      });
      expect(enabled.status).toBe(200);
      expect((await me(staff.token)).status).toBe(401);
      const again = await login(server, staff.user.email, staff.password);
      expect((await me(again)).status).toBe(200);
    });

    it('resets a password: old sessions and the old password stop working', async () => {
      const staff = await createStaff(server, adminToken);
      const path = `/api/users/${staff.user._id}`;
      const short = await api(server, 'PATCH', path, {
        token: adminToken,
        body: { password: 'short' },
      });
      expect(short.status).toBe(400);
      expect(short.body.errors).toEqual({ password: 'Password must be at least 8 characters' });
      expect((await me(staff.token)).status).toBe(200);

      const newPassword = `reset-${unique('pw')}`;
      const reset = await api(server, 'PATCH', path, {
        token: adminToken,
        body: { password: newPassword },
      });
      expect(reset.status).toBe(200);
      expect(JSON.stringify(reset.body)).not.toContain(newPassword);
      expect((await me(staff.token)).status).toBe(401);
      const old = await api(server, 'POST', '/api/users/login', {
        body: { email: staff.user.email, password: staff.password },
      });
      expect(old.status).toBe(401);
      await login(server, staff.user.email, newPassword);
    });

    it('deletes an account; unknown and malformed ids are 404; an admin cannot delete or disable itself', async () => {
      const staff = await createStaff(server, adminToken);
      const path = `/api/users/${staff.user._id}`;
      const deleted = await api(server, 'DELETE', path, { token: adminToken });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ status: 200, message: 'User deleted' });
      expect(
        await queryDb(server, 'select id from users where id = ?', [staff.user._id]),
      ).toHaveLength(0);
      expect((await me(staff.token)).status).toBe(401);

      for (const [method, target, body] of [
        ['DELETE', path, undefined],
        ['PATCH', path, { firstName: 'Ghost' }],
        ['DELETE', `/api/users/${unknownId()}`, undefined],
        ['PATCH', `/api/users/${unknownId()}`, { firstName: 'Ghost' }],
        ['DELETE', '/api/users/not-an-id', undefined],
        ['PATCH', '/api/users/not-an-id', { firstName: 'Ghost' }],
        ['DELETE', `/api/users/${staff.user._id.toUpperCase()}`, undefined],
        ['DELETE', "/api/users/1'%20or%20'1'='1", undefined],
      ] as const) {
        const answer = await api(server, method, target, { token: adminToken, body });
        expect(answer.status, `${method} ${target}`).toBe(404);
        expect(answer.body).toEqual({ status: 404, message: 'User not found' });
      }

      const self = decodeJwt(adminToken).payload.sub as string;
      const deleteSelf = await api(server, 'DELETE', `/api/users/${self}`, { token: adminToken });
      expect(deleteSelf.status).toBe(400);
      expect(deleteSelf.body.message).toBe('You cannot delete your own account');
      for (const body of [{ disabled: true }, { isAdmin: false }]) {
        const answer = await api(server, 'PATCH', `/api/users/${self}`, {
          token: adminToken,
          body,
        });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe('You cannot disable or demote your own account');
      }
      expect((await me(adminToken)).status).toBe(200);
      expect((await me(adminToken)).body.user!.isAdmin).toBe(true);
    });

    it('answers 403 to a staff token on every admin endpoint and changes nothing', async () => {
      const staff = await createStaff(server, adminToken);
      const victim = await createStaff(server, adminToken);
      const snapshot = () =>
        queryDb(
          server,
          'select id, email, first_name, is_admin, disabled, password_hash from users order by id',
        );
      const before = await snapshot();
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/users'],
        ['POST', '/api/users', staffInput({ isAdmin: true })],
        ['PATCH', `/api/users/${victim.user._id}`, { isAdmin: true }],
        ['PATCH', `/api/users/${staff.user._id}`, { isAdmin: true }],
        ['DELETE', `/api/users/${victim.user._id}`],
        ['DELETE', `/api/users/${unknownId()}`],
      ];
      for (const [method, path, body] of calls) {
        const answer = await api(server, method, path, { token: staff.token, body });
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.body).toEqual({ status: 403, message: ADMIN_ONLY });
      }
      expect(await snapshot()).toEqual(before);
      expect((await me(victim.token)).status).toBe(200);
    });
  });

  describe('common passwords', () => {
    it('are refused for new staff, password resets and password changes, next to the field', async () => {
      const admin = await login(server, ADMIN.email, ADMIN.password);
      const created = await api(server, 'POST', '/api/users', {
        token: admin,
        body: staffInput({ password: '12345678' }),
      });
      expect(created.status).toBe(400);
      expect(created.body.errors).toEqual({
        password:
          'This password is one of the most common ones; choose one that is harder to guess',
      });

      const staff = await createStaff(server, admin);
      const reset = await api(server, 'PATCH', `/api/users/${staff.user._id}`, {
        token: admin,
        body: { password: 'Password1' },
      });
      expect(reset.status).toBe(400);
      expect(Object.keys(reset.body.errors ?? {})).toEqual(['password']);

      const changed = await api(server, 'PATCH', '/api/users/me/password', {
        token: staff.token,
        body: {
          currentPassword: staff.password,
          newPassword: 'qwerty123',
        },
      });
      expect(changed.status).toBe(400);
      expect(Object.keys(changed.body.errors ?? {})).toEqual(['newPassword']);
      // Nothing changed: the old password still signs in.
      expect((await login(server, staff.user.email, staff.password)).length).toBeGreaterThan(0);
    });
  });

  describe('sign-in throttling (each on a fresh server)', () => {
    it('answers 429 after 5 failures for one account from one address, even with the right password', async () => {
      const fresh = await startServer({ backend });
      try {
        const admin = await login(fresh, ADMIN.email, ADMIN.password);
        const staff = await createStaff(fresh, admin);
        const attempt = (password: string, email = staff.user.email) =>
          api(fresh, 'POST', '/api/users/login', { body: { email, password } });

        for (let i = 0; i < 5; i += 1) {
          // Case and spacing do not make a new account key.
          const email = i % 2 ? ` ${staff.user.email.toUpperCase()}` : staff.user.email;
          expect((await attempt(`wrong-password-${i}`, email)).status, `attempt ${i + 1}`).toBe(
            401,
          );
        }
        const blocked = await attempt(staff.password);
        expect(blocked.status).toBe(429);
        expect(blocked.body.message).toMatch(/too many/i);
        expect(blocked.body.token).toBeUndefined();
        expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await attempt('wrong-password-again')).status).toBe(429);

        // A stranger cannot lock the owner out: from another address the owner signs in.
        const elsewhere = await api(fresh, 'POST', '/api/users/login', {
          body: { email: staff.user.email, password: staff.password },
          headers: { 'x-forwarded-for': '198.51.100.23' },
        });
        expect(elsewhere.status).toBe(200);
        expect(typeof elsewhere.body.token).toBe('string');

        // The limit is per account: another account on the same address still signs in.
        expect(
          (
            await api(fresh, 'GET', '/api/users/me', {
              token: await login(fresh, ADMIN.email, ADMIN.password),
            })
          ).status,
        ).toBe(200);
        // The staff member's existing session keeps working; only sign-in is throttled.
        expect((await api(fresh, 'GET', '/api/users/me', { token: staff.token })).status).toBe(200);
      } finally {
        await fresh.dispose();
      }
    }, 60_000);

    it("counts failures of the page's form post and of the API together", async () => {
      const fresh = await startServer({ backend });
      try {
        const staff = await createStaff(fresh, await login(fresh, ADMIN.email, ADMIN.password));
        for (let i = 0; i < 3; i += 1)
          expect(
            (
              await postForm(fresh, '/sign-in', {
                email: staff.user.email,
                password: `wrong-password-${i}`,
              })
            ).status,
          ).toBe(401);
        for (let i = 3; i < 5; i += 1)
          expect(
            (
              await api(fresh, 'POST', '/api/users/login', {
                body: { email: staff.user.email, password: `wrong-password-${i}` },
              })
            ).status,
          ).toBe(401);
        const blocked = await postForm(fresh, '/sign-in', {
          email: staff.user.email,
          password: staff.password,
        });
        expect(blocked.status).toBe(429);
        expect(blocked.text).toContain(
          'Too many sign-in attempts. Please wait 15 minutes and try again.',
        );
        expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(blocked.headers.get('set-cookie')).toBeNull();
        const viaApi = await api(fresh, 'POST', '/api/users/login', {
          body: { email: staff.user.email, password: staff.password },
        });
        expect(viaApi.status).toBe(429);
      } finally {
        await fresh.dispose();
      }
    }, 60_000);

    it('answers 429 from one address after 20 failures across different accounts', async () => {
      const fresh = await startServer({ backend });
      try {
        for (let i = 0; i < 20; i += 1) {
          const answer = await api(fresh, 'POST', '/api/users/login', {
            body: { email: `${unique('spray')}@test.ecs`, password: 'password-guess-1' },
          });
          expect(answer.status, `attempt ${i + 1}`).toBe(401);
        }
        const blocked = await api(fresh, 'POST', '/api/users/login', {
          body: { email: ADMIN.email, password: ADMIN.password },
        });
        expect(blocked.status).toBe(429);
        expect(blocked.body.message).toMatch(/too many/i);
        expect(blocked.body.token).toBeUndefined();
        const unknown = await api(fresh, 'POST', '/api/users/login', {
          body: { email: `${unique('spray')}@test.ecs`, password: 'password-guess-1' },
        });
        expect(unknown.status).toBe(429);
      } finally {
        await fresh.dispose();
      }
    }, 60_000);
  });
});
