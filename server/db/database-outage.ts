import type { Logger } from '~/server/logger';
import { databaseProblem } from './database-errors';

/**
 * One warning per database outage, however many checks and background rounds meet it: the first
 * failure is a warning (with its error), the ones after it are debug lines, and the first
 * successful check after it is one info line with how long the outage lasted. Without it a
 * restarting database would log a stack trace a second from each loop (the probes' check, the
 * content version's poll, the outbox, the blog scheduler).
 */
export class DatabaseOutage {
  private since: number | undefined;

  constructor(
    private readonly options: {
      logger: Pick<Logger, 'warn' | 'info' | 'debug'>;
      now?: () => number;
    },
  ) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /** Whether an outage is under way. */
  get down(): boolean {
    return this.since !== undefined;
  }

  /**
   * An error `task` met: true when it is the database being unreachable, counted as (part of) the
   * outage and logged by it, so the caller logs nothing more; false for any other error.
   */
  absorb(error: unknown, task: string): boolean {
    if (databaseProblem(error) !== 'unreachable') return false;
    this.failed(task, error);
    return true;
  }

  /** The database did not answer `task`. */
  failed(task: string, error?: unknown) {
    const fields = { check: 'database', task, ...(error === undefined ? {} : { err: error }) };
    if (this.since === undefined) {
      this.since = this.now();
      this.options.logger.warn(fields, 'the database is unreachable');
    } else this.options.logger.debug(fields, 'the database is still unreachable');
  }

  /** The database answered: the end of the outage, if there was one. */
  answered() {
    if (this.since === undefined) return;
    const outageMs = this.now() - this.since;
    this.since = undefined;
    this.options.logger.info(
      { check: 'database', outageMs },
      `the database answers again after ${(outageMs / 1000).toFixed(1)} s`,
    );
  }
}
