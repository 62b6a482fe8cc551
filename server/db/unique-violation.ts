/**
 * Two writes at once can both pass a "is it free?" check and meet on a unique index; the second
 * then fails in the database. This recognises that failure on both databases, and names the
 * column, so a store can answer it as the field refusal its own check would have given instead of
 * a 500 (docs/decisions/059-state-changes-under-concurrency.md).
 */

export interface UniqueViolation {
  /** `table.column` (columns joined by `,` for an index over several), when the error names it. */
  key: string | undefined;
  /** The index or constraint (PostgreSQL only). */
  constraint: string | undefined;
}

interface DriverError {
  code?: unknown;
  message?: unknown;
  table?: unknown;
  detail?: unknown;
  constraint?: unknown;
}

/** The unique violation behind an error from either database, or undefined for anything else. */
export function uniqueViolation(error: unknown): UniqueViolation | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as DriverError;
  const message = typeof e.message === 'string' ? e.message : '';
  // better-sqlite3: 'UNIQUE constraint failed: users.email' (SQLITE_CONSTRAINT_UNIQUE, or
  // SQLITE_CONSTRAINT_PRIMARYKEY for a primary key), the columns of a wider index after commas.
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const columns = /UNIQUE constraint failed: (.+)$/.exec(message)?.[1];
    const names = columns?.split(',').map((column) => column.trim());
    const table = names?.[0]?.split('.')[0];
    const key =
      table && names ? `${table}.${names.map((name) => name.split('.')[1]).join(',')}` : undefined;
    return { key, constraint: undefined };
  }
  // node-postgres: SQLSTATE 23505 with the table, the constraint and 'Key (email)=(…) already exists.'
  if (e.code === '23505') {
    const columns = typeof e.detail === 'string' ? /^Key \((.+?)\)=\(/.exec(e.detail)?.[1] : '';
    const table = typeof e.table === 'string' ? e.table : undefined;
    const key =
      table && columns
        ? `${table}.${columns
            .split(',')
            .map((column) => column.trim())
            .join(',')}`
        : undefined;
    return { key, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
  }
  return undefined;
}

/**
 * Runs a write; a unique violation on one of the columns `refusals` names (`table.column`, or a
 * PostgreSQL constraint's name) is thrown as that column's refusal, the one the store's check before the write gives. Any other
 * error goes on as it was.
 */
export async function refusingDuplicates<T>(
  refusals: Record<string, () => Error>,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const violation = uniqueViolation(error);
    const refusal =
      (violation?.key !== undefined ? refusals[violation.key] : undefined) ??
      (violation?.constraint !== undefined ? refusals[violation.constraint] : undefined);
    throw refusal ? refusal() : error;
  }
}
