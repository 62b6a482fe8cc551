import { data } from 'react-router';
import { InvoiceBuilder } from '~/components/invoice/InvoiceBuilder';
import { PageHeader } from '~/components/layout/PageHeader';
import { seo } from '~/lib/seo';
import { submitOrFail } from '~/lib/submit-or-fail';
import { localToday } from '~/domain/calendar';
import { INVOICE_FAILURE } from '~/domain/invoice';
import { invoiceLineEdit } from '~/domain/invoice-form';
import { loadInvoiceCatalogue } from '~/server/invoices/invoice-store';
import { invoiceSubmission, readInvoiceInput } from '~/server/submissions/invoice';
import { formAction } from '~/server/submissions/submit';
import { FORM_EDIT_PARAM } from '~/server/http/form-guard';
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
  return {
    catalogue: await loadInvoiceCatalogue(context.deps.db),
    // The issued date's first value, for a browser without scripts; with scripts the visitor's
    // own date replaces it (InvoiceBuilder).
    today: localToday(context.deps.clock.now()),
  };
}

/**
 * Validated, priced, stored and emailed by the invoice's submission spec, like every public form.
 * Without JavaScript, "Add service" and "Remove" post the form to `?edit` (counted apart by the
 * form guard): the page comes back with the line added or removed, and an edit never stores or
 * sends anything, whatever else it carries.
 */
export async function action(args: Route.ActionArgs) {
  const input = await readInvoiceInput(args.request);
  const editing = new URL(args.request.url).searchParams.has(FORM_EDIT_PARAM);
  // A page served before edits went to `?edit` still posts its line buttons to the form itself.
  if (editing || typeof input.intent === 'string') {
    const edit = invoiceLineEdit(input, await loadInvoiceCatalogue(args.context.deps.db));
    if (edit) return data(edit, { status: 200 });
    if (editing) throw data('This address only adds and removes invoice lines.', { status: 400 });
  }
  delete input.intent;
  return formAction(args, invoiceSubmission, () => Promise.resolve(input));
}

/** With JavaScript, a lost connection or a crash shows 'Failed to send email.' beside the form. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  submitOrFail(serverAction, INVOICE_FAILURE);

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="print:hidden">
        <PageHeader
          title="Invoice Builder"
          intro="Prepare an invoice for a client and preview it as you type, then print or download it. Submit it and our accounts team checks it and sends it to your client."
          variant="compact"
        />
      </div>
      <InvoiceBuilder catalogue={loaderData.catalogue} serverToday={loaderData.today} />
    </>
  );
}
