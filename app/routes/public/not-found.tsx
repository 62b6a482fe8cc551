import { data } from 'react-router';
import { NotFound } from '~/components/layout/NotFound';
import { seo } from '~/lib/seo';
import type { Route } from './+types/not-found';

export function loader() {
  // A real 404 status for any unknown URL, not a soft "not found" with 200.
  return data(null, { status: 404 });
}

export const meta = (args: Route.MetaArgs) => [
  ...seo(args, {
    title: 'Page not found',
    description: "The page you're looking for doesn't exist or has been moved.",
    noindex: true,
  }),
];

export default function NotFoundRoute() {
  return <NotFound />;
}
