import { useEffect, useRef } from 'react';
import { useFetcher, type ShouldRevalidateFunctionArgs } from 'react-router';
import { api, ApiError, errorMessage } from './api';
import { decodeToken, readStoredToken } from './token';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * How every dashboard screen reads and changes data, with React Router's own client data APIs:
 *
 * - **Read:** the route's `clientLoader` returns `{ name: load(() => api(...)) }` without awaiting
 *   it, so the screen opens at once and shows its loading state where the data will be; the
 *   screen renders `<Deferred value={loaderData.name}>` (app/components/dashboard/Deferred.tsx):
 *   the data, or the error message where the list would be (the rest of the screen keeps working).
 *   The dashboard has no server loaders, so React Router runs the client loaders on the first
 *   visit as well.
 * - **Change:** the route's `clientAction` reads the submitted intent and returns
 *   `mutate(() => api(...))`; the screen submits through `useDashboardAction()`. After the action,
 *   React Router reloads the screen's loaders on its own, so a list is fresh without a manual reload.
 */

/** A screen's data, or the message that says why it could not be loaded. */
export type Loaded<T> = { data: T; error: null } | { data: undefined; error: string };

export async function load<T>(call: () => Promise<T>): Promise<Loaded<T>> {
  // The screens' loaders run beside the layout's guard. Without a usable token the guard is
  // already sending the visitor to /sign-in, so there is nothing to ask the API.
  if (!decodeToken(readStoredToken())) return { data: undefined, error: SESSION_ENDED };
  try {
    return { data: await call(), error: null };
  } catch (error) {
    return { data: undefined, error: errorMessage(error) };
  }
}

/** What a dashboard `clientAction` answers: the server's message, and field errors on refusal. */
export type ActionResult<T = undefined> =
  | { ok: true; message: string; data: T }
  | { ok: false; message: string; errors: Record<string, string> };

export async function mutate<T extends { message?: string }>(
  call: () => Promise<T>,
): Promise<ActionResult<T>> {
  try {
    const data = await call();
    return { ok: true, message: data.message ?? 'Saved', data };
  } catch (error) {
    return {
      ok: false,
      message: errorMessage(error),
      errors: error instanceof ApiError ? error.errors : {},
    };
  }
}

/**
 * Submits to the current route's `clientAction` as JSON. `run` resolves with the action's result
 * once React Router has also reloaded the screen's data, so a caller that closes a dialog on
 * success closes it over a fresh list; `result` is the latest answer for rendering.
 */
export function useDashboardAction<T = unknown>() {
  const fetcher = useFetcher<ActionResult<T>>();
  const pending = useRef<((result: ActionResult<T>) => void) | null>(null);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || !pending.current) return;
    const resolve = pending.current;
    pending.current = null;
    resolve(fetcher.data);
  }, [fetcher.state, fetcher.data]);
  return {
    run: (body: Parameters<typeof fetcher.submit>[0]) =>
      new Promise<ActionResult<T>>((resolve) => {
        pending.current = resolve;
        void fetcher.submit(body, { method: 'post', encType: 'application/json' });
      }),
    busy: fetcher.state !== 'idle',
    result: fetcher.state === 'idle' ? fetcher.data : undefined,
  };
}

/** What a CRUD screen's form and delete button ask its client action to do. */
export type CrudIntent<Input> =
  { intent: 'save'; id: string | null; input: Input } | { intent: 'delete'; id: string };

/**
 * The client action of a CRUD screen over a REST collection (`/api/blogs`, `/api/services`):
 * POST a new record, PATCH an existing one, DELETE one.
 */
export async function crudAction<Input>(collection: string, request: Request) {
  return crudRequest(collection, await actionBody<CrudIntent<Input>>(request));
}

/** The REST call for one CRUD intent, for a screen whose action also does other things. */
export function crudRequest<Input>(collection: string, body: CrudIntent<Input>) {
  const path = (id: string) => `${collection}/${encodeURIComponent(id)}`;
  return mutate(() => {
    if (body.intent === 'delete')
      return api<{ message: string }>(path(body.id), { method: 'DELETE' });
    return body.id
      ? api<{ message: string }>(path(body.id), { method: 'PATCH', body: body.input })
      : api<{ message: string }>(collection, { method: 'POST', body: body.input });
  });
}

/** Reads the JSON body a `useDashboardAction` call sent. */
export async function actionBody<T = Record<string, unknown>>(request: Request): Promise<T> {
  return (await request.json()) as T;
}

/**
 * The layout's signed-in user does not change when a screen saves something; only navigations
 * reload it (for a form submission, React Router would otherwise reload every loader).
 */
export function layoutShouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

/**
 * A dashboard page's head: its title and `noindex` (docs/product.md#noindex). A route's `meta`
 * replaces its parents', so every dashboard route says it again.
 */
export const dashboardMeta = (title: string) => [{ title }, { name: 'robots', content: 'noindex' }];
