import { sql } from 'kysely';
import type { Clock } from '~/server/clock';
import type { Db } from '~/server/db/database';
import { isPostgres } from '~/server/db/dialect';
import type { Logger } from '~/server/logger';
import { retryDelayMs } from './backoff';
import type { MailTransport } from './transport';
import { emailAddressesColumn, readJson } from '~/server/db/json-columns';
import type { DatabaseOutage } from '~/server/db/database-outage';

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  /** When an email is due, sent, and retried. */
  clock: Clock;
  from: string;
  /** First retry delay; doubles with every failed attempt (capped at an hour). */
  retryBaseMs?: number;
  /** After this many failed attempts an email is marked failed. */
  maxAttempts?: number;
  /** How often to look for due emails when nothing wakes the worker. */
  pollMs?: number;
  batchSize?: number;
  /** While an email is being sent no other instance picks it up; after this it may be retried. */
  leaseMs?: number;
  /** Logs a round that met the database away as part of its outage, not as an error each. */
  outage?: DatabaseOutage;
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** SMTP 5xx answers are permanent: retrying the same message will not change them. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Sends pending outbox emails. Claims due rows in a short transaction (FOR UPDATE SKIP LOCKED on
 * PostgreSQL, so several instances never take the same row), moves their next attempt past a lease,
 * sends each outside the transaction and marks it sent only after the transport accepted it.
 */
export class OutboxWorker {
  private readonly db: Db;
  private readonly transport: MailTransport;
  private readonly logger: Logger;
  private readonly clock: Clock;
  private readonly from: string;
  private readonly retryBaseMs: number;
  private readonly maxAttempts: number;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly outage: DatabaseOutage | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(options: OutboxWorkerOptions) {
    this.db = options.db;
    this.transport = options.transport;
    this.logger = options.logger;
    this.clock = options.clock;
    this.from = options.from;
    this.retryBaseMs = options.retryBaseMs ?? 30_000;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.pollMs = options.pollMs ?? 2_000;
    this.batchSize = options.batchSize ?? 20;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.outage = options.outage;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.logger.info({ transport: this.transport.description }, 'outbox worker started');
    this.wake();
  }

  /** Stops polling and waits for the emails being sent right now. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Looks for due emails now (or right after the current round). */
  wake() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.loop().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.wake();
      } else {
        this.timer = setTimeout(() => this.wake(), this.pollMs);
        this.timer.unref();
      }
    });
  }

  private async loop() {
    try {
      while (!this.stopped) {
        const handled = await this.runOnce();
        if (handled < this.batchSize) break;
      }
    } catch (error) {
      if (!this.outage?.absorb(error, 'outbox round'))
        this.logger.error({ err: error }, 'outbox round failed');
    }
  }

  /** One round: claims up to batchSize due emails and tries each once. Returns how many. */
  async runOnce(): Promise<number> {
    const ids = await this.claim();
    for (const [index, id] of ids.entries()) {
      if (this.stopped) {
        await this.release(ids.slice(index));
        break;
      }
      await this.deliver(id);
    }
    return ids.length;
  }

  /** Hands claimed but untried emails back at shutdown, so the next start sends them at once. */
  private async release(ids: string[]) {
    await this.db
      .updateTable('outbox_emails')
      .set({ attempts: sql`attempts - 1`, next_attempt_at: this.clock.now().toISOString() })
      .where('id', 'in', ids)
      .where('status', '=', 'pending')
      .execute();
  }

  private async claim(): Promise<string[]> {
    const now = this.clock.now();
    const leaseUntil = new Date(now.getTime() + this.leaseMs).toISOString();
    const postgres = isPostgres(this.db);
    return this.db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom('outbox_emails')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now.toISOString())
        .orderBy('next_attempt_at')
        .limit(this.batchSize);
      if (postgres) query = query.forUpdate().skipLocked();
      const rows = await query.execute();
      const ids = rows.map((row) => row.id);
      if (ids.length)
        await trx
          .updateTable('outbox_emails')
          .set({ attempts: sql`attempts + 1`, next_attempt_at: leaseUntil })
          .where('id', 'in', ids)
          .execute();
      return ids;
    });
  }

  private async deliver(id: string) {
    const row = await this.db
      .selectFrom('outbox_emails')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || row.status !== 'pending') return;
    try {
      const attachments = await this.db
        .selectFrom('outbox_attachments')
        .selectAll()
        .where('email_id', '=', id)
        .orderBy('position')
        .execute();
      await this.transport.send({
        from: this.from,
        to: readJson(emailAddressesColumn, row.to_addresses, []),
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        messageId: row.message_id,
        date: new Date(row.created_at),
        attachments: attachments.map((a) => ({
          filename: a.filename,
          contentType: a.content_type,
          content: Buffer.from(a.content),
          ...(a.cid ? { cid: a.cid } : {}),
        })),
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    } catch (error) {
      const attempts = row.attempts;
      const giveUp = attempts >= this.maxAttempts || isPermanent(error);
      const delayMs = retryDelayMs(attempts, this.retryBaseMs);
      const next = new Date(this.clock.now().getTime() + delayMs).toISOString();
      await this.db
        .updateTable('outbox_emails')
        .set({
          status: giveUp ? 'failed' : 'pending',
          next_attempt_at: next,
          last_error: errorText(error),
        })
        .where('id', '=', id)
        .execute();
      this.logger.warn(
        {
          err: error,
          emailId: id,
          kind: row.kind,
          reqId: row.request_id,
          attempts,
          failed: giveUp,
        },
        giveUp ? 'email delivery failed for good' : 'email delivery failed; will retry',
      );
      return;
    }
    await this.db
      .updateTable('outbox_emails')
      .set({ status: 'sent', sent_at: this.clock.now().toISOString(), last_error: null })
      .where('id', '=', id)
      .execute();
    this.logger.info({ emailId: id, kind: row.kind, reqId: row.request_id }, 'email sent');
  }
}
