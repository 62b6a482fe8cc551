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
import { ADMIN_ONLY, LOGIN_FAILED } from '~/tests/support/accounts';
import { useServer } from '~/tests/support/use-server';

describe.each(backends)('accounts API on %s', (backend) => {
  const app = useServer(backend, { shared: true, signIn: true });

  const me = (token: string) => api(app.server, 'GET', '/api/users/me', { token });

  describe('staff management (admin)', () => {
    it('creates a staff account (201), rejects a duplicate email (409) and unknown fields (400)', async () => {
      const input = staffInput({ email: `${unique('Mixed')}@Test.ECS` });
      const created = await api(app.server, 'POST', '/api/users', {
        token: app.adminToken,
        body: input,
      });
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
      const staffToken = await login(app.server, input.email, input.password);
      expect(decodeJwt(staffToken).payload).toMatchObject({
        firstName: input.firstName,
        isAdmin: false,
      });

      const count = async () =>
        Number(
          (await queryDb<{ n: number | string }>(app.server, 'select count(*) as n from users'))[0]!
            .n,
        );
      const before = await count();

      const duplicate = await api(app.server, 'POST', '/api/users', {
        token: app.adminToken,
        body: staffInput({ email: input.email.toUpperCase() }),
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.errors).toEqual({ email: 'A user with this email already exists' });

      // What an account is answered with and the server sets (_id, createdAt) is ignored
      // (tests/api/read-only-fields.test.ts); anything else is refused.
      for (const key of ['role', 'disabled']) {
        const answer = await api(app.server, 'POST', '/api/users', {
          token: app.adminToken,
          body: { ...staffInput(), [key]: key === '_id' ? unknownId() : 'admin' },
        });
        expect(answer.status, key).toBe(400);
        expect(answer.body.errors, key).toEqual({ [key]: 'This field is not allowed' });
      }

      const invalid = await api(app.server, 'POST', '/api/users', {
        token: app.adminToken,
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

    it('creates one account when the same email is posted twice at once (201 and 409)', async () => {
      for (let round = 0; round < 4; round += 1) {
        const email = `${unique('twice')}@test.ecs`;
        const answers = await Promise.all(
          [1, 2].map(() =>
            api(app.server, 'POST', '/api/users', {
              token: app.adminToken,
              body: staffInput({ email }),
            }),
          ),
        );
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
        const refused = answers.find((answer) => answer.status === 409)!;
        expect(refused.body).toMatchObject({
          message: 'A user with this email already exists',
          errors: { email: 'A user with this email already exists' },
        });
        const rows = await queryDb(app.server, 'select id from users where email = ?', [email]);
        expect(rows).toHaveLength(1);
      }
    });

    it('lists every account without password hashes', async () => {
      const staff = await createStaff(app.server, app.adminToken);
      const answer = await api(app.server, 'GET', '/api/users', { token: app.adminToken });
      expect(answer.status).toBe(200);
      const emails = answer.body.users!.map((u) => u.email);
      expect(emails).toContain(ADMIN.email);
      expect(emails).toContain(staff.user.email);
      expect(answer.body.users!.find((u) => u.email === staff.user.email)).toEqual(staff.user);
      expect(JSON.stringify(answer.body)).not.toMatch(/scrypt|hash|password/i);
    });

    it('updates names and makes a staff member an admin', async () => {
      const staff = await createStaff(app.server, app.adminToken);
      const path = `/api/users/${staff.user._id}`;
      const renamed = await api(app.server, 'PATCH', path, {
        token: app.adminToken,
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
        app.server,
        'select first_name, last_name from users where id = ?',
        [staff.user._id],
      );
      expect(row).toEqual({ first_name: 'Katherine', last_name: 'Johnson' });
      // A name change keeps the user signed in.
      expect((await me(staff.token)).status).toBe(200);
      expect((await api(app.server, 'GET', '/api/users', { token: staff.token })).status).toBe(403);

      const promoted = await api(app.server, 'PATCH', path, {
        token: app.adminToken,
        body: { isAdmin: true },
      });
      expect(promoted.status).toBe(200);
      expect(promoted.body.user!.isAdmin).toBe(true);
      // A role change ends the old sessions; a new sign-in carries the new role.
      expect((await me(staff.token)).status).toBe(401);
      const adminAgain = await login(app.server, staff.user.email, staff.password);
      expect(decodeJwt(adminAgain).payload).toMatchObject({
        firstName: 'Katherine',
        isAdmin: true,
      });
      expect((await api(app.server, 'GET', '/api/users', { token: adminAgain })).status).toBe(200);

      const invalid = await api(app.server, 'PATCH', path, {
        token: app.adminToken,
        body: { firstName: '' },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toMatchObject({ firstName: 'First name is required' });
      const newEmail = await api(app.server, 'PATCH', path, {
        token: app.adminToken,
        body: { email: 'new@test.ecs' },
      });
      expect(newEmail.status).toBe(400);
      expect(newEmail.body.errors).toEqual({ email: "An account's email cannot be changed" });
    });

    it("disables an account: the user's tokens stop working and sign-in fails", async () => {
      const staff = await createStaff(app.server, app.adminToken);
      expect((await me(staff.token)).status).toBe(200);
      const path = `/api/users/${staff.user._id}`;
      const disabled = await api(app.server, 'PATCH', path, {
        token: app.adminToken,
        body: { disabled: true },
      });
      expect(disabled.status).toBe(200);
      expect(disabled.body.user!.disabled).toBe(true);

      expect((await me(staff.token)).status).toBe(401);
      const attempt = await api(app.server, 'POST', '/api/users/login', {
        body: { email: staff.user.email, password: staff.password },
      });
      expect(attempt.status).toBe(401);
      expect(attempt.body).toEqual({ status: 401, message: LOGIN_FAILED });

      const enabled = await api(app.server, 'PATCH', path, {
        token: app.adminToken,
        body: { disabled: false },
      });
      expect(enabled.status).toBe(200);
      expect((await me(staff.token)).status).toBe(401);
      const again = await login(app.server, staff.user.email, staff.password);
      expect((await me(again)).status).toBe(200);
    });

    it('resets a password: old sessions and the old password stop working', async () => {
      const staff = await createStaff(app.server, app.adminToken);
      const path = `/api/users/${staff.user._id}`;
      const short = await api(app.server, 'PATCH', path, {
        token: app.adminToken,
        body: { password: 'short' },
      });
      expect(short.status).toBe(400);
      expect(short.body.errors).toEqual({ password: 'Password must be at least 8 characters' });
      expect((await me(staff.token)).status).toBe(200);

      const newPassword = `reset-${unique('pw')}`;
      const reset = await api(app.server, 'PATCH', path, {
        token: app.adminToken,
        body: { password: newPassword },
      });
      expect(reset.status).toBe(200);
      expect(JSON.stringify(reset.body)).not.toContain(newPassword);
      expect((await me(staff.token)).status).toBe(401);
      const old = await api(app.server, 'POST', '/api/users/login', {
        body: { email: staff.user.email, password: staff.password },
      });
      expect(old.status).toBe(401);
      await login(app.server, staff.user.email, newPassword);
    });

    it('deletes an account; unknown and malformed ids are 404; an admin cannot delete or disable itself', async () => {
      const staff = await createStaff(app.server, app.adminToken);
      const path = `/api/users/${staff.user._id}`;
      const deleted = await api(app.server, 'DELETE', path, { token: app.adminToken });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ status: 200, message: 'User deleted' });
      expect(
        await queryDb(app.server, 'select id from users where id = ?', [staff.user._id]),
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
        const answer = await api(app.server, method, target, { token: app.adminToken, body });
        expect(answer.status, `${method} ${target}`).toBe(404);
        expect(answer.body).toEqual({ status: 404, message: 'User not found' });
      }

      const self = decodeJwt(app.adminToken).payload.sub as string;
      const deleteSelf = await api(app.server, 'DELETE', `/api/users/${self}`, {
        token: app.adminToken,
      });
      expect(deleteSelf.status).toBe(400);
      expect(deleteSelf.body.message).toBe('You cannot delete your own account');
      for (const body of [{ disabled: true }, { isAdmin: false }]) {
        const answer = await api(app.server, 'PATCH', `/api/users/${self}`, {
          token: app.adminToken,
          body,
        });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe('You cannot disable or demote your own account');
      }
      expect((await me(app.adminToken)).status).toBe(200);
      expect((await me(app.adminToken)).body.user!.isAdmin).toBe(true);
    });

    it('answers 403 to a staff token on every admin endpoint and changes nothing', async () => {
      const staff = await createStaff(app.server, app.adminToken);
      const victim = await createStaff(app.server, app.adminToken);
      const snapshot = () =>
        queryDb(
          app.server,
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
        const answer = await api(app.server, method, path, { token: staff.token, body });
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.body).toEqual({ status: 403, message: ADMIN_ONLY });
      }
      expect(await snapshot()).toEqual(before);
      expect((await me(victim.token)).status).toBe(200);
    });
  });
});
