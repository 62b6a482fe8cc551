import { Redis } from 'ioredis';
import type { Logger } from '~/server/logger';
import { MemoryRateCounter, type RateCounter } from './rate-counter';

/**
 * Where rate-limit counters live: in this process by default, in Redis when REDIS_URL is set so
 * that several instances share one count per client.
 */
export interface RateStore {
  readonly kind: 'memory' | 'redis';
  /** The counter of that name: one count per name, however many places ask for it. */
  counter(name: string, windowMs: number): RateCounter;
  /** For /healthz: `degraded` while Redis is unreachable and counts are kept in this process. */
  status(): 'memory' | 'ok' | 'degraded';
  close(): Promise<void>;
}

export class MemoryRateStore implements RateStore {
  readonly kind = 'memory';
  private readonly counters = new Map<string, RateCounter>();
  counter(name: string, windowMs: number): RateCounter {
    let counter = this.counters.get(name);
    if (!counter) {
      counter = new MemoryRateCounter(windowMs);
      this.counters.set(name, counter);
    }
    return counter;
  }
  status() {
    return 'memory' as const;
  }
  async close() {}
}

// INCR and set the expiry on the first hit, atomically, so a window always ends.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

class RedisRateCounter implements RateCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly windowMs: number,
  ) {}

  async peek(key: string) {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async hit(key: string) {
    return Number(await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(this.windowMs)));
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }
}

/**
 * Counters in Redis, shared by every instance. When Redis cannot be reached (down at start, or
 * gone while running) each counter falls back to one kept in this process, so sign-in and the
 * forms keep their limits and keep working; a warning is logged once per outage, and the counters
 * return to Redis as soon as it answers again. See docs/decisions/042-redis-fallback.md.
 */
export class RedisRateStore implements RateStore {
  readonly kind = 'redis';
  private readonly redis: Redis;
  private degraded = false;

  constructor(
    url: string,
    private readonly keyPrefix: string,
    private readonly logger: Logger,
  ) {
    // Fail fast instead of queueing: a limiter that waits for Redis would stall every form.
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 2_000,
      commandTimeout: 1_000,
      // Keep trying to reconnect, at most every five seconds.
      retryStrategy: (times) => Math.min(times * 200, 5_000),
    });
    // ioredis reports every failed reconnection; the outage itself is logged once, below.
    this.redis.on('error', () => this.markDown());
    this.redis.on('ready', () => {
      if (!this.degraded) return;
      this.degraded = false;
      this.logger.info('redis is back; rate limits are shared again');
    });
  }

  private markDown(error?: unknown) {
    if (this.degraded) return;
    this.degraded = true;
    this.logger.warn(
      { err: error },
      'redis unreachable; rate limits are counted in this process until it is back',
    );
  }

  /** Runs a command on Redis, or on the local counter while Redis is not there. */
  private async either<T>(remote: () => Promise<T>, local: () => Promise<T> | T): Promise<T> {
    // Not connected (yet, or any more): the 'error' event reports the outage.
    if (this.redis.status !== 'ready') return local();
    try {
      return await remote();
    } catch (error) {
      this.markDown(error);
      return local();
    }
  }

  private readonly counters = new Map<string, RateCounter>();
  counter(name: string, windowMs: number): RateCounter {
    const known = this.counters.get(name);
    if (known) return known;
    const counter = this.newCounter(name, windowMs);
    this.counters.set(name, counter);
    return counter;
  }

  private newCounter(name: string, windowMs: number): RateCounter {
    const shared = new RedisRateCounter(this.redis, `${this.keyPrefix}rate:${name}:`, windowMs);
    const local = new MemoryRateCounter(windowMs);
    return {
      peek: (key) =>
        this.either(
          () => shared.peek(key),
          () => local.peek(key),
        ),
      hit: (key) =>
        this.either(
          () => shared.hit(key),
          () => local.hit(key),
        ),
      reset: (key) =>
        this.either(
          () => shared.reset(key),
          () => local.reset(key),
        ),
    };
  }

  status() {
    return this.redis.status === 'ready' && !this.degraded
      ? ('ok' as const)
      : ('degraded' as const);
  }

  async close() {
    this.redis.disconnect();
  }
}

export function createRateStore(
  config: { redisUrl: string | undefined; redisKeyPrefix: string },
  logger: Logger,
): RateStore {
  return config.redisUrl
    ? new RedisRateStore(config.redisUrl, config.redisKeyPrefix, logger)
    : new MemoryRateStore();
}
