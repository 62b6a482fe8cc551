import { defineConfig } from 'vitest/config';
import { aliases as alias } from './scripts/vite-shared';
import { limits, scaled } from './tests/support/timeouts';

/**
 * Integration files that need the machine to themselves, run one at a time after the others: load
 * and floods (their figures and shedding depend on nothing else running), a test that cuts
 * PostgreSQL connections for 30 s, instances started in bursts, the nginx topology, builds copied
 * and replaced, and limits on how fast another instance or a stalled loop recovers.
 */
const serialIntegration = [
  'tests/api/crawler.test.ts',
  'tests/api/database-restart.test.ts',
  'tests/api/floods.test.ts',
  'tests/api/fuzz.test.ts',
  'tests/api/page-cache.test.ts',
  'tests/api/rebuild-in-place.test.ts',
  'tests/api/releases.test.ts',
  'tests/api/startup.test.ts',
  'tests/api/topology.test.ts',
];

const integration = {
  include: ['tests/api/**/*.test.ts'],
  environment: 'node' as const,
  testTimeout: limits.integrationTest,
  hookTimeout: limits.integrationHook,
  expect: { poll: { timeout: limits.integrationPoll } },
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.{ts,tsx}',
            'domain/**/*.test.ts',
            'content/**/*.test.ts',
            'documents/**/*.test.{ts,tsx}',
            'server/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // Vitest's default 5 s, scaled like every other limit (tests/support/timeouts.ts).
          testTimeout: scaled(5_000),
          // The files of a worker share one module graph instead of importing it afresh each: a
          // third of the CPU time (57 s of user time against 21 s here). Unit tests keep no state
          // between files; they pass in shuffled file orders as well (--sequence.shuffle.files).
          isolate: false,
        },
      },
      {
        // Two files run at once, one per core of the CI machine. A file starts servers of its own
        // (free ports, fresh data folders and databases), or uses its worker's shared server
        // (`useServer(backend, { shared: true })`, tests/support/shared-servers.ts): a worker runs
        // its files one after another in one process, so that server outlives each file, and the
        // global teardown stops it.
        resolve: { alias },
        test: {
          ...integration,
          name: 'integration',
          exclude: serialIntegration,
          fileParallelism: true,
          maxWorkers: 2,
          isolate: false,
          globalSetup: ['./tests/support/integration-setup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'integration-serial',
          include: serialIntegration,
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
      {
        // Reads what every server wrote during the other suites: `npm test` runs it last.
        resolve: { alias },
        test: {
          name: 'logs',
          include: ['tests/logs/**/*.test.ts'],
          environment: 'node',
          // Tens of thousands of lines from every server of the run: a busy machine takes longer
          // than Vitest's default 5 s to read them.
          testTimeout: limits.integrationTest,
        },
      },
    ],
  },
});
