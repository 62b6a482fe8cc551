import type {
  InvoiceFormOutput,
  InvoiceFormValues,
  InvoiceSubmissionResult,
} from '~/domain/invoice-form';
import type { useSchemaForm } from '~/components/ui/use-schema-form';

/** The invoice builder's form, as `useSchemaForm` sets it up; its pieces take what they need. */
export type InvoiceForm = ReturnType<
  typeof useSchemaForm<InvoiceFormValues, InvoiceFormOutput, InvoiceSubmissionResult>
>;
