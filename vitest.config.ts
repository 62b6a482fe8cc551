import { defineConfig } from 'vitest/config';
import { aliases as alias } from './scripts/vite-shared';
import { limits } from './tests/support/timeouts';

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
            'server/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: limits.integrationTest,
          hookTimeout: limits.integrationHook,
          fileParallelism: false,
        },
      },
      {
        // Reads what every server wrote during the other suites: `npm test` runs it last.
        resolve: { alias },
        test: {
          name: 'logs',
          include: ['tests/logs/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
