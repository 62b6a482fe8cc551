import type { Insertable } from 'kysely';
import { resourceTitles, type ResourceSlug } from '~/content/catalogue';
import type { Db } from '~/server/db/database';
import type { ResourceInquiriesTable } from '~/server/db/schema';
import { excerpt, origin, tableInbox, type InboxSource } from '~/server/inbox/inbox-source';

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
export const inquiryInbox: InboxSource<'inquiries'> = tableInbox({
  table: 'resource_inquiries',
  receivedAt: 'created_at',
  listColumns: ['id', 'resource', 'name', 'email', 'company', 'message', 'created_at'],
  summary: (row) => ({
    _id: row.id,
    resource: resourceTitle(row.resource),
    name: row.name,
    email: row.email,
    company: row.company,
    excerpt: excerpt(row.message),
    createdAt: row.created_at,
  }),
  detail: (row) => ({
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
  }),
});
