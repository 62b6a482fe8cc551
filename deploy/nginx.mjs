// nginx for the production topology (deploy/topology.mjs): finding the binary, a certificate for
// local TLS, and nginx itself running unprivileged in the topology's working folder on the
// deploy/nginx files, rendered as the official image renders them.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const here = import.meta.dirname;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fills `${NAME}` with the value of each variable given, and leaves every other `$name` alone
 * (nginx's own variables), as the official nginx image's envsubst step does.
 */
export function renderTemplate(text, variables) {
  return text.replace(/\$\{([A-Z0-9_]+)\}/g, (match, name) =>
    Object.hasOwn(variables, name) ? String(variables[name]) : match,
  );
}

export function findNginx() {
  if (process.env.NGINX) return process.env.NGINX;
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
    const candidate = path.join(dir, 'nginx');
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  throw new Error("nginx was not found: install Debian's package (apt-get install nginx-light)");
}

/** A self-signed certificate for 127.0.0.1 and localhost (ECDSA: cheap handshakes). */
export function makeCertificate(dir) {
  const cert = path.join(dir, 'tls-cert.pem');
  const key = path.join(dir, 'tls-key.pem');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '7',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`openssl could not make a certificate: ${result.stderr}`);
  return { cert, key };
}

/** The pids of nginx workers still finishing requests under an old configuration. */
function workersShuttingDown(masterPid) {
  const pids = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== masterPid) continue;
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.includes('shutting down')) pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

/**
 * The main file of Debian's or the official image's nginx, reduced to what runs unprivileged in a
 * folder of its own; the site itself is entirely in conf.d/.
 */
function mainConfiguration(dir) {
  const temp = (name) => `${name}_temp_path ${path.join(dir, 'tmp', name)};`;
  return [
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 2;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'nginx-error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `  access_log ${path.join(dir, 'nginx-access.log')};`,
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    '  include conf.d/*.conf;',
    '}',
    '',
  ].join('\n');
}

/** Whether something accepts a TCP connection on 127.0.0.1:port. */
function accepts(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** nginx in the working folder, on the deploy/nginx files rendered with the topology's values. */
export class Nginx {
  constructor({ binary, dir, variables }) {
    this.binary = binary;
    this.dir = dir;
    this.variables = variables;
    this.args = ['-p', dir, '-c', path.join(dir, 'nginx.conf')];
    this.child = undefined;
    this.exited = undefined;
  }

  template(name) {
    return renderTemplate(fs.readFileSync(path.join(here, 'nginx', name), 'utf8'), this.variables);
  }

  /** Writes every file nginx reads and has `nginx -t` check them. */
  configure() {
    this.writeUpstream();
    fs.writeFileSync(
      path.join(this.dir, 'conf.d', 'ecs-site.conf'),
      this.template('ecs-site.conf.template'),
    );
    fs.copyFileSync(
      path.join(here, 'nginx', 'ecs-proxy.inc'),
      path.join(this.dir, 'conf.d', 'ecs-proxy.inc'),
    );
    fs.writeFileSync(path.join(this.dir, 'nginx.conf'), mainConfiguration(this.dir));
    const check = spawnSync(this.binary, [...this.args, '-t', '-q'], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  }

  /** The upstream of both instances; the one at `downIndex`, if given, is marked `down`. */
  writeUpstream(downIndex) {
    let text = this.template('ecs-upstream.conf.template');
    if (downIndex !== undefined) {
      const address = this.variables[`ECS_APP_${downIndex + 1}`];
      text = text.replace(`server ${address} `, `server ${address} down `);
    }
    fs.writeFileSync(path.join(this.dir, 'conf.d', 'ecs-upstream.conf'), text);
  }

  /** Starts nginx and waits until its workers listen on `httpsPort`. */
  async start(httpsPort) {
    const child = spawn(this.binary, [...this.args, '-g', 'daemon off;'], { stdio: 'ignore' });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', resolve));
    const deadline = Date.now() + 15_000;
    while (!(await accepts(httpsPort))) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`nginx did not start: see ${path.join(this.dir, 'nginx-error.log')}`);
      await sleep(100);
    }
  }

  /** Reloads nginx and waits until the workers of the previous configuration have finished. */
  async reload() {
    process.kill(this.child.pid, 'SIGHUP');
    // The new workers start first; then the old ones finish their requests and exit.
    await sleep(200);
    const until = Date.now() + 60_000;
    while (workersShuttingDown(this.child.pid).length > 0) {
      if (Date.now() > until)
        throw new Error('nginx workers of the old configuration did not finish');
      await sleep(50);
    }
  }

  /** SIGQUIT: nginx's graceful stop. */
  async stop() {
    if (this.child.exitCode === null) this.child.kill('SIGQUIT');
    await this.exited;
  }
}
