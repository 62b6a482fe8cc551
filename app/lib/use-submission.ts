import { useEffect, useRef, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useFetcher } from 'react-router';
import type { SubmissionResult } from '../../domain/submission';

/**
 * Submits a react-hook-form form to a route action through a fetcher, after client validation with
 * the shared schema. Server field errors land next to their fields; success resets the form.
 * Without JavaScript the same form posts natively and `fallback` (the page's action data) is shown.
 */
export function useSubmission<T extends FieldValues>({
  form,
  action,
  fallback,
  onSuccess,
}: {
  form: UseFormReturn<T>;
  action: string;
  fallback?: SubmissionResult | undefined;
  onSuccess?: (result: Extract<SubmissionResult, { ok: true }>) => void;
}) {
  const fetcher = useFetcher<SubmissionResult>();
  const handled = useRef<SubmissionResult | undefined>(undefined);
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      // First the caller's own clean-up (e.g. the signature pad), then the form, so its reset
      // also clears any validation the clean-up triggered.
      onSuccessRef.current?.(result);
      form.reset();
    } else if (result.errors) {
      for (const [field, message] of Object.entries(result.errors))
        form.setError(field as Path<T>, { type: 'server', message });
    }
  }, [fetcher.state, fetcher.data, form]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    void form.handleSubmit(() => fetcher.submit(element, { method: 'post', action }))(event);
  };

  const submitting = fetcher.state !== 'idle';
  // While a new submission is on its way, the previous answer is no longer shown.
  const result = submitting ? undefined : (fetcher.data ?? fallback);
  return { fetcher, onSubmit, submitting, result };
}
