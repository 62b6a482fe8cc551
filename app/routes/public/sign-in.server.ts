import { data, redirect, type AppLoadContext } from 'react-router';
import { SIGN_IN_COOKIE } from '~/lib/token';
import { LOGIN_LIMITS, signIn } from '~/server/auth/sign-in';
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
 * `POST /api/users/login`. On success the token goes to the dashboard in a cookie it reads once
 * (`adoptSignInCookie`), and the browser is sent there; otherwise the page comes back with the
 * message, the field errors and the email typed.
 */
export async function signInAction(request: Request, { deps, submitter }: AppLoadContext) {
  const form = await readFormData(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const body = { email: field('email'), password: field('password') };
  try {
    const token = await signIn(deps, {
      body,
      ip: submitter.ip ?? 'unknown',
      userAgent: submitter.userAgent ?? undefined,
      log: deps.logger,
    });
    const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
    return redirect('/dashboard', {
      headers: {
        'Set-Cookie': `${SIGN_IN_COOKIE}=${encodeURIComponent(token)}; Path=/dashboard; Max-Age=120; SameSite=Strict${secure}`,
      },
    });
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
