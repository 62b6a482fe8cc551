import { addDays, isIsoDate } from './calendar';
import { formatInvoiceNumber } from './document-numbers';
import { type InvoiceCatalogue, catalogueRowPrice, findService } from './invoice-catalogue';
import {
  type InvoiceTotals,
  type LineAmounts,
  discountBasisPoints,
  invoiceTotals,
  lineAmounts,
} from './invoice-totals';

/**
 * The invoice builder (docs/product.md#invoice-builder): the form schema shared by the page and
 * the action, the service-row rules and the invoice arithmetic. Money is integer cents; prices and
 * discounts are rounded to whole dollars (docs/product.md#invoice-arithmetic), so every amount
 * here is a multiple of 100.
 */

/** An empty due date means the issued date plus seven days (docs/product.md#invoice-dates). */
export const DEFAULT_DUE_DAYS = 7;
export const MAX_INVOICE_LINES = 20;

/** The form's due date, or the issued date + 7 days when empty (docs/product.md#invoice-dates). */
export function effectiveDueDate(issuedDate: string, dueDate: string | undefined): string {
  if (dueDate && isIsoDate(dueDate)) return dueDate;
  if (isIsoDate(issuedDate)) return addDays(issuedDate, DEFAULT_DUE_DAYS);
  return '';
}

// ---------------------------------------------------------------------------------------------
// The computed invoice: what the preview, the email and the stored record show

export interface InvoiceLine extends LineAmounts {
  service: string;
  serviceTitle: string;
  plan: string;
  /** The discount as typed, in percent (0..100). */
  discountPercent: number;
}

export interface ComputedInvoice extends InvoiceTotals {
  /** As `formatInvoiceNumber` prints it: the placeholder before a number exists. */
  number: string;
  issuedDate: string;
  dueDate: string;
  from: { name: string; email: string; phone: string };
  billedTo: { name: string; company: string; address: string; email: string };
  lines: InvoiceLine[];
}

/** Loose input: the live form's raw values or the schema's parsed output. */
export interface InvoiceDraft {
  invoiceNumber?: number | string | undefined;
  issuedDate?: string | undefined;
  dueDate?: string | undefined;
  representativeName?: string | undefined;
  representativeEmail?: string | undefined;
  representativePhone?: string | undefined;
  clientName?: string | undefined;
  clientCompany?: string | undefined;
  address?: string | undefined;
  clientEmail?: string | undefined;
  services?: {
    service?: string | undefined;
    plan?: string | undefined;
    discount?: number | string | undefined;
  }[];
}

const text = (value: string | undefined) => (value ?? '').trim();

/**
 * Prices every row from the catalogue (never from the input) and applies the invoice arithmetic
 * (docs/product.md#invoice-arithmetic). Rows without a known service are left out; the preview therefore shows only lines that will be billed.
 */
export function computeInvoice(draft: InvoiceDraft, catalogue: InvoiceCatalogue): ComputedInvoice {
  const lines: InvoiceLine[] = [];
  for (const row of draft.services ?? []) {
    const service = findService(catalogue, row.service);
    if (!service) continue;
    const plan = service.plans.length > 0 ? text(row.plan) : '';
    const discountPercent = discountBasisPoints(row.discount) / 100;
    lines.push({
      service: service.slug,
      serviceTitle: service.title,
      plan,
      discountPercent,
      ...lineAmounts(catalogueRowPrice(catalogue, service.slug, plan), discountPercent),
    });
  }
  const issuedDate = text(draft.issuedDate);
  return {
    number: formatInvoiceNumber(draft.invoiceNumber),
    issuedDate: isIsoDate(issuedDate) ? issuedDate : '',
    dueDate: effectiveDueDate(issuedDate, text(draft.dueDate)),
    from: {
      name: text(draft.representativeName),
      email: text(draft.representativeEmail),
      phone: text(draft.representativePhone),
    },
    billedTo: {
      name: text(draft.clientName),
      company: text(draft.clientCompany),
      address: text(draft.address),
      email: text(draft.clientEmail),
    },
    lines,
    ...invoiceTotals(lines),
  };
}

export const INVOICE_SUCCESS = 'Email sent successfully!';
export const INVOICE_FAILURE = 'Failed to send email.';

/** What a sent invoice's answer adds to the reference (its number). */
export interface InvoiceReceipt {
  number: string;
  totalCents: number;
  /**
   * `sent`: a signed-in staff member sent it to the client and the representative. `review`: a
   * visitor submitted it; it went to the agency, which sends it from the dashboard Inbox.
   */
  delivery: 'sent' | 'review';
  /** The hosted page and its PDF (docs/product.md#invoice-link), as paths on this site. */
  link: string;
  pdf: string;
}
