import { Router } from 'express';
import { isObjectId } from '~/domain/ids';
import { invoiceLinkPath } from '~/domain/invoice-status';
import { agreementPdf } from '~/server/agreements/agreement-pdfs';
import { requireUser } from '~/server/auth/sessions';
import type { AppDeps } from '~/server/context';
import { sendPdf } from '~/server/http/pdf-response';
import { NotFound } from '~/server/errors';
import { emailsOf } from '~/server/inbox/inbox-store';
import { servedInvoicePdf } from '~/server/http/invoice-pdf';
import { findBankDetails } from '~/server/payments/bank-details-store';
import { checkSendable, sendInvoice } from '~/server/invoices/invoice-lifecycle-store';
import { findInvoice, type InvoiceView } from '~/server/invoices/invoice-store';
import { invoiceEmails } from '~/server/mail/emails/invoice';
import { staffActor } from '~/server/orders/order-events';

/**
 * The documents staff act on from the inbox: send an invoice to its client, download an invoice's
 * or a signed agreement's PDF.
 */
export function inboxDocumentsRouter(deps: AppDeps) {
  const { db } = deps;
  const router = Router();

  const findStoredInvoice = async (id: string): Promise<InvoiceView> => {
    const invoice = isObjectId(id) ? await findInvoice(db, id) : undefined;
    if (!invoice) throw new NotFound('Invoice not found');
    return invoice;
  };

  /**
   * Staff send a visitor's invoice to its client and representative once they have checked it
   * (docs/decisions/043-visitor-email-policy.md), with its PDF attached and, for the client, the
   * hosted link. Sending again queues new emails: a resend. A paid or void invoice is not sent
   * (docs/product.md#invoice-lifecycle).
   */
  router.post('/inbox/invoices/:id/send', async (req, res) => {
    const user = await requireUser(deps, req);
    const id = String(req.params.id);
    const invoice = await findStoredInvoice(id);
    checkSendable(invoice);
    const emails = invoiceEmails(invoice, {
      submissionId: id,
      companyInbox: deps.config.companyInbox,
      audience: 'recipients',
      // The PDF as stored for this version of the invoice, drawn (waiting its turn) if not yet.
      pdf: (await deps.invoicePdfs.get(id, invoice, await findBankDetails(db), { wait: true }))
        .bytes,
      link: `${deps.publicUrl}${invoiceLinkPath(invoice.token)}`,
    });
    await sendInvoice(db, invoice, emails, staffActor(user), deps.clock.now());
    deps.outbox.wake();
    deps.logger.info(
      { invoice: invoice.number, sentBy: user._id },
      'invoice sent to its client and representative',
    );
    res.status(202).json({
      status: 202,
      message: `Invoice ${invoice.number} is on its way to ${invoice.billedTo.email} and ${invoice.from.email}`,
      emails: await emailsOf(db, id),
    });
  });

  /**
   * The stored invoice as a PDF, for staff to download (docs/product.md#invoice-pdf): drawn once
   * per version, revalidated with its ETag, refused with a 503 while the PDF workers are saturated
   * (docs/decisions/048-pdf-worker-pool.md).
   */
  router.get('/inbox/invoices/:id/pdf', async (req, res) => {
    await requireUser(deps, req);
    const invoice = await findStoredInvoice(String(req.params.id));
    const payTo = await findBankDetails(db);
    await sendPdf(req, res, () => servedInvoicePdf(deps, invoice, payTo), {
      etag: deps.invoicePdfs.etag(invoice, payTo),
    });
  });

  /**
   * A signed agreement as a PDF (docs/product.md#agreement-pdf): the file drawn when it was signed
   * and attached to its emails, revalidated with its ETag.
   */
  router.get('/inbox/agreements/:id/pdf', async (req, res) => {
    await requireUser(deps, req);
    const id = String(req.params.id);
    const head = isObjectId(id) ? await deps.agreementPdfs.head(id) : undefined;
    if (!head) throw new NotFound('Agreement not found');
    const sent = await sendPdf(req, res, () => agreementPdf(deps, id, { wait: false }), {
      etag: head.etag,
    });
    if (!sent) throw new NotFound('Agreement not found');
  });

  return router;
}
