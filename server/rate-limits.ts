import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { TooManyRequests } from '~/server/errors';
import type { Logger } from '~/server/logger';

/** `points` hits per key in a fixed window of `windowMs`, which starts at the key's first hit. */
export interface RateLimit {
  points: number;
  windowMs: number;
}

/**
 * Where rate limits are counted: in this process by default, in Redis when REDIS_URL is set so
 * that several instances share one count per client.
 */
export interface RateLimits {
  readonly kind: 'memory' | 'redis';
  /**
   * The limiter called `name`: one per name in this process, made with the first `limit` asked
   * for, so every caller (the API and a page's action run from separately bundled code) counts
   * against the same one.
   */
  limiter(name: string, limit: RateLimit): Limiter;
  /** For /healthz: `degraded` while Redis is unreachable and counts are kept in this process. */
  status(): 'memory' | 'ok' | 'degraded';
  close(): Promise<void>;
}

const memoryLimiter = ({ points, windowMs }: RateLimit) =>
  new RateLimiterMemory({ points, duration: windowMs / 1000 });

/**
 * One named limit's counts, per key (an address, an account): what the guards and sign-in count
 * against. Counting goes on past the limit; each caller decides what its count means.
 */
export class Limiter {
  constructor(private readonly counts: RateLimiterAbstract) {}

  /** Hits allowed per key in a window. */
  get points(): number {
    return this.counts.points;
  }

  /** Counts one hit of `key` and answers its count in the window, whether past the limit or not. */
  async hit(key: string): Promise<number> {
    try {
      return (await this.counts.consume(key)).consumedPoints;
    } catch (refused) {
      if (refused instanceof RateLimiterRes) return refused.consumedPoints;
      throw refused;
    }
  }

  /** The count of `key` in its window, without counting (0 when none). */
  async count(key: string): Promise<number> {
    return (await this.counts.get(key))?.consumedPoints ?? 0;
  }

  /** Forgets `key`'s count. */
  async forget(key: string): Promise<void> {
    await this.counts.delete(key);
  }

  /**
   * The refusal of a client whose `key` has reached `max` in its window, told to try again when
   * that window ends; undefined while it is below.
   */
  async refusal(key: string, max: number, message: string): Promise<TooManyRequests | undefined> {
    const counted = await this.counts.get(key);
    if (!counted || counted.consumedPoints < max) return undefined;
    return new TooManyRequests(message, counted.msBeforeNext / 1000);
  }
}

/** One limiter per name, made on first use. */
function byName(make: (limit: RateLimit, name: string) => RateLimiterAbstract) {
  const limiters = new Map<string, Limiter>();
  return (name: string, limit: RateLimit) => {
    let limiter = limiters.get(name);
    if (!limiter) limiters.set(name, (limiter = new Limiter(make(limit, name))));
    return limiter;
  };
}

export class MemoryRateLimits implements RateLimits {
  readonly kind = 'memory';
  readonly limiter = byName((limit) => memoryLimiter(limit));
  status() {
    return 'memory' as const;
  }
  async close() {}
}

/**
 * Limits counted in Redis, shared by every instance. Each limiter has an insurance limiter kept
 * in this process: while Redis cannot be reached (down at start, or gone while running) the
 * library counts there instead, so sign-in and the forms keep their limits and keep working; a
 * warning is logged once per outage, and counting returns to Redis as soon as it answers again.
 * See docs/decisions/042-redis-fallback.md.
 */
export class RedisRateLimits implements RateLimits {
  readonly kind = 'redis';
  private readonly redis: Redis;
  private degraded = false;
  /** When the outage began (Date.now()), for its length in the line that ends it. */
  private degradedSince = 0;
  /** Set by close(): the connection it ends is no outage. */
  private closing = false;

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
    // ioredis reports every failed reconnection; the outage itself is logged once. A connection
    // that drops is an outage too, even when the next attempt succeeds before any error is seen.
    this.redis.on('error', (error: unknown) => this.markUnreachable(error));
    this.redis.on('close', () => {
      if (!this.closing) this.markUnreachable(undefined);
    });
    this.redis.on('ready', () => {
      if (!this.degraded) return;
      this.degraded = false;
      const outageMs = Date.now() - this.degradedSince;
      this.logger.info(
        { check: 'redis', outageMs },
        `redis is back after ${(outageMs / 1000).toFixed(1)} s; rate limits are shared again`,
      );
    });
  }

  private markUnreachable(error: unknown) {
    if (this.degraded) {
      if (error) this.logger.debug({ check: 'redis', err: error }, 'redis is still unreachable');
      return;
    }
    this.degraded = true;
    this.degradedSince = Date.now();
    this.logger.warn(
      { check: 'redis', ...(error ? { err: error } : {}) },
      'redis unreachable; rate limits are counted in this process until it is back',
    );
  }

  readonly limiter = byName(
    (limit, name) =>
      new RateLimiterRedis({
        storeClient: this.redis,
        // Keys are `{prefix}rate:{name}:{key}`.
        keyPrefix: `${this.keyPrefix}rate:${name}`,
        points: limit.points,
        duration: limit.windowMs / 1000,
        // Not connected (yet, or any more): count in this process at once rather than wait.
        rejectIfRedisNotReady: true,
        insuranceLimiter: memoryLimiter(limit),
      }),
  );

  status() {
    return this.redis.status === 'ready' && !this.degraded
      ? ('ok' as const)
      : ('degraded' as const);
  }

  async close() {
    this.closing = true;
    this.redis.disconnect();
  }
}

export function createRateLimits(
  config: { redisUrl: string | undefined; redisKeyPrefix: string },
  logger: Logger,
): RateLimits {
  return config.redisUrl
    ? new RedisRateLimits(config.redisUrl, config.redisKeyPrefix, logger)
    : new MemoryRateLimits();
}
