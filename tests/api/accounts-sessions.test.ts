import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
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
import { ADMIN, backends } from '~/tests/support/server';
import { b64, SIGN_IN_AGAIN, signHs256 } from '~/tests/support/accounts';
import { useServer } from '~/tests/support/use-server';

describe.each(backends)('accounts API on %s', (backend) => {
  const app = useServer(backend, { shared: true, signIn: true });

  const me = (token: string) => api(app.server, 'GET', '/api/users/me', { token });

  describe('tokens and sessions', () => {
    it('logout revokes the token: it then gets 401 on /me and on logout', async () => {
      const token = await login(app.server, ADMIN.email, ADMIN.password);
      expect((await me(token)).status).toBe(200);
      const out = await api(app.server, 'POST', '/api/users/logout', { token });
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ status: 200, message: 'Signed out' });

      const after = await me(token);
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ status: 401, message: SIGN_IN_AGAIN });
      expect((await api(app.server, 'POST', '/api/users/logout', { token })).status).toBe(401);
      const { payload } = decodeJwt(token);
      const [session] = await queryDb<{ revoked_at: string | null }>(
        app.server,
        'select revoked_at from sessions where id = ?',
        [payload.jti],
      );
      expect(session?.revoked_at).toBeTruthy();
      // Other sessions of the same user are untouched.
      expect((await me(app.adminToken)).status).toBe(200);
    });

    it('rejects tampered, alg "none", expired, unknown-session and garbage tokens with 401', async () => {
      const token = await login(app.server, ADMIN.email, ADMIN.password);
      const [header, payload, signature] = token.split('.') as [string, string, string];
      const claims = decodeJwt(token).payload;
      const [{ value: secret } = { value: '' }] = await queryDb<{ value: string }>(
        app.server,
        "select value from app_settings where key = 'jwt_secret'",
      );
      expect(secret.length).toBeGreaterThanOrEqual(32);

      // Control: a token signed here with the server's secret and a live session is accepted,
      // so the rejections below are about what was changed, not about how it was signed.
      expect((await me(signHs256(claims, secret))).status).toBe(200);

      const staff = await createStaff(app.server, app.adminToken);
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
      expect((await api(app.server, 'GET', '/api/users', { token: forgedAdmin })).status).toBe(401);
      // Not a Bearer header at all.
      const basic = await api(app.server, 'GET', '/api/users/me', {
        headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      });
      expect(basic.status).toBe(401);
      const raw = await api(app.server, 'GET', '/api/users/me', {
        headers: { authorization: token },
      });
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
      const before = await queryDb(app.server, 'select count(*) as n from users');
      for (const [method, path, body] of calls) {
        for (const token of [undefined, 'not-a-token']) {
          const answer = await api(app.server, method, path, { token, body });
          expect(answer.status, `${method} ${path} ${token ?? 'no token'}`).toBe(401);
          expect(answer.body).toEqual({ status: 401, message: SIGN_IN_AGAIN });
        }
      }
      expect(await queryDb(app.server, 'select count(*) as n from users')).toEqual(before);
    });
  });

  describe('change password', () => {
    it('needs the current password and a new one of at least 8 characters', async () => {
      const staff = await createStaff(app.server, app.adminToken);
      const change = (body: unknown) =>
        api(app.server, 'PATCH', '/api/users/me/password', { token: staff.token, body });

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
      await login(app.server, staff.user.email, staff.password);
    });

    it('ends the other sessions, keeps the current one and signs in with the new password', async () => {
      const staff = await createStaff(app.server, app.adminToken);
      const second = await login(app.server, staff.user.email, staff.password);
      expect((await me(second)).status).toBe(200);
      const [{ password_hash: oldHash } = { password_hash: '' }] = await queryDb<{
        password_hash: string;
      }>(app.server, 'select password_hash from users where id = ?', [staff.user._id]);

      const newPassword = `new-${unique('pw')}`;
      const answer = await api(app.server, 'PATCH', '/api/users/me/password', {
        token: staff.token,
        body: { currentPassword: staff.password, newPassword },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: 200, message: 'Password changed' });

      expect((await me(second)).status).toBe(401);
      expect((await me(staff.token)).status).toBe(200);
      const old = await api(app.server, 'POST', '/api/users/login', {
        body: { email: staff.user.email, password: staff.password },
      });
      expect(old.status).toBe(401);
      const fresh = await login(app.server, staff.user.email, newPassword);
      expect((await me(fresh)).status).toBe(200);

      const [row] = await queryDb<{ password_hash: string }>(
        app.server,
        'select password_hash from users where id = ?',
        [staff.user._id],
      );
      expect(row!.password_hash).toMatch(/^scrypt\$/);
      expect(row!.password_hash).not.toBe(oldHash);
      expect(row!.password_hash).not.toContain(newPassword);
    });
  });

  describe('common passwords', () => {
    it('are refused for new staff, password resets and password changes, next to the field', async () => {
      const admin = await login(app.server, ADMIN.email, ADMIN.password);
      const created = await api(app.server, 'POST', '/api/users', {
        token: admin,
        body: staffInput({ password: '12345678' }),
      });
      expect(created.status).toBe(400);
      expect(created.body.errors).toEqual({
        password:
          'This password is one of the most common ones; choose one that is harder to guess',
      });

      const staff = await createStaff(app.server, admin);
      const reset = await api(app.server, 'PATCH', `/api/users/${staff.user._id}`, {
        token: admin,
        body: { password: 'Password1' },
      });
      expect(reset.status).toBe(400);
      expect(Object.keys(reset.body.errors ?? {})).toEqual(['password']);

      const changed = await api(app.server, 'PATCH', '/api/users/me/password', {
        token: staff.token,
        body: {
          currentPassword: staff.password,
          newPassword: 'qwerty123',
        },
      });
      expect(changed.status).toBe(400);
      expect(Object.keys(changed.body.errors ?? {})).toEqual(['newPassword']);
      // Nothing changed: the old password still signs in.
      expect((await login(app.server, staff.user.email, staff.password)).length).toBeGreaterThan(0);
    });
  });
});
