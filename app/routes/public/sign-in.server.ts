import { data, redirect, type AppLoadContext } from 'react-router';
import { handOffCookie } from '~/server/auth/sessions';
import { LOGIN_LIMITS, signInForHandOff } from '~/server/auth/sign-in';
import { HttpError } from '~/server/http/errors';
import { readFormData } from '~/server/submissions/submit';

/** What the sign-in page's form post answers when it does not sign in. */
export interface SignInRefusal {
  message: string;
  errors?: Record<string, string>;
  /** The email as typed, to refill the form; never the password. */
  email: string;
}

/**
 * The sign-in form posted without JavaScript: the same sign-in, throttling and messages as
 * `POST /api/users/login`. On success the browser is sent to the dashboard with a hand-off code in
 * a cookie only the server reads, which the dashboard exchanges once, within two minutes, for its
 * token (`POST /api/users/hand-off`, docs/decisions/060-sign-in-hand-off-taken-once.md); otherwise
 * the page comes back with the message, the field errors and the email typed.
 */
export async function signInAction(request: Request, { deps, submitter }: AppLoadContext) {
  const form = await readFormData(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const body = { email: field('email'), password: field('password') };
  try {
    const code = await signInForHandOff(deps, {
      body,
      ip: submitter.ip ?? 'unknown',
      userAgent: submitter.userAgent ?? undefined,
      log: deps.logger,
    });
    const secure = new URL(request.url).protocol === 'https:';
    return redirect('/dashboard', { headers: { 'Set-Cookie': handOffCookie(code, secure) } });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const refusal: SignInRefusal = {
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      email: body.email.slice(0, 254),
    };
    return data(refusal, {
      status: error.status,
      headers:
        error.status === 429 ? { 'Retry-After': String(LOGIN_LIMITS.windowMs / 1000) } : undefined,
    });
  }
}
