import { defineConfig } from 'vitest/config';
import { aliases as alias } from './scripts/vite-shared';

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
            'server/**/*.test.ts',
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
