import type { Kysely } from 'kysely';

/**
 * Each queued email remembers the request that caused it, so the line the outbox logs when it
 * sends the email (or gives up) carries the same `reqId` as the submission's own lines
 * (docs/operations.md#logs). Emails queued before have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_emails').addColumn('request_id', 'varchar(64)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_emails').dropColumn('request_id').execute();
}
