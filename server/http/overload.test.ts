import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventLoopLag } from './overload';

const busy = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // A synchronous stall, as a runaway render would cause.
  }
};

describe('EventLoopLag', () => {
  let lag: EventLoopLag | undefined;
  afterEach(() => lag?.stop());

  it('sees a long stall at once, before any timer could run', async () => {
    lag = new EventLoopLag(50).start();
    busy(900);
    expect(lag.ms).toBeGreaterThan(250);
  });

  it('does not read one slow task as overload, and recovers once the loop keeps up', async () => {
    lag = new EventLoopLag(50).start();
    busy(120);
    expect(lag.ms).toBeLessThan(100);
    busy(900);
    expect(lag.ms).toBeGreaterThan(250);
    // The loop is free again: the next samples bring the figure down.
    await vi.waitFor(() => expect(lag!.ms).toBeLessThan(50), { timeout: 2000, interval: 50 });
  });
});
