import { Redis } from 'ioredis';
import type { Logger } from '../logger';
import { MemoryRateCounter, type RateCounter } from './rate-counter';

/**
 * Where rate-limit counters live: in this process by default, in Redis when REDIS_URL is set so
 * that several instances share one count per client.
 */
export interface RateStore {
  readonly kind: 'memory' | 'redis';
  counter(name: string, windowMs: number): RateCounter;
  close(): Promise<void>;
}

export class MemoryRateStore implements RateStore {
  readonly kind = 'memory';
  counter(_name: string, windowMs: number): RateCounter {
    return new MemoryRateCounter(windowMs);
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

export class RedisRateStore implements RateStore {
  readonly kind = 'redis';
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly keyPrefix: string,
    logger: Logger,
  ) {
    // Fail fast instead of queueing: a limiter that waits for Redis would stall every form.
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 2_000,
      commandTimeout: 1_000,
    });
    this.redis.on('error', (error) => logger.warn({ err: error }, 'redis error'));
  }

  counter(name: string, windowMs: number): RateCounter {
    return new RedisRateCounter(this.redis, `${this.keyPrefix}rate:${name}:`, windowMs);
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
