// `npm run bench:lighthouse`: Lighthouse (mobile profile, Debian Chromium) on key pages of the built
// site, three runs each, median scores; writes bench/results/lighthouse.md.
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './server.mjs';

const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '/',
      '/pricing',
      '/services/software-solutions',
      '/blog',
      '/blog/:first',
      '/about-us',
      '/contact',
      '/invoice',
      '/services',
      '/portfolio',
      '/projects/car-shipping-website',
      '/dedicatedResources/frontend-developer',
      '/agreement',
      '/cart',
      '/checkout',
      '/sign-in',
      '/privacy-policy',
      '/terms-conditions',
    ];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const server = await startServer({ env: { SEED_DEMO: 'true' } });
const { base } = server;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

let chrome;
try {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  const firstBlog = (await (await fetch(`${base}/api/blogs?limit=1`)).json()).blogs?.[0]?._id;
  const rows = [];
  for (const page of pages.map((p) => p.replace(':first', firstBlog ?? 'none'))) {
    const html = await (await fetch(`${base}${page}`)).text();
    const noindex = /<meta name="robots" content="[^"]*noindex/.test(html);
    let failingAudits = [];
    const scores = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
    const metrics = { lcp: [], tbt: [], cls: [] };
    for (let run = 0; run < runs; run++) {
      // Lighthouse now and then loses the trace's start (NO_NAVSTART): such a run measured
      // nothing, so it is run again (twice at most) rather than counted as a zero.
      let result;
      for (let attempt = 0; attempt < 3; attempt++) {
        result = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(scores),
        });
        if (!result.lhr.runtimeError) break;
        console.log(`${page}: ${result.lhr.runtimeError.code}, measuring again`);
      }
      const { categories, audits } = result.lhr;
      for (const key of Object.keys(scores))
        scores[key].push(Math.round((categories[key]?.score ?? 0) * 100));
      // A run Lighthouse could not finish (e.g. no paint measured) leaves a metric out, not a zero.
      const metric = (id) => audits[id]?.numericValue;
      for (const [key, id] of [
        ['lcp', 'largest-contentful-paint'],
        ['tbt', 'total-blocking-time'],
        ['cls', 'cumulative-layout-shift'],
      ])
        if (typeof metric(id) === 'number') metrics[key].push(metric(id));
      if (run === 0) {
        const failing = Object.values(audits).filter(
          (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary',
        );
        failingAudits = failing.map((a) => a.id);
        if (failing.length) console.log(`${page}: failing audits: ${failingAudits.join(', ')}`);
      }
    }
    rows.push({
      page,
      performance: median(scores.performance),
      accessibility: median(scores.accessibility),
      bestPractices: median(scores['best-practices']),
      seo: median(scores.seo),
      lcp: metrics.lcp.length ? Math.round(median(metrics.lcp)) : 'n/a',
      tbt: metrics.tbt.length ? Math.round(median(metrics.tbt)) : 'n/a',
      cls: metrics.cls.length ? median(metrics.cls).toFixed(3) : 'n/a',
      notes: [noindex ? 'noindex on purpose' : '', ...failingAudits].filter(Boolean).join(', '),
    });
    console.log(`${page}: ${JSON.stringify(rows.at(-1))}`);
  }
  const table = [
    `| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | notes (first run's failing audits) |`,
    `|---|---|---|---|---|---|---|---|---|`,
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.notes} |`,
    ),
  ].join('\n');
  const report = `# Lighthouse\n\nMobile profile (Lighthouse defaults: simulated slow 4G, 4x CPU slowdown), Debian Chromium,\nmedian of ${runs} runs per page, production server (\`node build/server.js\`, as \`npm start\` runs it) on SQLite with demo content. A page marked\n"noindex on purpose" keeps itself out of search engines, which Lighthouse's SEO score counts against it. Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:lighthouse\`.\n\n${table}\n`;
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/lighthouse.md', report);
  console.log(table);
} finally {
  await chrome?.kill();
  await server.stop();
}
