import {
  inboxKinds,
  inboxLabels,
  type EmailState,
  type EmailStatus,
  type InboxCounts,
  type InboxDetailRecords,
  type InboxKind,
  type InboxSummaryRecords,
} from '~/domain/inbox';
import { agreementInbox } from '~/server/agreements/agreement-store';
import type { Db } from '~/server/db/database';
import type { OutboxEmailsTable } from '~/server/db/schema';
import { invoiceInbox } from '~/server/invoices/invoice-inbox';
import { orderInbox } from '~/server/orders/order-store';
import { contactInbox } from '~/server/contacts/contact-store';
import { inquiryInbox } from '~/server/inquiries/inquiry-store';
import type { InboxPage, InboxSource } from './inbox-source';
import { emailAddressesColumn, readJson } from '~/server/db/json-columns';

/**
 * The Inbox's reads (docs/product.md#inbox): each kind is read by the store that owns its table
 * (./inbox-source.ts); amounts come in cents and dates as ISO, and the API adds their texts
 * (server/api/inbox-texts.ts, docs/decisions/049-money-model.md). Then the outbox as staff see it.
 */
const sources: { [K in InboxKind]: InboxSource<K> } = {
  messages: contactInbox,
  orders: orderInbox,
  agreements: agreementInbox,
  inquiries: inquiryInbox,
  invoices: invoiceInbox,
};

export function listInbox<K extends InboxKind>(
  db: Db,
  kind: K,
  page: InboxPage,
): Promise<InboxSummaryRecords[K][]> {
  return sources[kind].list(db, page);
}

export function countInbox(db: Db, kind: InboxKind): Promise<number> {
  return sources[kind].count(db);
}

export function findInboxEntry<K extends InboxKind>(
  db: Db,
  kind: K,
  id: string,
): Promise<InboxDetailRecords[K] | undefined> {
  return sources[kind].find(db, id);
}

/** How many submissions each kind holds and how the emails stand. */
export async function inboxCounts(db: Db): Promise<InboxCounts> {
  const kinds = await Promise.all(
    inboxKinds.map(async (kind) => ({
      kind,
      label: inboxLabels[kind],
      total: await sources[kind].count(db),
    })),
  );
  const states = await db
    .selectFrom('outbox_emails')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const emails: Record<EmailStatus, number> = { pending: 0, sent: 0, failed: 0 };
  for (const row of states) emails[row.status] = Number(row.n);
  return { kinds, emails };
}

// ---------------------------------------------------------------------------------------------
// The outbox as staff see it

const emailStateColumns = [
  'id',
  'kind',
  'submission_id',
  'to_addresses',
  'reply_to',
  'subject',
  'message_id',
  'status',
  'attempts',
  'next_attempt_at',
  'last_error',
  'sent_at',
  'created_at',
] as const;

function toEmailState(
  row: Omit<OutboxEmailsTable, 'text_body' | 'html_body' | 'request_id'>,
): EmailState {
  return {
    _id: row.id,
    kind: row.kind,
    submissionId: row.submission_id,
    to: readJson(emailAddressesColumn, row.to_addresses, []),
    replyTo: row.reply_to,
    subject: row.subject,
    messageId: row.message_id,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    lastError: row.last_error,
    sentAt: row.sent_at,
    createdAt: row.created_at,
  };
}

/** Every email of one submission with its delivery state, oldest first. */
export async function emailsOf(db: Db, submissionId: string): Promise<EmailState[]> {
  const rows = await db
    .selectFrom('outbox_emails')
    .select(emailStateColumns)
    .where('submission_id', '=', submissionId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toEmailState);
}

export async function findEmailState(db: Db, id: string): Promise<EmailState | undefined> {
  const row = await db
    .selectFrom('outbox_emails')
    .select(emailStateColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toEmailState(row) : undefined;
}

/** The outbox, newest first, optionally of one delivery state. */
export async function listEmails(
  db: Db,
  { status, limit, offset }: { status: EmailStatus | undefined; limit: number; offset: number },
): Promise<{ emails: EmailState[]; total: number }> {
  let query = db.selectFrom('outbox_emails');
  if (status) query = query.where('status', '=', status);
  const rows = await query
    .select(emailStateColumns)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const total = Number(
    (await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0,
  );
  return { emails: rows.map(toEmailState), total };
}
