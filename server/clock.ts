/**
 * Where the server reads the time for rules that depend on it (when a scheduled post goes live,
 * when a submission was received). One object in the dependencies (`AppDeps`), so a test can hand in a clock it
 * moves itself instead of waiting for real time to pass.
 */
export interface Clock {
  now(): Date;
}

/** The real time. */
export const systemClock: Clock = { now: () => new Date() };
