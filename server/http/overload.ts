import { performance } from 'node:perf_hooks';

/**
 * How far behind the event loop runs. A timer is due every `intervalMs`; each tick measures how
 * late it fired, smoothed over the last few ticks so one slow render (a cold page compiling) does
 * not read as overload. While the loop is stuck the timer cannot fire at all, so the time the next
 * tick is overdue counts as a provisional sample: a request handled right after a long stall sees
 * it at once, before any timer has had the chance to run.
 */
export class EventLoopLag {
  private lastTick = performance.now();
  private smoothed = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly intervalMs = 50) {}

  start(): this {
    const tick = () => {
      const now = performance.now();
      this.smoothed = smooth(this.smoothed, now - this.lastTick - this.intervalMs);
      this.lastTick = now;
      this.timer = setTimeout(tick, this.intervalMs);
      this.timer.unref();
    };
    this.lastTick = performance.now();
    this.timer = setTimeout(tick, this.intervalMs);
    this.timer.unref();
    return this;
  }

  stop() {
    clearTimeout(this.timer);
  }

  /** Forgets the past: start-up work (drawing the first PDF) is not overload. */
  reset() {
    this.smoothed = 0;
    this.lastTick = performance.now();
    clearTimeout(this.timer);
    this.start();
  }

  /** Milliseconds the loop is behind now. */
  get ms(): number {
    const overdue = performance.now() - this.lastTick - this.intervalMs;
    return overdue > 0 ? Math.max(this.smoothed, smooth(this.smoothed, overdue)) : this.smoothed;
  }
}

/** Each sample weighs a third: a stall must last about three times the threshold to shed alone. */
const smooth = (previous: number, sample: number) => (previous * 2 + Math.max(0, sample)) / 3;

/** Seconds a shed client is asked to wait before trying again. */
export const SHED_RETRY_AFTER_SECONDS = 5;
