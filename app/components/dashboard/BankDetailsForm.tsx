import { useState } from 'react';
import { ConfirmModal } from '~/components/dashboard/ConfirmModal';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { Field, inputClasses } from '~/components/ui/Field';
import { useZodForm } from '~/components/ui/use-schema-form';
import { useDashboardAction } from '~/lib/dashboard-data';
import type { StaffIntent } from '~/routes/dashboard/settings';
import {
  bankDetailsSchema,
  emptyBankDetails,
  type BankDetails,
  type BankDetailsInput,
} from '~/domain/bank-details';

type Result = { tone: 'success' | 'error'; text: string } | null;

/**
 * The agency's bank account for transfers (docs/product.md#bank-transfer), for admins: saved, it
 * shows on every hosted invoice and order page that asks for payment, and in the invoice PDFs.
 */
export function BankDetailsForm({ saved }: { saved: BankDetails | null }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm<BankDetailsInput, BankDetails>(bankDetailsSchema, saved ?? emptyBankDetails);
  const action = useDashboardAction();
  const [result, setResult] = useState<Result>(null);
  const [removing, setRemoving] = useState(false);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);

  const onSubmit = handleSubmit(async (details) => {
    setResult(null);
    const answer = await action.run({ intent: 'save-bank-details', details } satisfies StaffIntent);
    if (answer.ok) {
      reset(details);
      setResult({ tone: 'success', text: answer.message });
      return;
    }
    setResult({ tone: 'error', text: answer.message });
    for (const [field, message] of Object.entries(answer.errors))
      if (field in emptyBankDetails) setError(field as keyof BankDetailsInput, { message });
  });

  const remove = async () => {
    setConfirmingRemoval(false);
    setResult(null);
    setRemoving(true);
    const answer = await action.run({ intent: 'remove-bank-details' } satisfies StaffIntent);
    setRemoving(false);
    if (answer.ok) reset(emptyBankDetails);
    setResult({ tone: answer.ok ? 'success' : 'error', text: answer.message });
  };

  const text = (
    name: keyof BankDetailsInput,
    label: string,
    options: { required?: boolean; hint?: string; autoComplete?: string } = {},
  ) => (
    <Field
      label={label}
      error={errors[name]?.message}
      hint={options.hint}
      required={options.required}
    >
      {(c) => (
        <input
          {...c}
          {...register(name)}
          type="text"
          autoComplete={options.autoComplete ?? 'off'}
          spellCheck={false}
          className={inputClasses}
        />
      )}
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-labelledby="bank-details-heading"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {text('accountName', 'Account name', { required: true, autoComplete: 'organization' })}
        {text('bankName', 'Bank name', { required: true })}
        {text('accountNumber', 'Account number', { hint: 'Or an IBAN below.' })}
        {text('routingNumber', 'Routing number', { hint: 'ABA routing number, for US transfers.' })}
        {text('swift', 'SWIFT/BIC', { hint: 'For international transfers.' })}
        {text('iban', 'IBAN')}
      </div>
      <Field
        label="Instructions"
        error={errors.instructions?.message}
        hint="Shown under the details, e.g. who pays the transfer fees. Up to 300 characters."
      >
        {(c) => <textarea {...c} {...register('instructions')} rows={3} className={inputClasses} />}
      </Field>
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting || removing}>
          {isSubmitting ? 'Saving…' : 'Save bank details'}
        </Button>
        {saved ? (
          <Button
            type="button"
            variant="outline"
            disabled={isSubmitting || removing}
            onClick={() => setConfirmingRemoval(true)}
          >
            {removing ? 'Removing…' : 'Remove bank details'}
          </Button>
        ) : null}
      </div>
      <ConfirmModal
        open={confirmingRemoval}
        title="Remove the bank details?"
        confirmLabel="Remove bank details"
        cancelLabel="Keep them"
        busy={removing}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingRemoval(false)}
      >
        <p>
          Invoices, their PDFs and order pages stop showing clients how to pay by transfer until new
          details are saved.
        </p>
      </ConfirmModal>
    </form>
  );
}
