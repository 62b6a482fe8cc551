import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogView } from '~/domain/blog';
import { api, blogInput, createBlog, login } from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import { metric } from '~/tests/support/metrics';
import { ADMIN, backends, startServer, type TestServer } from '~/tests/support/server';
import { page, publishingEnv, until } from '~/tests/support/blog-publishing';
import { useServer } from '~/tests/support/use-server';

describe.each(backends)('blog publishing on %s', (backend) => {
  const app = useServer(backend, { env: publishingEnv, signIn: true });

  const patch = (id: string, body: Record<string, unknown>) =>
    api(app.server, 'PATCH', `/api/blogs/${id}`, { token: app.adminToken, body });

  describe('status and schedule', () => {
    it('keeps drafts off every public list, and maps the active flag onto the status', async () => {
      const draft = await createBlog(app.server, app.adminToken, { status: 'draft' });
      expect(draft).toMatchObject({ status: 'draft', isActive: false });
      const inactive = await createBlog(app.server, app.adminToken, { isActive: false });
      expect(inactive.status).toBe('draft');
      for (const path of ['/blog', '/sitemap.xml', '/rss.xml', `/api/blogs?q=${draft.title}`])
        expect((await page(app.server, path)).text, path).not.toContain(draft.slug);
      expect((await page(app.server, `/blog/${draft.slug}`)).status).toBe(404);

      const published = await patch(draft._id, { isActive: true });
      expect(published.body.blog).toMatchObject({ status: 'published', isActive: true });
      expect(published.body.blog!.publishedAt).not.toBe('');
      expect((await page(app.server, '/sitemap.xml')).text).toContain(`/blog/${draft.slug}<`);
      const archived = await patch(draft._id, { status: 'archived' });
      expect(archived.body.blog).toMatchObject({ status: 'archived', isActive: false });
      expect((await page(app.server, `/blog/${draft.slug}`)).status).toBe(404);
    });

    it('refuses a scheduled post without a time or with a time in the past', async () => {
      const missing = await api(app.server, 'POST', '/api/blogs', {
        token: app.adminToken,
        body: blogInput({ status: 'scheduled' }),
      });
      expect(missing.status).toBe(400);
      expect(missing.body.errors?.publishAt).toBe('Choose when the post goes live');
      const past = await api(app.server, 'POST', '/api/blogs', {
        token: app.adminToken,
        body: blogInput({ status: 'scheduled', publishAt: '2020-01-01T10:00:00+01:00' }),
      });
      expect(past.status).toBe(400);
      expect(past.body.errors?.publishAt).toBe('Choose a time in the future');
    });

    it('publishes a scheduled post on time, on its own, and the pages follow', async () => {
      const publishAt = new Date(Date.now() + 2500).toISOString();
      const blog = await createBlog(app.server, app.adminToken, { status: 'scheduled', publishAt });
      expect(blog).toMatchObject({ status: 'scheduled', isActive: false, publishAt });
      // Render and cache the pages while the post is still scheduled.
      for (const path of ['/blog', '/sitemap.xml', '/rss.xml'])
        expect((await page(app.server, path)).text).not.toContain(blog.slug);
      await until(async () => (await page(app.server, '/blog')).text.includes(blog.slug));
      for (const path of ['/sitemap.xml', '/rss.xml'])
        expect((await page(app.server, path)).text).toContain(`/blog/${blog.slug}<`);
      expect((await page(app.server, `/blog/${blog.slug}`)).status).toBe(200);
      const stored = (
        await api(app.server, 'GET', `/api/blogs/${blog._id}`, { token: app.adminToken })
      ).body.blog!;
      expect(stored).toMatchObject({ status: 'published', isActive: true, publishAt: '' });
      expect(stored.publishedAt).toBe(publishAt);
    });
  });

  describe('dates', () => {
    it('shows and sorts posts by when they went live, in lists, pages, the feed and the sitemap', async () => {
      const tag = `live-${Date.now()}`;
      // Written first, live last: scheduled a few seconds ahead.
      const publishAt = new Date(Date.now() + 3000).toISOString();
      const scheduled = await createBlog(app.server, app.adminToken, {
        tag: [tag],
        status: 'scheduled',
        publishAt,
        schema: '',
      });
      // Written later, live at once; its publish time is set on the spot.
      const immediate = await createBlog(app.server, app.adminToken, { tag: [tag] });
      expect(Date.parse(immediate.publishedAt)).toBeGreaterThanOrEqual(
        Date.parse(immediate.createdAt),
      );
      // Live before, taken down, then scheduled again: it goes live again at the new time.
      const again = await createBlog(app.server, app.adminToken, { tag: [tag] });
      const firstLive = again.publishedAt;
      await patch(again._id, { status: 'draft' });
      const againAt = new Date(Date.now() + 2000).toISOString();
      expect((await patch(again._id, { status: 'scheduled', publishAt: againAt })).status).toBe(
        200,
      );

      const stored = async (id: string) =>
        (await api(app.server, 'GET', `/api/blogs/${id}`, { token: app.adminToken })).body.blog!;
      await until(async () => (await stored(scheduled._id)).status === 'published');
      await until(async () => (await stored(again._id)).status === 'published');
      const live = await stored(scheduled._id);
      expect(live.publishedAt).toBe(publishAt);
      expect(live.createdAt < immediate.createdAt).toBe(true);
      const relaunched = await stored(again._id);
      expect(relaunched.publishedAt).toBe(againAt);
      expect(relaunched.publishedAt).not.toBe(firstLive);

      // Newest first by the time each went live.
      const list = await api(app.server, 'GET', `/api/blogs?tag=${tag}`);
      expect((list.body.blogs as BlogView[]).map((b) => b._id)).toEqual([
        scheduled._id,
        again._id,
        immediate._id,
      ]);
      expect((list.body.blogs as BlogView[])[0]!.publishedAt).toBe(publishAt);
      const blogPage = (await page(app.server, `/blog?tag=${tag}`)).text;
      const order = [scheduled, again, immediate].map((b) => blogPage.indexOf(`/blog/${b.slug}"`));
      expect(order.every((at) => at > 0)).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(blogPage).toContain(`dateTime="${publishAt}"`);

      // The article's date and its structured data.
      const article = (await page(app.server, `/blog/${scheduled.slug}`)).text;
      expect(article).toContain(`<time dateTime="${publishAt}"`);
      expect(article).toContain(`"datePublished":"${publishAt}"`);
      expect(article).not.toContain(`dateTime="${scheduled.createdAt}"`);
      // Recent posts on another article: the newest is the one that went live last.
      const other = (await page(app.server, `/blog/${immediate.slug}`)).text;
      expect(other).toContain(`dateTime="${publishAt}"`);

      const rss = (await page(app.server, '/rss.xml')).text;
      const item = rss.slice(rss.indexOf(`/blog/${scheduled.slug}<`));
      expect(item.slice(0, item.indexOf('</item>'))).toContain(
        `<pubDate>${new Date(publishAt).toUTCString()}</pubDate>`,
      );
      const sitemap = (await page(app.server, '/sitemap.xml')).text;
      expect(sitemap).toContain(
        `/blog/${scheduled.slug}</loc><lastmod>${publishAt.slice(0, 10)}</lastmod>`,
      );
    });
  });
});

describe.each(backends)('two instances on one %s database', (backend) => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    const env = { BLOG_SCHEDULER_MS: '100' };
    first = await startServer({ backend, env });
    second = await startServer({
      backend,
      env,
      dataDir: first.dataDir,
      ...(first.databaseUrl ? { databaseUrl: first.databaseUrl } : {}),
    });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.dispose();
  });

  it('publishes each scheduled post exactly once', async () => {
    const token = await login(first, ADMIN.email, ADMIN.password);
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const blogs = [];
    for (let i = 0; i < 6; i += 1)
      blogs.push(await createBlog(first, token, { status: 'scheduled', publishAt }));
    await until(async () => {
      const rows = await queryDb<{ n: number | string }>(
        first,
        `select count(*) as n from blogs where status = 'scheduled'`,
      );
      return Number(rows[0]!.n) === 0;
    });
    // Both instances kept looking meanwhile: two more rounds on each, to do any harm they would.
    const rounds = (server: TestServer) => metric(server, 'blog_scheduler_runs_total');
    const after = await Promise.all([rounds(first), rounds(second)]);
    await until(async () => (await rounds(first)) >= after[0]! + 2);
    await until(async () => (await rounds(second)) >= after[1]! + 2);
    for (const blog of blogs) {
      const rows = await queryDb<{ reason: string }>(
        first,
        'select reason from blog_revisions where blog_id = ? order by created_at',
        [blog._id],
      );
      expect(rows.map((r) => r.reason)).toEqual(['created', 'published']);
    }
    // Both instances serve the published posts.
    for (const server of [first, second])
      expect((await page(server, `/blog/${blogs[0]!.slug}`)).status).toBe(200);
  });
});
