import { sql } from 'kysely';
import pg from 'pg';
import type { Clock } from '~/server/clock';
import type { Db } from '~/server/db/database';
import type { DatabaseOutage } from '~/server/db/database-outage';
import type { Logger } from '~/server/logger';

const COUNTER = 'content_version';
const CHANNEL = 'content_version';

/**
 * What a store's write is given: the database, the clock its times are read from, and the content
 * version it bumps once the write has committed, so a write that changes what visitors see cannot
 * forget to drop cached pages. The load context's dependencies (`AppDeps`) are one.
 */
export interface ContentStore {
  db: Db;
  clock: Clock;
  contentVersion: Pick<ContentVersion, 'changed'>;
}

/**
 * A number that grows whenever something visitors see changes (a blog, a service). Cached pages
 * are tagged with the version they were rendered at and are served only while it is current.
 *
 * The number lives in the database, so every instance agrees on it: a change bumps it, this
 * instance takes the new value at once, other instances hear of it through PostgreSQL's
 * LISTEN/NOTIFY within milliseconds, and every instance also re-reads it every `pollMs` in case a
 * notification was missed (a dropped listener connection, a change made by a script, SQLite).
 * See docs/decisions/040-page-cache-and-shedding.md.
 */
export class ContentVersion {
  private current = 0;
  private timer: NodeJS.Timeout | undefined;
  private listener: pg.Client | undefined;
  private stopped = false;

  constructor(
    private readonly options: {
      db: Db;
      /** Set on PostgreSQL: a dedicated connection listens for changes made by other instances. */
      databaseUrl?: string | undefined;
      logger: Logger;
      /** Logs a poll or a listener that met the database away as part of its outage. */
      outage?: DatabaseOutage;
      pollMs?: number;
    },
  ) {}

  get value(): number {
    return this.current;
  }

  async start(): Promise<void> {
    await this.refresh();
    const pollMs = this.options.pollMs ?? 1000;
    this.timer = setInterval(() => {
      this.refresh().catch((error: unknown) => {
        if (!this.options.outage?.absorb(error, 'content version poll'))
          this.options.logger.warn({ err: error }, 'content version could not be read');
      });
    }, pollMs);
    this.timer.unref();
    if (this.options.databaseUrl) await this.listen(this.options.databaseUrl);
  }

  /** Reads the stored version; it only ever moves forward. */
  async refresh(): Promise<number> {
    const row = await this.options.db
      .selectFrom('counters')
      .select('value')
      .where('name', '=', COUNTER)
      .executeTakeFirst();
    this.advance(Number(row?.value ?? 0));
    return this.current;
  }

  /**
   * Records that visible content changed: every instance's cached pages become stale. Call it after
   * the write has committed, so no instance renders the old content under the new version.
   */
  async changed(): Promise<number> {
    const { db } = this.options;
    const row = await db
      .insertInto('counters')
      .values({ name: COUNTER, value: 1 })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql`counters.value + 1` }))
      .returning('value')
      .executeTakeFirstOrThrow();
    const version = Number(row.value);
    this.advance(version);
    if (this.options.databaseUrl)
      await sql`select pg_notify(${CHANNEL}, ${String(version)})`.execute(db);
    return version;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  private advance(version: number) {
    if (Number.isFinite(version) && version > this.current) this.current = version;
  }

  private async listen(databaseUrl: string): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    const reconnect = () => {
      if (this.stopped || this.listener !== client) return;
      this.listener = undefined;
      // Polling keeps the version fresh meanwhile; try to listen again shortly.
      setTimeout(() => {
        if (!this.stopped) this.listen(databaseUrl).catch(() => undefined);
      }, 2000).unref();
    };
    client.on('notification', (message) => this.advance(Number(message.payload)));
    client.on('error', (error) => {
      if (!this.options.outage?.absorb(error, 'content version listener'))
        this.options.logger.warn(
          { err: error },
          'content version listener lost; polling meanwhile',
        );
      reconnect();
    });
    client.on('end', reconnect);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.listener = client;
      // A change made while we were connecting is picked up here rather than at the next poll.
      await this.refresh();
    } catch (error) {
      if (!this.options.outage?.absorb(error, 'content version listener'))
        this.options.logger.warn({ err: error }, 'content version listener failed; polling only');
      await client.end().catch(() => undefined);
      this.listener = client;
      reconnect();
    }
  }
}
