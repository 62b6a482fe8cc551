import { Send } from 'lucide-react';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import {
  AGREEMENT_FAILURE,
  AGREEMENT_SUCCESS,
  agreementSchema,
  type AgreementInput,
} from '~/domain/agreement';
import type { SubmissionResult } from '~/domain/submission';
import { Button } from '~/components/ui/Button';
import { Honeypot } from '~/components/ui/Honeypot';
import { TextField } from '~/components/ui/TextField';
import { useSchemaForm } from '~/components/ui/use-schema-form';
import { SignatureField, type SignatureFieldHandle } from '~/components/ui/SignatureField';
import { SubmissionAlert } from '~/components/ui/SubmissionAlert';

/** The signed order form on /agreement: name, phone, email, signature and the terms checkbox. */
export function AgreementOrderForm({
  actionResult,
  orderNumber = '',
}: {
  actionResult?: SubmissionResult | undefined;
  /** The order being signed for (from the order confirmation's link), or ''. */
  orderNumber?: string;
}) {
  const termsId = useId();
  const signature = useRef<SignatureFieldHandle>(null);
  const { form, field, errorOf, onSubmit, submitting, result } = useSchemaForm({
    schema: agreementSchema,
    defaults: {
      name: '',
      phone: '',
      email: '',
      agreeToTerms: false,
      signature: '',
      orderNumber,
      website: '',
    } satisfies AgreementInput,
    action: '/agreement',
    fallback: actionResult,
    onSuccess: () => signature.current?.clear(),
  });
  const {
    register,
    setValue,
    formState: { isSubmitted },
  } = form;
  const termsError = errorOf('agreeToTerms');

  return (
    <form
      method="post"
      action="/agreement"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="order-form-heading"
      className="card mx-auto mt-10 max-w-3xl space-y-5 p-6 sm:p-8"
    >
      {orderNumber ? (
        <p className="rounded-xl bg-accent-50 px-4 py-3 text-sm text-navy-900">
          You are signing for order <strong>{orderNumber}</strong>.
        </p>
      ) : null}
      <p className="text-sm text-muted">All fields are required.</p>
      <input type="hidden" {...register('orderNumber')} />
      <Honeypot {...register('website')} />
      <input type="hidden" {...register('signature')} />
      <TextField label="Full name" required autoComplete="name" {...field('name')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Phone" required type="tel" autoComplete="tel" {...field('phone')} />
        <TextField label="Email" required type="email" autoComplete="email" {...field('email')} />
      </div>
      <SignatureField
        ref={signature}
        label="Signature"
        error={errorOf('signature')}
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
            className="size-6 shrink-0 accent-accent-600"
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
