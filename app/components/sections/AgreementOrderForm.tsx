import { FileText, Send } from 'lucide-react';
import { useId, useRef, type ComponentProps } from 'react';
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
import { fieldGrid, TextField } from '~/components/ui/TextField';
import { FieldMessage } from '~/components/ui/Field';
import { Alert } from '~/components/ui/Alert';
import { site } from '~/content/site';
import { useSchemaForm } from '~/components/ui/use-schema-form';
import { SignatureField, type SignatureFieldHandle } from '~/components/ui/SignatureField';
import { SubmissionAlert } from '~/components/ui/SubmissionAlert';

/**
 * The order an agreement is signed for, as the page's loader found it from the order page's link
 * (docs/product.md#order-page): the order and its buyer, or only that the link names no order.
 */
export type SignedForOrder =
  | {
      found: true;
      number: string;
      name: string;
      email: string;
      /** The order's private page, to go back to once signed. */
      page: string;
    }
  | { found: false };

/** The signed order form on /agreement: name, phone, email, signature and the terms checkbox. */
const consentDocuments = [
  { to: '/terms-conditions', label: 'Terms and Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
];

const consentLink =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1.5 text-sm sm:px-2 font-semibold text-accent-700 hover:bg-accent-50 hover:text-accent-800';

export function AgreementOrderForm({
  actionResult,
  order = null,
}: {
  actionResult?: SubmissionResult | undefined;
  /** The order being signed for (from the order page's link), or null. */
  order?: SignedForOrder | null;
}) {
  const termsId = useId();
  const { signature, orderNumber, form, field, errorOf, onSubmit, submitting, result } =
    useAgreementForm(order, actionResult);
  const {
    register,
    setValue,
    formState: { isSubmitted },
  } = form;
  // The checkbox is checked again at every change once it shows its message, as text fields are.
  const {
    error: termsError,
    defaultValue: _noDefault,
    keepMessageSpace: _keptBelow,
    ...termsControl
  } = field('agreeToTerms');

  return (
    <>
      <NoScriptNotice />
      <form
        id="agreement-form"
        method="post"
        action="/agreement"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="order-form-heading"
        className="card mx-auto mt-10 max-w-3xl space-y-5 p-6 sm:p-8"
      >
        <OrderNotice order={order} error={errorOf('orderNumber')} />
        <p className="text-sm text-muted">All fields are required.</p>
        <input type="hidden" defaultValue={orderNumber} {...register('orderNumber')} />
        <Honeypot {...register('website')} />
        <input type="hidden" {...register('signature')} />
        <div className={fieldGrid}>
          <TextField
            label="Full name"
            required
            autoComplete="name"
            className="sm:col-span-2"
            {...field('name')}
          />
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
        <TermsConsent id={termsId} error={termsError} control={termsControl} />
        <SubmissionAlert
          result={result}
          successMessage={AGREEMENT_SUCCESS}
          failureMessage={AGREEMENT_FAILURE}
        >
          {result?.ok ? (
            <SignedReceipt
              reference={result.reference}
              orderPage={order?.found ? order.page : undefined}
            />
          ) : null}
        </SubmissionAlert>
        <Button type="submit" size="lg" disabled={submitting} aria-busy={submitting || undefined}>
          <Send aria-hidden="true" className="size-4" />
          {submitting ? 'Placing order…' : 'Place Order'}
        </Button>
      </form>
    </>
  );
}

/** The form's state, its starting values (the order's buyer, when known) and its post. */
function useAgreementForm(
  order: SignedForOrder | null,
  actionResult: SubmissionResult | undefined,
) {
  const signature = useRef<SignatureFieldHandle>(null);
  // Only an order that exists goes with the signature.
  const known = order?.found ? order : undefined;
  const orderNumber = known?.number ?? '';
  const schemaForm = useSchemaForm({
    schema: agreementSchema,
    defaults: {
      name: known?.name ?? '',
      phone: '',
      email: known?.email ?? '',
      agreeToTerms: false,
      signature: '',
      orderNumber,
      website: '',
    } satisfies AgreementInput,
    formId: 'agreement-form',
    action: '/agreement',
    fallback: actionResult,
    onSuccess: () => signature.current?.clear(),
  });
  return { signature, orderNumber, ...schemaForm };
}

/** Shown, and the form hidden, only when the browser runs no scripts. */
function NoScriptNotice() {
  return (
    <>
      <noscript>
        <style>
          {'#agreement-no-script { display: block; } #agreement-form { display: none; }'}
        </style>
      </noscript>
      <div id="agreement-no-script" className="card mx-auto mt-10 hidden max-w-3xl p-6 sm:p-8">
        <p className="text-lg font-semibold text-navy-900">
          Signing this agreement needs JavaScript.
        </p>
        <p className="mt-2 text-muted">
          The signature box only works with JavaScript turned on in your browser. Turn it on and
          reload this page to sign, or write to{' '}
          <a
            href={`mailto:${site.infoEmail}`}
            className="font-semibold text-accent-700 hover:underline"
          >
            {site.infoEmail}
          </a>{' '}
          and we will send you the agreement to sign another way.
        </p>
      </div>
    </>
  );
}

/** Which order the signature goes with, or why it goes with none. */
function OrderNotice({
  order,
  error,
}: {
  order: SignedForOrder | null;
  error: string | undefined;
}) {
  return error ? (
    <Alert tone="error" title={error} />
  ) : order?.found ? (
    <p className="rounded-xl bg-accent-50 px-4 py-3 text-sm text-navy-900">
      You are signing for order <strong>{order.number}</strong>.
    </p>
  ) : order ? (
    <Alert tone="error" title="We could not find the order this link is for.">
      Please open the agreement from your order page, whose link is in your order confirmation
      email. You can still sign the agreement below; it will not be linked to an order.
    </Alert>
  ) : null;
}

/** The terms checkbox, the documents it names and its message. */
function TermsConsent({
  id,
  error,
  control,
}: {
  id: string;
  error: string | undefined;
  control: ComponentProps<'input'>;
}) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...control}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="size-6 shrink-0 accent-accent-600"
        />
        <label htmlFor={id} className="text-sm text-ink">
          I have read and agree to the terms above, the <strong>Terms and Conditions</strong> and
          the <strong>Privacy Policy</strong>.
        </label>
      </div>
      {/*
        The documents the consent names, as links of their own rather than inside the label
        (a tap on the sentence ticks the box), each a 44 px target. They open in a new tab so a
        drawn signature is not lost.
      */}
      <ul
        className="-mx-1.5 flex flex-wrap sm:-mx-2 sm:gap-x-2 sm:pl-9"
        aria-label="Documents you agree to"
      >
        {consentDocuments.map((doc) => (
          <li key={doc.to}>
            <Link to={doc.to} target="_blank" rel="noopener" className={consentLink}>
              <FileText aria-hidden="true" className="size-4 max-sm:hidden" />
              {doc.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </Link>
          </li>
        ))}
      </ul>
      <FieldMessage id={`${id}-error`} message={error} keepSpace />
    </div>
  );
}

/** The signed agreement's reference, and the way back to the order's page when there is one. */
function SignedReceipt({
  reference,
  orderPage,
}: {
  reference: string;
  orderPage?: string | undefined;
}) {
  return (
    <>
      Your reference is {reference}.
      {orderPage ? (
        <>
          {' '}
          <a href={orderPage} className="font-semibold underline underline-offset-2">
            Back to your order page
          </a>
        </>
      ) : null}
    </>
  );
}
