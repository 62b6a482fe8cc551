import type { Insertable } from 'kysely';
import type { Db } from '~/server/db/database';
import type { ContactMessagesTable } from '~/server/db/schema';
import { excerpt, origin, tableInbox, type InboxSource } from '~/server/inbox/inbox-source';

/** The contact form's messages (docs/product.md#contact-form): the one module that owns the table. */
export async function insertContactMessage(
  trx: Db,
  message: Insertable<ContactMessagesTable>,
): Promise<void> {
  await trx.insertInto('contact_messages').values(message).execute();
}

/** Messages in the Inbox. */
export const contactInbox: InboxSource<'messages'> = tableInbox({
  table: 'contact_messages',
  receivedAt: 'created_at',
  listColumns: ['id', 'name', 'email', 'plan_summary', 'message', 'created_at'],
  summary: (row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    plan: row.plan_summary,
    excerpt: excerpt(row.message),
    createdAt: row.created_at,
  }),
  detail: (row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    planId: row.plan_id,
    plan: row.plan_summary,
    ...origin(row),
    createdAt: row.created_at,
  }),
});
