import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { TestServer } from './server';
import { scaled } from './timeouts';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs an operator command from the production build (`node build/cli.js …`) on a server's data. */
export function runCli(server: TestServer, args: string[]) {
  const result = spawnSync(process.execPath, [path.join(root, 'build', 'cli.js'), ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: scaled(60_000),
    env: {
      PATH: process.env.PATH,
      DATA_DIR: server.dataDir,
      DATABASE_URL: server.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
    },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
