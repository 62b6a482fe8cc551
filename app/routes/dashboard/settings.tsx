import { ChangePasswordForm } from '~/components/dashboard/ChangePasswordForm';
import { PageTitle } from '~/components/dashboard/PageTitle';
import { StaffManager } from '~/components/dashboard/StaffManager';
import { useDashboardUser } from '~/components/dashboard/use-dashboard-user';

export const meta = () => [{ title: 'Settings | Dashboard | ECS Digital' }];

export default function DashboardSettingsPage() {
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
        {isAdmin ? (
          <section aria-labelledby="staff-heading" className="card p-5 sm:p-6">
            <h2 id="staff-heading" className="mb-2 text-lg">
              Staff accounts
            </h2>
            <StaffManager currentUserId={_id} />
          </section>
        ) : null}
      </div>
    </>
  );
}
