import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { Field, inputClasses } from '~/components/ui/Field';
import { api, ApiError, errorMessage } from '~/lib/api';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '../../../domain/auth';

/** Changes the signed-in user's password; the server ends every other session of the account. */
export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setResult(null);
    try {
      await api('/api/users/me/password', {
        method: 'PATCH',
        body: { currentPassword, newPassword },
      });
      reset();
      setResult({
        tone: 'success',
        text: 'Password changed. You stay signed in here; every other device or browser signed in to this account has been signed out and needs the new password.',
      });
    } catch (error) {
      setResult({ tone: 'error', text: errorMessage(error) });
      if (error instanceof ApiError) {
        if (error.errors.currentPassword)
          setError('currentPassword', { message: error.errors.currentPassword });
        if (error.errors.newPassword)
          setError('newPassword', { message: error.errors.newPassword });
      }
    }
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
