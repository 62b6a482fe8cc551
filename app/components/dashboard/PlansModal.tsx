import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { Field, inputClasses } from '~/components/ui/Field';
import { Modal } from '~/components/ui/Modal';
import { TextField } from '~/components/ui/TextField';
import { useZodForm } from '~/components/ui/use-schema-form';
import { useDashboardAction, type Loaded } from '~/lib/dashboard-data';
import {
  billingLabels,
  billingPeriods,
  planFormSchema,
  planFormValuesOf,
  planInputsFromForm,
  type PlanFormValues,
  type PlanInput,
  type PlanView,
} from '~/domain/plan';
import type { ServiceView } from '~/domain/service';
import { FormActions } from './FormActions';

/** What the plans editor asks the services screen's client action to do. */
export interface SavePlansIntent {
  intent: 'save-plans';
  id: string;
  plans: PlanInput[];
}

const newPlan = (): PlanFormValues['plans'][number] => ({
  title: '',
  description: '',
  price: '',
  prevPrice: '',
  billing: 'one-off',
  // No empty feature line: a plan without features can be saved as it is.
  features: [],
});

/**
 * An admin edits a service's plans (docs/product.md#prices): title, price, previous price, how
 * often it is paid, description and features (included or not), in the order the pricing page
 * shows them. Saving replaces the service's list; every selling page shows it at once.
 */
export function PlansModal({
  service,
  plans,
  onClose,
  onSaved,
}: {
  service: ServiceView | null;
  plans: Loaded<PlanView[]>;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  return (
    <Modal
      open={service !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={service ? `Plans for ${service.title}` : 'Plans'}
      size="lg"
    >
      {/* Never an empty form over plans that failed to load: saving it would delete them. */}
      {service && plans.error !== null ? <Alert tone="error">{plans.error}</Alert> : null}
      {service && plans.error === null ? (
        <PlansForm
          key={service._id}
          service={service}
          plans={plans.data.filter((plan) => plan.serviceId === service._id)}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Modal>
  );
}

function PlansForm({
  service,
  plans,
  onClose,
  onSaved,
}: {
  service: ServiceView;
  plans: PlanView[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(planFormSchema, planFormValuesOf(plans));
  const list = useFieldArray({ control, name: 'plans' });
  const action = useDashboardAction();
  const [submitError, setSubmitError] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setSubmitError(null);
    const intent: SavePlansIntent = {
      intent: 'save-plans',
      id: service._id,
      plans: planInputsFromForm(values),
    };
    const saved = await action.run({ ...intent });
    if (saved.ok) return onSaved(`${service.title}: plans saved.`);
    setSubmitError(saved.message);
    for (const [field, message] of Object.entries(saved.errors)) {
      // The API names prices in cents; the form names them as typed.
      const name = field
        .replace(/\.priceCents$/, '.price')
        .replace(/\.prevPriceCents$/, '.prevPrice');
      if (name.startsWith('plans.')) setError(name as 'plans', { message });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Plans">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      {errors.plans?.message ? <Alert tone="error">{errors.plans.message}</Alert> : null}
      <p className="text-sm text-muted">
        Prices are in US dollars. The pricing page, the service page, carts, checkout and the
        invoice builder show these plans as soon as you save.
      </p>
      {list.fields.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-muted">
          This service has no plans, so it is not on the pricing page.
        </p>
      ) : null}
      <ol className="space-y-5">
        {list.fields.map((plan, index) => {
          const planErrors = errors.plans?.[index];
          const title = `Plan ${index + 1}`;
          return (
            <li key={plan.id}>
              <fieldset className="space-y-4 rounded-xl border border-line p-4">
                <legend className="px-1 text-sm font-semibold text-navy-900">{title}</legend>
                <div className="-mt-2 flex flex-wrap justify-end gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Move ${title} up`}
                    disabled={index === 0}
                    onClick={() => list.move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                    Up
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Move ${title} down`}
                    disabled={index === list.fields.length - 1}
                    onClick={() => list.move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                    Down
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    className="text-danger-700"
                    aria-label={`Remove ${title}`}
                    onClick={() => list.remove(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove
                  </Button>
                </div>
                <TextField
                  label="Title"
                  required
                  error={planErrors?.title?.message}
                  {...register(`plans.${index}.title`)}
                />
                <div className="grid gap-4 sm:grid-cols-3">
                  <TextField
                    label="Price"
                    required
                    inputMode="decimal"
                    hint="For example 499 or 1,697.50"
                    error={planErrors?.price?.message}
                    {...register(`plans.${index}.price`)}
                  />
                  <TextField
                    label="Previous price"
                    inputMode="decimal"
                    hint="Shown struck through; optional"
                    error={planErrors?.prevPrice?.message}
                    {...register(`plans.${index}.prevPrice`)}
                  />
                  <Field label="Billed" error={planErrors?.billing?.message} required>
                    {(c) => (
                      <select
                        {...c}
                        {...register(`plans.${index}.billing`)}
                        className={inputClasses}
                      >
                        {billingPeriods.map((period) => (
                          <option key={period} value={period}>
                            {period === 'monthly' ? 'Every month' : 'Once'} ({billingLabels[period]}
                            )
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                </div>
                <TextField
                  label="Description"
                  multiline
                  rows={2}
                  error={planErrors?.description?.message}
                  {...register(`plans.${index}.description`)}
                />
                <FeatureList
                  control={control}
                  register={register}
                  planIndex={index}
                  planTitle={title}
                  errors={planErrors?.features}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        onClick={() => list.append(newPlan())}
        disabled={list.fields.length >= 6}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add plan
      </Button>
      <FormActions onCancel={onClose} cancelLabel="Close" submitting={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save plans'}
      </FormActions>
    </form>
  );
}

type FeatureErrors = {
  message?: string;
  [index: number]: { label?: { message?: string } } | undefined;
};

/** A plan's features: each line included or not, added and removed in place. */
function FeatureList({
  control,
  register,
  planIndex,
  planTitle,
  errors,
}: {
  control: Control<PlanFormValues>;
  register: UseFormRegister<PlanFormValues>;
  planIndex: number;
  planTitle: string;
  errors: FeatureErrors | undefined;
}) {
  const features = useFieldArray({ control, name: `plans.${planIndex}.features` });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-navy-900">Features</legend>
      {errors?.message ? <p className="text-sm text-danger-700">{errors.message}</p> : null}
      <ul className="space-y-2">
        {features.fields.map((feature, index) => (
          // On a phone the name takes the whole line and its switches go under it, so it reads in full.
          <li key={feature.id} className="flex flex-wrap items-start gap-x-2 sm:flex-nowrap">
            <Field
              label={`${planTitle}, feature ${index + 1}`}
              hideLabel
              error={errors?.[index]?.label?.message}
              className="min-w-0 basis-full sm:basis-auto sm:flex-1"
            >
              {(c) => (
                <input
                  {...c}
                  {...register(`plans.${planIndex}.features.${index}.label`)}
                  className={inputClasses}
                />
              )}
            </Field>
            <label className="flex min-h-11 items-center gap-2 text-sm whitespace-nowrap text-navy-900">
              <input
                type="checkbox"
                className="size-5 accent-accent-600"
                {...register(`plans.${planIndex}.features.${index}.included`)}
              />
              <span className="sr-only">
                {planTitle}, feature {index + 1}{' '}
              </span>
              Included
            </label>
            <Button
              variant="ghost"
              size="sm"
              className="ml-auto sm:mt-1.5 sm:ml-0"
              aria-label={`Remove ${planTitle}, feature ${index + 1}`}
              onClick={() => features.remove(index)}
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        size="sm"
        onClick={() => features.append({ label: '', included: true })}
        disabled={features.fields.length >= 20}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add feature
      </Button>
    </fieldset>
  );
}
