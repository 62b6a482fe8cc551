import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import { useZodForm } from '~/components/ui/use-schema-form';
import { useDashboardAction, type Loaded } from '~/lib/dashboard-data';
import {
  planFormSchema,
  planFormValuesOf,
  planInputsFromForm,
  type PlanFormValues,
  type PlanInput,
  type PlanView,
} from '~/domain/plan';
import type { ServiceView } from '~/domain/service';
import { FormActions } from './FormActions';
import { PlanFieldset } from './PlanFieldset';

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
  const { control, register, errors, isSubmitting, list, onSubmit, submitError } = usePlansForm(
    service,
    plans,
    onSaved,
  );

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
        {list.fields.map((plan, index) => (
          <li key={plan.id}>
            <PlanFieldset
              index={index}
              count={list.fields.length}
              control={control}
              register={register}
              errors={errors.plans?.[index]}
              onMove={(to) => list.move(index, to)}
              onRemove={() => list.remove(index)}
            />
          </li>
        ))}
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

/** The plans as a form, and their save: the API's field messages go back under their fields. */
function usePlansForm(service: ServiceView, plans: PlanView[], onSaved: (message: string) => void) {
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

  return { control, register, errors, isSubmitting, list, onSubmit, submitError };
}
