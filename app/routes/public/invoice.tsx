import { data } from 'react-router';
import { InvoiceBuilder } from '~/components/invoice/InvoiceBuilder';
import { PageHeader } from '~/components/layout/PageHeader';
import { invoiceEmails } from '~/lib/invoice-email.server';
import { seo } from '~/lib/seo';
import { fieldErrors } from '../../../domain/fields';
import {
  FIRST_INVOICE_NUMBER,
  formatInvoiceNumber,
  invoiceFormSchema,
  invoiceFormValuesFrom,
  invoiceInputFromFormData,
  latestToday,
  type InvoiceActionResult,
} from '../../../domain/invoice';
import { RATE_LIMIT_MESSAGE } from '../../../server/http/form-guard';
import { wakeOutbox } from '../../../server/mail/outbox';
import { isValidRecipient } from '../../../server/mail/recipients';
import {
  createInvoice,
  InvoiceNumberTakenError,
  loadInvoiceCatalogue,
} from '../../../server/invoices/invoice-store';
import { authenticateToken } from '../../../server/auth/sessions';
import { readFormData } from '../../../server/submissions/submit';
import type { Route } from './+types/invoice';

export const meta = (args: Route.MetaArgs) => [
  ...seo(args, {
    title: 'Invoice',
    description: 'Prepare and send an ECS Digital invoice with a live preview.',
    // A working tool for clients, not a page to find through search engines.
    noindex: true,
  }),
];

export async function loader({ context }: Route.LoaderArgs) {
  return { catalogue: await loadInvoiceCatalogue(context.services.db) };
}

const FAILED = 'Failed to send email.';

async function readInput(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const body: unknown = await request.json().catch(() => ({}));
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  }
  return invoiceInputFromFormData(await readFormData(request));
}

/**
 * PRODUCT.md 9: the server validates the invoice data with the form's schema, prices it from its
 * own catalogue, assigns or checks the number, stores it and queues the emails in one transaction.
 * It never accepts prices or HTML from the browser.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, logger } = context.services;
  const { submitter } = context;
  // The public form guard counts every POST per address; past the limit, nothing is sent.
  if (submitter.rateLimited) {
    return data<InvoiceActionResult>(
      { ok: false, message: RATE_LIMIT_MESSAGE, errors: {} },
      { status: 429 },
    );
  }

  const input = await readInput(request);
  // Staff signed in to the dashboard send their token with the form: they send at once.
  const staffToken = typeof input.staffToken === 'string' ? input.staffToken : '';
  delete input.staffToken;
  const staff = staffToken ? await authenticateToken(context.services, staffToken) : null;
  // A filled honeypot is a bot: it gets the success it expects, and nothing is stored or sent.
  if (typeof input.website === 'string' && input.website.trim() !== '') {
    logger.info({ kind: 'invoice', ip: submitter.ip }, 'honeypot filled; invoice discarded');
    return data<InvoiceActionResult>({
      ok: true,
      message: 'Email sent successfully!',
      number: formatInvoiceNumber(FIRST_INVOICE_NUMBER + Math.floor(Math.random() * 9000)),
      totalCents: 0,
      delivery: 'review',
    });
  }

  const catalogue = await loadInvoiceCatalogue(db);
  const fail = (status: number, errors: Record<string, string>) =>
    data<InvoiceActionResult>(
      { ok: false, message: FAILED, errors, values: invoiceFormValuesFrom(input, catalogue) },
      { status },
    );
  const schema = invoiceFormSchema({ today: latestToday(), catalogue });
  const parsed = schema.safeParse(input);
  if (!parsed.success) return fail(400, fieldErrors(parsed.error));

  // The outbox accepts only plain single addresses; say so next to the field, not as a crash.
  const addressErrors: Record<string, string> = {};
  for (const field of ['representativeEmail', 'clientEmail'] as const) {
    if (!isValidRecipient(parsed.data[field])) addressErrors[field] = 'Enter a valid email address';
  }
  if (Object.keys(addressErrors).length) return fail(400, addressErrors);

  try {
    const stored = await createInvoice(db, parsed.data, {
      catalogue,
      emails: (invoice, id) =>
        invoiceEmails(invoice, {
          submissionId: id,
          companyInbox: config.companyInbox,
          audience: staff ? 'send' : 'review',
        }),
      ip: submitter.ip,
      userAgent: submitter.userAgent,
    });
    wakeOutbox();
    logger.info(
      { kind: 'invoice', reference: stored.number, sentBy: staff?._id ?? null },
      staff ? 'invoice stored and sent' : 'invoice stored for review',
    );
    return data<InvoiceActionResult>({
      ok: true,
      message: 'Email sent successfully!',
      number: stored.number,
      totalCents: stored.invoice.totalCents,
      delivery: staff ? 'sent' : 'review',
    });
  } catch (error) {
    if (error instanceof InvoiceNumberTakenError) {
      return fail(409, { invoiceNumber: 'This invoice number is already used' });
    }
    logger.error({ err: error }, 'storing an invoice failed');
    return fail(500, {});
  }
}

/** With JavaScript, a lost connection or a crash shows 'Failed to send email.' beside the form. */
export async function clientAction({
  serverAction,
}: Route.ClientActionArgs): Promise<InvoiceActionResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, message: FAILED, errors: {} };
  }
}

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="print:hidden">
        <PageHeader
          title="Invoice Builder"
          intro="Prepare an invoice for a client and preview it as you type, then print or download it. Submit it and our accounts team checks it and sends it to your client."
        />
      </div>
      <InvoiceBuilder catalogue={loaderData.catalogue} />
    </>
  );
}
