import { formatMoney } from '~/domain/format';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { MAX_INVOICE_LINES } from '~/domain/invoice';
import {
  findService,
  selectPlan,
  selectService,
  type InvoiceCatalogue,
} from '~/domain/invoice-catalogue';
import {
  ADD_LINE_INTENT,
  emptyInvoiceRow,
  removeLineIntent,
  type InvoiceFormValues,
} from '~/domain/invoice-form';
import { Button } from '~/components/ui/Button';
import { Field, fitContentField, inputClasses } from '~/components/ui/Field';
import { TextField } from '~/components/ui/TextField';
import type { InvoiceForm } from './invoice-form-types';

interface LineItemsProps {
  form: InvoiceForm['form'];
  field: InvoiceForm['field'];
  catalogue: InvoiceCatalogue;
  /** The lines as typed so far (watched), for each line's plans and price. */
  lines: Partial<InvoiceFormValues['services'][number]>[] | undefined;
  /** False until scripts run: the form then works by posting (docs/decisions/047-…). */
  hydrated: boolean;
}

/**
 * Where a line button posts: an edit of the form, which stores nothing and is counted apart from
 * submissions (server/http/form-guard.ts), and the page comes back at the lines.
 */
const LINES_ACTION = '/invoice?edit=lines#invoice-lines';

/**
 * A button that changes the lines: with scripts it acts in place; without, it posts the form with
 * its `intent` and the page comes back changed. It is only a submit button without scripts, so
 * Enter in a field always sends the invoice.
 */
function lineButton(hydrated: boolean, intent: string, act: () => void) {
  return hydrated
    ? { type: 'button' as const, onClick: act }
    : { type: 'submit' as const, name: 'intent', value: intent, formAction: LINES_ACTION };
}

/** The invoice's services: one row per line with its service, plan, discount and price. */
export function InvoiceLineItems({ form, field, catalogue, lines, hydrated }: LineItemsProps) {
  const {
    control,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'services' });
  const listError = errors.services?.root?.message ?? errors.services?.message;
  return (
    <fieldset id="invoice-lines" className="scroll-mt-24 space-y-4">
      <legend className="text-lg font-semibold text-navy-900">Services</legend>
      {listError ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {listError}
        </p>
      ) : null}
      <ol className="space-y-4">
        {fields.map((row, index) => (
          <li key={row.id}>
            <InvoiceLine
              form={form}
              field={field}
              catalogue={catalogue}
              index={index}
              line={lines?.[index]}
              hydrated={hydrated}
              removeButton={{
                ...lineButton(hydrated, removeLineIntent(index), () => remove(index)),
                disabled: fields.length <= 1,
              }}
            />
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        {...lineButton(hydrated, ADD_LINE_INTENT, () => append(emptyInvoiceRow()))}
        disabled={fields.length >= MAX_INVOICE_LINES}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add service
      </Button>
    </fieldset>
  );
}

interface LineProps extends Omit<LineItemsProps, 'lines'> {
  index: number;
  line: LineItemsProps['lines'] extends (infer L)[] | undefined ? L | undefined : never;
  removeButton: ReturnType<typeof lineButton> & { disabled: boolean };
}

function InvoiceLine({ form, field, catalogue, index, line, hydrated, removeButton }: LineProps) {
  const rowErrors = form.formState.errors.services?.[index];
  const service = findService(catalogue, line?.service);
  const hasPlans = Boolean(service && service.plans.length > 0);
  return (
    <fieldset className="rounded-xl border border-line bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-muted">Service {index + 1}</legend>
      {/* Service and plan side by side where both show their longest choice, else one under the other. */}
      <div className="flex flex-wrap gap-4">
        <Controller
          control={form.control}
          name={`services.${index}.service`}
          render={({ field: control }) => (
            <Field label="Service" error={rowErrors?.service?.message} className={fitContentField}>
              {(c) => (
                <select
                  {...c}
                  name={control.name}
                  ref={control.ref}
                  value={control.value}
                  onBlur={control.onBlur}
                  onChange={(event) => {
                    const choice = selectService(catalogue, event.target.value);
                    control.onChange(choice.service);
                    form.setValue(`services.${index}.plan`, choice.plan, {
                      shouldValidate: Boolean(rowErrors?.plan),
                    });
                    form.setValue(`services.${index}.price`, choice.price);
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
          control={form.control}
          name={`services.${index}.plan`}
          render={({ field: control }) => (
            <Field label="Plan" error={rowErrors?.plan?.message} className={fitContentField}>
              {(c) => (
                <select
                  {...c}
                  name={control.name}
                  ref={control.ref}
                  value={hasPlans || !hydrated ? control.value : ''}
                  // Without scripts the plans cannot follow the service, so every plan is offered.
                  disabled={hydrated && !hasPlans}
                  onBlur={control.onBlur}
                  onChange={(event) => {
                    const choice = selectPlan(catalogue, line?.service ?? '', event.target.value);
                    control.onChange(choice.plan);
                    form.setValue(`services.${index}.price`, choice.price);
                  }}
                  className={inputClasses}
                >
                  <PlanOptions catalogue={catalogue} service={line?.service} hydrated={hydrated} />
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
          disabled={hydrated && !service}
          {...field(`services.${index}.discount`)}
        />
        <p className="pb-3 text-sm text-muted">
          Price{' '}
          <output className="font-semibold text-navy-900">{formatMoney(line?.price ?? 0)}</output>
        </p>
        <Button
          variant="outline"
          size="sm"
          className="mb-1 ml-auto"
          {...removeButton}
          aria-label={`Remove service ${index + 1}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
      </div>
    </fieldset>
  );
}

/**
 * The plans of the line's service. Without scripts and before a service is chosen, the plans of
 * every service, grouped by service; the server checks the plan belongs to the service.
 */
function PlanOptions({
  catalogue,
  service: slug,
  hydrated,
}: {
  catalogue: InvoiceCatalogue;
  service: string | undefined;
  hydrated: boolean;
}) {
  const service = findService(catalogue, slug);
  const hasPlans = Boolean(service && service.plans.length > 0);
  if (!service && !hydrated)
    return (
      <>
        <option value="">Select a plan</option>
        {catalogue
          .filter((s) => s.plans.length > 0)
          .map((s) => (
            <optgroup key={s.slug} label={s.title}>
              {s.plans.map((p) => (
                <option key={p.title} value={p.title}>
                  {p.title}
                </option>
              ))}
            </optgroup>
          ))}
      </>
    );
  return (
    <>
      <option value="">
        {service && !hasPlans ? 'No plans for this service' : 'Select a plan'}
      </option>
      {service?.plans.map((p) => (
        <option key={p.title} value={p.title}>
          {p.title}
        </option>
      ))}
    </>
  );
}
