// What every bench shares: a free port, the built server started on it with a fresh data
// directory, waiting until it answers, and stopping it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export function freePort() {
  return new Promise((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx; throws after `ms`, or at once if `child` has exited. */
export async function waitFor(url, { ms = 60_000, child } = {}) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Stops a child process with SIGTERM and resolves when it has exited. */
export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * Starts `build/server.js` on a free port with `env` over a quiet default (no demo content, warn
 * logs, a fresh data directory unless `env` names a database or DATA_DIR), waits for /readyz and
 * answers where it listens and how to stop it (which also removes the data directory it made).
 * `checkout` is the folder whose build runs (this one by default); `command` wraps the node
 * command line, e.g. to pin it to a core.
 */
export async function startServer({
  checkout = root,
  port: wantedPort,
  env = {},
  nodeArgs = [],
  stdio = ['ignore', 'ignore', 'inherit'],
  command = (cmd, args) => [cmd, args],
} = {}) {
  const port = wantedPort ?? (await freePort());
  const ownDataDir = env.DATA_DIR
    ? undefined
    : fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-bench-'));
  const [cmd, args] = command(process.execPath, [
    ...nodeArgs,
    path.join(checkout, 'build', 'server.js'),
  ]);
  const child = spawn(cmd, args, {
    cwd: checkout,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // Stopped at once: no load balancer waits on a bench server's /readyz.
      SHUTDOWN_DRAIN_MS: '0',
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...env,
    },
    stdio,
  });
  const base = `http://127.0.0.1:${port}`;
  const stopServer = async () => {
    await stop(child);
    if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/readyz`, { child });
  } catch (error) {
    await stopServer();
    throw error;
  }
  return { base, port, child, stop: stopServer };
}
