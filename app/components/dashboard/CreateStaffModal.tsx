import { useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { Alert } from '~/components/ui/Alert';
import { Modal } from '~/components/ui/Modal';
import { TextField } from '~/components/ui/TextField';
import { useZodForm } from '~/components/ui/use-schema-form';
import { useDashboardAction } from '~/lib/dashboard-data';
import { createStaffSchema, type PublicUser } from '~/domain/auth';
import type { z } from '~/domain/zod';
import type { StaffIntent } from '~/routes/dashboard/settings';
import { FormActions } from './FormActions';

type CreateStaffValues = z.input<typeof createStaffSchema>;

export function CreateStaffModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (user: PublicUser) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Add staff account"
    >
      {open ? <CreateStaffForm onClose={onClose} onCreated={onCreated} /> : null}
    </Modal>
  );
}

function CreateStaffForm({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (user: PublicUser) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm<CreateStaffValues>(createStaffSchema, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    isAdmin: false,
  });
  const action = useDashboardAction<{ user: PublicUser }>();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    setSubmitError(null);
    const created = await action.run({ intent: 'create', input: values } satisfies StaffIntent);
    if (created.ok) return onCreated(created.data.user);
    setSubmitError(created.message);
    for (const [field, message] of Object.entries(created.errors))
      if (field in values) setError(field as FieldPath<CreateStaffValues>, { message });
  });
  const text = (
    name: 'firstName' | 'lastName' | 'email',
    label: string,
    type: string,
    required = true,
  ) => (
    <TextField
      label={label}
      error={errors[name]?.message}
      required={required}
      {...register(name)}
      type={type}
      autoComplete="off"
    />
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="New staff account">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {text('firstName', 'First name', 'text')}
        {text('lastName', 'Last name', 'text', false)}
      </div>
      {text('email', 'Email', 'email')}
      <TextField
        label="Password"
        error={errors.password?.message}
        hint="At least 8 characters. Share it privately; they can change it in Settings."
        required
        {...register('password')}
        type="text"
        autoComplete="new-password"
        spellCheck={false}
      />
      <label className="flex items-center gap-3 text-sm font-medium text-navy-900">
        <input type="checkbox" {...register('isAdmin')} className="size-4 accent-accent-600" />
        Administrator (manages services and staff accounts)
      </label>
      <FormActions onCancel={onClose} submitting={isSubmitting}>
        {isSubmitting ? 'Creating…' : 'Create account'}
      </FormActions>
    </form>
  );
}
