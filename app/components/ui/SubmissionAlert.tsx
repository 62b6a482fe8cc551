import type { SubmissionResult } from '~/domain/submission';
import { Alert } from './Alert';

/**
 * The outcome of a form submission next to the form: success as a polite status, failure as an
 * alert. A refusal (400, 409, 429…) shows its own message; `failureMessage` replaces server
 * errors (500) with the form's own wording.
 */
export function SubmissionAlert({
  result,
  successMessage,
  failureMessage,
  children,
}: {
  result: SubmissionResult | undefined;
  successMessage?: string;
  failureMessage: string;
  children?: React.ReactNode;
}) {
  if (!result) return null;
  if (result.ok)
    return (
      <Alert tone="success" title={successMessage ?? result.message}>
        {children}
      </Alert>
    );
  return <Alert tone="error" title={result.status < 500 ? result.message : failureMessage} />;
}
