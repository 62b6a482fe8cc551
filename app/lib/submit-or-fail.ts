import type { SubmissionResult } from '~/domain/submission';

/**
 * Runs a form's server action from the browser and turns a network failure or a server crash into
 * the form's own failure message, so the visitor sees it next to the form instead of an error page.
 */
export async function submitOrFail<R>(
  serverAction: () => Promise<R>,
  failureMessage: string,
): Promise<R | SubmissionResult<object, never>> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, status: 500, message: failureMessage };
  }
}
