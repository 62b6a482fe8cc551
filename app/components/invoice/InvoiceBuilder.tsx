import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Printer, Send, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useActionData, useFetcher } from 'react-router';
import {
  computeInvoice,
  emptyInvoiceForm,
  emptyInvoiceRow,
  findService,
  formatMoney,
  invoiceFormSchema,
  localToday,
  MAX_INVOICE_LINES,
  selectPlan,
  selectService,
  type InvoiceActionResult,
  type InvoiceCatalogue,
  type InvoiceFormOutput,
  type InvoiceFormValues,
} from '../../../domain/invoice';
import { readStoredToken } from '~/lib/token';
import { useHydrated } from '~/lib/use-hydrated';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Field, inputClasses } from '../ui/Field';
import { InvoiceDocument } from './InvoiceDocument';

const FAILED_MESSAGE = 'Failed to send email.';

type FieldName = Exclude<keyof InvoiceFormValues, 'services' | 'website'>;

/**
 * The invoice form and its live preview (SPEC 2, "Invoice builder"). Validation runs on blur and
 * again on change; the same schema checks the data on the server.
 */
export function InvoiceBuilder({ catalogue }: { catalogue: InvoiceCatalogue }) {
  const fetcher = useFetcher<InvoiceActionResult>();
  const documentAnswer = useActionData<InvoiceActionResult>();
  const [result, setResult] = useState<InvoiceActionResult | undefined>(documentAnswer);
  // A page posted without JavaScript and refused comes back with what was typed.
  const [defaults] = useState(() =>
    documentAnswer && !documentAnswer.ok && documentAnswer.values
      ? documentAnswer.values
      : emptyInvoiceForm(),
  );
  const statusRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();

  // "Today" is the visitor's date, read at each validation so the page never goes stale.
  const resolver = useMemo<Resolver<InvoiceFormValues, unknown, InvoiceFormOutput>>(
    () => (values, context, options) =>
      (
        zodResolver(invoiceFormSchema({ today: localToday(), catalogue })) as unknown as Resolver<
          InvoiceFormValues,
          unknown,
          InvoiceFormOutput
        >
      )(values, context, options),
    [catalogue],
  );

  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InvoiceFormValues, unknown, InvoiceFormOutput>({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: defaults,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'services' });

  // The issued date defaults to the visitor's today, set after hydration so the server-rendered
  // preview and the first browser render agree.
  useEffect(() => {
    if (!getValues('issuedDate')) setValue('issuedDate', localToday());
  }, [getValues, setValue]);

  const values = useWatch({ control });
  const invoice = useMemo(
    () => computeInvoice(values as Partial<InvoiceFormValues>, catalogue),
    [values, catalogue],
  );

  // The action's answer: reset on success, field errors next to their fields on failure.
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || fetcher.state !== 'idle') return;
    setResult(answer);
    if (answer.ok) {
      reset({ ...emptyInvoiceForm(localToday()) });
    } else {
      for (const [name, message] of Object.entries(answer.errors)) {
        setError(name as FieldName, { type: 'server', message }, { shouldFocus: false });
      }
    }
    statusRef.current?.focus();
  }, [fetcher.data, fetcher.state, reset, setError]);

  const onSubmit = handleSubmit(
    (parsed) => {
      setResult(undefined);
      // Signed-in staff send their token along: their invoice goes to the client at once.
      const staffToken = readStoredToken();
      fetcher.submit(
        { ...parsed, ...(staffToken ? { staffToken } : {}) },
        {
          method: 'post',
          action: '/invoice',
          encType: 'application/json',
        },
      );
    },
    () => setResult(undefined),
  );

  const sending = isSubmitting || fetcher.state !== 'idle';
  const error = (name: FieldName) => errors[name]?.message;
  const text = (name: FieldName, label: string, type = 'text', autoComplete?: string) => (
    <Field label={label} error={error(name)}>
      {(c) => (
        <input
          {...c}
          {...register(name)}
          defaultValue={defaults[name]}
          type={type}
          autoComplete={autoComplete}
          className={inputClasses}
        />
      )}
    </Field>
  );

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
          className="card min-w-0 space-y-8 p-5 sm:p-8 print:hidden"
        >
          <h2 id="invoice-form-title" className="text-2xl">
            Invoice details
          </h2>
          <div className="hidden" aria-hidden="true">
            <label>
              Leave this field empty
              <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
            </label>
          </div>

          <fieldset className="grid gap-5 sm:grid-cols-3">
            <legend className="sr-only">Number and dates</legend>
            <Field
              label="Invoice number"
              error={error('invoiceNumber')}
              hint="Leave empty for the next number"
            >
              {(c) => (
                <input
                  {...c}
                  {...register('invoiceNumber')}
                  defaultValue={defaults.invoiceNumber}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  className={inputClasses}
                />
              )}
            </Field>
            {text('issuedDate', 'Issued date', 'date')}
            <Field label="Due date" error={error('dueDate')} hint="Empty: 7 days after issue">
              {(c) => (
                <input
                  {...c}
                  {...register('dueDate')}
                  defaultValue={defaults.dueDate}
                  type="date"
                  className={inputClasses}
                />
              )}
            </Field>
          </fieldset>

          <fieldset className="space-y-5">
            <legend className="text-lg font-semibold text-navy-900">From</legend>
            <div className="grid gap-5 sm:grid-cols-2">
              {text('representativeName', 'Representative name', 'text', 'name')}
              {text('representativePhone', 'Representative phone', 'tel', 'tel')}
            </div>
            {text('representativeEmail', 'Representative email', 'email', 'email')}
          </fieldset>

          <fieldset className="space-y-5">
            <legend className="text-lg font-semibold text-navy-900">Billed to</legend>
            <div className="grid gap-5 sm:grid-cols-2">
              {text('clientName', 'Client name', 'text', 'off')}
              {text('clientCompany', 'Client company', 'text', 'off')}
            </div>
            {text('clientEmail', 'Client email', 'email', 'off')}
            <Field label="Address" error={error('address')}>
              {(c) => (
                <textarea
                  {...c}
                  {...register('address')}
                  defaultValue={defaults.address}
                  rows={3}
                  className={inputClasses}
                />
              )}
            </Field>
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
                        <Field
                          label="Discount%"
                          error={rowErrors?.discount?.message}
                          className="w-36"
                        >
                          {(c) => (
                            <input
                              {...c}
                              {...register(`services.${index}.discount`)}
                              defaultValue={defaults.services[index]?.discount ?? 0}
                              type="number"
                              inputMode="decimal"
                              min={0}
                              max={100}
                              step="any"
                              disabled={!service}
                              className={inputClasses}
                            />
                          )}
                        </Field>
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
                {Object.keys(result.errors).length
                  ? 'Please correct the highlighted fields and try again.'
                  : result.message === FAILED_MESSAGE
                    ? 'Nothing was sent. Please try again in a moment.'
                    : null}
                {/* Without JavaScript the field messages cannot sit next to their fields. */}
                {!hydrated && Object.keys(result.errors).length ? (
                  <ul className="mt-2 list-disc pl-5">
                    {Object.values(result.errors).map((message, index) => (
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
