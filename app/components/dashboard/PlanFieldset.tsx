import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide-react';
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Button } from '~/components/ui/Button';
import { Field, fitContentField, inputClasses } from '~/components/ui/Field';
import { cx } from '~/lib/cx';
import { TextField } from '~/components/ui/TextField';
import {
  billingLabels,
  billingPeriods,
  type BillingPeriod,
  type PlanFormValues,
} from '~/domain/plan';

type PlanErrors = NonNullable<FieldErrors<PlanFormValues>['plans']>[number];

/** How the Billed choice names each period, before the words cards show it with. */
const billingChoices: Record<BillingPeriod, string> = {
  'one-off': 'Once',
  monthly: 'Every month',
};

/**
 * One plan in the plans editor: its place in the list, title, price, previous price, how often it
 * is paid, description and features.
 */
export function PlanFieldset({
  index,
  count,
  control,
  register,
  errors,
  onMove,
  onRemove,
}: {
  index: number;
  /** How many plans the list has. */
  count: number;
  control: Control<PlanFormValues>;
  register: UseFormRegister<PlanFormValues>;
  errors: PlanErrors | undefined;
  /** Moves the plan to this place in the list. */
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const title = `Plan ${index + 1}`;
  return (
    <fieldset className="space-y-4 rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-navy-900">{title}</legend>
      <PlanPlacement
        title={title}
        index={index}
        count={count}
        onMove={onMove}
        onRemove={onRemove}
      />
      <TextField
        label="Title"
        required
        error={errors?.title?.message}
        {...register(`plans.${index}.title`)}
      />
      {/* Billed shows its whole choice ("Every month (per month)"): it goes under the prices where
          the three do not fit. */}
      <div className="flex flex-wrap gap-4">
        <TextField
          className={fitContentField}
          label="Price"
          required
          inputMode="decimal"
          hint="For example 499 or 1,697.50"
          error={errors?.price?.message}
          {...register(`plans.${index}.price`)}
        />
        <TextField
          className={fitContentField}
          label="Previous price"
          inputMode="decimal"
          hint="Shown struck through; optional"
          error={errors?.prevPrice?.message}
          {...register(`plans.${index}.prevPrice`)}
        />
        <Field label="Billed" error={errors?.billing?.message} required className={fitContentField}>
          {(c) => (
            <select {...c} {...register(`plans.${index}.billing`)} className={inputClasses}>
              {billingPeriods.map((period) => (
                <option key={period} value={period}>
                  {billingChoices[period]} ({billingLabels[period]})
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
        error={errors?.description?.message}
        {...register(`plans.${index}.description`)}
      />
      <FeatureList
        control={control}
        register={register}
        planIndex={index}
        planTitle={title}
        errors={errors?.features}
      />
    </fieldset>
  );
}

/** Up, Down and Remove for one plan. */
function PlanPlacement({
  title,
  index,
  count,
  onMove,
  onRemove,
}: {
  title: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <div className="-mt-2 flex flex-wrap justify-end gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-label={`Move ${title} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
        Up
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Move ${title} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
        Down
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="text-danger-700"
        aria-label={`Remove ${title}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Remove
      </Button>
    </div>
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
                // A feature is one line of text, shown whole: the box grows a line where it wraps
                // (an input would scroll it out of sight), and Enter adds no line break.
                <textarea
                  {...c}
                  {...register(`plans.${planIndex}.features.${index}.label`)}
                  rows={1}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') event.preventDefault();
                  }}
                  className={cx(inputClasses, 'field-sizing-content resize-none')}
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
