/**
 * What a database error says about the database itself, beside the query that met it:
 * - `disk full`: SQLite's `SQLITE_FULL`, PostgreSQL's `53100` (disk_full): no write can succeed
 *   until space is freed;
 * - `read-only`: SQLite's `SQLITE_READONLY…` (a file or file system mounted read-only, a folder
 *   the site cannot write), PostgreSQL's `25006` (a standby after a failover the site was not
 *   pointed away from);
 * - `unreachable`: no connection (refused, reset, timed out, the server shutting down or
 *   starting, a connection it closed), or SQLite's file could not be opened.
 * Undefined for everything else: an error of the query or of the data, which is the request's.
 */
export type DatabaseProblem = 'disk full' | 'read-only' | 'unreachable';

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down)
  '57P01',
  '57P02',
  '57P03',
  'SQLITE_CANTOPEN',
]);

/** What node-postgres throws for a connection it lost or could not open in time. */
const UNREACHABLE_MESSAGE =
  /connection terminated|timeout exceeded when trying to connect|connection ended unexpectedly|client has encountered a connection error/i;

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function problemOf(error: unknown): DatabaseProblem | undefined {
  const code = codeOf(error);
  if (code === 'SQLITE_FULL' || code === '53100') return 'disk full';
  if (code?.startsWith('SQLITE_READONLY') || code === '25006') return 'read-only';
  // Class 08: connection exceptions.
  if (code && (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return 'unreachable';
  if (error instanceof Error && !code && UNREACHABLE_MESSAGE.test(error.message))
    return 'unreachable';
  return undefined;
}

/**
 * The problem of the database an error shows, looking through what wraps it: its `cause`, and
 * the errors of an `AggregateError` (Node's connection attempts to each address of a host).
 */
export function databaseProblem(error: unknown, depth = 0): DatabaseProblem | undefined {
  if (!error || typeof error !== 'object' || depth > 3) return undefined;
  const own = problemOf(error);
  if (own) return own;
  const inner = [
    (error as { cause?: unknown }).cause,
    ...(error instanceof AggregateError ? error.errors : []),
  ];
  for (const each of inner) {
    const found = databaseProblem(each, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** What an operator reads in the log line of an error with a database problem. */
export const DATABASE_PROBLEM_TEXT: Record<DatabaseProblem, string> = {
  'disk full': "the database's disk is full",
  'read-only': 'the database is read-only',
  unreachable: 'the database is unreachable',
};
