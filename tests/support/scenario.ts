import { setTimeout as elapse } from 'node:timers/promises';

/**
 * Lets a timed scenario run for its set duration (a load that lasts thirty seconds, a process held
 * frozen): the time is the scenario's input, not a wait for something to happen.
 */
export function runFor(ms: number): Promise<void> {
  return elapse(ms);
}
