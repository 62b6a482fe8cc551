import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // scripts/build.mjs builds beside build/ and swaps the result in.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config;
