import { loginSchema } from '~/domain/auth';
import type { AppDeps } from '~/server/context';
import { parseOrRefuse, SignInRequired } from '~/server/errors';
import type { Logger } from '~/server/logger';
import { hashPassword, verifyPassword } from './password';
import type { UsersTable } from '~/server/db/schema';
import { createSession, openHandOff } from './sessions';
import { findUserByEmail } from './user-store';

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

const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

/** Doubles every ten failures past `slowAfter`: 250 ms, 500 ms… up to five seconds. */
export function slowdownMs(accountFailures: number): number {
  if (accountFailures < LOGIN_LIMITS.slowAfter) return 0;
  const steps = Math.floor((accountFailures - LOGIN_LIMITS.slowAfter) / 10);
  return Math.min(LOGIN_LIMITS.maxDelayMs, 250 * 2 ** steps);
}

// A real hash of a throwaway password, so an unknown email costs as much time as a wrong password.
const dummyHash = hashPassword('not-a-real-password-0000');

/**
 * The one count of sign-in failures, whichever way the sign-in came (the API or the page's form
 * post, which the server runs from separately bundled code): the rate limits keep one limiter per
 * name. One limiter holds the three kinds of key below; each kind is compared with its own limit.
 * A refusal says how long is left of its key's window (Retry-After).
 */
const loginFailures = (deps: Pick<AppDeps, 'rateLimits'>) =>
  deps.rateLimits.limiter('login', {
    points: LOGIN_LIMITS.perIp,
    windowMs: LOGIN_LIMITS.windowMs,
  });

export interface SignInRequest {
  /** The posted body: `email` and `password`, checked here. */
  body: unknown;
  ip: string;
  userAgent: string | undefined;
  log: Logger;
}

/**
 * Signs a member of staff in and answers the session token: the REST API's
 * `POST /api/users/login`. Throws TooManyRequests while throttled (with the time left of the
 * window), InputRefused with field errors, SignInRequired for wrong credentials (the same answer
 * for an unknown email, a wrong password and a disabled account).
 */
export async function signIn(deps: AppDeps, request: SignInRequest): Promise<string> {
  const user = await checkSignIn(deps, request);
  return createSession(deps, user, request);
}

/**
 * The same sign-in, for the sign-in page's form post: the session waits for the dashboard, and
 * the answer is the code that takes it once (`openHandOff`), never a token.
 */
export async function signInForHandOff(deps: AppDeps, request: SignInRequest): Promise<string> {
  const user = await checkSignIn(deps, request);
  return openHandOff(deps, user, request);
}

/** The one check of both: throttling, the form and the password; answers the account. */
async function checkSignIn(deps: AppDeps, { body, ip, log }: SignInRequest): Promise<UsersTable> {
  const failures = loginFailures(deps);
  const ipKey = `login:ip:${ip}`;
  const sent = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const rawEmail =
    typeof sent.email === 'string' ? sent.email.trim().toLowerCase().slice(0, 254) : '';
  const pairKey = `login:pair:${rawEmail}:${ip}`;
  const accountKey = `login:account:${rawEmail}`;
  const throttled =
    (await failures.refusal(ipKey, LOGIN_LIMITS.perIp, TOO_MANY_SIGN_INS)) ??
    (rawEmail
      ? await failures.refusal(pairKey, LOGIN_LIMITS.perAccountAndAddress, TOO_MANY_SIGN_INS)
      : undefined);
  if (throttled) {
    log.warn({ ip, account: rawEmail }, 'sign-in refused: too many attempts');
    throw throttled;
  }
  const { email, password } = parseOrRefuse(loginSchema, body);
  const delay = slowdownMs(await failures.count(accountKey));
  if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
  const user = await findUserByEmail(deps.db, email);
  const valid = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
  if (!user || !valid || Boolean(user.disabled)) {
    await failures.hit(ipKey);
    await failures.hit(pairKey);
    await failures.hit(accountKey);
    log.warn(
      { ip, account: email, reason: !user ? 'unknown' : valid ? 'disabled' : 'password' },
      'sign-in failed',
    );
    throw new SignInRequired('Invalid email or password');
  }
  await failures.forget(pairKey);
  return user;
}
