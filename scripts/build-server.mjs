// Bundles the Node entry (server/index.ts) into build/server.js. Packages stay external and are
// loaded from node_modules at run time; the React Router build is imported from build/server/.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/index.ts'],
  outfile: 'build/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
