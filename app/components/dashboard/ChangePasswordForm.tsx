import { useState } from 'react';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { Field, inputClasses } from '~/components/ui/Field';
import { useZodForm } from '~/components/ui/use-schema-form';
import { useDashboardAction } from '~/lib/dashboard-data';
import type { StaffIntent } from '~/routes/dashboard/settings';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '~/domain/auth';

/** Changes the signed-in user's password; the server ends every other session of the account. */
export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm<ChangePasswordFormInput>(changePasswordFormSchema, {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const action = useDashboardAction();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setResult(null);
    const changed = await action.run({
      intent: 'change-password',
      currentPassword,
      newPassword,
    } satisfies StaffIntent);
    if (changed.ok) {
      reset();
      setResult({
        tone: 'success',
        text: 'Password changed. You stay signed in here; every other device or browser signed in to this account has been signed out and needs the new password.',
      });
      return;
    }
    setResult({ tone: 'error', text: changed.message });
    if (changed.errors.currentPassword)
      setError('currentPassword', { message: changed.errors.currentPassword });
    if (changed.errors.newPassword)
      setError('newPassword', { message: changed.errors.newPassword });
  });

  const password = (
    name: keyof ChangePasswordFormInput,
    label: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <Field label={label} error={errors[name]?.message} hint={hint} required>
      {(c) => (
        <input
          {...c}
          {...register(name)}
          type="password"
          autoComplete={autoComplete}
          className={inputClasses}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="password-heading">
      {password('currentPassword', 'Current password', 'current-password')}
      {password('newPassword', 'New password', 'new-password', 'At least 8 characters.')}
      {password('confirmPassword', 'Confirm new password', 'new-password')}
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}
