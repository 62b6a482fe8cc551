import pg from 'pg';
import type { Logger } from '~/server/logger';

/** Any fixed number: the key of the lock every instance takes while it prepares the database. */
const STARTUP_LOCK_KEY = 0x0ec5_5a7e;

/**
 * Runs the start-up work (migrations, the first admin, the service catalogue, demo content) while
 * holding a PostgreSQL advisory lock, so instances starting together on one database take turns:
 * the second finds everything in place instead of inserting it a second time. SQLite belongs to
 * one process and needs no lock.
 */
export async function withStartupLock<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
  logger?: Pick<Logger, 'warn'>,
): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  // The lock's own session may end while the work runs (a database restart, a terminated
  // backend): that releases the lock early, which the work's idempotent steps can bear, and must
  // not end the process as an unhandled 'error' event. The work's own connections report their own.
  let lost = false;
  client.on('error', (error) => {
    // The server's own message and then the dropped socket: one loss, told once.
    if (lost) return;
    lost = true;
    logger?.warn({ err: error }, 'start-up lock connection lost; start-up continues without it');
  });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Closing the session releases the lock even if the unlock is never reached.
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
