import { zodResolver } from '@hookform/resolvers/zod';
import { Send, X } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  CONTACT_FAILURE,
  CONTACT_SUCCESS,
  contactMessageSchema,
  type ContactMessageInput,
} from '../../../domain/contact';
import { initialValues, type SubmissionResult } from '../../../domain/submission';
import { selectedPlanStore, useSelectedPlan, type SelectedPlan } from '~/lib/cart';
import { useSubmission } from '~/lib/use-submission';
import { Button } from '../ui/Button';
import { Field, inputClasses } from '../ui/Field';
import { SubmissionAlert } from '../ui/SubmissionAlert';

/** The message a selected plan pre-fills (PRODUCT.md 5): title, price and available features. */
export function planMessage(plan: SelectedPlan) {
  return `I'm interested in the ${plan.title} for ${plan.planFor} ($${plan.price} ${plan.duration}).\n\nIncluded:\n${plan.features}`;
}

/** The contact form: 'Your name*', 'Your Email*', 'Write Message' and 'Send Message'. */
export function ContactForm({
  idPrefix = 'contact',
  actionResult,
}: {
  idPrefix?: string;
  /** The /contact action's answer after a submission without JavaScript. */
  actionResult?: SubmissionResult | undefined;
}) {
  const plan = useSelectedPlan();
  const defaults = initialValues({ name: '', email: '', message: '', website: '' }, actionResult);
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: defaults,
  });
  const {
    register,
    setValue,
    getValues,
    formState: { errors },
  } = form;
  const { onSubmit, submitting, result } = useSubmission({
    form,
    action: '/contact',
    fallback: actionResult,
    // The plan went out with the message; the next message starts clean.
    onSuccess: () => selectedPlanStore.clear(),
  });
  const serverErrors = result && !result.ok ? (result.errors ?? {}) : {};

  useEffect(() => {
    if (plan && !getValues('message')) setValue('message', planMessage(plan));
  }, [plan, getValues, setValue]);

  return (
    <form
      method="post"
      action="/contact"
      noValidate
      aria-labelledby={`${idPrefix}-form-title`}
      onSubmit={onSubmit}
      className="card space-y-5 p-6 sm:p-8"
    >
      <h3 id={`${idPrefix}-form-title`} className="text-xl">
        Send us a message
      </h3>
      {plan ? (
        <div className="flex items-start justify-between gap-3 rounded-xl bg-accent-50 px-4 py-3 text-sm text-accent-800">
          <p>
            Selected plan: <strong>{plan.title}</strong> for {plan.planFor} (${plan.price})
          </p>
          <button
            type="button"
            onClick={() => selectedPlanStore.clear()}
            className="inline-flex shrink-0 items-center gap-1 font-semibold hover:underline"
          >
            <X aria-hidden="true" className="size-4" /> Clear
          </button>
        </div>
      ) : null}
      {plan ? <input type="hidden" name="planId" value={plan.id} /> : null}
      <div className="hidden" aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Your name*" error={errors.name?.message ?? serverErrors.name} required>
          {(control) => (
            <input
              {...control}
              {...register('name')}
              defaultValue={defaults.name}
              autoComplete="name"
              className={inputClasses}
            />
          )}
        </Field>
        <Field label="Your Email*" error={errors.email?.message ?? serverErrors.email} required>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              defaultValue={defaults.email}
              type="email"
              autoComplete="email"
              className={inputClasses}
            />
          )}
        </Field>
      </div>
      <Field label="Write Message" error={errors.message?.message ?? serverErrors.message}>
        {(control) => (
          <textarea
            {...control}
            {...register('message')}
            defaultValue={defaults.message}
            rows={6}
            className={inputClasses}
          />
        )}
      </Field>
      <SubmissionAlert
        result={result}
        successMessage={CONTACT_SUCCESS}
        failureMessage={CONTACT_FAILURE}
      />
      <Button type="submit" size="lg" disabled={submitting} aria-busy={submitting || undefined}>
        <Send aria-hidden="true" className="size-4" />
        {submitting ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );
}
