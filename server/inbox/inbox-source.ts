import type { InboxDetailRecords, InboxKind, InboxSummaryRecords } from '~/domain/inbox';
import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
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

/** The tables whose rows the Inbox lists and shows as they are (an invoice is read with its order). */
type SubmissionTable = 'contact_messages' | 'resource_inquiries' | 'agreements' | 'orders';
type Row<T extends SubmissionTable> = Selectable<Database[T]>;
type Column<T extends SubmissionTable> = keyof Row<T> & string;

/**
 * The Inbox's reads of a store's table, from what staff see of a row: the count, a page of list
 * items made of `listColumns` only, newest first by `receivedAt`, and one row in full by its id.
 */
export function tableInbox<K extends InboxKind, T extends SubmissionTable, C extends Column<T>>({
  table,
  receivedAt,
  listColumns,
  summary,
  detail,
}: {
  table: T;
  receivedAt: Column<T>;
  listColumns: readonly C[];
  summary: (row: Pick<Row<T>, C>) => InboxSummaryRecords[K];
  detail: (row: Row<T>) => InboxDetailRecords[K];
}): InboxSource<K> {
  // Kysely cannot follow a table named by a type parameter: the queries name it through its
  // dynamic module, and their rows take the types of the table they come from.
  const from = (db: Db) => db.selectFrom(db.dynamic.table(table).as(table));
  return {
    count: (db) => countRows(db, table),
    async list(db, page) {
      const query = from(db)
        .select(listColumns.map((column) => db.dynamic.ref(column)))
        .$castTo<Pick<Row<T>, C>>();
      return (await newestFirst(query, receivedAt, page)).map(summary);
    },
    async find(db, id) {
      const row = await from(db)
        .selectAll()
        .where(db.dynamic.ref('id'), '=', id)
        .$castTo<Row<T>>()
        .executeTakeFirst();
      return row && detail(row);
    },
  };
}
