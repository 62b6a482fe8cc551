import { KeyRound, Plus, Shield, ShieldOff, Trash2, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/Button';
import { Clip, Td } from '~/components/ui/Table';
import type { Loaded } from '~/lib/dashboard-data';
import { fullName, type PublicUser } from '~/domain/auth';
import type { StaffIntent } from '~/routes/dashboard/settings';
import { CreateStaffModal } from './CreateStaffModal';
import { CrudConfirmDelete } from './CrudConfirmDelete';
import { CrudNotice } from './CrudNotice';
import { CrudTable } from './CrudTable';
import { RowActions, type RecordAction } from './RowActions';
import { useCrud } from './use-crud';
import { ResetPasswordModal } from './ResetPasswordModal';

/**
 * Staff accounts for admins: create, disable or enable, reset a password, change the role, delete.
 * An admin's own row has no actions: the API refuses to let admins disable, demote or delete
 * themselves, so the last admin can never lock everyone out.
 */
export function StaffManager({
  currentUserId,
  users,
}: {
  currentUserId: string;
  users: Promise<Loaded<PublicUser[]>>;
}) {
  const crud = useCrud<PublicUser>();
  const [resetting, setResetting] = useState<PublicUser | null>(null);

  const update = async (user: PublicUser, changes: StaffChanges, done: string) => {
    crud.setNotice(null);
    const result = await crud.action.run({
      intent: 'update',
      id: user._id,
      changes,
    } satisfies StaffIntent);
    crud.setNotice(
      result.ok ? { tone: 'success', text: done } : { tone: 'error', text: result.message },
    );
  };

  return (
    <div className="space-y-4">
      <StaffIntro onAdd={crud.form.add} />
      <CrudNotice notice={crud.notice} />
      <CrudTable
        caption="Staff accounts"
        headers={staffHeaders}
        rows={users}
        emptyText="No staff accounts"
      >
        {(list) =>
          list.map((user) => (
            <StaffRow
              key={user._id}
              user={user}
              self={user._id === currentUserId}
              busy={crud.action.busy}
              onResetPassword={() => {
                crud.setNotice(null);
                setResetting(user);
              }}
              onUpdate={(changes, done) => void update(user, changes, done)}
              onDelete={() => crud.remove.ask(user)}
            />
          ))
        }
      </CrudTable>
      <CreateStaffModal
        open={crud.form.open}
        onClose={crud.form.close}
        onCreated={(user) => crud.form.saved(`${fullName(user)} can now sign in.`)}
      />
      <ResetPasswordModal
        user={resetting}
        onClose={() => setResetting(null)}
        onDone={(user) => {
          setResetting(null);
          crud.setNotice({
            tone: 'success',
            text: `${fullName(user)}'s password was reset and they were signed out everywhere.`,
          });
        }}
      />
      <CrudConfirmDelete
        crud={crud}
        title="Delete account"
        done={(user) => `${fullName(user)}'s account was deleted.`}
      >
        <p>
          Are you sure you want to delete the account of{' '}
          {crud.remove.record ? fullName(crud.remove.record) : ''}? Their blogs stay on the site.
        </p>
      </CrudConfirmDelete>
    </div>
  );
}

const staffHeaders = [
  { label: 'Name' },
  { label: 'Email' },
  { label: 'Role' },
  { label: 'Status' },
  { label: 'Actions', className: 'text-right' },
];

function StaffIntro({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted">
        Disabling an account, resetting its password or changing its role signs that person out
        everywhere.
      </p>
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        Add staff account
      </Button>
    </div>
  );
}

type StaffChanges = Extract<StaffIntent, { intent: 'update' }>['changes'];

interface StaffRowProps {
  user: PublicUser;
  /** The signed-in admin's own row, which has no actions. */
  self: boolean;
  busy: boolean;
  onResetPassword: () => void;
  /** Changes the account, then says `done`. */
  onUpdate: (changes: StaffChanges, done: string) => void;
  onDelete: () => void;
}

/** One account: name (and "You" on your own), email, role, status and what an admin can do. */
function StaffRow({ user, self, ...actions }: StaffRowProps) {
  const name = fullName(user);
  return (
    <tr>
      <Td cell="title" className="font-medium text-navy-900">
        <span className="flex min-w-0 items-center gap-2">
          <Clip text={name} className="min-w-0 max-w-56" />
          {self ? (
            <span className="shrink-0 rounded-pill bg-navy-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-navy-700">
              You
            </span>
          ) : null}
        </span>
      </Td>
      <Td label="Email" fill>
        <Clip text={user.email} />
      </Td>
      <Td label="Role">{user.isAdmin ? 'Admin' : 'Staff'}</Td>
      <Td label="Status">
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
      {/* Your own row has no actions: on a card its note is a field, not the card's corner. */}
      <Td {...(self ? { label: 'Actions', className: 'text-right' } : { cell: 'actions' })}>
        {self ? (
          <p className="text-xs text-muted @3xl/table:whitespace-nowrap">
            Change your password above.
          </p>
        ) : (
          <RowActions record={name} actions={staffActions(user, name, actions)} />
        )}
      </Td>
    </tr>
  );
}

/** Reset password, make or remove admin, enable or disable, delete. */
function staffActions(
  user: PublicUser,
  name: string,
  { busy, onResetPassword, onUpdate, onDelete }: Omit<StaffRowProps, 'user' | 'self'>,
): RecordAction[] {
  return [
    {
      icon: KeyRound,
      label: 'Reset password',
      name: `Reset password for ${name}`,
      disabled: busy,
      onClick: onResetPassword,
    },
    {
      icon: user.isAdmin ? ShieldOff : Shield,
      label: user.isAdmin ? 'Remove admin' : 'Make admin',
      name: `${user.isAdmin ? 'Remove admin from' : 'Make admin'} ${name}`,
      disabled: busy,
      onClick: () =>
        onUpdate(
          { isAdmin: !user.isAdmin },
          user.isAdmin ? `${name} is now a staff member.` : `${name} is now an admin.`,
        ),
    },
    {
      icon: user.disabled ? UserCheck : UserX,
      label: user.disabled ? 'Enable' : 'Disable',
      name: `${user.disabled ? 'Enable' : 'Disable'} ${name}`,
      disabled: busy,
      onClick: () =>
        onUpdate(
          { disabled: !user.disabled },
          user.disabled ? `${name} can sign in again.` : `${name} is disabled and was signed out.`,
        ),
    },
    {
      icon: Trash2,
      label: 'Delete',
      name: `Delete ${name}`,
      danger: true,
      disabled: busy,
      onClick: onDelete,
    },
  ];
}
