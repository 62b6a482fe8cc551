import { Send, X } from 'lucide-react';
import { useEffect } from 'react';
import {
  CONTACT_FAILURE,
  CONTACT_SUCCESS,
  contactMessageSchema,
  messagePlanText,
  type ContactMessageInput,
} from '~/domain/contact';
import { formatMoney } from '~/domain/format';
import type { SubmissionResult } from '~/domain/submission';
import { useHydrated } from '~/lib/use-hydrated';
import { selectedPlanStore, useSelectedPlan, type SelectedPlan } from '~/lib/selected-plan';
import { Button } from '~/components/ui/Button';
import { Honeypot } from '~/components/ui/Honeypot';
import { fieldGrid, NameAndEmailFields, TextField } from '~/components/ui/TextField';
import { useSchemaForm } from '~/components/ui/use-schema-form';
import { SubmissionAlert } from '~/components/ui/SubmissionAlert';

/** The message a selected plan pre-fills (docs/product.md#selected-plan): title, price and available features. */
export function planMessage(plan: SelectedPlan) {
  return `I'm interested in the ${messagePlanText(plan)}.\n\nIncluded:\n${plan.features}`;
}

const clearClass = 'inline-flex shrink-0 items-center gap-1 font-semibold hover:underline';

/** The contact form: 'Your name*', 'Your Email*', 'Write Message' and 'Send Message'. */
export function ContactForm({
  idPrefix = 'contact',
  actionResult,
  linkedPlan = null,
}: {
  idPrefix?: string;
  /** The /contact action's answer after a submission without JavaScript. */
  actionResult?: SubmissionResult | undefined;
  /**
   * The plan named in the page's link (`/contact?plan={id}`, Buy Now without JavaScript): shown
   * and pre-filled by the server, until the message with it has been sent.
   */
  linkedPlan?: SelectedPlan | null;
}) {
  const hydrated = useHydrated();
  const linked = actionResult?.ok ? null : linkedPlan;
  const plan = useSelectedPlan() ?? linked;
  const formId = `${idPrefix}-message-form`;
  const { form, field, onSubmit, submitting, result } = useSchemaForm({
    schema: contactMessageSchema,
    defaults: {
      name: '',
      email: '',
      message: linked ? planMessage(linked) : '',
      website: '',
    } satisfies ContactMessageInput,
    formId,
    action: '/contact',
    fallback: actionResult,
    // The plan went out with the message; the next message starts clean.
    onSuccess: () => selectedPlanStore.clear(),
  });
  const { register, setValue, getValues } = form;

  useEffect(() => {
    if (plan && !getValues('message')) setValue('message', planMessage(plan));
  }, [plan, getValues, setValue]);

  return (
    <form
      id={formId}
      method="post"
      // Without JavaScript the answer is /contact, opened at this form, with the linked plan.
      action={`/contact${linked ? `?plan=${linked.id}` : ''}#contact-message-form`}
      noValidate
      aria-labelledby={`${idPrefix}-form-title`}
      onSubmit={onSubmit}
      className="card scroll-mt-24 space-y-5 p-6 text-ink sm:p-8"
    >
      <h3 id={`${idPrefix}-form-title`} className="text-xl">
        Send us a message
      </h3>
      {plan ? (
        <div className="flex items-start justify-between gap-3 rounded-xl bg-accent-50 px-4 py-3 text-sm text-accent-800">
          <p>
            Selected plan: <strong>{plan.title}</strong> for {plan.planFor} (
            {formatMoney(plan.priceCents)})
          </p>
          {hydrated ? (
            <button
              type="button"
              onClick={() => {
                // The pre-filled text goes with the plan; a message the visitor changed stays.
                if (getValues('message') === planMessage(plan)) setValue('message', '');
                selectedPlanStore.clear();
              }}
              className={clearClass}
            >
              <X aria-hidden="true" className="size-4" /> Clear
            </button>
          ) : (
            // Without scripts the plan is in the link: the form without it.
            <a href="/contact#contact-message-form" className={clearClass}>
              <X aria-hidden="true" className="size-4" /> Clear
            </a>
          )}
        </div>
      ) : null}
      {plan ? <input type="hidden" name="planId" value={plan.id} /> : null}
      <Honeypot {...register('website')} />
      <div className={fieldGrid}>
        <NameAndEmailFields field={field} labels={['Your name*', 'Your Email*']} />
        <TextField
          label="Write Message"
          multiline
          rows={6}
          className="sm:col-span-2"
          {...field('message')}
        />
      </div>
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
