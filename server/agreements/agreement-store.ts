import type { Insertable } from 'kysely';
import type { Db } from '~/server/db/database';
import type { AgreementsTable } from '~/server/db/schema';
import { origin, tableInbox, type InboxSource } from '~/server/inbox/inbox-source';

/**
 * Signed agreements with their evidence (docs/product.md#agreement-record): the one module that
 * owns the table. Lists never read the signature image; one record does.
 */
export async function insertAgreement(
  trx: Db,
  agreement: Insertable<AgreementsTable>,
): Promise<void> {
  await trx.insertInto('agreements').values(agreement).execute();
}

/** The id of the agreement `reference` when it was signed for order `orderNumber`. */
export async function findOrderAgreementId(
  db: Db,
  orderNumber: string,
  reference: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('agreements')
    .select('id')
    .where('reference', '=', reference)
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  return row?.id;
}

/** Agreements in the Inbox. */
export const agreementInbox: InboxSource<'agreements'> = tableInbox({
  table: 'agreements',
  receivedAt: 'signed_at',
  listColumns: ['id', 'reference', 'name', 'email', 'phone', 'signed_at'],
  summary: (row) => ({
    _id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: row.signed_at,
  }),
  detail: (row) => ({
    _id: row.id,
    reference: row.reference,
    name: row.name,
    phone: row.phone,
    email: row.email,
    signature: `data:image/png;base64,${Buffer.from(row.signature_png).toString('base64')}`,
    termsVersion: row.terms_version,
    termsSha256: row.terms_sha256,
    orderNumber: row.order_number,
    ...origin(row),
    createdAt: row.signed_at,
  }),
});
