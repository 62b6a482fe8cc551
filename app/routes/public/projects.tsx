import { redirect } from 'react-router';
import type { Route } from './+types/projects';

/**
 * The projects list moved into the portfolio (docs/product.md#projects): the old address answers
 * with a permanent redirect, keeping any filter in the query. Case studies stay at /projects/{slug}.
 */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/portfolio${new URL(request.url).search}`, 301);
}
