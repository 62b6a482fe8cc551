// `npm run bench:startup`: how long the production server (`node build/server.js`) takes from
// its spawn to its first 200 on /readyz, on a fresh SQLite data folder each time (migrations, the
// first admin, the catalogue, loading the app), with the warm-up invoice PDF as configured by
// default and without it. BENCH_AGAINST=<checkout> times another checkout's build in the same
// run, start for start in turn with this one, so a noisy machine weighs on both alike.
// Figures: median and p90 of BENCH_RUNS starts (10 by default). Results: bench/results/startup.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, startServer } from './server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const checkouts = [root, ...(process.env.BENCH_AGAINST ? [process.env.BENCH_AGAINST] : [])];
const modes = [
  { name: 'default (warm-up PDF drawn before it opens)', env: {} },
  { name: 'PDF_WARM_UP=false', env: { PDF_WARM_UP: 'false' } },
];
const ADMIN = { ADMIN_EMAIL: 'admin@bench.ecs', ADMIN_PASSWORD: 'bench-admin-password' };

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const loadBefore = os.loadavg()[0];
const times = new Map();
for (let run = 0; run < RUNS; run++)
  for (const mode of modes)
    for (const checkout of checkouts) {
      const started = performance.now();
      const server = await startServer({ checkout, env: { ...ADMIN, ...mode.env } });
      const ms = performance.now() - started;
      await server.stop();
      const key = `${mode.name}|${checkout}`;
      times.set(key, [...(times.get(key) ?? []), ms]);
    }

const label = (checkout) => (checkout === root ? 'this checkout' : checkout);
const lines = [
  '# Start-up',
  '',
  `\`npm run bench:startup\`, ${new Date().toISOString().slice(0, 10)}, ${RUNS} starts each, in turn, on ` +
    `${os.cpus().length} cores; 1-minute load average ${loadBefore.toFixed(1)} before, ` +
    `${os.loadavg()[0].toFixed(1)} after.`,
  '',
  '| build | mode | median ms | p90 ms |',
  '| --- | --- | ---: | ---: |',
];
for (const mode of modes)
  for (const checkout of checkouts) {
    const sorted = times.get(`${mode.name}|${checkout}`).sort((a, b) => a - b);
    lines.push(
      `| ${label(checkout)} | ${mode.name} | ${Math.round(quantile(sorted, 0.5))} | ${Math.round(quantile(sorted, 0.9))} |`,
    );
  }
const report = lines.join('\n') + '\n';
process.stdout.write(report);
fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench', 'results', 'startup.md'), report);
