/**
 * The server's one source of "now" for every rule that depends on the time and every time it
 * stores: a session's issue and expiry, preview links, a post's created, updated and published
 * times and the scheduler's "due", an invoice's stored, sent, viewed and settled times and its
 * "issued date not in the future", an order's trail, the outbox's queue and retries, uploads, kept
 * PDFs, form submissions and what start-up inserts. One object in the dependencies
 * (`AppDeps.clock`, handed on as `ContentStore.clock` and to the background workers); store
 * functions that take a database rather than the dependencies take the time as a `now: Date`
 * argument, and domain/ never reads a clock of its own. A test hands in a clock it moves itself
 * instead of waiting for real time to pass (tests/support/clock.ts).
 *
 * Not on it, on purpose: rate-limit windows (the limiter library keeps its own time), the page
 * cache's age, throttled log warnings, durations measured for logs and metrics, and file names
 * stamped for people (backups, development mail files).
 */
export interface Clock {
  now(): Date;
}

/** The real time. */
export const systemClock: Clock = { now: () => new Date() };
