import { Router } from 'express';
import { isObjectId } from '~/domain/ids';
import { pageInfo } from '~/domain/paging';
import { isInboxKind, type EmailStatus, type InboxKind } from '~/domain/inbox';
import { requireAdmin, requireUser } from '~/server/auth/sessions';
import { staffActor } from '~/server/orders/order-store';
import type { AppServices } from '~/server/context';
import { HttpError } from '~/server/http/errors';
import {
  countInbox,
  emailsOf,
  findEmailState,
  findInboxEntry,
  inboxCounts,
  listEmails,
  listInbox,
} from '~/server/inbox/inbox-store';
import { invoiceLinkPath } from '~/domain/invoice-status';
import { servedInvoicePdf } from '~/server/invoices/hosted-pdf';
import { checkSendable, sendInvoice } from '~/server/invoices/invoice-lifecycle-store';
import { sendPdf } from '~/server/documents/pdf-response';
import { agreementPdf } from '~/server/agreements/agreement-pdfs';
import { findInvoice, type InvoiceView } from '~/server/invoices/invoice-store';
import { invoiceEmails } from '~/server/mail/emails/invoice';
import { retryEmail } from '~/server/mail/outbox';
import { detailWithTexts, summaryWithTexts } from './inbox-texts';
import { FieldRefused } from '~/server/errors';

/** A PDF refused while the PDF workers are saturated: a 503 the client retries after a while. */
const refuseBusy = (message: string) => {
  throw new HttpError(503, message);
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function paging(query: Record<string, unknown>) {
  const page = Math.max(1, Math.min(10_000, Number.parseInt(text(query.page), 10) || 1));
  const limit = Math.max(1, Math.min(100, Number.parseInt(text(query.limit), 10) || 20));
  return { page, limit, offset: (page - 1) * limit };
}

function findKind(name: string): InboxKind {
  if (!isInboxKind(name)) throw new HttpError(404, 'Unknown inbox');
  return name;
}

const isEmailStatus = (value: string): value is EmailStatus =>
  value === 'pending' || value === 'sent' || value === 'failed';

/**
 * Staff read the submissions and each email's delivery state; admins may retry an email. The
 * answers are the inbox contract of domain/inbox.ts.
 */
export function inboxRouter(services: AppServices) {
  const { db } = services;
  const router = Router();

  router.get('/inbox', async (req, res) => {
    await requireUser(services, req);
    res.json({ status: 200, message: 'OK', ...(await inboxCounts(db)) });
  });

  router.get('/inbox/:kind', async (req, res) => {
    await requireUser(services, req);
    const kind = findKind(String(req.params.kind));
    const { page, limit, offset } = paging(req.query);
    const items = (await listInbox(db, kind, { limit, offset })).map((record) =>
      summaryWithTexts(kind, record),
    );
    const total = await countInbox(db, kind);
    res.json({ status: 200, message: 'OK', items, ...pageInfo(total, page, limit) });
  });

  router.get('/inbox/:kind/:id', async (req, res) => {
    await requireUser(services, req);
    const kind = findKind(String(req.params.kind));
    const id = String(req.params.id);
    if (!isObjectId(id)) throw new HttpError(404, 'Not found');
    const record = await findInboxEntry(db, kind, id);
    if (!record) throw new HttpError(404, 'Not found');
    const item = detailWithTexts(kind, record);
    res.json({ status: 200, message: 'OK', item, emails: await emailsOf(db, id) });
  });

  const findStoredInvoice = async (id: string): Promise<InvoiceView> => {
    const invoice = isObjectId(id) ? await findInvoice(db, id) : undefined;
    if (!invoice) throw new HttpError(404, 'Invoice not found');
    return invoice;
  };

  /**
   * Staff send a visitor's invoice to its client and representative once they have checked it
   * (docs/decisions/043-visitor-email-policy.md), with its PDF attached and, for the client, the
   * hosted link. Sending again queues new emails: a resend. A paid or void invoice is not sent
   * (docs/product.md#invoice-lifecycle).
   */
  router.post('/inbox/invoices/:id/send', async (req, res) => {
    const user = await requireUser(services, req);
    const id = String(req.params.id);
    const invoice = await findStoredInvoice(id);
    checkSendable(invoice);
    const emails = invoiceEmails(invoice, {
      submissionId: id,
      companyInbox: services.config.companyInbox,
      audience: 'recipients',
      // The PDF as stored for this version of the invoice, drawn (waiting its turn) if not yet.
      pdf: (await services.invoicePdfs.get(id, invoice, { wait: true })).bytes,
      link: `${services.publicUrl}${invoiceLinkPath(invoice.token)}`,
    });
    await sendInvoice(db, invoice, emails, staffActor(user));
    services.outbox.wake();
    services.logger.info(
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
    await requireUser(services, req);
    const invoice = await findStoredInvoice(String(req.params.id));
    await sendPdf(req, res, () => servedInvoicePdf(services, invoice), {
      etag: services.invoicePdfs.etag(invoice),
      busy: refuseBusy,
    });
  });

  /**
   * A signed agreement as a PDF (docs/product.md#agreement-pdf): the file drawn when it was signed
   * and attached to its emails, revalidated with its ETag.
   */
  router.get('/inbox/agreements/:id/pdf', async (req, res) => {
    await requireUser(services, req);
    const id = String(req.params.id);
    const head = isObjectId(id) ? await services.agreementPdfs.head(id) : undefined;
    if (!head) throw new HttpError(404, 'Agreement not found');
    const sent = await sendPdf(req, res, () => agreementPdf(services, id, { wait: false }), {
      etag: head.etag,
      busy: refuseBusy,
    });
    if (!sent) throw new HttpError(404, 'Agreement not found');
  });

  router.get('/outbox', async (req, res) => {
    await requireUser(services, req);
    const { page, limit, offset } = paging(req.query);
    const status = text(req.query.status);
    if (status && !isEmailStatus(status))
      throw new FieldRefused('status', 'Status must be pending, sent or failed');
    const { emails, total } = await listEmails(db, {
      status: status && isEmailStatus(status) ? status : undefined,
      limit,
      offset,
    });
    res.json({ status: 200, message: 'OK', emails, ...pageInfo(total, page, limit) });
  });

  router.post('/outbox/:id/retry', async (req, res) => {
    await requireAdmin(services, req);
    const id = String(req.params.id);
    const email = isObjectId(id) ? await findEmailState(db, id) : undefined;
    if (!email) throw new HttpError(404, 'Email not found');
    if (email.status === 'sent') throw new HttpError(409, 'This email has already been sent');
    if (await retryEmail(db, id)) services.outbox.wake();
    res.json({
      status: 200,
      message: 'Email queued for another attempt',
      email: await findEmailState(db, id),
    });
  });

  return router;
}
