import type { Clock } from '~/server/clock';

/** A clock that stands still until the test moves it. */
export interface ManualClock extends Clock {
  /** Moves the time on by `ms`. */
  advance(ms: number): void;
  /** Sets the time. */
  set(iso: string): void;
}

export function manualClock(start: string): ManualClock {
  let now = Date.parse(start);
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (iso) => {
      now = Date.parse(iso);
    },
  };
}
