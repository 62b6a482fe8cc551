import { z } from './zod';
import { emailField, optionalText, phoneField, honeypotField } from './fields';
import type { SubmissionResult } from './submission';
import { isIsoDate } from './calendar';
import { type InvoiceCatalogue, catalogueRowPrice, findService } from './invoice-catalogue';
import { MAX_INVOICE_NUMBER } from './document-numbers';
import { type InvoiceReceipt, MAX_INVOICE_LINES } from './invoice';

/** The invoice builder's form: its schema, shared by the page and the action, and its values. */

const emptyToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const toNumber = (value: unknown) => {
  const v = emptyToUndefined(value);
  if (v === undefined || typeof v === 'number') return v;
  return typeof v === 'string' ? Number(v.trim()) : v;
};

const discountField = z.preprocess(
  (value) => toNumber(value) ?? 0,
  z
    .number({ error: 'Discount must be a number' })
    .refine(Number.isFinite, 'Discount must be a number')
    .min(0, "Discount can't be less than 0%")
    .max(100, "Discount can't exceed 100%"),
);

const invoiceNumberField = z.preprocess(
  toNumber,
  z
    .number({ error: 'Invoice number must be a whole number' })
    .int('Invoice number must be a whole number')
    .min(1, 'Invoice number must be at least 1')
    .max(MAX_INVOICE_NUMBER, `Invoice number must be at most ${MAX_INVOICE_NUMBER}`)
    .optional(),
);

export interface InvoiceSchemaOptions {
  /** Today's date as 'YYYY-MM-DD'; an issued date after it is in the future. */
  today: string;
  catalogue: InvoiceCatalogue;
}

/**
 * The invoice form. The browser builds it with its local date and the catalogue the page loaded;
 * the server with the latest date on Earth and its own catalogue. Prices are not part of the
 * input: they always come from the catalogue.
 */
export function invoiceFormSchema({ today, catalogue }: InvoiceSchemaOptions) {
  const row = z
    .object({
      service: z.string().trim().max(120).optional().default(''),
      plan: z.string().trim().max(60).optional().default(''),
      discount: discountField,
    })
    .superRefine((value, ctx) => {
      const service = findService(catalogue, value.service);
      if (!service) {
        ctx.addIssue({ code: 'custom', path: ['service'], message: 'Select a service' });
        return;
      }
      if (service.plans.length > 0 && !service.plans.some((p) => p.title === value.plan)) {
        ctx.addIssue({ code: 'custom', path: ['plan'], message: 'Select any plan' });
      }
    })
    .transform((value) => {
      const service = findService(catalogue, value.service);
      // A service without plans bills no plan, whatever was sent.
      return { ...value, plan: service && service.plans.length > 0 ? value.plan : '' };
    });

  return z.object({
    invoiceNumber: invoiceNumberField,
    issuedDate: z
      .string({ error: 'Issued date is required' })
      .trim()
      .min(1, 'Issued date is required')
      .refine(isIsoDate, 'Enter a valid date')
      .refine((value) => value <= today, 'Issued date cannot be in the future'),
    dueDate: z
      .string()
      .trim()
      .optional()
      .default('')
      .refine((value) => value === '' || isIsoDate(value), 'Enter a valid date'),
    representativeName: optionalText(120, 'Representative name'),
    representativeEmail: emailField('Email is required', 'Enter a valid email address'),
    representativePhone: phoneField('Phone').optional().default(''),
    clientName: z
      .string({ error: 'Minimum 3 characters required' })
      .trim()
      .min(3, 'Minimum 3 characters required')
      .max(120, 'Client name must be at most 120 characters'),
    clientCompany: optionalText(160, 'Company'),
    address: optionalText(500, 'Address'),
    clientEmail: emailField('Email is required', 'Enter a valid email address'),
    services: z
      .array(row, { error: 'Add at least one service' })
      .min(1, 'Add at least one service')
      .max(MAX_INVOICE_LINES, `An invoice can have at most ${MAX_INVOICE_LINES} services`),
    /** Honeypot: people never see or fill it. */
    website: honeypotField(),
  });
}

export type InvoiceFormSchema = ReturnType<typeof invoiceFormSchema>;
export type InvoiceFormOutput = z.output<InvoiceFormSchema>;

/** What the form holds while a person types: every control's raw value. */
export interface InvoiceFormValues {
  invoiceNumber: string;
  issuedDate: string;
  dueDate: string;
  representativeName: string;
  representativeEmail: string;
  representativePhone: string;
  clientName: string;
  clientCompany: string;
  address: string;
  clientEmail: string;
  services: { service: string; plan: string; price: number; discount: string | number }[];
  website: string;
}

export const emptyInvoiceRow = (): InvoiceFormValues['services'][number] => ({
  service: '',
  plan: '',
  price: 0,
  discount: 0,
});

export const emptyInvoiceForm = (issuedDate = ''): InvoiceFormValues => ({
  invoiceNumber: '',
  issuedDate,
  dueDate: '',
  representativeName: '',
  representativeEmail: '',
  representativePhone: '',
  clientName: '',
  clientCompany: '',
  address: '',
  clientEmail: '',
  services: [emptyInvoiceRow()],
  website: '',
});

const TEXT_FIELDS = [
  'invoiceNumber',
  'issuedDate',
  'dueDate',
  'representativeName',
  'representativeEmail',
  'representativePhone',
  'clientName',
  'clientCompany',
  'address',
  'clientEmail',
] as const;

/**
 * What the visitor sent, as form values, so a page posted without JavaScript comes back filled in.
 * Only known text fields are echoed (never the honeypot); prices come from the catalogue.
 */
export function invoiceFormValuesFrom(
  input: Record<string, unknown>,
  catalogue: InvoiceCatalogue,
): InvoiceFormValues {
  const values = emptyInvoiceForm();
  const str = (value: unknown, max = 500) =>
    typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, max) : '';
  for (const key of TEXT_FIELDS) values[key] = str(input[key]);
  const rows = Array.isArray(input.services) ? input.services.slice(0, MAX_INVOICE_LINES) : [];
  const services = rows
    .filter((row): row is Record<string, unknown> => Boolean(row) && typeof row === 'object')
    .map((row) => {
      const service = findService(catalogue, str(row.service, 120))?.slug ?? '';
      const plan = str(row.plan, 60);
      return {
        service,
        plan,
        price: service ? catalogueRowPrice(catalogue, service, plan) : 0,
        discount: str(row.discount, 20),
      };
    });
  values.services = services.length ? services : [emptyInvoiceRow()];
  return values;
}

/**
 * The builder's form post, with or without JavaScript (a line's fields are named
 * `services.<index>.<field>`, e.g. `services.0.plan`), as the object the schema reads. Row indexes
 * beyond the line limit are ignored.
 */
export function invoiceInputFromFormData(form: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = Object.create(null);
  const rows: Record<string, string>[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    const match = /^services\.(\d{1,2})\.(service|plan|price|discount)$/.exec(name);
    if (match) {
      const index = Number(match[1]);
      if (index >= MAX_INVOICE_LINES) continue;
      rows[index] ??= {};
      rows[index]![match[2]!] = value;
    } else if (!name.includes('.')) {
      input[name] = value;
    }
  }
  input.services = rows.filter(Boolean);
  return input;
}

/** What the /invoice action answers; a refused invoice echoes the whole form to refill it. */
export type InvoiceSubmissionResult = SubmissionResult<InvoiceReceipt, InvoiceFormValues>;

/**
 * The builder's "Add service" and "Remove" buttons post the form without JavaScript (with
 * JavaScript they change the form in place): the action answers with the form as it was sent,
 * one line added or removed, and stores nothing.
 */
export interface InvoiceLineEdit {
  intent: 'lines';
  values: InvoiceFormValues;
}

export const ADD_LINE_INTENT = 'add-line';
export const removeLineIntent = (index: number) => `remove-line-${index}`;

/** The edit a post asks for through its `intent` button, or null for a submission. */
export function invoiceLineEdit(
  input: Record<string, unknown>,
  catalogue: InvoiceCatalogue,
): InvoiceLineEdit | null {
  const intent = typeof input.intent === 'string' ? input.intent : '';
  const removed = /^remove-line-(\d{1,2})$/.exec(intent);
  if (intent !== ADD_LINE_INTENT && !removed) return null;
  const values = invoiceFormValuesFrom(input, catalogue);
  // Rows without a choice yet are kept as they were typed; the echo drops none of them.
  if (intent === ADD_LINE_INTENT && values.services.length < MAX_INVOICE_LINES)
    values.services.push(emptyInvoiceRow());
  if (removed && values.services.length > 1) values.services.splice(Number(removed[1]), 1);
  return { intent: 'lines', values };
}
