import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Invoices as documents with a life (docs/product.md#invoice-lifecycle): an unguessable token for
 * the hosted link, a status (draft, sent, viewed, paid, void) and the time of each step. Existing
 * invoices get a token each, and count as sent when an email already went to their client.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('token', 'varchar(64)').execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'sent', 'viewed', 'paid', 'void')`),
    )
    .execute();
  for (const column of ['sent_at', 'viewed_at', 'paid_at', 'voided_at'])
    await db.schema.alterTable('invoices').addColumn(column, 'varchar(32)').execute();

  const invoices = await sql<{ id: string; client_email: string }>`
    select id, client_email from invoices`.execute(db);
  for (const invoice of invoices.rows) {
    // The first email addressed to the client is when it was sent.
    const emails = await sql<{ to_addresses: string; created_at: string }>`
      select to_addresses, created_at from outbox_emails
      where submission_id = ${invoice.id} order by created_at`.execute(db);
    const client = invoice.client_email.toLowerCase();
    const sent = emails.rows.find((email) => {
      try {
        const to: unknown = JSON.parse(email.to_addresses);
        return Array.isArray(to) && to.some((address) => String(address).toLowerCase() === client);
      } catch {
        return false;
      }
    });
    await sql`update invoices set token = ${randomBytes(24).toString('base64url')},
        status = ${sent ? 'sent' : 'draft'}, sent_at = ${sent?.created_at ?? null}
      where id = ${invoice.id}`.execute(db);
  }
  if (isPostgres(db)) await sql`alter table invoices alter column token set not null`.execute(db);
  await db.schema
    .createIndex('invoices_token_idx')
    .unique()
    .on('invoices')
    .column('token')
    .execute();
  // The Invoices screen: newest first, optionally of one status.
  await db.schema
    .createIndex('invoices_status_created_idx')
    .on('invoices')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoices_status_created_idx').execute();
  await db.schema.dropIndex('invoices_token_idx').execute();
  for (const column of ['voided_at', 'paid_at', 'viewed_at', 'sent_at', 'status', 'token'])
    await db.schema.alterTable('invoices').dropColumn(column).execute();
}
