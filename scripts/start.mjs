// `npm start`: the one-command local start. Builds only when the sources changed since the current
// release (or there is none), then runs it in this very process, so the signals npm
// passes on (SIGTERM, SIGINT) reach it. `npm run serve` and the container never build.
import path from 'node:path';
import { buildApp } from './build.mjs';

await buildApp({ onlyIfStale: true });
await import(path.resolve(import.meta.dirname, '..', 'build', 'server.js'));
