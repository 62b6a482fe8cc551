import { fitContentField } from '~/components/ui/Field';
import { fieldGrid, TextField } from '~/components/ui/TextField';
import type { InvoiceForm } from './invoice-form-types';

/** The invoice's number and dates, who sends it and who it is billed to. */
export function InvoiceParties({ field }: { field: InvoiceForm['field'] }) {
  return (
    <>
      {/* Each field at least as wide as its whole value ("mm/dd/yyyy"); the row wraps where the
          three do not fit. */}
      <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
        <legend className="sr-only">Number and dates</legend>
        <TextField
          className={fitContentField}
          label="Invoice number"
          hint="Leave empty for the next number"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...field('invoiceNumber')}
        />
        <TextField
          className={fitContentField}
          label="Issued date"
          type="date"
          {...field('issuedDate')}
        />
        <TextField
          className={fitContentField}
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
    </>
  );
}
