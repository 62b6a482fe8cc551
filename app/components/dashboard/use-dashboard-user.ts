import { useRouteLoaderData } from 'react-router';

export interface DashboardUser {
  _id: string;
  firstName: string;
  isAdmin: boolean;
}

/** The signed-in user, as the dashboard layout's client loader checked it with the server. */
export function useDashboardUser(): DashboardUser {
  const data = useRouteLoaderData('routes/dashboard/layout') as DashboardUser | undefined;
  return data ?? { _id: '', firstName: '', isAdmin: false };
}
