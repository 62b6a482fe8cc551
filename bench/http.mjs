// `npm run bench:http`: throughput and latency of the production server (`node build/server.js`,
// what `npm start` runs) against the in-memory ceiling of this machine, measured in the same run.
//
// For each path, the app serves it to 50 connections for DURATION seconds; then a bare node:http
// server that returns the very same bytes from memory does the same. Ratio = app ÷ ceiling. Then
// 200 connections hit `/` for 30 s, then 200 connections each asking a new URL, while /healthz is
// probed every 50 ms. The server (and the
// ceiling) run on core 0, the load generator on core 1, when the machine has two cores and
// `taskset`. Traffic stays on loopback; every run is bounded in time.
// Results: bench/results/http.md.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, root, startServer, stop, waitFor } from './server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const OVERLOAD_DURATION = Number(process.env.BENCH_OVERLOAD_DURATION ?? 30);
const autocannonBin = path.join(root, 'node_modules', 'autocannon', 'autocannon.js');

const cores = os.availableParallelism();
const canPin = cores >= 2 && spawnSync('taskset', ['-V']).status === 0;
if (canPin) spawnSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
const pinned = (command, args) =>
  canPin ? ['taskset', ['-c', '0', command, ...args]] : [command, args];

function autocannon(url, connections, duration) {
  const result = spawnSync(
    process.execPath,
    [autocannonBin, '-c', String(connections), '-d', String(duration), '-t', '10', '-j', url],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`autocannon failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** A bare node:http server answering each path with bytes fetched from the app. */
async function startCeiling(pages) {
  const port = await freePort();
  const script = `
    const http = require('node:http');
    const pages = new Map(JSON.parse(require('node:fs').readFileSync(process.env.PAGES, 'utf8')).map(([p, type, b64]) => [p, [type, Buffer.from(b64, 'base64')]]));
    http.createServer((req, res) => {
      const page = pages.get(req.url);
      if (!page) { res.statusCode = 404; return res.end(); }
      res.writeHead(200, { 'content-type': page[0], 'content-length': page[1].length });
      res.end(page[1]);
    }).listen(${port}, '127.0.0.1');`;
  const pagesFile = path.join(os.tmpdir(), `ecs-bench-pages-${port}.json`);
  fs.writeFileSync(pagesFile, JSON.stringify(pages));
  const [command, args] = pinned(process.execPath, ['-e', script]);
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH, PAGES: pagesFile },
    stdio: 'ignore',
  });
  const first = pages[0][0];
  await waitFor(`http://127.0.0.1:${port}${first}`);
  return { url: `http://127.0.0.1:${port}`, child };
}

const fmt = (n, digits = 0) =>
  Number(n).toLocaleString('en-US', {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  });

async function main() {
  if (!fs.existsSync(path.join(root, 'build', 'server.js'))) {
    console.error('No build found: run `npm run build` first (npm run bench:http does).');
    process.exit(1);
  }
  const probePort = await freePort();
  const app = await startServer({
    command: pinned,
    env: {
      PROBE_PORT: String(probePort),
      PROBE_HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      ADMIN_EMAIL: 'bench@ecs.test',
      ADMIN_PASSWORD: 'bench-password-1',
    },
  });
  const { base } = app;
  try {
    const health = await (await fetch(`${base}/healthz`)).json();
    const blogs = await (await fetch(`${base}/api/blogs?limit=1`)).json();
    const blogSlug = blogs.blogs?.[0]?.slug;
    const word = (blogs.blogs?.[0]?.title ?? 'software')
      .toLowerCase()
      .split(/[^a-z]+/)
      .find((w) => w.length > 5);
    const paths = [
      '/',
      '/pricing',
      '/blog',
      ...(blogSlug ? [`/blog/${blogSlug}`] : []),
      '/services/software-solutions',
      '/api/blogs',
      `/api/blogs?q=${encodeURIComponent(word ?? 'software')}`,
    ];

    // The bytes each path answers with, as the load generator receives them (no compression).
    const pages = [];
    for (const p of paths) {
      const response = await fetch(`${base}${p}`, { headers: { 'accept-encoding': 'identity' } });
      const body = Buffer.from(await response.arrayBuffer());
      if (!response.ok) throw new Error(`${p} answered ${response.status}`);
      pages.push([p, response.headers.get('content-type') ?? 'text/html', body.toString('base64')]);
    }

    const rows = [];
    // BENCH_ONLY=overload skips the per-path table (a quick look at shedding; nothing is written).
    const onlyOverload = process.env.BENCH_ONLY === 'overload';
    for (const [p, , b64] of onlyOverload ? [] : pages) {
      autocannon(`${base}${p}`, 50, 2); // warm up: first renders, JIT
      const measured = autocannon(`${base}${p}`, 50, DURATION);
      rows.push({ path: p, bytes: Buffer.from(b64, 'base64').length, app: measured });
      console.log(`${p}: ${fmt(measured.requests.average)} req/s, p99 ${measured.latency.p99} ms`);
    }
    // The ceiling runs on the same core once the app is idle.
    const ceiling = await startCeiling(pages);
    try {
      for (const row of rows) {
        autocannon(`${ceiling.url}${row.path}`, 50, 2);
        row.ceiling = autocannon(`${ceiling.url}${row.path}`, 50, DURATION);
        console.log(`${row.path} ceiling: ${fmt(row.ceiling.requests.average)} req/s`);
      }
    } finally {
      await stop(ceiling.child);
    }

    // Overload: 200 connections for 30 s while /healthz is probed, first all on / (cached), then
    // each request a URL never asked before (every one needs a render).
    const overloads = [];
    for (const [label, target] of [
      ['on `/`', `${base}/`],
      ['each asking a new URL', `${base}/about-us?burst=[<id>]`],
    ]) {
      overloads.push({
        label,
        ...(await overloadRun(base, target, `http://127.0.0.1:${probePort}`)),
      });
      const { overload, probes, threadProbes } = overloads.at(-1);
      console.log(
        `overload ${label}: ${fmt(overload.requests.average)} req/s ${JSON.stringify(overload.statusCodeStats)}, healthz p50 ${fmt(percentile(probes, 50))} ms, p99 ${fmt(percentile(probes, 99))} ms; on PROBE_PORT p50 ${fmt(percentile(threadProbes, 50))} ms, p99 ${fmt(percentile(threadProbes, 99))} ms`,
      );
    }

    if (!onlyOverload) writeResults({ rows, overloads, health, pinnedCores: canPin });
  } finally {
    await app.stop();
  }
}

/** The p-th percentile of the probes' durations, in ms. */
function percentile(probes, p) {
  const sorted = probes.map((probe) => probe.ms).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Asks `url` every 50 ms, a new connection each time, until `running()` is false. */
async function probeLoop(url, running) {
  const probes = [];
  while (running()) {
    const started = performance.now();
    const outcome = await new Promise((resolve) => {
      const req = http.get(url, { timeout: 1000, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      });
      req.on('timeout', () => {
        req.destroy();
        resolve('timeout');
      });
      req.on('error', () => resolve('error'));
    });
    probes.push({ outcome, ms: performance.now() - started });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return probes;
}

/**
 * 200 connections on `target` for OVERLOAD_DURATION s while /healthz is probed every 50 ms on the
 * site's port and on PROBE_PORT (`probeBase`, the probe thread).
 */
async function overloadRun(base, target, probeBase) {
  let probing = true;
  const running = () => probing;
  const siteProbes = probeLoop(`${base}/healthz`, running);
  const threadProbes = probeLoop(`${probeBase}/healthz`, running);
  const overload = await new Promise((resolve, reject) => {
    // autocannon's command line reads `[…]` as sub-arguments, so `[<id>]` (a new id per request)
    // needs its API; it still runs in a process of its own, on the load generator's core.
    const script = `require(${JSON.stringify(path.join(root, 'node_modules', 'autocannon'))})(
      { url: process.env.TARGET, connections: 200, duration: ${OVERLOAD_DURATION}, timeout: 10,
        idReplacement: true },
      (error, result) => { if (error) process.exit(1); process.stdout.write(JSON.stringify(result)); });`;
    const child = spawn(process.execPath, ['-e', script], {
      env: { PATH: process.env.PATH, TARGET: target },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error('autocannon failed')),
    );
  });
  probing = false;
  const [probes, thread] = await Promise.all([siteProbes, threadProbes]);
  // After the run, /healthz must answer at once.
  const after = performance.now();
  await fetch(`${base}/healthz`);
  return { overload, probes, threadProbes: thread, afterMs: performance.now() - after };
}

/** One line of results for a series of probes. */
const probeLine = (where, probes) =>
  `- \`/healthz\` ${where}, every 50 ms: ${probes.length} probes, ${probes.filter((p) => p.outcome === 200).length} answered 200; p50 ${fmt(percentile(probes, 50))} ms, p95 ${fmt(percentile(probes, 95))} ms, p99 ${fmt(percentile(probes, 99))} ms, max ${fmt(Math.max(...probes.map((p) => p.ms)))} ms; ${probes.filter((p) => p.outcome !== 200).length} failed or over 1 s.`;

function writeResults({ rows, overloads, health, pinnedCores }) {
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    '# HTTP throughput and latency',
    '',
    `Measured ${date} with \`npm run bench:http\` (bench/http.mjs) on the project's standard machine`,
    `(${cores} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, shared and noisy). The production server`,
    `(\`node build/server.js\`, as \`npm start\` runs it: React server build "${health.react}", SQLite, demo content)`,
    pinnedCores
      ? 'ran on core 0 and the load generator (autocannon) on core 1.'
      : 'shared the cores with the load generator (no taskset or a single core).',
    `Each figure is one ${DURATION} s run at 50 connections after a 2 s warm-up. The ceiling is a bare`,
    '`node:http` server on the same core returning the same bytes from memory, measured in the same run;',
    'ratio = app ÷ ceiling. Responses are uncompressed (the load generator sends no Accept-Encoding).',
    '',
    '| path | bytes | app req/s | ceiling req/s | ratio | app p50 ms | app p99 ms | errors + non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| \`${r.path}\` | ${fmt(r.bytes)} | ${fmt(r.app.requests.average)} | ${fmt(r.ceiling.requests.average)} | ${fmt(r.app.requests.average / r.ceiling.requests.average, 2)} | ${r.app.latency.p50} | ${r.app.latency.p99} | ${r.app.errors + r.app.timeouts + r.app.non2xx} |`,
    ),
    '',
    ...overloads.flatMap(({ label, overload, probes, threadProbes, afterMs }) => [
      `## 200 connections ${label} for ${OVERLOAD_DURATION} s`,
      '',
      `- Requests: ${fmt(overload.requests.total)} (${fmt(overload.requests.average)} req/s), p50 ${overload.latency.p50} ms, p99 ${overload.latency.p99} ms, max ${overload.latency.max} ms.`,
      `- Timeouts (10 s): ${overload.timeouts}; errors: ${overload.errors}; non-2xx: ${overload.non2xx}` +
        ` (${Object.entries(overload.statusCodeStats ?? {})
          .map(([code, { count }]) => `${code}: ${count}`)
          .join(', ')}).`,
      probeLine('on the site port (behind the renders on the event loop)', probes),
      probeLine('on `PROBE_PORT` (the probe thread)', threadProbes),
      `- \`/healthz\` right after the run: ${fmt(afterMs)} ms.`,
      '',
    ]),
  ];
  const file = path.join(root, 'bench', 'results', 'http.md');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, lines.join('\n'));
  console.log(`\n${lines.join('\n')}\nWritten to ${path.relative(root, file)}`);
}

await main();
