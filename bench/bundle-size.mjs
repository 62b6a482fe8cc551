// `npm run bench:bundle`: starts the built server, loads a page's HTML and sums the raw and gzip
// sizes of every script it preloads or imports (the JavaScript a first visit downloads).
import { gzipSync } from 'node:zlib';
import { startServer } from './server.mjs';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const server = await startServer({ env: { SEED_DEMO: 'true' } });
const { base } = server;
try {
  console.log('| page | scripts | raw KiB | gzip KiB |\n|---|---|---|---|');
  for (const page of pages) {
    const html = await (await fetch(base + page)).text();
    const urls = new Set([
      ...[...html.matchAll(/(?:href=|from |import\()"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
      // What the page's loader preloads after the first paint (server/http/scripts-after-paint.ts).
      ...[...html.matchAll(/const h of (\[[^\]]*\])/g)].flatMap((m) => JSON.parse(m[1])),
    ]);
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
  await server.stop();
}
