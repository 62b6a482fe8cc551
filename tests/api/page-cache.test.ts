import { createHash } from 'node:crypto';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createBlog, login, unique } from '~/tests/support/api';
import { runFor } from '~/tests/support/scenario';
import { ADMIN, backends, startServer, type TestServer } from '~/tests/support/server';
import { useServer } from '~/tests/support/use-server';

const get = (server: TestServer, path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });

describe.each(backends)('page cache on %s', (backend) => {
  const app = useServer(backend, { signIn: true });

  it('runs the production builds of React, whatever NODE_ENV says', async () => {
    const other = await startServer({ backend: 'sqlite', env: { NODE_ENV: 'development' } });
    try {
      for (const target of [app.server, other]) {
        await get(target, '/pricing');
        const health = (await (await get(target, '/healthz')).json()) as { react: string };
        expect(health.react).toBe('production');
      }
    } finally {
      await other.dispose();
    }
  });

  it('renders a public page once and serves the same bytes with an ETag, 304 and compression', async () => {
    const path = `/pricing?cache=${unique()}`;
    const first = await get(app.server, path);
    const firstBody = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const second = await get(app.server, path);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(await second.text()).toBe(firstBody);
    const etag = second.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(second.headers.get('cache-control')).toContain('public');
    expect(second.headers.get('cache-control')).toContain('max-age=0');

    const revalidated = await get(app.server, path, { 'if-none-match': etag! });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');

    // Node's fetch decompresses on its own; ask for the raw bytes with a plain request.
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const raw = await import('node:http').then(
        (http) =>
          new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
            http
              .get(
                `${app.server.url}${path}`,
                { headers: { 'accept-encoding': encoding } },
                (res) => {
                  const chunks: Buffer[] = [];
                  res.on('data', (chunk: Buffer) => chunks.push(chunk));
                  res.on('end', () =>
                    resolve({
                      encoding: res.headers['content-encoding'],
                      body: Buffer.concat(chunks),
                    }),
                  );
                },
              )
              .on('error', reject);
          }),
      );
      expect(raw.encoding).toBe(encoding);
      expect(decode(raw.body).toString('utf8')).toBe(firstBody);
    }
  });

  it('admits the inline scripts of a cached page by hash, with no nonce and no unsafe-inline', async () => {
    await get(app.server, '/');
    const response = await get(app.server, '/');
    expect(response.headers.get('x-page-cache')).toBe('hit');
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('nonce-');
    const html = await response.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/src=|application\/ld\+json/.test(attributes ?? ''),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , body] of inline) {
      const hash = createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64');
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
  });

  it('shows a blog change on the public page and the list at the next request', async () => {
    const title = `Cached ${unique()}`;
    await get(app.server, '/blog');
    await get(app.server, '/blog');
    await get(app.server, '/api/blogs');
    expect((await get(app.server, '/api/blogs')).headers.get('x-page-cache')).toBe('hit');
    const blog = await createBlog(app.server, app.adminToken, { title });
    const list = await get(app.server, '/blog');
    expect(await list.text()).toContain(title);
    const listed = await get(app.server, '/api/blogs');
    expect(listed.headers.get('x-page-cache')).toBeNull();
    expect(((await listed.json()) as { blogs: { title: string }[] }).blogs[0]?.title).toBe(title);

    const detail = await (await get(app.server, `/blog/${blog._id}`)).text();
    expect(detail).toContain(title);
    expect((await get(app.server, `/blog/${blog._id}`)).headers.get('x-page-cache')).toBe('hit');

    const renamed = `Renamed ${unique()}`;
    const update = await api(app.server, 'PATCH', `/api/blogs/${blog._id}`, {
      token: app.adminToken,
      body: { title: renamed },
    });
    expect(update.status).toBe(200);
    const after = await get(app.server, `/blog/${blog._id}`);
    expect(after.headers.get('x-page-cache')).toBe('miss');
    const afterText = await after.text();
    expect(afterText).toContain(renamed);
    expect(afterText).not.toContain(title);
    expect(await (await get(app.server, '/blog')).text()).toContain(renamed);

    expect(
      (await api(app.server, 'DELETE', `/api/blogs/${blog._id}`, { token: app.adminToken })).status,
    ).toBe(200);
    expect((await get(app.server, `/blog/${blog._id}`)).status).toBe(404);
    expect(await (await get(app.server, '/blog')).text()).not.toContain(renamed);
  });

  it('shows a service change on its page at the next request', async () => {
    const listed = await api(app.server, 'GET', '/api/services', { token: app.adminToken });
    const services = listed.body.services as { _id: string; url: string; description: string }[];
    const service = services[0]!;
    const page = `/services/${service.url.split('/').pop()}`;
    await get(app.server, page);
    expect((await get(app.server, page)).headers.get('x-page-cache')).toBe('hit');
    const description = `Now with ${unique()} inside.`;
    const update = await api(app.server, 'PATCH', `/api/services/${service._id}`, {
      token: app.adminToken,
      body: { description },
    });
    expect(update.status).toBe(200);
    expect(await (await get(app.server, page)).text()).toContain(description);
    await api(app.server, 'PATCH', `/api/services/${service._id}`, {
      token: app.adminToken,
      body: { description: service.description },
    });
  });

  it('never shares signed-in responses, the dashboard or form results', async () => {
    const ownBlogs = await get(app.server, '/api/services', {
      authorization: `Bearer ${app.adminToken}`,
    });
    expect(ownBlogs.headers.get('x-page-cache')).toBeNull();
    expect(ownBlogs.headers.get('cache-control')).toBe('no-store');
    const signedIn = await get(app.server, '/pricing', {
      authorization: `Bearer ${app.adminToken}`,
    });
    expect(signedIn.headers.get('x-page-cache')).toBeNull();
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');

    for (const path of ['/dashboard', '/dashboard/blogs']) {
      await get(app.server, path);
      const response = await get(app.server, path);
      expect(response.headers.get('x-page-cache')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }

    const form = new URLSearchParams({ name: '', email: 'not-an-email', message: '' });
    const posted = await fetch(`${app.server.url}/contact`, { method: 'POST', body: form });
    expect(posted.status).toBe(400);
    expect(posted.headers.get('x-page-cache')).toBeNull();
    expect(posted.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe.runIf(backends.includes('postgres'))('page cache across instances', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startServer({ backend: 'postgres' });
    second = await startServer({ backend: 'postgres', databaseUrl: first.databaseUrl! });
  });
  afterAll(async () => {
    await second?.dispose();
    await first?.dispose();
  });

  it('an edit on one instance is seen by the other at once', async () => {
    const token = await login(first, ADMIN.email, ADMIN.password);
    const blog = await createBlog(first, token, { title: `Shared ${unique()}` });
    // Both instances have the page cached before the edit.
    for (const server of [first, second]) {
      await get(server, `/blog/${blog._id}`);
      expect((await get(server, `/blog/${blog._id}`)).headers.get('x-page-cache')).toBe('hit');
    }
    const renamed = `Seen everywhere ${unique()}`;
    const update = await api(first, 'PATCH', `/api/blogs/${blog._id}`, {
      token,
      body: { title: renamed },
    });
    expect(update.status).toBe(200);
    // A notification carries the change in milliseconds; polling (every second) is the fallback.
    const started = Date.now();
    await expect
      .poll(async () => (await get(second, `/blog/${blog._id}`)).text(), {
        timeout: 3000,
        interval: 50,
      })
      .toContain(renamed);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('overload protection', () => {
  const app = useServer('sqlite', { env: { OVERLOAD_MAX_LAG_MS: '100' } });

  it('answers new renders with a fast 503 after a stall while /healthz and cached pages answer', async () => {
    await get(app.server, '/pricing');
    expect((await get(app.server, '/pricing')).headers.get('x-page-cache')).toBe('hit');
    // Freezing the process is a stall of the event loop as a runaway task would cause; the
    // requests wait in the socket backlog meanwhile, as they would under real load.
    app.server.process.kill('SIGSTOP');
    const fresh = get(app.server, `/pricing?campaign=${unique()}`);
    const health = get(app.server, '/healthz');
    const cached = get(app.server, '/pricing');
    // The stall lasts well past OVERLOAD_MAX_LAG_MS, as a runaway task's would.
    await runFor(1500);
    app.server.process.kill('SIGCONT');

    const shed = await fresh;
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('5');
    expect(await shed.text()).toContain('try again');
    expect((await health).status).toBe(200);
    const served = await cached;
    expect(served.status).toBe(200);
    expect(served.headers.get('x-page-cache')).toBe('hit');

    // Once the loop has caught up, pages render again.
    await expect
      .poll(async () => (await get(app.server, `/pricing?campaign=${unique()}`)).status, {
        timeout: 3000,
        interval: 50,
      })
      .toBe(200);
  });
});
