// `npm run bench:bundle`: starts the built server, loads a page's HTML and sums the raw and gzip
// sizes of every script it preloads or imports (the JavaScript a first visit downloads).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const port = 3300 + Math.floor(Math.random() * 500);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-bench-'));
const server = spawn(process.execPath, ['build/server.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log('| page | scripts | raw KiB | gzip KiB |\n|---|---|---|---|');
  for (const page of pages) {
    const html = await (await fetch(base + page)).text();
    const urls = new Set(
      [...html.matchAll(/(?:href|from|import)\s*=?\s*"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
    );
    let raw = 0;
    let gzip = 0;
    for (const url of urls) {
      const body = Buffer.from(await (await fetch(base + url)).arrayBuffer());
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    console.log(
      `| ${page} | ${urls.size} | ${(raw / 1024).toFixed(1)} | ${(gzip / 1024).toFixed(1)} |`,
    );
  }
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
