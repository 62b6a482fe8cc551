import net from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '~/server/logger';
import { hit, hits, MemoryRateLimits, RedisRateLimits } from './rate-limits';

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
    expect(await hits(limiter, 'a')).toBe(0);
    expect([await hit(limiter, 'a'), await hit(limiter, 'a'), await hit(limiter, 'a')]).toEqual([
      1, 2, 3,
    ]);
    expect(await hits(limiter, 'a')).toBe(3);
    expect(await hit(limiter, 'b')).toBe(1);
    await limiter.delete('a');
    expect(await hits(limiter, 'a')).toBe(0);
  });

  it('count in this process while Redis cannot be reached, and say so once', async () => {
    const logger = { warn: vi.fn(), info: vi.fn() };
    const limits = new RedisRateLimits(
      `redis://127.0.0.1:${await closedPort()}`,
      'test:',
      logger as unknown as Logger,
    );
    try {
      const limiter = limits.limiter('login', { points: 5, windowMs: 60_000 });
      expect([await hit(limiter, 'k'), await hit(limiter, 'k')]).toEqual([1, 2]);
      expect(await hits(limiter, 'k')).toBe(2);
      await limiter.delete('k');
      expect(await hits(limiter, 'k')).toBe(0);
      expect(limits.status()).toBe('degraded');
      await vi.waitFor(() => expect(logger.warn).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(logger.warn).toHaveBeenCalledTimes(1);
    } finally {
      await limits.close();
    }
  });
});
