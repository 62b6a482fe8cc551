import type { Selectable, Transaction } from 'kysely';
import { plans } from '~/content/plans';
import { newObjectId } from '~/domain/ids';
import {
  computeInvoice,
  FIRST_INVOICE_NUMBER,
  formatInvoiceNumber,
  type ComputedInvoice,
  type InvoiceLine,
} from '~/domain/invoice';
import { buildInvoiceCatalogue, type InvoiceCatalogue } from '~/domain/invoice-catalogue';
import { type InvoiceFormOutput } from '~/domain/invoice-form';
import type { Db } from '~/server/db/database';
import type { Database, InvoicesTable } from '~/server/db/schema';
import { enqueueEmails, type OutgoingEmail } from '~/server/mail/outbox';
import { listServices } from '~/server/services/service-store';

/** The services an invoice may bill: the active services with the catalogue's plans. */
export async function loadInvoiceCatalogue(db: Db): Promise<InvoiceCatalogue> {
  return buildInvoiceCatalogue(await listServices(db, { activeOnly: true }), plans);
}

/** A number typed on the form that another invoice already carries. */
export class InvoiceNumberTakenError extends Error {
  constructor(public readonly number: number) {
    super('This invoice number is already used');
    this.name = 'InvoiceNumberTakenError';
  }
}

export interface StoredInvoice {
  id: string;
  /** The printed number, e.g. 'ECS-1001'. */
  number: string;
  invoice: ComputedInvoice;
}

export interface CreateInvoiceOptions {
  catalogue: InvoiceCatalogue;
  /** Builds the emails of the stored invoice; they are queued in the same transaction. */
  emails: (invoice: ComputedInvoice, id: string) => OutgoingEmail[];
  ip?: string | null | undefined;
  userAgent?: string | null | undefined;
  now?: Date;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e) return false;
  // PostgreSQL unique_violation; better-sqlite3's constraint codes.
  if (e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
  return typeof e.message === 'string' && /UNIQUE constraint failed/i.test(e.message);
}

async function nextInvoiceNumber(trx: Transaction<Database>): Promise<number> {
  const row = await trx
    .selectFrom('invoices')
    .select((eb) => eb.fn.max('number').as('highest'))
    .executeTakeFirst();
  const highest = Number(row?.highest ?? 0);
  return Math.max(highest, FIRST_INVOICE_NUMBER - 1) + 1;
}

/**
 * Stores an invoice and queues its emails in one transaction. The number is the one typed on the
 * form when it is free (a taken one throws InvoiceNumberTakenError), otherwise the next after the
 * highest in use. Two sends racing for the same next number collide on the unique index; the
 * loser simply tries again with the number after.
 */
export async function createInvoice(
  db: Db,
  input: InvoiceFormOutput,
  options: CreateInvoiceOptions,
): Promise<StoredInvoice> {
  const attempts = input.invoiceNumber === undefined ? 5 : 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        let number = input.invoiceNumber;
        if (number !== undefined) {
          const taken = await trx
            .selectFrom('invoices')
            .select('id')
            .where('number', '=', number)
            .executeTakeFirst();
          if (taken) throw new InvoiceNumberTakenError(number);
        } else {
          number = await nextInvoiceNumber(trx);
        }
        const invoice = computeInvoice({ ...input, invoiceNumber: number }, options.catalogue);
        const id = newObjectId(options.now);
        await trx
          .insertInto('invoices')
          .values({
            id,
            number,
            issued_date: invoice.issuedDate,
            due_date: invoice.dueDate,
            representative_name: invoice.from.name,
            representative_email: invoice.from.email,
            representative_phone: invoice.from.phone,
            client_name: invoice.billedTo.name,
            client_company: invoice.billedTo.company,
            client_address: invoice.billedTo.address,
            client_email: invoice.billedTo.email,
            lines: JSON.stringify(invoice.lines),
            subtotal_cents: invoice.subtotalCents,
            discount_cents: invoice.discountCents,
            total_cents: invoice.totalCents,
            ip: options.ip?.slice(0, 64) ?? null,
            user_agent: options.userAgent?.slice(0, 512) ?? null,
            created_at: (options.now ?? new Date()).toISOString(),
          })
          .execute();
        await enqueueEmails(trx, options.emails(invoice, id));
        return { id, number: invoice.number, invoice };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (input.invoiceNumber !== undefined) throw new InvoiceNumberTakenError(input.invoiceNumber);
      if (attempt >= attempts) throw error;
    }
  }
}

/** A stored invoice as the dashboard shows it. */
export interface InvoiceView extends ComputedInvoice {
  _id: string;
  numberValue: number;
  createdAt: string;
}

export function toInvoiceView(row: Selectable<InvoicesTable>): InvoiceView {
  let lines: InvoiceLine[] = [];
  try {
    lines = JSON.parse(row.lines) as InvoiceLine[];
  } catch {
    lines = [];
  }
  return {
    _id: row.id,
    number: formatInvoiceNumber(row.number),
    numberValue: Number(row.number),
    issuedDate: row.issued_date,
    dueDate: row.due_date,
    from: {
      name: row.representative_name,
      email: row.representative_email,
      phone: row.representative_phone,
    },
    billedTo: {
      name: row.client_name,
      company: row.client_company,
      address: row.client_address,
      email: row.client_email,
    },
    lines,
    subtotalCents: Number(row.subtotal_cents),
    discountCents: Number(row.discount_cents),
    totalCents: Number(row.total_cents),
    createdAt: row.created_at,
  };
}

export async function findInvoice(db: Db, id: string): Promise<InvoiceView | undefined> {
  const row = await db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toInvoiceView(row) : undefined;
}

/** Queues emails for a stored invoice (staff sending it to its client) in one transaction. */
export async function enqueueInvoiceEmails(db: Db, emails: OutgoingEmail[]): Promise<void> {
  await db.transaction().execute((trx) => enqueueEmails(trx, emails));
}
