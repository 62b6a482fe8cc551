import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Who else has the database open: one line each, for the operator to recognise. */
export interface DatabaseUsers {
  /** Where the question was asked (the file, or PostgreSQL's host and database). */
  where: string;
  users: string[];
}

/**
 * The processes that hold a SQLite database (or its WAL and shared-memory files) open, from
 * /proc: the site's instances, a sqlite3 shell, another command. Linux only; elsewhere, and for
 * processes of other users when not run as root, nobody is seen.
 */
export function sqliteUsers(file: string): DatabaseUsers {
  const targets = new Set(['', '-wal', '-shm'].map((suffix) => path.resolve(`${file}${suffix}`)));
  const users: string[] = [];
  let entries: string[] = [];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return { where: file, users };
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    let descriptors: string[];
    try {
      descriptors = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or another user's
    }
    const holds = descriptors.some((fd) => {
      try {
        return targets.has(fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
      } catch {
        return false;
      }
    });
    if (!holds) continue;
    let command = '';
    try {
      command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    } catch {
      // it ended meanwhile
    }
    users.push(`process ${pid}${command ? ` (${command.slice(0, 120)})` : ''}`);
  }
  return { where: file, users };
}

/** The other sessions on the PostgreSQL database: the site's instances name themselves `ecs-site`. */
export async function postgresUsers(databaseUrl: string): Promise<DatabaseUsers> {
  const url = new URL(databaseUrl);
  const where = `${url.hostname}:${url.port || 5432}${url.pathname}`;
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: 'ecs-cli',
    connectionTimeoutMillis: 5000,
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; address: string | null; count: string }>(
      `select coalesce(nullif(application_name, ''), 'unnamed') as name,
              coalesce(host(client_addr), 'local socket') as address, count(*) as count
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
        group by 1, 2 order by 1, 2`,
    );
    return {
      where,
      users: rows.map(
        (row) =>
          `${row.count} connection${row.count === '1' ? '' : 's'} of ${row.name} from ${row.address}`,
      ),
    };
  } finally {
    await client.end();
  }
}
