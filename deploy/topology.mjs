#!/usr/bin/env node
// The production topology on one Linux machine: nginx (Debian's package) terminating TLS in front
// of two instances of the built site on one PostgreSQL and one Redis. It uses the same nginx files
// (deploy/nginx), the same settings (deploy/app.env) and the same command (`node build/server.js`)
// as the container (Dockerfile, compose.yaml) and the systemd unit, and is what the test suite
// starts to prove the topology (tests/api/topology.test.ts). See docs/operations.md.
//
//   npm run build
//   DATABASE_URL=postgres://… REDIS_URL=redis://… node deploy/topology.mjs
//
// It prints one JSON line when everything answers ({"ready": {url, instances, …}}), then:
//   SIGHUP           rolling restart of both instances, one at a time, without losing a request;
//                    prints {"restarted": […]} when done
//   SIGINT, SIGTERM  stops nginx and both instances
//
// Optional: TOPOLOGY_DIR (working folder, default a new one under /tmp), TOPOLOGY_HTTPS_PORT
// (default: any free port), TOPOLOGY_READY_MS (how long an instance may take to answer /readyz
// 200 after it starts, default 60000), NGINX (the nginx binary, default the one on PATH or
// /usr/sbin/nginx).
// Any other variable in the environment (SMTP_URL, FORM_RATE_LIMIT…) reaches both instances.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { findNginx, makeCertificate, Nginx } from './nginx.mjs';

const here = import.meta.dirname;
const root = path.resolve(here, '..');
/** What runs an instance: the Dockerfile's CMD and the systemd unit's ExecStart run the same. */
export const SERVER_COMMAND = ['node', 'build/server.js'];

/** `KEY=value` lines of an env file (comments and blank lines skipped), as systemd and compose read them. */
export function readEnvFile(file) {
  const settings = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const at = trimmed.indexOf('=');
    if (at > 0) settings[trimmed.slice(0, at)] = trimmed.slice(at + 1).replace(/^"(.*)"$/, '$1');
  }
  return settings;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until GET url answers 200 (the instance's /readyz), or fails after `ms`. */
async function waitForOk(url, ms, describe) {
  const deadline = Date.now() + ms;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error.message;
    }
    await sleep(100);
  }
  throw new Error(`${describe} did not answer ${url} within ${ms} ms (${last})`);
}

class Instance {
  constructor({ name, port, env, dir, readyMs }) {
    this.name = name;
    this.port = port;
    this.url = `http://127.0.0.1:${port}`;
    this.env = env;
    this.readyMs = readyMs;
    this.logFile = path.join(dir, `${name}.log`);
    this.child = undefined;
    this.exitCodes = [];
  }

  async start() {
    const log = fs.openSync(this.logFile, 'a');
    const [command, ...args] = SERVER_COMMAND;
    this.child = spawn(command === 'node' ? process.execPath : command, args, {
      cwd: root,
      env: this.env,
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    const child = this.child;
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    this.exited = exited;
    await Promise.race([
      waitForOk(`${this.url}/readyz`, this.readyMs, this.name),
      exited.then((code) => {
        throw new Error(`${this.name} exited with ${code} while starting: see ${this.logFile}`);
      }),
    ]);
  }

  /** SIGTERM, as systemd and Docker stop a service; resolves with the exit code. */
  async stop() {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return null;
    this.child.kill('SIGTERM');
    const code = await this.exited;
    this.exitCodes.push(code);
    return code;
  }
}

/** Refuses to start without the database and Redis both instances share, or without a build. */
function checkPrerequisites(env) {
  if (!env.DATABASE_URL?.startsWith('postgres'))
    throw new Error('DATABASE_URL must name the PostgreSQL database both instances share');
  if (!env.REDIS_URL) throw new Error('REDIS_URL must name the Redis both instances share');
  if (!fs.existsSync(path.join(root, 'build', 'server.js')))
    throw new Error('No build: run `npm run build` first');
}

/** The working folder: nginx's configuration, logs and temporary files, and each instance's data. */
function makeWorkingDir(env) {
  const dir = env.TOPOLOGY_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-topology-'));
  fs.mkdirSync(path.join(dir, 'conf.d'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  return dir;
}

/** The two instances, each on a free port with a data folder of its own, on the shared settings. */
async function defineInstances(env, dir, publicUrl) {
  const settings = readEnvFile(path.join(here, 'app.env'));
  const readyMs = Number(env.TOPOLOGY_READY_MS ?? 60_000);
  if (!(readyMs > 0)) throw new Error('TOPOLOGY_READY_MS must be a number of milliseconds');
  const instances = [];
  for (const name of ['app1', 'app2']) {
    const port = await freePort();
    const dataDir = path.join(dir, name);
    fs.mkdirSync(dataDir, { recursive: true });
    instances.push(
      new Instance({
        name,
        port,
        dir,
        readyMs,
        env: {
          ...env,
          ...settings,
          // What differs per machine: compose and the systemd unit set these the same way.
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          PUBLIC_URL: env.PUBLIC_URL ?? publicUrl,
          // nginx stops sending an instance requests before its SIGTERM (`rollingRestart`), so the
          // drain a load balancer polling /readyz needs would only slow each restart down.
          SHUTDOWN_DRAIN_MS: env.SHUTDOWN_DRAIN_MS ?? '200',
        },
      }),
    );
  }
  return instances;
}

/** The values of the nginx templates' `${…}` placeholders, as compose sets them for the image. */
function nginxVariables({ dir, instances, httpPort, httpsPort, cert, key }) {
  return {
    ECS_ACCESS_LOG: path.join(dir, 'nginx-access.log'),
    ECS_APP_1: `127.0.0.1:${instances[0].port}`,
    ECS_APP_2: `127.0.0.1:${instances[1].port}`,
    ECS_SERVER_NAME: 'localhost 127.0.0.1',
    ECS_HTTP_LISTEN: `127.0.0.1:${httpPort}`,
    ECS_HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
    ECS_TLS_CERT: cert,
    ECS_TLS_KEY: key,
    ECS_ERROR_PAGE: path.join(here, 'nginx', 'ecs-unavailable.html'),
  };
}

export async function startTopology(options = {}) {
  const env = options.env ?? process.env;
  checkPrerequisites(env);
  const binary = findNginx();
  const dir = makeWorkingDir(env);
  const httpsPort = Number(env.TOPOLOGY_HTTPS_PORT ?? (await freePort()));
  const httpPort = await freePort();
  const publicUrl = `https://127.0.0.1:${httpsPort}`;
  const instances = await defineInstances(env, dir, publicUrl);
  const { cert, key } = makeCertificate(dir);
  const proxy = new Nginx({
    binary,
    dir,
    variables: nginxVariables({ dir, instances, httpPort, httpsPort, cert, key }),
  });
  proxy.configure();

  try {
    // allSettled: an instance that fails to start must not leave the other one behind.
    const started = await Promise.allSettled(instances.map((instance) => instance.start()));
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    // nginx answers once its workers listen; the self-signed certificate is the one made above.
    await proxy.start(httpsPort);
  } catch (error) {
    // Nothing is left running when the topology cannot start: no orphan instance, no nginx.
    await Promise.allSettled([
      proxy.child ? proxy.stop() : undefined,
      ...instances.map((instance) => instance.stop()),
    ]);
    throw error;
  }

  /**
   * One instance at a time: nginx stops sending it requests (marked `down`, reloaded, old workers
   * done), it gets SIGTERM and finishes what it was doing, starts again on the same settings, and
   * once its /readyz answers 200 nginx sends it requests again.
   */
  const rollingRestart = async () => {
    const steps = [];
    for (const [index, instance] of instances.entries()) {
      const started = Date.now();
      proxy.writeUpstream(index);
      await proxy.reload();
      const exitCode = await instance.stop();
      await instance.start();
      proxy.writeUpstream();
      await proxy.reload();
      steps.push({ instance: instance.name, exitCode, ms: Date.now() - started });
    }
    return steps;
  };

  const stop = async () => {
    await proxy.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
  };

  return {
    url: publicUrl,
    dir,
    certificate: cert,
    accessLog: proxy.variables.ECS_ACCESS_LOG,
    instances: instances.map((instance) => ({
      name: instance.name,
      url: instance.url,
      logFile: instance.logFile,
    })),
    rollingRestart,
    stop,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const topology = await startTopology().catch((error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
  const { rollingRestart, stop, ...ready } = topology;
  process.stdout.write(`${JSON.stringify({ ready })}\n`);
  let busy = Promise.resolve();
  process.on('SIGHUP', () => {
    busy = busy.then(async () => {
      try {
        process.stdout.write(`${JSON.stringify({ restarted: await rollingRestart() })}\n`);
      } catch (error) {
        process.stdout.write(`${JSON.stringify({ failed: error.message })}\n`);
      }
    });
  });
  const shutdown = () =>
    busy.then(stop).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
