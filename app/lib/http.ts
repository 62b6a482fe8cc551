import { data, type ShouldRevalidateFunctionArgs } from 'react-router';

/** Throws a 404 response when the thing a loader looked for does not exist. */
export function invariantResponse(
  condition: unknown,
  message = 'Not found',
  init: { status: number } = { status: 404 },
): asserts condition {
  if (!condition) throw data(message, init);
}

/**
 * For loaders that read nothing from the query string (the root, the public layout): a navigation
 * that only changes the query string of the page in view (a portfolio filter, a search, a page of
 * a list) does not reload them, so a filter that runs in the browser asks the server for nothing.
 */
export function unlessOnlyQueryChanged({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (
    !formMethod &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search
  )
    return false;
  return defaultShouldRevalidate;
}
