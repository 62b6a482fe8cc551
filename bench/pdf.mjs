// `npm run bench:pdf`: invoice PDFs against the rest of the server (docs/decisions/048-pdf-worker-pool.md).
// Starts the production build (`node build/server.js`) on a fresh SQLite database, stores 20
// invoices of 20 lines each, then:
//
// 1. repeat: 20 clients fetch those 20 hosted PDFs for BENCH_PDF_DURATION seconds (default 30)
//    while /healthz is probed every 50 ms: /healthz p50/p99/max, the PDFs' rate and latency.
// 2. drawn: one client fetches one PDF already drawn, 200 times in a row: the endpoint's p50.
// 3. fresh (only where PDFs are kept, i.e. the invoice_pdfs table exists): BENCH_PDF_FRESH
//    invoices (default 150) whose PDFs were never drawn, fetched by 20 clients, so every request
//    draws, with /healthz probed as in 1.
//
// `node bench/pdf.mjs <checkout>` measures another checkout's build (e.g. a worktree of an older
// commit, built, with its node_modules) for comparison. Shedding is off (OVERLOAD_MAX_LAG_MS=0) so
// both measure the lag itself rather than 503s. Nothing is pinned to a core: the server's main
// thread, its PDF worker and this load generator share the machine's cores.
// Results: docs/performance.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { freePort, startServer } from './server.mjs';

const root = path.resolve(
  process.argv[2] && process.argv[2] !== '--clients'
    ? process.argv[2]
    : path.join(import.meta.dirname, '..'),
);
const DURATION = Number(process.env.BENCH_PDF_DURATION ?? 30);
const FRESH = Number(process.env.BENCH_PDF_FRESH ?? 150);
const CLIENTS = 20;
/**
 * The invoice every client stores: domain/builders.ts's invoiceInput with invoiceRows(20), kept as
 * JSON for this plain script (domain/builders.test.ts keeps the two the same).
 */
const INVOICE = JSON.parse(
  fs.readFileSync(new URL('./invoice-input.json', import.meta.url), 'utf8'),
);
const LINES = INVOICE.services.length;

/** The server under test, on `port` and `dataDir`, with shedding and form limits off. */
function startAppServer(dataDir, port) {
  // BENCH_SERVER_ARGS: extra node options for the server, e.g. `--cpu-prof`.
  const nodeArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  return startServer({
    checkout: root,
    port,
    nodeArgs,
    env: {
      DATA_DIR: dataDir,
      FORM_RATE_LIMIT: '100000',
      INVOICE_LINK_RATE_LIMIT: '100000',
      OVERLOAD_MAX_LAG_MS: '0',
    },
    stdio: ['ignore', process.env.BENCH_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
}

const tag = () => Math.random().toString(36).slice(2, 8);

async function createInvoice(base) {
  const id = tag();
  const response = await fetch(`${base}/invoice.data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...INVOICE,
      issuedDate: new Date().toISOString().slice(0, 10),
      clientName: `${INVOICE.clientName} ${id}`,
      clientCompany: `${INVOICE.clientCompany} ${id}`,
      clientEmail: `dana.${id}@northwind.example`,
    }),
  });
  const text = await response.text();
  const pdf = /\/invoices\/[\w-]{32}\/pdf/.exec(text)?.[0];
  if (response.status !== 200 || !pdf) throw new Error(`invoice not stored: ${response.status}`);
  return pdf;
}

async function createInvoices(base, count) {
  const paths = [];
  let started = 0;
  await Promise.all(
    // One at a time: concurrent submissions race for the next invoice number.
    Array.from({ length: 1 }, async () => {
      while (started < count) {
        started += 1;
        paths.push(await createInvoice(base));
      }
    }),
  );
  return paths;
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : NaN;
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
};

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** CLIENTS loops fetching `urls` in turn (each once when `once`) until done or time is up. */
async function clients(base, urls, seconds, once) {
  const deadline = Date.now() + seconds * 1000;
  const pdf = [];
  const statuses = {};
  let turn = 0;
  const next = () => (once && turn >= urls.length ? undefined : urls[turn++ % urls.length]);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let url = next(); url && Date.now() < deadline; url = next()) {
        const { ms, status } = await timed(`${base}${url}`);
        pdf.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, pdf, statuses };
}

/** One /healthz request on a new connection, timed. */
function probeOnce(base) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.get(`${base}/healthz`, { agent: false, timeout: 5000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(performance.now() - started));
    });
    req.on('error', () => resolve(5000));
    req.on('timeout', () => req.destroy());
  });
}

/**
 * The clients run in a process of their own (this script with --clients), so their own work does
 * not delay the probes; /healthz is probed here every 50 ms meanwhile.
 */
async function load(base, urls, seconds, once = false) {
  const file = path.join(os.tmpdir(), `ecs-bench-pdf-urls-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify({ base, urls, seconds, once }));
  const child = spawn(process.execPath, [import.meta.filename, '--clients', file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const done = new Promise((resolve) => child.once('exit', resolve));
  let running = true;
  done.then(() => (running = false));
  const health = [];
  while (running) {
    health.push(await probeOnce(base));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  fs.rmSync(file, { force: true });
  const result = JSON.parse(out);
  return {
    seconds: result.seconds,
    rate: result.pdf.length / result.seconds,
    pdf: summary(result.pdf),
    health: summary(health),
    statuses: result.statuses,
  };
}

const ms = (n) => `${n.toFixed(1)} ms`;
function report(name, result) {
  console.log(
    `${name}: ${result.pdf.n} PDFs in ${result.seconds.toFixed(1)} s (${result.rate.toFixed(1)}/s), ` +
      `statuses ${JSON.stringify(result.statuses)}; PDF p50 ${ms(result.pdf.p50)}, p99 ${ms(result.pdf.p99)}; ` +
      `/healthz p50 ${ms(result.health.p50)}, p99 ${ms(result.health.p99)}, max ${ms(result.health.max)} (${result.health.n} probes)`,
  );
}

async function main() {
  if (!fs.existsSync(path.join(root, 'build', 'server.js'))) {
    console.error(`No build in ${root}: run \`npm run build\` first (npm run bench:pdf does).`);
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-bench-pdf-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server = await startAppServer(dataDir, port);
  try {
    console.log(
      `${root}: ${os.availableParallelism()} cores, ${CLIENTS} clients, ${LINES}-line invoices`,
    );
    const invoices = await createInvoices(base, CLIENTS);
    report('repeat', await load(base, invoices, DURATION));

    const drawn = [];
    await timed(`${base}${invoices[0]}`);
    for (let i = 0; i < 200; i++) drawn.push((await timed(`${base}${invoices[0]}`)).ms);
    const one = summary(drawn);
    console.log(
      `drawn: one PDF already drawn, 200 in a row: p50 ${ms(one.p50)}, p99 ${ms(one.p99)}`,
    );

    const file = path.join(dataDir, 'app.db');
    const db = new SQLite(file);
    const keeps = db
      .prepare("select count(*) as n from sqlite_master where name = 'invoice_pdfs'")
      .get().n;
    db.close();
    if (keeps && FRESH > 0) {
      const fresh = await createInvoices(base, FRESH);
      // Forget every drawing: in the database, and (by a restart) in memory.
      await server.stop();
      const writable = new SQLite(file);
      writable.prepare('delete from invoice_pdfs').run();
      writable.close();
      server = await startAppServer(dataDir, port);
      report('fresh', await load(base, fresh, DURATION * 4, true));
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--clients') {
  const { base, urls, seconds, once } = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
  process.stdout.write(JSON.stringify(await clients(base, urls, seconds, once)));
} else {
  await main();
}
