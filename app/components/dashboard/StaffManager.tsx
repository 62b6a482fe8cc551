import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Plus, Shield, ShieldOff, Trash2, UserCheck, UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { Field, inputClasses } from '~/components/ui/Field';
import { Modal } from '~/components/ui/Modal';
import { Table, TBody, Td, Th, THead } from '~/components/ui/Table';
import { api, ApiError, errorMessage } from '~/lib/api';
import { useRemote } from '~/lib/use-remote';
import { createStaffSchema, resetPasswordSchema, type PublicUser } from '../../../domain/auth';
import type { z } from '../../../domain/zod';
import { ConfirmModal } from './ConfirmModal';

const loadUsers = async () => (await api<{ users: PublicUser[] }>('/api/users')).users;

type Notice = { tone: 'success' | 'error'; text: string } | null;

const fullName = (u: PublicUser) => `${u.firstName} ${u.lastName}`.trim();

/**
 * Staff accounts for admins: create, disable or enable, reset a password, change the role, delete.
 * An admin's own row has no actions: the API refuses to let admins disable, demote or delete
 * themselves, so the last admin can never lock everyone out.
 */
export function StaffManager({ currentUserId }: { currentUserId: string }) {
  const users = useRemote(loadUsers);
  const { run: reload } = users;
  useEffect(() => {
    void reload();
  }, [reload]);
  const [notice, setNotice] = useState<Notice>(null);
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<PublicUser | null>(null);
  const [deleting, setDeleting] = useState<PublicUser | null>(null);
  const [busy, setBusy] = useState(false);

  const update = async (user: PublicUser, body: Record<string, unknown>, done: string) => {
    setNotice(null);
    setBusy(true);
    try {
      await api(`/api/users/${user._id}`, { method: 'PATCH', body });
      setNotice({ tone: 'success', text: done });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
      void reload();
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await api(`/api/users/${deleting._id}`, { method: 'DELETE' });
      setNotice({ tone: 'success', text: `${fullName(deleting)}'s account was deleted.` });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    } finally {
      // Close only once the list is fresh, so focus moves on from a row that no longer exists.
      await reload();
      setDeleting(null);
      setBusy(false);
    }
  };

  const list = users.data ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          Disabling an account, resetting its password or changing its role signs that person out
          everywhere.
        </p>
        <Button
          onClick={() => {
            setNotice(null);
            setCreating(true);
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add staff account
        </Button>
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {users.error ? <Alert tone="error">{users.error}</Alert> : null}
      <Table caption="Staff accounts">
        <THead>
          <tr>
            <Th>Name</Th>
            <Th>Email</Th>
            <Th>Role</Th>
            <Th>Status</Th>
            <Th className="text-right">Actions</Th>
          </tr>
        </THead>
        <TBody>
          {users.loading && !users.data ? (
            <tr>
              <Td colSpan={5} className="py-8 text-center text-muted">
                Loading....
              </Td>
            </tr>
          ) : (
            list.map((user) => {
              const self = user._id === currentUserId;
              const name = fullName(user);
              return (
                <tr key={user._id}>
                  <Td className="font-medium whitespace-nowrap text-navy-900">
                    {name}
                    {self ? (
                      <span className="ml-2 rounded-pill bg-navy-50 px-2 py-0.5 text-xs font-semibold text-navy-700">
                        You
                      </span>
                    ) : null}
                  </Td>
                  <Td className="whitespace-nowrap">{user.email}</Td>
                  <Td>{user.isAdmin ? 'Admin' : 'Staff'}</Td>
                  <Td>
                    <span
                      className={
                        user.disabled
                          ? 'rounded-pill bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700'
                          : 'rounded-pill bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700'
                      }
                    >
                      {user.disabled ? 'Disabled' : 'Active'}
                    </span>
                  </Td>
                  <Td>
                    {self ? (
                      <p className="text-right text-xs whitespace-nowrap text-muted">
                        Change your password above.
                      </p>
                    ) : (
                      <div className="flex justify-end gap-2">
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={busy}
                          aria-label={`Reset password for ${name}`}
                          onClick={() => {
                            setNotice(null);
                            setResetting(user);
                          }}
                        >
                          <KeyRound aria-hidden="true" className="size-4" />
                          Reset password
                        </Button>
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={busy}
                          aria-label={`${user.isAdmin ? 'Remove admin from' : 'Make admin'} ${name}`}
                          onClick={() =>
                            update(
                              user,
                              { isAdmin: !user.isAdmin },
                              user.isAdmin
                                ? `${name} is now a staff member.`
                                : `${name} is now an admin.`,
                            )
                          }
                        >
                          {user.isAdmin ? (
                            <ShieldOff aria-hidden="true" className="size-4" />
                          ) : (
                            <Shield aria-hidden="true" className="size-4" />
                          )}
                          {user.isAdmin ? 'Remove admin' : 'Make admin'}
                        </Button>
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={busy}
                          aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${name}`}
                          onClick={() =>
                            update(
                              user,
                              { disabled: !user.disabled },
                              user.disabled
                                ? `${name} can sign in again.`
                                : `${name} is disabled and was signed out.`,
                            )
                          }
                        >
                          {user.disabled ? (
                            <UserCheck aria-hidden="true" className="size-4" />
                          ) : (
                            <UserX aria-hidden="true" className="size-4" />
                          )}
                          {user.disabled ? 'Enable' : 'Disable'}
                        </Button>
                        <Button
                          variant="outline"
                          size="sm"
                          className="text-danger-700"
                          disabled={busy}
                          aria-label={`Delete ${name}`}
                          onClick={() => {
                            setNotice(null);
                            setDeleting(user);
                          }}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                          Delete
                        </Button>
                      </div>
                    )}
                  </Td>
                </tr>
              );
            })
          )}
        </TBody>
      </Table>
      <CreateStaffModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(user) => {
          setCreating(false);
          setNotice({ tone: 'success', text: `${fullName(user)} can now sign in.` });
          void reload();
        }}
      />
      <ResetPasswordModal
        user={resetting}
        onClose={() => setResetting(null)}
        onDone={(user) => {
          setResetting(null);
          setNotice({
            tone: 'success',
            text: `${fullName(user)}'s password was reset and they were signed out everywhere.`,
          });
          void reload();
        }}
      />
      <ConfirmModal
        open={deleting !== null}
        title="Delete account"
        confirmLabel="Delete"
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>
          Are you sure you want to delete the account of {deleting ? fullName(deleting) : ''}? Their
          blogs stay on the site.
        </p>
      </ConfirmModal>
    </div>
  );
}

type CreateStaffValues = z.input<typeof createStaffSchema>;

function CreateStaffModal({
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
  } = useForm<CreateStaffValues>({
    resolver: zodResolver(createStaffSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { firstName: '', lastName: '', email: '', password: '', isAdmin: false },
  });
  const [submitError, setSubmitError] = useState<string | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      const answer = await api<{ user: PublicUser }>('/api/users', {
        method: 'POST',
        body: values,
      });
      onCreated(answer.user);
    } catch (error) {
      setSubmitError(errorMessage(error));
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.errors))
          if (field in values) setError(field as FieldPath<CreateStaffValues>, { message });
    }
  });
  const text = (
    name: 'firstName' | 'lastName' | 'email' | 'password',
    label: string,
    type: string,
    autoComplete: string,
    required = true,
  ) => (
    <Field label={label} error={errors[name]?.message} required={required}>
      {(c) => (
        <input
          {...c}
          {...register(name)}
          type={type}
          autoComplete={autoComplete}
          className={inputClasses}
        />
      )}
    </Field>
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="New staff account">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {text('firstName', 'First name', 'text', 'off')}
        {text('lastName', 'Last name', 'text', 'off', false)}
      </div>
      {text('email', 'Email', 'email', 'off')}
      <Field
        label="Password"
        error={errors.password?.message}
        hint="At least 8 characters. Share it privately; they can change it in Settings."
        required
      >
        {(c) => (
          <input
            {...c}
            {...register('password')}
            type="text"
            autoComplete="new-password"
            spellCheck={false}
            className={inputClasses}
          />
        )}
      </Field>
      <label className="flex items-center gap-3 text-sm font-medium text-navy-900">
        <input type="checkbox" {...register('isAdmin')} className="size-4 accent-accent-600" />
        Administrator (manages services and staff accounts)
      </label>
      <div className="flex justify-end gap-3 border-t border-line pt-4">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Creating…' : 'Create account'}
        </Button>
      </div>
    </form>
  );
}

function ResetPasswordModal({
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
  } = useForm<z.input<typeof resetPasswordSchema>>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { password: '' },
  });
  const [submitError, setSubmitError] = useState<string | null>(null);
  const onSubmit = handleSubmit(async ({ password }) => {
    setSubmitError(null);
    try {
      await api(`/api/users/${user._id}`, { method: 'PATCH', body: { password } });
      onDone(user);
    } catch (error) {
      setSubmitError(errorMessage(error));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Reset password">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <Field
        label="New password"
        error={errors.password?.message}
        hint="At least 8 characters. They are signed out everywhere and sign in with this one."
        required
      >
        {(c) => (
          <input
            {...c}
            {...register('password')}
            type="text"
            autoComplete="new-password"
            spellCheck={false}
            className={inputClasses}
          />
        )}
      </Field>
      <div className="flex justify-end gap-3">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          Reset password
        </Button>
      </div>
    </form>
  );
}
