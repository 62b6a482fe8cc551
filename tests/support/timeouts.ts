/**
 * Every time limit of the test suites, from one place: what a quiet machine needs, multiplied by
 * TEST_SLOWDOWN (a number, 1 by default). `.ci/run` sets it from the machine's load when it starts
 * the tests (2 when the 1-minute load average exceeds the cores, 3 past four times the cores), so
 * a busy shared machine gets longer limits instead of failed hooks. The limits are how long a test
 * may take before it is a failure; no test waits for them.
 */
function readSlowdown(value = process.env.TEST_SLOWDOWN): number {
  if (value === undefined || value.trim() === '') return 1;
  const factor = Number(value);
  if (!Number.isFinite(factor) || factor < 1)
    throw new Error(`TEST_SLOWDOWN must be a number of at least 1, not "${value}"`);
  return factor;
}

const slowdown = readSlowdown();

/** A limit of `ms` on a quiet machine, scaled by TEST_SLOWDOWN. */
export const scaled = (ms: number) => Math.round(ms * slowdown);

export const limits = {
  /** Vitest, integration project: one test, and one hook (most start a server). */
  integrationTest: scaled(30_000),
  integrationHook: scaled(60_000),
  /** Vitest's expect.poll, which otherwise gives up after 1 s: short for a busy machine. */
  integrationPoll: scaled(5_000),
  /** A server started by the harness answers /readyz (tests/support/server.ts). */
  serverReady: scaled(30_000),
  /** Playwright: one test (test.slow() triples it), one expect, and the e2e server's start. */
  e2eTest: scaled(60_000),
  e2eExpect: scaled(10_000),
  e2eServer: scaled(60_000),
} as const;
