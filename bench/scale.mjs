// `npm run bench:scale`: how blog lists and search behave with 10,000 posts against 10, on SQLite
// and (when a PostgreSQL server answers) PostgreSQL. For each database and size: a fresh database,
// migrated by the production server itself, filled with generated posts in one transaction, then
// the production server (`node build/server.js`, page cache off so every request reaches the
// database) answers each URL sequentially. Figures: p50 and p95 of 200 requests after 20 to warm
// up. Loopback only; bounded. Results: bench/results/scale.md.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { startServer } from './server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SIZES = (process.env.BENCH_SIZES ?? '10,10000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

// Words for titles and bodies. "delivery" is in every post (a broad search); the rare word is in
// about one post in a thousand (a narrow one).
const VOCABULARY = `software design team product release customer search marketing social brand
  content growth data cloud security mobile web testing quality review planning budget launch
  campaign audience analytics performance speed accessibility database server client strategy
  process agile sprint roadmap feature design system interface experience conversion revenue
  ranking keyword traffic engagement video article report dashboard automation integration`
  .split(/\s+/)
  .filter(Boolean);
const RARE = 'kaleidoscope';
const pick = (n) => VOCABULARY[n % VOCABULARY.length];

function post(i) {
  const words = (count, seed) =>
    Array.from({ length: count }, (_, k) => pick(seed * 7 + k * 13 + ((seed * k) % 11))).join(' ');
  const body = Array.from(
    { length: 6 },
    (_, p) => `<p>${words(45, i + p)} delivery ${i % 1000 === 7 && p === 3 ? RARE : ''}</p>`,
  ).join('');
  const created = new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString();
  const tags = [pick(i), pick(i + 3)];
  return {
    id: randomBytes(12).toString('hex'),
    title: `${words(5, i)} ${i}`,
    short_description: words(18, i + 1),
    long_description: body,
    body_text: body
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    author: 'Bench Writer',
    category: 'Engineering',
    tags: JSON.stringify(tags),
    tags_text: `|${tags.join('|')}|`,
    created_at: created,
    updated_at: created,
  };
}

const COLUMNS = [
  'id',
  'title',
  'short_description',
  'long_description',
  'body_text',
  'author',
  'category',
  'tags',
  'tags_text',
  'created_at',
  'updated_at',
];

async function startScaleServer(env) {
  const server = await startServer({ env: { PAGE_CACHE_MB: '0', ...env } });
  return { base: server.base, stop: server.stop };
}

async function fill(kind, target, count) {
  const rows = Array.from({ length: count }, (_, i) => post(i));
  if (kind === 'sqlite') {
    const db = new SQLite(target);
    const insert = db.prepare(
      `insert into blogs (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`,
    );
    db.transaction(() => rows.forEach((row) => insert.run(...COLUMNS.map((c) => row[c]))))();
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  await client.query('begin');
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    const values = [];
    const tuples = batch.map((row, r) => {
      values.push(...COLUMNS.map((c) => row[c]));
      return `(${COLUMNS.map((_, c) => `$${r * COLUMNS.length + c + 1}`).join(', ')})`;
    });
    await client.query(
      `insert into blogs (${COLUMNS.join(', ')}) values ${tuples.join(', ')}`,
      values,
    );
  }
  await client.query('commit');
  await client.query('analyze blogs');
  await client.end();
}

async function time(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

async function measure(base) {
  const urls = {
    'list, page 1 (`/api/blogs`)': '/api/blogs',
    'list, page 50 (`/api/blogs?page=50`)': '/api/blogs?page=50',
    'broad search (`/api/blogs?q=delivery`)': '/api/blogs?q=delivery',
    'narrow search (`/api/blogs?q=kaleidoscope`)': `/api/blogs?q=${RARE}`,
    'two words, prefix (`/api/blogs?q=design+sys`)': '/api/blogs?q=design+sys',
    'page (`/blog`)': '/blog',
    'search page (`/blog?q=delivery`)': '/blog?q=delivery',
  };
  const results = {};
  for (const [name, url] of Object.entries(urls)) {
    for (let i = 0; i < WARMUP; i += 1) await time(base + url);
    const samples = [];
    for (let i = 0; i < RUNS; i += 1) samples.push(await time(base + url));
    samples.sort((a, b) => a - b);
    results[name] = { p50: samples[Math.floor(RUNS * 0.5)], p95: samples[Math.floor(RUNS * 0.95)] };
  }
  return results;
}

const pgAvailableNow = await pgAvailable();

async function pgAvailable() {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** The production server migrates a fresh database, the posts go in, the server answers. */
async function migrateFillMeasure(env, kind, target, count) {
  const migrate = await startScaleServer(env);
  await migrate.stop();
  await fill(kind, target, count);
  const server = await startScaleServer(env);
  try {
    return await measure(server.base);
  } finally {
    await server.stop();
  }
}

async function run(kind, count) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-bench-scale-'));
  if (kind === 'sqlite') {
    try {
      return await migrateFillMeasure(
        { DATA_DIR: dataDir },
        'sqlite',
        path.join(dataDir, 'app.db'),
        count,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const name = `ecs_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    return await migrateFillMeasure(
      { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
      'postgres',
      url.toString(),
      count,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    // BENCH_KEEP_DATABASE=1 keeps it for a look at the query plans.
    if (process.env.BENCH_KEEP_DATABASE) console.log(`kept ${url}`);
    else {
      const drop = new pg.Client({ connectionString: PG_URL });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    }
  }
}

const kinds = (process.env.BENCH_KINDS ?? 'sqlite,postgres')
  .split(',')
  .filter((kind) => kind === 'sqlite' || (kind === 'postgres' && pgAvailableNow));
const sections = [];
for (const kind of kinds) {
  const bySize = {};
  for (const size of SIZES) {
    console.log(`${kind}: ${size} posts…`);
    bySize[size] = await run(kind, size);
  }
  const [small, large] = SIZES;
  const rows = Object.keys(bySize[small]).map((name) => {
    const a = bySize[small][name];
    const b = bySize[large][name];
    const ratio = b.p50 / a.p50;
    return `| ${name} | ${a.p50.toFixed(2)} | ${b.p50.toFixed(2)} | ${b.p95.toFixed(2)} | ${ratio.toFixed(2)}× ${ratio <= 2 ? '' : '(over 2×)'} |`;
  });
  sections.push(
    `## ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`,
    '',
    `| request | p50 ms, ${small} posts | p50 ms, ${large.toLocaleString('en-US')} posts | p95 ms, ${large.toLocaleString('en-US')} posts | p50 ratio |`,
    '|---|---:|---:|---:|---:|',
    ...rows,
    '',
  );
}
const date = new Date().toISOString().slice(0, 10);
const text = [
  '# Blog lists and search at scale',
  '',
  `Measured ${date} with \`npm run bench:scale\` (bench/scale.mjs) on the project's standard machine`,
  `(${os.availableParallelism()} cores, shared and noisy). Each database is fresh, migrated by the production server, and`,
  'filled with generated posts (six paragraphs each); the production server then answers each URL',
  `${RUNS} times in a row after ${WARMUP} to warm up, with the page cache off (\`PAGE_CACHE_MB=0\`) so every`,
  'request reaches the database. Target: p50 with 10,000 posts within 2× of the figure with 10.',
  '"delivery" appears in every post; "kaleidoscope" in ten.',
  '',
  ...sections,
].join('\n');
const file = path.join(root, 'bench', 'results', 'scale.md');
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, text);
console.log(`\n${text}\nWritten to ${path.relative(root, file)}`);
