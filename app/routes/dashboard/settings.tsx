import { BankDetailsForm } from '~/components/dashboard/BankDetailsForm';
import { ChangePasswordForm } from '~/components/dashboard/ChangePasswordForm';
import { Deferred } from '~/components/dashboard/Deferred';
import { Alert } from '~/components/ui/Alert';
import { PageTitle } from '~/components/dashboard/PageTitle';
import { StaffManager } from '~/components/dashboard/StaffManager';
import { useDashboardUser } from '~/components/dashboard/use-dashboard-user';
import { api } from '~/lib/api';
import { actionBody, dashboardMeta, load, mutate } from '~/lib/dashboard-data';
import { decodeToken, readStoredToken } from '~/lib/token';
import type { createStaffSchema, PublicUser } from '~/domain/auth';
import type { BankDetails } from '~/domain/bank-details';
import type { z } from '~/domain/zod';
import type { Route } from './+types/settings';

export const meta = () => dashboardMeta('Settings | Dashboard | ECS Digital');

export async function clientLoader() {
  // Staff accounts are for admins; the API checks the role again.
  const isAdmin = Boolean(decodeToken(readStoredToken())?.isAdmin);
  return {
    users: isAdmin
      ? load(async () => (await api<{ users: PublicUser[] }>('/api/users')).users)
      : undefined,
    bankDetails: isAdmin
      ? load(
          async () =>
            (await api<{ bankDetails: BankDetails | null }>('/api/settings/bank-details'))
              .bankDetails,
        )
      : undefined,
  };
}

/** What the settings screen's forms and buttons ask its client action to do. */
export type StaffIntent =
  | { intent: 'change-password'; currentPassword: string; newPassword: string }
  | {
      intent: 'create';
      input: z.input<typeof createStaffSchema>;
    }
  | {
      intent: 'update';
      id: string;
      changes: { isAdmin?: boolean; disabled?: boolean; password?: string };
    }
  | { intent: 'delete'; id: string }
  | { intent: 'save-bank-details'; details: BankDetails }
  | { intent: 'remove-bank-details' };

export async function clientAction({ request }: Route.ClientActionArgs) {
  const body = await actionBody<StaffIntent>(request);
  switch (body.intent) {
    case 'change-password':
      return mutate(() =>
        api<{ message: string }>('/api/users/me/password', {
          method: 'PATCH',
          body: { currentPassword: body.currentPassword, newPassword: body.newPassword },
        }),
      );
    case 'create':
      return mutate(() =>
        api<{ message: string; user: PublicUser }>('/api/users', {
          method: 'POST',
          body: body.input,
        }),
      );
    case 'update':
      return mutate(() =>
        api<{ message: string }>(`/api/users/${encodeURIComponent(body.id)}`, {
          method: 'PATCH',
          body: body.changes,
        }),
      );
    case 'delete':
      return mutate(() =>
        api<{ message: string }>(`/api/users/${encodeURIComponent(body.id)}`, {
          method: 'DELETE',
        }),
      );
    case 'save-bank-details':
      return mutate(() =>
        api<{ message: string }>('/api/settings/bank-details', {
          method: 'PUT',
          body: body.details,
        }),
      );
    case 'remove-bank-details':
      return mutate(() =>
        api<{ message: string }>('/api/settings/bank-details', { method: 'DELETE' }),
      );
  }
}

export default function DashboardSettingsPage({ loaderData }: Route.ComponentProps) {
  const { _id, isAdmin } = useDashboardUser();
  return (
    <>
      <PageTitle
        title="Settings"
        intro="Your password and, for administrators, staff accounts and how clients pay."
      />
      <div className="space-y-8">
        <section aria-labelledby="password-heading" className="card max-w-xl p-5 sm:p-6">
          <h2 id="password-heading" className="text-lg">
            Change password
          </h2>
          <p className="mt-1 mb-5 text-sm text-muted">
            Other devices signed in to your account are signed out when you change it.
          </p>
          <ChangePasswordForm />
        </section>
        {isAdmin && loaderData.users ? (
          <section aria-labelledby="staff-heading" className="card p-5 sm:p-6">
            <h2 id="staff-heading" className="mb-2 text-lg">
              Staff accounts
            </h2>
            <StaffManager currentUserId={_id} users={loaderData.users} />
          </section>
        ) : null}
        {isAdmin && loaderData.bankDetails ? (
          <section aria-labelledby="bank-details-heading" className="card max-w-3xl p-5 sm:p-6">
            <h2 id="bank-details-heading" className="text-lg">
              Bank details for transfers
            </h2>
            <p className="mt-1 mb-5 text-sm text-muted">
              Clients see them on every invoice that asks for payment (its page and its PDF) and on
              their order page. Leave them out and no transfer details are shown.
            </p>
            <Deferred
              value={loaderData.bankDetails}
              fallback={<p className="text-muted">Loading…</p>}
            >
              {(loaded) =>
                loaded.error === null ? (
                  <BankDetailsForm saved={loaded.data} />
                ) : (
                  <Alert tone="error">{loaded.error}</Alert>
                )
              }
            </Deferred>
          </section>
        ) : null}
      </div>
    </>
  );
}
