import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Link, useActionData } from 'react-router';
import { useWatch } from 'react-hook-form';
import { localToday } from '~/domain/calendar';
import { computeInvoice, type ComputedInvoice } from '~/domain/invoice';
import { settleRow, type InvoiceCatalogue } from '~/domain/invoice-catalogue';
import {
  emptyInvoiceForm,
  emptyInvoiceRow,
  invoiceFormSchema,
  type InvoiceFormOutput,
  type InvoiceFormValues,
  type InvoiceLineEdit,
  type InvoiceSubmissionResult,
} from '~/domain/invoice-form';
import type { OrderInvoiceDraft } from '~/domain/order-journey';
import { readStoredToken } from '~/lib/token';
import { useHydrated } from '~/lib/use-hydrated';
import { Alert } from '~/components/ui/Alert';
import { Honeypot } from '~/components/ui/Honeypot';
import { useSchemaForm } from '~/components/ui/use-schema-form';
import { InvoiceDocument } from '~/documents/invoice/InvoiceDocument';
import { InvoiceLineItems } from './InvoiceLineItems';
import { InvoiceOutcome } from './InvoiceOutcome';
import { InvoiceParties } from './InvoiceParties';
import { useOrderInvoiceDraft } from './use-order-invoice-draft';

/** The visitor's date, from the browser's own clock (the server's is no guide to their time zone). */
const visitorToday = () => localToday(new Date());

/** Staff invoicing an order: which order, and the way back to it; or why it could not load. */
function OrderDraftNotice({ orderNumber, error }: { orderNumber?: string; error: string }) {
  if (orderNumber)
    return (
      <Alert tone="info" title={`Invoice for order ${orderNumber}`}>
        You, the client and the order&apos;s plans are filled in, at the prices they were sold for:
        one-off plans in full, monthly plans for their first month. Once sent, the invoice appears
        on the client&apos;s order page.{' '}
        <Link
          to={`/dashboard/orders/${encodeURIComponent(orderNumber)}`}
          className="font-semibold underline underline-offset-2"
        >
          Back to the order
        </Link>
      </Alert>
    );
  return error ? <Alert tone="error" title={error} /> : null;
}

/** The invoice as it will be sent, drawn as the form is filled; the part of the page printed. */
function InvoicePreview({ invoice }: { invoice: ComputedInvoice }) {
  return (
    <section
      aria-labelledby="invoice-preview-title"
      className="min-w-0 lg:sticky lg:top-24"
      data-print-root
    >
      <h2 id="invoice-preview-title" className="mb-3 text-lg text-muted print:hidden">
        Live preview
      </h2>
      <div className="overflow-hidden rounded-card border border-line bg-white shadow-card print:border-0 print:shadow-none">
        <InvoiceDocument invoice={invoice} titleAs="h3" />
      </div>
    </section>
  );
}

/**
 * The invoice form and its live preview (docs/product.md#invoice-builder). Validation runs on blur
 * and again on change; the same schema checks the data on the server. Without JavaScript the form
 * posts to the page, and its line buttons post it too (`invoiceLineEdit`).
 */
export function InvoiceBuilder({
  catalogue: siteCatalogue,
  serverToday,
}: {
  catalogue: InvoiceCatalogue;
  /** The server's date, the issued date's first value until the visitor's own is known. */
  serverToday: string;
}) {
  const answer = useActionData<InvoiceSubmissionResult | InvoiceLineEdit>();
  // A line added or removed without JavaScript: the form again, nothing sent yet.
  const edited = answer && 'intent' in answer ? answer.values : undefined;
  const actionResult = answer && !('intent' in answer) ? answer : undefined;
  const { orderDraft, orderError } = useOrderInvoiceDraft((draft: OrderInvoiceDraft) =>
    form.reset({
      ...emptyInvoiceForm(visitorToday()),
      clientName: draft.clientName,
      clientEmail: draft.clientEmail,
      representativeName: draft.representativeName,
      representativeEmail: draft.representativeEmail,
      representativePhone: draft.representativePhone,
      services: draft.services.length ? draft.services : [emptyInvoiceRow()],
    }),
  );
  const catalogue = orderDraft?.catalogue ?? siteCatalogue;
  const statusRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  // "Today" is the visitor's date, read at each validation so the page never goes stale.
  const schema = useCallback(
    () => invoiceFormSchema({ today: visitorToday(), catalogue }),
    [catalogue],
  );
  const { form, field, onSubmit, submitting, result, serverValues } = useSchemaForm<
    InvoiceFormValues,
    InvoiceFormOutput,
    InvoiceSubmissionResult
  >({
    schema,
    defaults: edited ?? emptyInvoiceForm(serverToday),
    formId: 'invoice-form',
    // A line chosen before the scripts ran gets its plan and price as choosing it now would.
    adopt: (values) => ({
      ...values,
      services: values.services.map((row) => settleRow(catalogue, row)),
    }),
    action: '/invoice',
    fallback: actionResult,
    resetValues: () => emptyInvoiceForm(visitorToday()),
    // Signed-in staff send their token along: their invoice goes to the client at once.
    extraFields: (): Record<string, string> => {
      const staffToken = readStoredToken();
      if (!staffToken) return {};
      return orderDraft ? { staffToken, orderNumber: orderDraft.orderNumber } : { staffToken };
    },
    onAnswer: () => statusRef.current?.focus(),
  });
  const { control, setValue, getValues } = form;

  // The issued date starts as the server's today, so a browser without scripts has one too. Once
  // the scripts run, the visitor's own today replaces it (their date may differ from the
  // server's); after hydration, so the server-rendered preview and the first render agree.
  useEffect(() => {
    const issued = getValues('issuedDate');
    if (!issued || issued === serverToday) setValue('issuedDate', visitorToday());
  }, [getValues, setValue, serverToday]);

  const watched = useWatch({ control });
  // While hydrating, the preview and the lines show what the server drew; the form may already
  // hold what the visitor typed before the scripts ran, and shows it a moment later.
  const values = hydrated ? watched : serverValues;
  const invoice = useMemo(
    () => computeInvoice(values as Partial<InvoiceFormValues>, catalogue),
    [values, catalogue],
  );

  return (
    <section className="section bg-surface print:bg-white print:p-0" aria-label="Invoice builder">
      <div className="container-page grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <form
          id="invoice-form"
          method="post"
          // Without scripts the answer opens at the outcome, under the form's last field.
          action="/invoice#invoice-outcome"
          noValidate
          onSubmit={onSubmit}
          data-ready={hydrated || undefined}
          aria-labelledby="invoice-form-title"
          className="card min-w-0 space-y-6 p-5 sm:p-8 print:hidden"
        >
          {/* Without scripts, Enter in a field sends the invoice, not a line button's post. */}
          {!hydrated ? (
            <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true">
              Submit Invoice
            </button>
          ) : null}
          <h2 id="invoice-form-title" className="text-2xl">
            Invoice details
          </h2>
          <OrderDraftNotice orderNumber={orderDraft?.orderNumber} error={orderError} />
          <Honeypot {...form.register('website')} />
          <InvoiceParties field={field} />
          <InvoiceLineItems
            form={form}
            field={field}
            catalogue={catalogue}
            lines={values.services}
            hydrated={hydrated}
          />
          <InvoiceOutcome
            result={result}
            statusRef={statusRef}
            sending={form.formState.isSubmitting || submitting}
            hydrated={hydrated}
          />
        </form>

        <InvoicePreview invoice={invoice} />
      </div>
    </section>
  );
}
