import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createStaff, login } from '~/tests/support/api';
import { ADMIN, backends, startServer, type TestServer } from '~/tests/support/server';
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

describe.each(backends)('hostile input on %s', (backend) => {
  let server: TestServer;
  let adminToken: string;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let target: Awaited<ReturnType<typeof createStaff>>;
  let passwordUser: Awaited<ReturnType<typeof createStaff>>;

  beforeAll(async () => {
    server = await startServer({ backend });
    adminToken = await login(server, ADMIN.email, ADMIN.password);
    staff = await createStaff(server, adminToken);
    target = await createStaff(server, adminToken);
    passwordUser = await createStaff(server, adminToken);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const check = hostileCheck(() => server);

  it(
    'POST /api/users/login: 400, 401 or 429, never 5xx, nothing stored',
    async () => {
      const loginFields = fc.record({
        email: fc.oneof(fc.constantFrom(ADMIN.email, staff.user.email), email),
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
          const answer = await check('POST', '/api/users', adminToken, payload);
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
          pathId(() => target.user._id),
          payloads(validStaffUpdate, staffKeys),
          async (id, payload) => {
            await check('PATCH', `/api/users/${id}`, adminToken, payload);
          },
        ),
        runs<[string, Payload]>([target.user._id, json({ lastName: `a${NUL}` })]),
      );
      // The admin's own session survived all of it.
      expect((await api(server, 'GET', '/api/users/me', { token: adminToken })).status).toBe(200);
    },
    TIMEOUT,
  );

  it(
    'PATCH /api/users/me/password: no 5xx, no change on rejection',
    async () => {
      let current = passwordUser.password;
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
            passwordUser.token,
            payload,
          );
          if (answer.status === 200 && payload.kind === 'json') {
            current = (payload.value as { newPassword: string }).newPassword;
          }
        }),
        runs<[Payload]>([json({ currentPassword: `a${NUL}`, newPassword: 'pw-12345678' })]),
      );
      expect(
        (await api(server, 'GET', '/api/users/me', { token: passwordUser.token })).status,
      ).toBe(200);
    },
    TIMEOUT,
  );
});
