import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Every public submission (contact message, order, signed agreement, resource inquiry) and the
 * emails they cause. Submissions and their emails are written in one transaction; the outbox
 * worker sends the emails afterwards. Migration 005 is reserved for invoices.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = isPostgres(db) ? 'bytea' : 'blob';
  await createCounters(db);
  await createContactMessages(db);
  await createOrders(db);
  await createAgreements(db, bytes);
  await createResourceInquiries(db);
  await createOutboxEmails(db);
  await createOutboxAttachments(db, bytes);
}

/** The column type of binary data: `bytea` on PostgreSQL, `blob` on SQLite. */
type Bytes = 'bytea' | 'blob';

/** Yearly sequences for human-readable numbers such as ECS-ORD-2026-000123. */
async function createCounters(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('counters')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
}

/** Messages sent through the contact form. */
async function createContactMessages(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'integer')
    .addColumn('plan_summary', 'varchar(300)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_messages_created_at_idx')
    .on('contact_messages')
    .column('created_at')
    .execute();
}

/** Orders placed at checkout. */
async function createOrders(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('order_number', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    // JSON array of { planId, title, planFor, duration, priceCents }, priced from the catalogue.
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('USD'))
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_created_at_idx').on('orders').column('created_at').execute();
}

/** Signed agreements, with the signature as a PNG. */
async function createAgreements(db: Kysely<unknown>, bytes: Bytes): Promise<void> {
  await db.schema
    .createTable('agreements')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('reference', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('phone', 'varchar(30)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('signature_png', bytes, (c) => c.notNull())
    .addColumn('terms_version', 'varchar(32)', (c) => c.notNull())
    .addColumn('terms_sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('signed_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('agreements_signed_at_idx')
    .on('agreements')
    .column('signed_at')
    .execute();
}

/** Inquiries about a dedicated resource. */
async function createResourceInquiries(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resource_inquiries')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('resource', 'varchar(60)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('phone', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('company', 'varchar(160)', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('resource_inquiries_created_at_idx')
    .on('resource_inquiries')
    .column('created_at')
    .execute();
}

/** Emails waiting to be sent, or sent, with their retries. */
async function createOutboxEmails(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox_emails')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('submission_id', 'varchar(24)', (c) => c.notNull())
    // JSON array of addresses, each validated before it is stored.
    .addColumn('to_addresses', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'varchar(254)')
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    // Stable per email, so a retry after an ambiguous failure carries the same Message-ID.
    .addColumn('message_id', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('outbox_emails_due_idx')
    .on('outbox_emails')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('outbox_emails_submission_idx')
    .on('outbox_emails')
    .column('submission_id')
    .execute();
}

/** An outbox email's attachments, deleted with it. */
async function createOutboxAttachments(db: Kysely<unknown>, bytes: Bytes): Promise<void> {
  await db.schema
    .createTable('outbox_attachments')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('email_id', 'varchar(24)', (c) =>
      c.notNull().references('outbox_emails.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('filename', 'varchar(200)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('cid', 'varchar(200)')
    .addColumn('content', bytes, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('outbox_attachments_email_idx')
    .on('outbox_attachments')
    .column('email_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox_attachments').execute();
  await db.schema.dropTable('outbox_emails').execute();
  await db.schema.dropTable('resource_inquiries').execute();
  await db.schema.dropTable('agreements').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('contact_messages').execute();
  await db.schema.dropTable('counters').execute();
}
