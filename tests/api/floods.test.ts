import { randomBytes } from 'node:crypto';
import pLimit from 'p-limit';
import { describe, expect, it } from 'vitest';
import { unique } from '~/tests/support/api';
import { postForm } from '~/tests/support/forms';
import { rawRequest } from '~/tests/support/raw-http';
import { httpBackends, type TestServer } from '~/tests/support/server';
import { useServer } from '~/tests/support/use-server';

interface Health {
  pageCache: { pages: number; bytes: number; maxBytes: number };
  renders: { running: number; waiting: number; shed: number };
}

const health = async (server: TestServer) =>
  JSON.parse((await rawRequest(`${server.url}/healthz`)).body.toString('utf8')) as Health;

const query = (length: number) => randomBytes(length).toString('base64url').slice(0, length);

// The page cache's memory and the render gate: HTTP alone, SQLite only.
describe.each(httpBackends)('floods of distinct URLs, on %s', (backend) => {
  describe('page cache memory', () => {
    const app = useServer(backend, { env: { PAGE_CACHE_MB: '2', OVERLOAD_MAX_LAG_MS: '0' } });

    it('counts everything an entry holds against PAGE_CACHE_MB, keys included', async () => {
      const limit = pLimit(16);
      const answers = await Promise.all(
        Array.from({ length: 1500 }, () =>
          limit(() => rawRequest(`${app.server.url}/robots.txt?${query(900)}`)),
        ),
      );
      expect(answers.every((answer) => answer.status === 200 && answer.body.length > 0)).toBe(true);
      const { pageCache } = await health(app.server);
      expect(pageCache.maxBytes).toBe(2 * 1024 * 1024);
      expect(pageCache.bytes).toBeLessThanOrEqual(pageCache.maxBytes);
      // Every kept page holds its 900-character key, its body and its headers: the bound holds
      // only if all of that was counted.
      expect(pageCache.pages).toBeGreaterThan(50);
      expect(pageCache.pages * (900 + 1024)).toBeLessThanOrEqual(pageCache.maxBytes);
    }, 120_000);

    it('keeps no page for a URL longer than any of the site’s', async () => {
      const pagesBefore = (await health(app.server)).pageCache.pages;
      const limit = pLimit(16);
      const answers = await Promise.all(
        Array.from({ length: 1500 }, () =>
          limit(() => rawRequest(`${app.server.url}/robots.txt?${query(8000)}`)),
        ),
      );
      expect(answers.every((answer) => answer.status === 200 && answer.body.length > 0)).toBe(true);
      const after = await health(app.server);
      expect(after.pageCache.pages).toBeLessThanOrEqual(pagesBefore);
      expect(after.pageCache.bytes).toBeLessThanOrEqual(after.pageCache.maxBytes);
    }, 120_000);
  });

  describe('renders under a burst', () => {
    const app = useServer(backend, {
      // The gate alone decides here (lag depends on how busy the machine is): ten requests are
      // admitted at first, two running and eight waiting.
      env: {
        RENDER_CONCURRENCY: '2',
        RENDER_QUEUE: '8',
        OVERLOAD_MAX_LAG_MS: '0',
        FORM_RATE_LIMIT: '1000',
      },
    });

    it('runs at most RENDER_CONCURRENCY renders, sheds the rest with 503, never a form post', async () => {
      let done = false;
      const samples: Health['renders'][] = [];
      const probe = (async () => {
        while (!done) {
          const answer = await rawRequest(`${app.server.url}/healthz`);
          expect(answer.status).toBe(200);
          samples.push((JSON.parse(answer.body.toString('utf8')) as Health).renders);
        }
      })();
      const burst = Array.from({ length: 200 }, (_, n) =>
        rawRequest(`${app.server.url}/about-us?burst=${n}-${unique()}`),
      );
      const post = postForm(app.server, '/contact', {
        name: `Burst ${unique()}`,
        email: 'burst@northwind.example',
        message: 'Sent while the site is busy.',
        website: '',
      });
      const answers = await Promise.all(burst);
      const posted = await post;
      done = true;
      await probe;

      const statuses = answers.map((answer) => answer.status);
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      // Ten places (two running, eight waiting); the form post may hold one of them.
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(9);
      const shed = answers.filter((answer) => answer.status === 503);
      expect(shed.length).toBeGreaterThan(0);
      for (const answer of shed) {
        expect(answer.headers['retry-after']).toBe('5');
        expect(answer.body.toString('utf8')).toBe(
          'The site is very busy right now. Please try again in a few seconds.',
        );
      }
      for (const answer of answers.filter((a) => a.status === 200))
        expect(answer.body.toString('utf8')).toMatch(/<\/html>\s*$/);
      expect(posted.status).toBe(200);
      expect(posted.text).toContain('Email sent successfully!');

      expect(samples.length).toBeGreaterThan(0);
      expect(Math.max(...samples.map((sample) => sample.running))).toBeLessThanOrEqual(2);
      expect((await health(app.server)).renders.shed).toBe(shed.length);
      // A refusal for load is a warning without a stack, not an error.
      expect(app.server.output()).not.toMatch(/"level":50/);
      await expect
        .poll(() => app.server.output())
        .toMatch(/"level":40[^\n]*"refused":\d+[^\n]*page renders refused under load/);
    }, 60_000);
  });
});
