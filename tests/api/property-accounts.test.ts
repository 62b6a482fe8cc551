import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { api } from '~/tests/support/api';
import { ADMIN, backends } from '~/tests/support/server';
import {
  NUL,
  TIMEOUT,
  email,
  hostileCheck,
  json,
  password,
  pathId,
  payloads,
  runs,
  staffKeys,
  text,
  validStaff,
  validStaffUpdate,
  type Payload,
} from '~/tests/support/hostile-input';
import { useServer } from '~/tests/support/use-server';

describe.each(backends)('hostile input on %s', (backend) => {
  const app = useServer(backend, {
    shared: true,
    staff: { staff: {}, target: {}, passwordUser: {} },
  });

  const check = hostileCheck(() => app.server);

  it(
    'POST /api/users/login: 400, 401 or 429, never 5xx, nothing stored',
    async () => {
      const loginFields = fc.record({
        email: fc.oneof(fc.constantFrom(ADMIN.email, app.staff.user.email), email),
        password: fc.oneof(text(200), password),
      });
      await fc.assert(
        fc.asyncProperty(payloads(loginFields, ['email', 'password']), async (payload) => {
          const answer = await check('POST', '/api/users/login', undefined, payload);
          expect([400, 401, 413, 415, 429]).toContain(answer.status);
        }),
        runs<[Payload]>([json({ email: `a${NUL}@test.ecs`, password: 'pw-12345678' })]),
      );
    },
    TIMEOUT,
  );

  it(
    'POST /api/users: no 5xx, no change on rejection',
    async () => {
      await fc.assert(
        fc.asyncProperty(payloads(validStaff, staffKeys), async (payload) => {
          const answer = await check('POST', '/api/users', app.adminToken, payload);
          if (answer.status === 201) expect(JSON.stringify(answer.body)).not.toMatch(/scrypt/);
        }),
        runs<[Payload]>([
          json({ email: `n${Date.now()}@test.ecs`, firstName: `a${NUL}`, password: 'pw-12345678' }),
        ]),
      );
    },
    TIMEOUT,
  );

  it(
    'PATCH /api/users/:id: no 5xx, no change on rejection',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          pathId(() => app.target.user._id),
          payloads(validStaffUpdate, staffKeys),
          async (id, payload) => {
            await check('PATCH', `/api/users/${id}`, app.adminToken, payload);
          },
        ),
        runs<[string, Payload]>([app.target.user._id, json({ lastName: `a${NUL}` })]),
      );
      // The admin's own session survived all of it.
      expect(
        (await api(app.server, 'GET', '/api/users/me', { token: app.adminToken })).status,
      ).toBe(200);
    },
    TIMEOUT,
  );

  it(
    'PATCH /api/users/me/password: no 5xx, no change on rejection',
    async () => {
      let current = app.passwordUser.password;
      const fields = fc.record({
        // The real current password most of the time, so some changes go through.
        currentPassword: fc.oneof(
          { weight: 3, arbitrary: fc.constant(null).map(() => current) },
          { weight: 1, arbitrary: text(200) },
        ),
        newPassword: fc.oneof(password, text(200)),
      });
      await fc.assert(
        fc.asyncProperty(payloads(fields, ['currentPassword', 'newPassword']), async (payload) => {
          const answer = await check(
            'PATCH',
            '/api/users/me/password',
            app.passwordUser.token,
            payload,
          );
          if (answer.status === 200 && payload.kind === 'json') {
            current = (payload.value as { newPassword: string }).newPassword;
          }
        }),
        runs<[Payload]>([json({ currentPassword: `a${NUL}`, newPassword: 'pw-12345678' })]),
      );
      expect(
        (await api(app.server, 'GET', '/api/users/me', { token: app.passwordUser.token })).status,
      ).toBe(200);
    },
    TIMEOUT,
  );
});
