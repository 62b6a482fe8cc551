import { FileText, Mail, Send } from 'lucide-react';
import { useId, useRef, type ComponentProps } from 'react';
import { Link } from 'react-router';
import {
  AGREEMENT_FAILURE,
  AGREEMENT_SUCCESS,
  agreementSchema,
  type AgreementInput,
} from '~/domain/agreement';
import type { SubmissionResult } from '~/domain/submission';
import { Button, ButtonLink, buttonClasses } from '~/components/ui/Button';
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
  // A link that names no order is not signed against: what it was for cannot be known.
  if (order && !order.found) return <UnknownOrderNotice />;
  return <SigningForm actionResult={actionResult} order={order} />;
}

function SigningForm({
  actionResult,
  order,
}: {
  actionResult: SubmissionResult | undefined;
  order: SignedForOrder | null;
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

/** Which order the signature goes with, or why the server refused it. */
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
  ) : null;
}

/**
 * In place of the form, with or without scripts, when `?order=` names no order: signing would tie
 * the signature to nothing while the visitor believes it is for their order. The answer is the same
 * for a wrong token, an order number and a malformed value, so it tells nothing about which orders
 * exist; the way forward is the link in the confirmation email, or us.
 */
function UnknownOrderNotice() {
  return (
    <div
      role="alert"
      aria-labelledby="unknown-order-heading"
      className="card mx-auto mt-10 max-w-3xl space-y-4 border-danger-700/30 p-6 sm:p-8"
    >
      <h3 id="unknown-order-heading" className="text-xl text-danger-700">
        We could not find the order this link is for.
      </h3>
      <p className="text-muted">
        The link may have been cut short or mistyped when it was copied. Please open your order page
        with the <strong>Open your order page</strong> button in your order confirmation email, and
        choose <strong>Sign the agreement</strong> there. Nothing can be signed from this link: the
        signature would not be tied to your order.
      </p>
      <p className="text-muted">
        Cannot find the email? Write to us with your order number and we will send you the link
        again.
      </p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/contact">Contact us</ButtonLink>
        <a href={`mailto:${site.infoEmail}`} className={buttonClasses('outline')}>
          <Mail aria-hidden="true" className="size-4" />
          {site.infoEmail}
        </a>
      </div>
    </div>
  );
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
