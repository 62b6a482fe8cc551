import type { RouteConfigEntry } from '@react-router/dev/routes';
import pLimit from 'p-limit';
import { beforeAll, describe, expect, it } from 'vitest';
import routes from '~/routes';
import { abandonedRequest, rawRequest, type RawAnswer } from '~/tests/support/raw-http';
import { httpBackends } from '~/tests/support/server';
import { useServer } from '~/tests/support/use-server';

/**
 * What crawlers, uptime monitors, link checkers, proxies and old clients send. Each is sent first
 * for a URL no one has asked for yet (so it meets an empty page cache), and the plain GET that
 * follows must still get the whole page: no request, however odd, may change what the next
 * visitor sees.
 */
const VARIANTS: Record<string, { method?: string; headers?: Record<string, string> }> = {
  head: { method: 'HEAD' },
  conditional: {
    headers: {
      'if-none-match': '"0-stale"',
      'if-modified-since': 'Wed, 21 Oct 2015 07:28:00 GMT',
    },
  },
  range: { headers: { range: 'bytes=0-99' } },
  gzip: { headers: { 'accept-encoding': 'gzip' } },
  br: { headers: { 'accept-encoding': 'br' } },
  identity: { headers: { 'accept-encoding': 'identity' } },
  json: { headers: { accept: 'application/json' } },
  'no-accept': { headers: { accept: '' } },
};

/** Stand-ins for route parameters no listing names (they answer 404, and must do so every time). */
const PARAMS: Record<string, string> = {
  ':token': 'f'.repeat(43),
  ':blogId': '0123456789abcdef01234567',
  ':kind': 'messages',
  ':id': '0123456789abcdef01234567',
};

/** Every path the route table declares, with stand-ins for its parameters. */
function routePaths(entries: RouteConfigEntry[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path === undefined ? prefix : `${prefix}/${entry.path}`;
    const here =
      entry.index || (entry.path !== undefined && !entry.children?.length)
        ? [
            (own || '/')
              .split('/')
              .map((part) => (part === '*' ? 'no-such-page' : (PARAMS[part] ?? part)))
              .join('/') || '/',
          ]
        : [];
    return [...here, ...routePaths(entry.children ?? [], own)];
  });
}

const withQuery = (path: string, query: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${query}`;

/** The parts of a page that show it arrived whole. */
function describeAnswer(answer: RawAnswer) {
  const type = String(answer.headers['content-type'] ?? '');
  const text = answer.body.toString('utf8');
  return {
    status: answer.status,
    type: type.split(';')[0],
    empty: answer.body.length === 0,
    endsDocument: /text\/html/.test(type) ? /<\/html>\s*$/.test(text) : null,
    title: /<title>([^<]*)<\/title>/.exec(text)?.[1] ?? null,
  };
}

// What a request variant does to the answer and the page cache: HTTP alone, SQLite only.
describe.each(httpBackends)('every route as crawlers and monitors ask for it, on %s', (backend) => {
  const app = useServer(backend, { env: { SEED_DEMO: 'true', OVERLOAD_MAX_LAG_MS: '0' } });
  let paths: string[];

  beforeAll(async () => {
    const sitemap = (await rawRequest(`${app.server.url}/sitemap.xml`)).body.toString('utf8');
    // Pages of one route answer alike: two of each from the sitemap are enough.
    const perRoute = new Map<string, number>();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map(([, loc]) => new URL(loc!).pathname)
      .filter((path) => {
        const parts = path.split('/');
        const route = `${parts[1]}/${parts.length}`;
        perRoute.set(route, (perRoute.get(route) ?? 0) + 1);
        return perRoute.get(route)! <= 2;
      });
    paths = [
      ...new Set([
        ...routePaths(routes),
        ...listed,
        '/api/blogs',
        '/api/services',
        '/api/plans',
        '/favicon.ico',
        '/logos/siReact.svg',
      ]),
    ];
  }, 120_000);

  it('finds the routes of the table, the sitemap and the dashboard', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/terms-conditions',
        '/robots.txt',
        '/rss.xml',
        '/dashboard',
        '/dashboard/inbox',
      ]),
    );
    for (const section of ['/blog/', '/services/', '/projects/', '/dedicatedResources/'])
      expect(paths.filter((path) => path.startsWith(section)).length).toBeGreaterThanOrEqual(2);
  });

  it('answers each request, then the next plain GET with the whole page', async () => {
    const limit = pLimit(4);
    const problems: string[] = [];
    // What a plain GET of each path (with a query of its own) answers, to compare against.
    const baselines = await Promise.all(
      paths.map((path, n) =>
        limit(async () =>
          describeAnswer(
            await rawRequest(`${app.server.url}${withQuery(path, `crawl=base-${n}`)}`),
          ),
        ),
      ),
    );
    await Promise.all(
      paths.flatMap((path, n) => [
        ...Object.entries(VARIANTS).map(([name, variant]) =>
          limit(async () => {
            const url = `${app.server.url}${withQuery(path, `crawl=${name}-${n}`)}`;
            const baseline = baselines[n]!;
            const first = await rawRequest(url, variant);
            const next = await rawRequest(url);
            const seen = describeAnswer(next);
            if (JSON.stringify(seen) !== JSON.stringify(baseline))
              problems.push(
                `${name} ${path}: then ${JSON.stringify(seen)}, expected ${JSON.stringify(baseline)}`,
              );
            if (first.status >= 500) problems.push(`${name} ${path}: answered ${first.status}`);
            if (name === 'head' && first.body.length > 0) problems.push(`head ${path}: has a body`);
            const length = Number(first.headers['content-length']);
            if (name === 'head' && next.headers['x-page-cache'] && length !== next.raw.length)
              problems.push(`head ${path}: Content-Length ${length}, page is ${next.raw.length}`);
            if (name === 'range' && first.status === 206 && !first.headers['content-range'])
              problems.push(`range ${path}: 206 without Content-Range`);
            if (
              name === 'range' &&
              first.status === 200 &&
              describeAnswer(first).empty !== baseline.empty
            )
              problems.push(`range ${path}: partial body sent as 200`);
          }),
        ),
        limit(async () => {
          const url = `${app.server.url}${withQuery(path, `crawl=abandoned-${n}`)}`;
          const baseline = baselines[n]!;
          await abandonedRequest(url);
          const seen = describeAnswer(await rawRequest(url));
          if (JSON.stringify(seen) !== JSON.stringify(baseline))
            problems.push(
              `abandoned ${path}: then ${JSON.stringify(seen)}, expected ${JSON.stringify(baseline)}`,
            );
        }),
      ]),
    );
    expect(problems).toEqual([]);
    // Nothing a client sent was an error of the server's.
    expect(app.server.output()).not.toMatch(/"level":50/);
  }, 240_000);
});
