import { formatInvoiceNumber } from '~/domain/document-numbers';
import { countRows, newestFirst, origin, type InboxSource } from '~/server/inbox/inbox-source';
import { selectInvoiceWithOrder, toInvoiceView } from './invoice-store';

/** Invoices in the Inbox, read from the invoice store's table (docs/product.md#inbox). */
export const invoiceInbox: InboxSource<'invoices'> = {
  count: (db) => countRows(db, 'invoices'),
  async list(db, page) {
    const rows = await newestFirst(
      db
        .selectFrom('invoices')
        .select([
          'id',
          'number',
          'client_name',
          'client_company',
          'client_email',
          'representative_name',
          'representative_email',
          'issued_date',
          'due_date',
          'total_cents',
          'created_at',
        ]),
      'created_at',
      page,
    );
    return rows.map((row) => ({
      _id: row.id,
      number: formatInvoiceNumber(row.number),
      clientName: row.client_name,
      clientCompany: row.client_company,
      clientEmail: row.client_email,
      representativeName: row.representative_name,
      representativeEmail: row.representative_email,
      issuedDate: row.issued_date,
      dueDate: row.due_date,
      totalCents: Number(row.total_cents),
      createdAt: row.created_at,
    }));
  },
  async find(db, id) {
    // With the number of the order it bills, which the detail links to.
    const row = await selectInvoiceWithOrder(db).where('invoices.id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const invoice = toInvoiceView(row);
    return {
      ...invoice,
      clientName: invoice.billedTo.name,
      clientCompany: invoice.billedTo.company,
      clientEmail: invoice.billedTo.email,
      representativeName: invoice.from.name,
      representativeEmail: invoice.from.email,
      clientAddress: invoice.billedTo.address,
      representativePhone: invoice.from.phone,
      ...origin(row),
    };
  },
};
