import { ChangePasswordForm } from '~/components/dashboard/ChangePasswordForm';
import { PageTitle } from '~/components/dashboard/PageTitle';
import { StaffManager } from '~/components/dashboard/StaffManager';
import { useDashboardUser } from '~/components/dashboard/use-dashboard-user';
import { api } from '~/lib/api';
import { actionBody, dashboardMeta, load, mutate } from '~/lib/dashboard-data';
import { decodeToken, readStoredToken } from '~/lib/token';
import type { createStaffSchema, PublicUser } from '~/domain/auth';
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
  | { intent: 'delete'; id: string };

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
  }
}

export default function DashboardSettingsPage({ loaderData }: Route.ComponentProps) {
  const { _id, isAdmin } = useDashboardUser();
  return (
    <>
      <PageTitle title="Settings" intro="Your password and, for administrators, staff accounts." />
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
      </div>
    </>
  );
}
