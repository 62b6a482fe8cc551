import type { Insertable } from 'kysely';
import { resourceTitles, type ResourceSlug } from '~/content/catalogue';
import type { Db } from '~/server/db/database';
import type { ResourceInquiriesTable } from '~/server/db/schema';
import {
  countRows,
  excerpt,
  newestFirst,
  origin,
  type InboxSource,
} from '~/server/inbox/inbox-source';

/**
 * Inquiries about a dedicated developer (docs/product.md#dedicated-resources): the one module that
 * owns the table.
 */
export async function insertInquiry(
  trx: Db,
  inquiry: Insertable<ResourceInquiriesTable>,
): Promise<void> {
  await trx.insertInto('resource_inquiries').values(inquiry).execute();
}

const resourceTitle = (slug: string) => resourceTitles[slug as ResourceSlug] ?? slug;

/** Inquiries in the Inbox. */
export const inquiryInbox: InboxSource<'inquiries'> = {
  count: (db) => countRows(db, 'resource_inquiries'),
  async list(db, page) {
    const rows = await newestFirst(
      db
        .selectFrom('resource_inquiries')
        .select(['id', 'resource', 'name', 'email', 'company', 'message', 'created_at']),
      'created_at',
      page,
    );
    return rows.map((row) => ({
      _id: row.id,
      resource: resourceTitle(row.resource),
      name: row.name,
      email: row.email,
      company: row.company,
      excerpt: excerpt(row.message),
      createdAt: row.created_at,
    }));
  },
  async find(db, id) {
    const row = await db
      .selectFrom('resource_inquiries')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return (
      row && {
        _id: row.id,
        resource: resourceTitle(row.resource),
        resourceSlug: row.resource,
        name: row.name,
        email: row.email,
        phone: row.phone,
        company: row.company,
        message: row.message,
        ...origin(row),
        createdAt: row.created_at,
      }
    );
  },
};
