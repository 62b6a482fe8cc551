import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  AGREEMENT_FAILURE,
  AGREEMENT_SUCCESS,
  agreementSchema,
  type AgreementInput,
} from '../../../domain/agreement';
import { initialValues, type SubmissionResult } from '../../../domain/submission';
import { useSubmission } from '~/lib/use-submission';
import { Button } from '../ui/Button';
import { Field, inputClasses } from '../ui/Field';
import { SignatureField, type SignatureFieldHandle } from '../ui/SignatureField';
import { SubmissionAlert } from '../ui/SubmissionAlert';

/** The signed order form on /agreement: name, phone, email, signature and the terms checkbox. */
export function AgreementOrderForm({
  actionResult,
}: {
  actionResult?: SubmissionResult | undefined;
}) {
  const termsId = useId();
  const signature = useRef<SignatureFieldHandle>(null);
  const defaults = initialValues(
    {
      name: '',
      phone: '',
      email: '',
      agreeToTerms: false,
      signature: '',
      website: '',
    },
    actionResult,
  );
  const form = useForm<AgreementInput>({
    resolver: zodResolver(agreementSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: defaults,
  });
  const {
    register,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const { onSubmit, submitting, result } = useSubmission({
    form,
    action: '/agreement',
    fallback: actionResult,
    onSuccess: () => signature.current?.clear(),
  });
  const serverErrors = result && !result.ok ? (result.errors ?? {}) : {};
  const termsError = errors.agreeToTerms?.message ?? serverErrors.agreeToTerms;

  return (
    <form
      method="post"
      action="/agreement"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="order-form-heading"
      className="card mx-auto mt-10 max-w-3xl space-y-5 p-6 sm:p-8"
    >
      <p className="text-sm text-muted">All fields are required.</p>
      <div className="hidden" aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>
      <input type="hidden" {...register('signature')} />
      <Field label="Full name" error={errors.name?.message ?? serverErrors.name} required>
        {(control) => (
          <input
            {...control}
            {...register('name')}
            defaultValue={defaults.name}
            autoComplete="name"
            className={inputClasses}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Phone" error={errors.phone?.message ?? serverErrors.phone} required>
          {(control) => (
            <input
              {...control}
              {...register('phone')}
              defaultValue={defaults.phone}
              type="tel"
              autoComplete="tel"
              className={inputClasses}
            />
          )}
        </Field>
        <Field label="Email" error={errors.email?.message ?? serverErrors.email} required>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              defaultValue={defaults.email}
              type="email"
              autoComplete="email"
              className={inputClasses}
            />
          )}
        </Field>
      </div>
      <SignatureField
        ref={signature}
        label="Signature"
        error={errors.signature?.message ?? serverErrors.signature}
        onChange={(dataUrl) =>
          setValue('signature', dataUrl, { shouldValidate: isSubmitted, shouldDirty: true })
        }
      />
      <div className="space-y-1.5">
        <div className="flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            {...register('agreeToTerms')}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${termsId}-error` : undefined}
            className="mt-1 size-4 shrink-0 accent-accent-600"
          />
          <label htmlFor={termsId} className="text-sm text-ink">
            I have read and agree to the terms above, the{' '}
            <Link to="/terms-conditions" className="font-semibold text-accent-700 hover:underline">
              Terms and Conditions
            </Link>{' '}
            and the{' '}
            <Link to="/privacy-policy" className="font-semibold text-accent-700 hover:underline">
              Privacy Policy
            </Link>
            .
          </label>
        </div>
        {termsError ? (
          <p id={`${termsId}-error`} className="text-sm font-medium text-danger-700" role="alert">
            {termsError}
          </p>
        ) : null}
      </div>
      <SubmissionAlert
        result={result}
        successMessage={AGREEMENT_SUCCESS}
        failureMessage={AGREEMENT_FAILURE}
      >
        {result?.ok ? <>Your reference is {result.reference}.</> : null}
      </SubmissionAlert>
      <Button type="submit" size="lg" disabled={submitting} aria-busy={submitting || undefined}>
        <Send aria-hidden="true" className="size-4" />
        {submitting ? 'Placing order…' : 'Place Order'}
      </Button>
    </form>
  );
}
