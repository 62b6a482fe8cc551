import type { Insertable } from 'kysely';
import type { Db } from '~/server/db/database';
import type { AgreementsTable } from '~/server/db/schema';
import { countRows, newestFirst, origin, type InboxSource } from '~/server/inbox/inbox-source';

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

/** Agreements in the Inbox. */
export const agreementInbox: InboxSource<'agreements'> = {
  count: (db) => countRows(db, 'agreements'),
  async list(db, page) {
    const rows = await newestFirst(
      db
        .selectFrom('agreements')
        .select(['id', 'reference', 'name', 'email', 'phone', 'signed_at']),
      'signed_at',
      page,
    );
    return rows.map((row) => ({
      _id: row.id,
      reference: row.reference,
      name: row.name,
      email: row.email,
      phone: row.phone,
      createdAt: row.signed_at,
    }));
  },
  async find(db, id) {
    const row = await db
      .selectFrom('agreements')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return (
      row && {
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
      }
    );
  },
};
