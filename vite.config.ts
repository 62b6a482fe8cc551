import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { aliases, reactRouterProductionBuild, serverOnlyDirectory } from './scripts/vite-shared';

export default defineConfig({
  plugins: [serverOnlyDirectory(), reactRouterProductionBuild(), tailwindcss(), reactRouter()],
  resolve: { alias: aliases },
  build: {
    sourcemap: false,
    // React Router preloads each page's modules from its own manifest. What Vite's option adds is
    // a helper and a list of file names in every chunk with a lazy import, for the below-the-fold
    // sections and the phone menu only, whose HTML is already on screen: they load their few
    // chunks in turn instead (docs/decisions/055-first-visit-javascript.md).
    modulePreload: false,
  },
  ssr: {
    // Native and Node-only packages stay external in the server bundle.
    external: ['better-sqlite3', 'pg', 'sharp', 'nodemailer'],
    // Packages of hundreds of small modules are bundled into it instead, with what they import:
    // loading the icon set's and the UI primitives' files one by one took over a second of every
    // start (docs/performance.md#start-up). React stays external, so there is one copy of it.
    noExternal: [
      'lucide-react',
      'radix-ui',
      /^@radix-ui\//,
      /^@floating-ui\//,
      'aria-hidden',
      /^react-remove-scroll/,
      'react-style-singleton',
      'use-callback-ref',
      'use-sidecar',
      'detect-node-es',
      'get-nonce',
      'tslib',
    ],
  },
});
