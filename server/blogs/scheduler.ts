import type { ContentVersion } from '~/server/cache/content-version';
import type { Clock } from '~/server/clock';
import type { Db } from '~/server/db/database';
import type { DatabaseOutage } from '~/server/db/database-outage';
import type { Logger } from '~/server/logger';
import { publishDueBlogs } from './publish-due-blogs';

/**
 * Publishes scheduled posts on time, on every instance, without anyone signing in
 * (docs/product.md#blog-schedule). Each round claims due posts with a conditional UPDATE, so when
 * several instances run it a post is published by exactly one of them; the instance that published
 * a post bumps the content version for it, so every instance's cached pages, sitemap and feed
 * follow at once.
 */
export class BlogScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly options: {
      db: Db;
      /** What "the time has come" is measured against. */
      clock: Clock;
      contentVersion: Pick<ContentVersion, 'changed'>;
      logger: Logger;
      /** How often to look for posts whose time has come. */
      pollMs: number;
      /** Logs a round that met the database away as part of its outage, not as an error each. */
      outage?: DatabaseOutage;
      /** Counts rounds and publications (server/metrics.ts). */
      onRound?: (outcome: 'ok' | 'failed', published: number) => void;
    },
  ) {}

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One round; returns how many posts this instance published. */
  async runOnce(): Promise<number> {
    const published = await publishDueBlogs(this.options);
    if (published) this.options.logger.info({ published }, 'scheduled blogs published');
    return published;
  }

  private schedule(delay: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .then((published) => this.options.onRound?.('ok', published))
        .catch((error: unknown) => {
          this.options.onRound?.('failed', 0);
          if (!this.options.outage?.absorb(error, 'blog scheduler round'))
            this.options.logger.error({ err: error }, 'scheduled blogs could not be published');
        })
        .finally(() => {
          this.running = undefined;
          this.schedule(this.options.pollMs);
        });
    }, delay);
    this.timer.unref();
  }
}
