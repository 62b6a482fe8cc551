import net from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { TooManyRequests } from '~/server/errors';
import type { Logger } from '~/server/logger';
import { MemoryRateLimits, RedisRateLimits } from './rate-limits';

const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

describe('rate limits', () => {
  it('count every hit in the window, past the limit too, and forget a deleted key', async () => {
    const limiter = new MemoryRateLimits().limiter('forms', { points: 2, windowMs: 60_000 });
    expect(limiter.points).toBe(2);
    expect(await limiter.count('a')).toBe(0);
    expect([await limiter.hit('a'), await limiter.hit('a'), await limiter.hit('a')]).toEqual([
      1, 2, 3,
    ]);
    expect(await limiter.count('a')).toBe(3);
    expect(await limiter.hit('b')).toBe(1);
    await limiter.forget('a');
    expect(await limiter.count('a')).toBe(0);
  });

  it('refuse a key that reached its maximum until its window ends', async () => {
    const limiter = new MemoryRateLimits().limiter('login', { points: 5, windowMs: 60_000 });
    expect(await limiter.refusal('k', 2, 'Too many')).toBeUndefined();
    await limiter.hit('k');
    expect(await limiter.refusal('k', 2, 'Too many')).toBeUndefined();
    await limiter.hit('k');
    const refusal = await limiter.refusal('k', 2, 'Too many');
    expect(refusal).toBeInstanceOf(TooManyRequests);
    expect(refusal?.message).toBe('Too many');
    expect(refusal?.retryAfterSeconds).toBeGreaterThan(59);
    expect(refusal?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('count in this process while Redis cannot be reached, and say so once', async () => {
    const logger = { warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
    const limits = new RedisRateLimits(
      `redis://127.0.0.1:${await closedPort()}`,
      'test:',
      logger as unknown as Logger,
    );
    try {
      const limiter = limits.limiter('login', { points: 5, windowMs: 60_000 });
      expect([await limiter.hit('k'), await limiter.hit('k')]).toEqual([1, 2]);
      expect(await limiter.count('k')).toBe(2);
      await limiter.forget('k');
      expect(await limiter.count('k')).toBe(0);
      expect(limits.status()).toBe('degraded');
      await vi.waitFor(() => expect(logger.warn).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(logger.warn).toHaveBeenCalledTimes(1);
    } finally {
      await limits.close();
    }
  });
});
