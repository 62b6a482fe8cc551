import type { InboxDetailRecords, InboxKind, InboxSummaryRecords } from '~/domain/inbox';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '~/server/db/database';
import type { Database } from '~/server/db/schema';

/**
 * What the Inbox asks of the store that owns one kind of submission (docs/product.md#inbox): its
 * count, a page of list items (newest first, only the columns a list shows) and one record in
 * full. Each store writes its own table and answers these reads from it; the inbox composes them
 * (./inbox-store.ts).
 */
export interface InboxSource<K extends InboxKind> {
  count(db: Db): Promise<number>;
  list(db: Db, page: InboxPage): Promise<InboxSummaryRecords[K][]>;
  find(db: Db, id: string): Promise<InboxDetailRecords[K] | undefined>;
}

export interface InboxPage {
  limit: number;
  offset: number;
}

/** Where a submission came from: the last fields of every detail view. */
export const origin = (row: { ip: string | null; user_agent: string | null }) => ({
  ip: row.ip,
  userAgent: row.user_agent,
});

/** The start of a visitor's message, as a list shows it. */
export const excerpt = (text: string) => text.slice(0, 140);

/** How many rows a table holds. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Runs a list query for one page of the Inbox: newest first by `timeColumn`, then by id. */
export function newestFirst<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  timeColumn: string,
  { limit, offset }: InboxPage,
): Promise<O[]> {
  return query
    .orderBy(sql.ref(timeColumn), 'desc')
    .orderBy(sql.ref('id'), 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
