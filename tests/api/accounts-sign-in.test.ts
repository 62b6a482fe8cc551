import { describe, expect, it } from 'vitest';
import { api, createStaff, decodeJwt, login, unique } from '~/tests/support/api';
import { execDb } from '~/tests/support/db';
import { postForm } from '~/tests/support/forms';
import { ADMIN, backends, startServer } from '~/tests/support/server';
import { LOGIN_FAILED } from '~/tests/support/accounts';
import { useServer } from '~/tests/support/use-server';
import { scaled } from '~/tests/support/timeouts';

describe.each(backends)('accounts API on %s', (backend) => {
  const app = useServer(backend);

  const me = (token: string) => api(app.server, 'GET', '/api/users/me', { token });

  describe('login', () => {
    it('returns an HS256 token whose payload carries firstName, isAdmin and exp', async () => {
      const answer = await api(app.server, 'POST', '/api/users/login', {
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
      const answer = await api(app.server, 'POST', '/api/users/login', {
        body: { email, password: 'guessed-password-1' },
      });
      expect(answer.status).toBe(401);
      // The log reaches us through the server's stdout pipe, a moment after the answer.
      const findLine = () =>
        app.server
          .output()
          .split('\n')
          .find((l) => l.includes('sign-in failed') && l.includes(email));
      await expect.poll(findLine, { timeout: scaled(5000), interval: 25 }).toBeTruthy();
      const line = findLine();
      expect(JSON.parse(line!)).toMatchObject({
        ip: '127.0.0.1',
        account: email,
        reason: 'unknown',
      });
      expect(line).not.toContain('guessed-password-1');
    });

    it('answers 400 with field errors for missing and invalid fields', async () => {
      const empty = await api(app.server, 'POST', '/api/users/login', { body: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBeTruthy();
      expect(empty.body.errors).toEqual({
        email: 'Email is required',
        password: 'Password is required',
      });

      const blank = await api(app.server, 'POST', '/api/users/login', {
        body: { email: '   ', password: '' },
      });
      expect(blank.status).toBe(400);
      expect(blank.body.errors).toEqual({
        email: 'Email is required',
        password: 'Password is required',
      });

      const invalid = await api(app.server, 'POST', '/api/users/login', {
        body: { email: 'not-an-email', password: 'whatever-1' },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toEqual({ email: 'Invalid email address' });

      const wrongTypes = await api(app.server, 'POST', '/api/users/login', {
        body: { email: 42, password: ['x'] },
      });
      expect(wrongTypes.status).toBe(400);
      expect(wrongTypes.body.errors).toEqual({
        email: 'Email is required',
        password: 'Password is required',
      });

      const extra = await api(app.server, 'POST', '/api/users/login', {
        body: { email: ADMIN.email, password: ADMIN.password, isAdmin: true },
      });
      expect(extra.status).toBe(400);
      expect(extra.body.errors).toEqual({ isAdmin: 'This field is not allowed' });

      const malformed = await api(app.server, 'POST', '/api/users/login', {
        rawBody: '{"email": "a@b.c", ',
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ status: 400, message: 'Malformed JSON body' });
    });

    it('answers 401 with the same message for a wrong password and an unknown email', async () => {
      const wrong = await api(app.server, 'POST', '/api/users/login', {
        body: { email: ADMIN.email, password: 'wrong-password-1' },
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ status: 401, message: LOGIN_FAILED });

      const unknown = await api(app.server, 'POST', '/api/users/login', {
        body: { email: `${unique('nobody')}@test.ecs`, password: ADMIN.password },
      });
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
      expect(unknown.body.token).toBeUndefined();
    });
  });

  describe('the sign-in page posted without JavaScript', () => {
    it('answers 400 with a message under each field', async () => {
      const answer = await postForm(app.server, '/sign-in', { email: 'nobody@', password: '' });
      expect(answer.status).toBe(400);
      expect(answer.text).toContain('Invalid email address');
      expect(answer.text).toContain('Password is required');
      expect(answer.text).toContain('value="nobody@"');
    });

    it('answers 401 with the message in the page, the email kept and the password not', async () => {
      const email = `${unique('nobody')}@test.ecs`;
      const answer = await postForm(app.server, '/sign-in', {
        email,
        password: 'wrong-password-1',
      });
      expect(answer.status).toBe(401);
      expect(answer.text).toContain(LOGIN_FAILED);
      expect(answer.text).toContain(`value="${email}"`);
      expect(answer.text).not.toContain('wrong-password-1');
    });

    /** Signs in through the page's form; answers the hand-off cookie as a browser sends it back. */
    const signInWithoutScripts = async () => {
      const answer = await postForm(app.server, '/sign-in', {
        email: ADMIN.email,
        password: ADMIN.password,
      });
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe('/dashboard');
      const cookie = answer.headers.get('set-cookie') ?? '';
      // A code only the exchange reads, never a token.
      expect(cookie).toMatch(
        /^sign_in_hand_off=[0-9a-f]{24}\.[\w-]{43}; Path=\/api\/users\/hand-off; Max-Age=120; HttpOnly; SameSite=Strict$/,
      );
      return cookie.split(';')[0]!;
    };
    /** The dashboard's exchange of the hand-off cookie. */
    const takeHandOff = async (cookie?: string) => {
      const response = await fetch(`${app.server.url}/api/users/hand-off`, {
        method: 'POST',
        headers: cookie ? { cookie } : {},
      });
      const text = await response.text();
      return {
        status: response.status,
        token: response.status === 200 ? (JSON.parse(text) as { token: string }).token : undefined,
        setCookie: response.headers.get('set-cookie'),
      };
    };
    const cleared =
      /^sign_in_hand_off=; Path=\/api\/users\/hand-off; Max-Age=0; HttpOnly; SameSite=Strict$/;

    it('signs in and hands the dashboard its session through a code it takes once', async () => {
      const cookie = await signInWithoutScripts();
      const taken = await takeHandOff(cookie);
      expect(taken.status).toBe(200);
      expect(taken.setCookie).toMatch(cleared);
      expect((await me(taken.token!)).status).toBe(200);
      // The session has its week from the sign-in, like any other.
      const { payload } = decodeJwt(taken.token!);
      expect((payload.exp as number) - (payload.iat as number)).toBe(7 * 24 * 3600);

      // Replayed, the same cookie is refused and cleared; the session taken is not disturbed.
      const replayed = await takeHandOff(cookie);
      expect(replayed).toMatchObject({ status: 204, token: undefined });
      expect(replayed.setCookie).toMatch(cleared);
      expect((await me(taken.token!)).status).toBe(200);
      // Without a cookie there is nothing to take, and nothing to clear.
      expect(await takeHandOff()).toEqual({ status: 204, token: undefined, setCookie: null });
    });

    it('gives a hand-off code to one of two requests taking it at once', async () => {
      const cookie = await signInWithoutScripts();
      const answers = await Promise.all([takeHandOff(cookie), takeHandOff(cookie)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 204]);
    });

    it('refuses a forged hand-off code, and one left waiting past its two minutes', async () => {
      const cookie = await signInWithoutScripts();
      const [name, code] = cookie.split('=') as [string, string];
      const [sessionId] = code.split('.') as [string];
      const forged = await takeHandOff(`${name}=${sessionId}.${'A'.repeat(43)}`);
      expect(forged).toMatchObject({ status: 204, token: undefined });
      expect(forged.setCookie).toMatch(cleared);

      // The sign-in happened three minutes ago: its session waited two and is over.
      const openedAt = Math.floor(Date.now() / 1000) - 180;
      await execDb(app.server, 'UPDATE sessions SET created_at = ?, expires_at = ? WHERE id = ?', [
        new Date(openedAt * 1000).toISOString(),
        new Date((openedAt + 120) * 1000).toISOString(),
        sessionId,
      ]);
      const stale = await takeHandOff(cookie);
      expect(stale).toMatchObject({ status: 204, token: undefined });
      expect(stale.setCookie).toMatch(cleared);
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
