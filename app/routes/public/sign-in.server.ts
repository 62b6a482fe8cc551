import { data, redirect, type AppLoadContext } from 'react-router';
import { handOffCookie } from '~/server/auth/sessions';
import { signInForHandOff } from '~/server/auth/sign-in';
import { toHttp } from '~/server/http/errors';
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
    // A refusal made by the server's own modules (the rate limits are the server's, reached
    // through `deps`) is recognised as one here too: toHttp does not rely on `instanceof`.
    const refusal = toHttp(error);
    if (!refusal) throw error;
    const { status, message, errors, headers } = refusal;
    const answer: SignInRefusal = {
      message,
      ...(errors ? { errors } : {}),
      email: body.email.slice(0, 254),
    };
    return data(answer, { status, headers });
  }
}
