import { Outlet } from 'react-router';
import { PublicShell } from '~/components/layout/PublicShell';
import { unlessOnlyQueryChanged } from '~/lib/http';
import { listServices } from '~/server/services/service-store';
import type { Route } from './+types/layout';

/** The active services, which the footer links to (docs/product.md#footer). */
export async function loader({ context }: Route.LoaderArgs) {
  const services = await listServices(context.deps.db, { activeOnly: true });
  return {
    serviceLinks: services.map((service) => ({
      label: service.title,
      to: `/services/${service.url}`,
    })),
  };
}

export const shouldRevalidate = unlessOnlyQueryChanged;

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
