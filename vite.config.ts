import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { aliases, reactRouterProductionBuild, serverOnlyDirectory } from './scripts/vite-shared';

export default defineConfig({
  plugins: [serverOnlyDirectory(), reactRouterProductionBuild(), tailwindcss(), reactRouter()],
  resolve: { alias: aliases },
  build: {
    sourcemap: false,
  },
  ssr: {
    // Native and Node-only packages stay external in the server bundle.
    external: ['better-sqlite3', 'pg', 'sharp', 'nodemailer'],
  },
});
