import { Outlet } from 'react-router';
import { PublicShell } from '~/components/layout/PublicShell';

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
