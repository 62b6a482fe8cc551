import { formatMoney } from '~/domain/format';
import { Download, Plus, Printer, Send, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { Link, useActionData, useSearchParams } from 'react-router';
import { localToday } from '~/domain/calendar';
import { computeInvoice, MAX_INVOICE_LINES, INVOICE_FAILURE } from '~/domain/invoice';
import {
  findService,
  selectPlan,
  selectService,
  type InvoiceCatalogue,
} from '~/domain/invoice-catalogue';
import {
  emptyInvoiceForm,
  emptyInvoiceRow,
  invoiceFormSchema,
  type InvoiceSubmissionResult,
  type InvoiceFormOutput,
  type InvoiceFormValues,
} from '~/domain/invoice-form';
import { invoicePdfFilename } from '~/domain/invoice-status';
import type { OrderInvoiceDraft } from '~/domain/order-journey';
import { api, errorMessage } from '~/lib/api';
import { readStoredToken } from '~/lib/token';
import { useHydrated } from '~/lib/use-hydrated';
import { Alert } from '~/components/ui/Alert';
import { Button, buttonClasses } from '~/components/ui/Button';
import { Field, inputClasses } from '~/components/ui/Field';
import { Honeypot } from '~/components/ui/Honeypot';
import { fieldGrid, TextField } from '~/components/ui/TextField';
import { useSchemaForm } from '~/components/ui/use-schema-form';
import { InvoiceDocument } from './InvoiceDocument';

/**
 * The invoice form and its live preview (docs/product.md#invoice-builder). Validation runs on blur
 * and again on change; the same schema checks the data on the server.
 */
export function InvoiceBuilder({ catalogue: siteCatalogue }: { catalogue: InvoiceCatalogue }) {
  const actionResult = useActionData<InvoiceSubmissionResult>();
  // Staff raising the invoice of an order (`/invoice?order=…`, docs/product.md#order-page): the
  // form is prefilled from the order and priced as the order was sold.
  const orderNumber = useSearchParams()[0].get('order');
  const [orderDraft, setOrderDraft] = useState<OrderInvoiceDraft | null>(null);
  const [orderError, setOrderError] = useState('');
  const catalogue = orderDraft?.catalogue ?? siteCatalogue;
  const statusRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  // "Today" is the visitor's date, read at each validation so the page never goes stale.
  const schema = useCallback(
    () => invoiceFormSchema({ today: localToday(), catalogue }),
    [catalogue],
  );
  const { form, field, onSubmit, submitting, result } = useSchemaForm<
    InvoiceFormValues,
    InvoiceFormOutput,
    InvoiceSubmissionResult
  >({
    schema,
    defaults: emptyInvoiceForm(),
    action: '/invoice',
    fallback: actionResult,
    resetValues: () => emptyInvoiceForm(localToday()),
    // Signed-in staff send their token along: their invoice goes to the client at once.
    extraFields: (): Record<string, string> => {
      const staffToken = readStoredToken();
      if (!staffToken) return {};
      return orderDraft ? { staffToken, orderNumber: orderDraft.orderNumber } : { staffToken };
    },
    onAnswer: () => statusRef.current?.focus(),
  });
  const {
    control,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'services' });

  // The issued date defaults to the visitor's today, set after hydration so the server-rendered
  // preview and the first browser render agree.
  useEffect(() => {
    if (!getValues('issuedDate')) setValue('issuedDate', localToday());
  }, [getValues, setValue]);

  useEffect(() => {
    if (!orderNumber) return;
    if (!readStoredToken()) {
      setOrderError('Sign in to the dashboard to invoice an order.');
      return;
    }
    let current = true;
    api<{ draft: OrderInvoiceDraft }>(
      `/api/orders/${encodeURIComponent(orderNumber)}/invoice-draft`,
    )
      .then(({ draft }) => {
        if (!current) return;
        setOrderDraft(draft);
        form.reset({
          ...emptyInvoiceForm(localToday()),
          clientName: draft.clientName,
          clientEmail: draft.clientEmail,
          representativeName: draft.representativeName,
          representativeEmail: draft.representativeEmail,
          representativePhone: draft.representativePhone,
          services: draft.services.length ? draft.services : [emptyInvoiceRow()],
        });
      })
      .catch((error: unknown) => {
        if (current) setOrderError(errorMessage(error));
      });
    return () => {
      current = false;
    };
  }, [orderNumber, form]);

  const values = useWatch({ control });
  const invoice = useMemo(
    () => computeInvoice(values as Partial<InvoiceFormValues>, catalogue),
    [values, catalogue],
  );

  const sending = isSubmitting || submitting;
  const resultErrors = result && !result.ok ? (result.errors ?? {}) : {};

  return (
    <section className="section bg-surface print:bg-white print:p-0" aria-label="Invoice builder">
      <div className="container-page grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <form
          method="post"
          action="/invoice"
          noValidate
          onSubmit={onSubmit}
          data-ready={hydrated || undefined}
          aria-labelledby="invoice-form-title"
          className="card min-w-0 space-y-6 p-5 sm:p-8 print:hidden"
        >
          <h2 id="invoice-form-title" className="text-2xl">
            Invoice details
          </h2>
          {orderDraft ? (
            <Alert tone="info" title={`Invoice for order ${orderDraft.orderNumber}`}>
              You, the client and the order&apos;s plans are filled in, at the prices they were sold
              for: one-off plans in full, monthly plans for their first month. Once sent, the
              invoice appears on the client&apos;s order page.{' '}
              <Link
                to={`/dashboard/orders/${encodeURIComponent(orderDraft.orderNumber)}`}
                className="font-semibold underline underline-offset-2"
              >
                Back to the order
              </Link>
            </Alert>
          ) : orderError ? (
            <Alert tone="error" title={orderError} />
          ) : null}
          <Honeypot {...form.register('website')} />

          <fieldset className="grid gap-x-5 gap-y-2 sm:grid-cols-3">
            <legend className="sr-only">Number and dates</legend>
            <TextField
              label="Invoice number"
              hint="Leave empty for the next number"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...field('invoiceNumber')}
            />
            <TextField label="Issued date" type="date" {...field('issuedDate')} />
            <TextField
              label="Due date"
              hint="Empty: 7 days after issue"
              type="date"
              {...field('dueDate')}
            />
          </fieldset>

          <fieldset className="space-y-5">
            <legend className="text-lg font-semibold text-navy-900">From</legend>
            <div className={fieldGrid}>
              <TextField
                label="Representative name"
                autoComplete="name"
                {...field('representativeName')}
              />
              <TextField
                label="Representative phone"
                type="tel"
                autoComplete="tel"
                {...field('representativePhone')}
              />
              <TextField
                label="Representative email"
                type="email"
                autoComplete="email"
                className="sm:col-span-2"
                {...field('representativeEmail')}
              />
            </div>
          </fieldset>

          <fieldset className="space-y-5">
            <legend className="text-lg font-semibold text-navy-900">Billed to</legend>
            <div className={fieldGrid}>
              <TextField label="Client name" autoComplete="off" {...field('clientName')} />
              <TextField label="Client company" autoComplete="off" {...field('clientCompany')} />
              <TextField
                label="Client email"
                type="email"
                autoComplete="off"
                className="sm:col-span-2"
                {...field('clientEmail')}
              />
              <TextField
                label="Address"
                multiline
                rows={3}
                className="sm:col-span-2"
                {...field('address')}
              />
            </div>
          </fieldset>

          <fieldset className="space-y-4">
            <legend className="text-lg font-semibold text-navy-900">Services</legend>
            {errors.services?.root?.message || errors.services?.message ? (
              <p role="alert" className="text-sm font-medium text-danger-700">
                {errors.services?.root?.message ?? errors.services?.message}
              </p>
            ) : null}
            <ol className="space-y-4">
              {fields.map((row, index) => {
                const current = values.services?.[index];
                const service = findService(catalogue, current?.service);
                const hasPlans = Boolean(service && service.plans.length > 0);
                const rowErrors = errors.services?.[index];
                return (
                  <li key={row.id}>
                    <fieldset className="rounded-xl border border-line bg-white p-4">
                      <legend className="px-1 text-sm font-semibold text-muted">
                        Service {index + 1}
                      </legend>
                      <div className="grid gap-4 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
                        <Controller
                          control={control}
                          name={`services.${index}.service`}
                          render={({ field }) => (
                            <Field label="Service" error={rowErrors?.service?.message}>
                              {(c) => (
                                <select
                                  {...c}
                                  name={field.name}
                                  ref={field.ref}
                                  value={field.value}
                                  onBlur={field.onBlur}
                                  onChange={(event) => {
                                    const choice = selectService(catalogue, event.target.value);
                                    field.onChange(choice.service);
                                    setValue(`services.${index}.plan`, choice.plan, {
                                      shouldValidate: Boolean(rowErrors?.plan),
                                    });
                                    setValue(`services.${index}.price`, choice.price);
                                  }}
                                  className={inputClasses}
                                >
                                  <option value="">Select a service</option>
                                  {catalogue.map((s) => (
                                    <option key={s.slug} value={s.slug}>
                                      {s.title}
                                    </option>
                                  ))}
                                </select>
                              )}
                            </Field>
                          )}
                        />
                        <Controller
                          control={control}
                          name={`services.${index}.plan`}
                          render={({ field }) => (
                            <Field label="Plan" error={rowErrors?.plan?.message}>
                              {(c) => (
                                <select
                                  {...c}
                                  name={field.name}
                                  ref={field.ref}
                                  value={hasPlans ? field.value : ''}
                                  disabled={!hasPlans}
                                  onBlur={field.onBlur}
                                  onChange={(event) => {
                                    const choice = selectPlan(
                                      catalogue,
                                      current?.service ?? '',
                                      event.target.value,
                                    );
                                    field.onChange(choice.plan);
                                    setValue(`services.${index}.price`, choice.price);
                                  }}
                                  className={inputClasses}
                                >
                                  <option value="">
                                    {service && !hasPlans
                                      ? 'No plans for this service'
                                      : 'Select a plan'}
                                  </option>
                                  {service?.plans.map((p) => (
                                    <option key={p.title} value={p.title}>
                                      {p.title}
                                    </option>
                                  ))}
                                </select>
                              )}
                            </Field>
                          )}
                        />
                      </div>
                      <div className="mt-4 flex flex-wrap items-end gap-4">
                        <TextField
                          label="Discount%"
                          className="w-36"
                          type="number"
                          inputMode="decimal"
                          min={0}
                          max={100}
                          step="any"
                          disabled={!service}
                          {...field(`services.${index}.discount`)}
                        />
                        <p className="pb-3 text-sm text-muted">
                          Price{' '}
                          <output className="font-semibold text-navy-900">
                            {formatMoney(current?.price ?? 0)}
                          </output>
                        </p>
                        <Button
                          variant="outline"
                          size="sm"
                          className="mb-1 ml-auto"
                          onClick={() => remove(index)}
                          disabled={fields.length <= 1}
                          aria-label={`Remove service ${index + 1}`}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                          Remove
                        </Button>
                      </div>
                    </fieldset>
                  </li>
                );
              })}
            </ol>
            <Button
              variant="outline"
              onClick={() => append(emptyInvoiceRow())}
              disabled={fields.length >= MAX_INVOICE_LINES}
            >
              <Plus aria-hidden="true" className="size-4" />
              Add service
            </Button>
          </fieldset>

          <div ref={statusRef} tabIndex={-1} className="space-y-4 focus:outline-none">
            {result?.ok ? (
              <Alert tone="success" title={result.message}>
                {result.delivery === 'sent'
                  ? `Invoice ${result.number} for ${formatMoney(result.totalCents)} was sent to the client, to the representative and to our accounts team.`
                  : `Invoice ${result.number} for ${formatMoney(result.totalCents)} has reached our accounts team. We will check it and send it to the client and the representative.`}
              </Alert>
            ) : null}
            {result && !result.ok ? (
              <Alert tone="error" title={result.message}>
                {result.message === INVOICE_FAILURE
                  ? 'Nothing was sent. Please try again in a moment.'
                  : null}
                {/* Without JavaScript the field messages cannot sit next to their fields. */}
                {!hydrated && Object.keys(resultErrors).length ? (
                  <ul className="mt-2 list-disc pl-5">
                    {Object.values(resultErrors).map((message, index) => (
                      <li key={index}>{message}</li>
                    ))}
                  </ul>
                ) : null}
              </Alert>
            ) : null}
          </div>

          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="lg" disabled={sending}>
              <Send aria-hidden="true" className="size-4" />
              Submit Invoice
            </Button>
            <Button variant="outline" size="lg" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Print / Save as PDF
            </Button>
            {/* The stored invoice, drawn by the server (docs/product.md#invoice-pdf). */}
            {result?.ok ? (
              <a
                href={result.pdf}
                download={invoicePdfFilename(result)}
                className={buttonClasses('outline', 'lg')}
              >
                <Download aria-hidden="true" className="size-4" />
                Download PDF
              </a>
            ) : null}
          </div>
        </form>

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
      </div>
    </section>
  );
}
