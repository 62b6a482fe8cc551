import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // scripts/build.mjs builds into a folder of releases/ (scripts/releases.mjs).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config;
