import { Eye, EyeOff, LogIn } from 'lucide-react';
import { useState } from 'react';
import { useActionData, useNavigate } from 'react-router';
import { Logo } from '~/components/layout/Logo';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { Field, inputClasses } from '~/components/ui/Field';
import { TextField } from '~/components/ui/TextField';
import { useZodForm } from '~/components/ui/use-schema-form';
import { api, errorMessage } from '~/lib/api';
import { seo } from '~/lib/seo';
import { storeToken } from '~/lib/token';
import { loginSchema, type LoginInput } from '~/domain/auth';
import { needsScripts, useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/sign-in';
import { signInAction, type SignInRefusal } from './sign-in.server';

export const meta = (args: Route.MetaArgs) =>
  seo(args, {
    title: 'Sign in',
    description: 'Staff sign-in for the ECS Digital dashboard.',
    noindex: true,
  });

/** The form posted without JavaScript; with JavaScript it signs in through the API (below). */
export const action = ({ request, context }: Route.ActionArgs) => signInAction(request, context);

/** A refusal for too many attempts says when to try again (`Retry-After`), as the API does. */
export const headers = ({ actionHeaders }: Route.HeadersArgs) => actionHeaders;

export default function SignInPage() {
  // The answer to a post without JavaScript: its message, field errors and the email typed.
  const refused = useActionData<SignInRefusal>();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(refused?.message ?? null);
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useZodForm(loginSchema, { email: refused?.email ?? '', password: '' } satisfies LoginInput, {
    formId: 'sign-in-form',
  });

  const onSubmit = handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      const answer = await api<{ status: number; message: string; token: string }>(
        '/api/users/login',
        {
          method: 'POST',
          body: values,
        },
      );
      // Only the sign-in answer's token is ever stored (docs/product.md#session).
      storeToken(answer.token);
      // The dashboard's own loader and error boundary take it from here.
      void navigate('/dashboard');
    } catch (error) {
      setSubmitError(errorMessage(error));
      // Empty, whatever it started with (a password typed before the scripts ran included).
      resetField('password', { defaultValue: '' });
      setFocus('password');
    }
  });

  return (
    <section className="grid min-h-[70vh] place-items-center bg-surface px-4 py-16">
      <div className="card w-full max-w-md p-8">
        <Logo />
        <h1 className="mt-8 text-3xl">Sign in</h1>
        <p className="mt-2 text-muted">Staff access to the ECS Digital dashboard.</p>
        <form
          id="sign-in-form"
          method="post"
          action="/sign-in"
          noValidate
          onSubmit={onSubmit}
          data-ready={hydrated || undefined}
          className="mt-8 space-y-5"
        >
          <TextField
            label="Email"
            error={errors.email?.message ?? refused?.errors?.email}
            required
            type="email"
            autoComplete="username"
            {...register('email')}
            // In the HTML too, for a page answering a post without JavaScript.
            defaultValue={refused?.email}
          />
          <Field
            label="Password"
            error={errors.password?.message ?? refused?.errors?.password}
            required
          >
            {(control) => (
              <div className="relative">
                <input
                  {...control}
                  {...register('password')}
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  className={`${inputClasses} pr-12`}
                />
                <button
                  type="button"
                  onClick={() => setShowPassword((v) => !v)}
                  className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-xl text-muted hover:text-navy-900"
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  aria-pressed={showPassword}
                  {...needsScripts(hydrated)}
                >
                  {showPassword ? (
                    <EyeOff aria-hidden="true" className="size-5" />
                  ) : (
                    <Eye aria-hidden="true" className="size-5" />
                  )}
                </button>
              </div>
            )}
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            <LogIn aria-hidden="true" className="size-5" />
            {isSubmitting ? 'Signing in…' : 'Sign in'}
          </Button>
          {submitError ? <Alert tone="error">{submitError}</Alert> : null}
        </form>
      </div>
    </section>
  );
}
