import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  build: {
    sourcemap: false,
    rollupOptions: {
      output: {
        // Fewer, larger shared chunks: a first visit opens far fewer connections than with one
        // chunk per icon and per small component.
        manualChunks(id) {
          if (id.includes('node_modules/lucide-react')) return 'icons';
          if (/\/app\/(components\/ui|lib)\/|\/content\/(site|navigation)/.test(id)) return 'ui';
          return undefined;
        },
      },
    },
  },
  ssr: {
    // Native and Node-only packages stay external in the server bundle.
    external: ['better-sqlite3', 'pg', 'sharp', 'nodemailer'],
  },
});
