import { useState } from 'react';
import { Alert } from '~/components/ui/Alert';
import { Modal } from '~/components/ui/Modal';
import { TextField } from '~/components/ui/TextField';
import { useZodForm } from '~/components/ui/use-schema-form';
import { useDashboardAction } from '~/lib/dashboard-data';
import { fullName, resetPasswordSchema, type PublicUser } from '~/domain/auth';
import type { z } from '~/domain/zod';
import type { StaffIntent } from '~/routes/dashboard/settings';
import { FormActions } from './FormActions';

export function ResetPasswordModal({
  user,
  onClose,
  onDone,
}: {
  user: PublicUser | null;
  onClose: () => void;
  onDone: (user: PublicUser) => void;
}) {
  return (
    <Modal
      open={user !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={user ? `Reset password for ${fullName(user)}` : 'Reset password'}
      size="sm"
    >
      {user ? (
        <ResetPasswordForm key={user._id} user={user} onClose={onClose} onDone={onDone} />
      ) : null}
    </Modal>
  );
}

function ResetPasswordForm({
  user,
  onClose,
  onDone,
}: {
  user: PublicUser;
  onClose: () => void;
  onDone: (user: PublicUser) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm<z.input<typeof resetPasswordSchema>>(resetPasswordSchema, { password: '' });
  const action = useDashboardAction();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const onSubmit = handleSubmit(async ({ password }) => {
    setSubmitError(null);
    const done = await action.run({
      intent: 'update',
      id: user._id,
      changes: { password },
    } satisfies StaffIntent);
    if (done.ok) onDone(user);
    else setSubmitError(done.message);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Reset password">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <TextField
        label="New password"
        error={errors.password?.message}
        hint="At least 8 characters. They are signed out everywhere and sign in with this one."
        required
        {...register('password')}
        type="text"
        autoComplete="new-password"
        spellCheck={false}
      />
      <FormActions onCancel={onClose} submitting={isSubmitting}>
        Reset password
      </FormActions>
    </form>
  );
}
