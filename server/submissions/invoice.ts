import { randomBytes } from 'node:crypto';
import type { AppLoadContext } from 'react-router';
import { latestToday } from '~/domain/calendar';
import {
  FIRST_INVOICE_NUMBER,
  formatInvoiceNumber,
  isOrderNumber,
} from '~/domain/document-numbers';
import {
  INVOICE_FAILURE,
  INVOICE_SUCCESS,
  type ComputedInvoice,
  type InvoiceReceipt,
} from '~/domain/invoice';
import {
  invoiceFormSchema,
  invoiceFormValuesFrom,
  invoiceInputFromFormData,
  type InvoiceFormOutput,
  type InvoiceFormValues,
} from '~/domain/invoice-form';
import { invoiceLinkPath, invoicePdfPath } from '~/domain/invoice-status';
import { authenticateToken } from '~/server/auth/sessions';
import {
  checkInvoiceable,
  createInvoice,
  loadInvoiceCatalogue,
} from '~/server/invoices/invoice-store';
import { invoiceEmails } from '~/server/mail/emails/invoice';
import { isValidRecipient } from '~/server/mail/recipients';
import { orderInvoiceCatalogue } from '~/domain/order-journey';
import { findOrderByNumber } from '~/server/orders/order-store';
import { findBankDetails } from '~/server/payments/bank-details-store';
import { staffActor } from '~/server/orders/order-events';
import { FIX_FIELDS, InputRefused } from '~/server/errors';
import { readFormData, type SubmissionSpec } from './submit';

/**
 * The builder posts its form fields, with JavaScript and without (`services.<index>.<field>` for
 * its lines). The same fields as one JSON object (`services` an array) are still read, for the
 * scripts that have always posted invoices that way (docs/decisions/046-api-compatibility.md).
 */
export async function readInvoiceInput(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/json'))
    return invoiceInputFromFormData(await readFormData(request));
  const body: unknown = await request.json().catch(() => ({}));
  return body && typeof body === 'object' && !Array.isArray(body)
    ? Object.fromEntries(Object.entries(body))
    : {};
}

/**
 * The invoice builder's submission (docs/product.md#invoice-builder): validated with the form's own
 * schema, priced from the server's catalogue, numbered, stored and emailed in one transaction; it
 * never takes prices or HTML from the browser. A visitor's invoice goes to the agency for review;
 * staff signed in to the dashboard send their token with the form, and theirs goes to the client.
 */
export async function invoiceSubmission(
  { deps }: AppLoadContext,
  input: Record<string, unknown>,
): Promise<SubmissionSpec<InvoiceFormOutput, InvoiceReceipt, InvoiceFormValues>> {
  const staffToken = typeof input.staffToken === 'string' ? input.staffToken : '';
  const orderNumber = typeof input.orderNumber === 'string' ? input.orderNumber.trim() : '';
  delete input.staffToken;
  delete input.orderNumber;
  const staff = staffToken ? await authenticateToken(deps, staffToken) : null;
  // Only staff raise an order's invoice (docs/product.md#order-page); a visitor's draft is never
  // tied to somebody's order, whatever it names.
  const order =
    staff && isOrderNumber(orderNumber) ? await findOrderByNumber(deps.db, orderNumber) : undefined;
  // An order's invoice is priced as the order was sold, not at today's prices.
  const siteCatalogue = await loadInvoiceCatalogue(deps.db);
  const catalogue = order ? orderInvoiceCatalogue(siteCatalogue, order.items) : siteCatalogue;
  const delivery = staff ? 'sent' : 'review';
  return {
    kind: 'invoice',
    schema: invoiceFormSchema({ today: latestToday(deps.clock.now()), catalogue }),
    successMessage: INVOICE_SUCCESS,
    failureMessage: INVOICE_FAILURE,
    echo: (sent) => invoiceFormValuesFrom(sent, catalogue),
    decoy() {
      const number = formatInvoiceNumber(FIRST_INVOICE_NUMBER + Math.floor(Math.random() * 9000));
      const token = randomBytes(24).toString('base64url');
      return {
        reference: number,
        number,
        totalCents: 0,
        delivery: 'review',
        link: invoiceLinkPath(token),
        pdf: invoicePdfPath(token),
      };
    },
    async save(invoice, { meta, now }) {
      // An order that cannot take an invoice is a 409 with the reason (OrderNotInvoiceable).
      // Checked again when the invoice is stored, with the order's row locked: it may be
      // cancelled while the PDF is drawn.
      if (staff && orderNumber) checkInvoiceable(orderNumber, order);
      // The outbox accepts only plain single addresses; say so next to the field.
      const addressErrors: Record<string, string> = {};
      for (const field of ['representativeEmail', 'clientEmail'] as const)
        if (!isValidRecipient(invoice[field])) addressErrors[field] = 'Enter a valid email address';
      if (Object.keys(addressErrors).length) throw new InputRefused(FIX_FIELDS, addressErrors);

      // The PDF attached to the emails, kept once the invoice is stored: its first reader (the
      // hosted link, a staff download) gets these bytes instead of a new drawing.
      const drawn: { invoice?: ComputedInvoice; pdf?: Buffer } = {};
      // Read before the transaction: the PDF prints the agency's bank account, when saved.
      const payTo = await findBankDetails(deps.db);
      const stored = await createInvoice(deps.db, invoice, {
        catalogue,
        // docs/product.md#invoice-lifecycle: a visitor's invoice waits for review as a draft.
        status: staff ? 'sent' : 'draft',
        emails: async (computed, { id, token }) => {
          // A send waits for a PDF worker however busy they are.
          const pdf = await deps.invoicePdfs.draw(computed, payTo);
          Object.assign(drawn, { invoice: computed, pdf });
          return invoiceEmails(computed, {
            submissionId: id,
            companyInbox: deps.config.companyInbox,
            audience: staff ? 'send' : 'review',
            pdf,
            link: `${deps.publicUrl}${invoiceLinkPath(token)}`,
          });
        },
        ip: meta.ip,
        userAgent: meta.userAgent,
        now,
        ...(order && staff
          ? {
              order: {
                id: order.id,
                number: order.orderNumber,
                actor: staffActor(staff),
              },
            }
          : {}),
      });
      if (drawn.invoice && drawn.pdf)
        await deps.invoicePdfs.remember(stored.id, drawn.invoice, payTo, drawn.pdf);
      deps.logger.info(
        { kind: 'invoice', reference: stored.number, sentBy: staff?._id ?? null },
        staff ? 'invoice stored and sent' : 'invoice stored for review',
      );
      return {
        reference: stored.number,
        number: stored.number,
        totalCents: stored.invoice.totalCents,
        delivery,
        link: invoiceLinkPath(stored.token),
        pdf: invoicePdfPath(stored.token),
      };
    },
  };
}
