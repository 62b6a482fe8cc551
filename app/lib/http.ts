import { data } from 'react-router';

/** Throws a 404 response when the thing a loader looked for does not exist. */
export function invariantResponse(
  condition: unknown,
  message = 'Not found',
  init: { status: number } = { status: 404 },
): asserts condition {
  if (!condition) throw data(message, init);
}
