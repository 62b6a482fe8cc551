import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogView } from '~/domain/blog';
import { api, blogInput, createBlog, login } from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import { metric } from '~/tests/support/metrics';
import { ADMIN, backends, startServer, type TestServer } from '~/tests/support/server';

/** The scheduler looks for due posts this often in these tests. */
const SCHEDULER_MS = '200';

async function page(server: TestServer, path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Waits until `check` holds (the scheduler publishes within a round or two). */
const until = (check: () => Promise<boolean>) =>
  expect.poll(check, { timeout: 10_000, interval: 100 }).toBe(true);

describe.each(backends)('blog publishing on %s', (backend) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer({
      backend,
      env: { BLOG_SCHEDULER_MS: SCHEDULER_MS, PUBLIC_URL: 'https://blog.example.test' },
    });
    token = await login(server, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const patch = (id: string, body: Record<string, unknown>) =>
    api(server, 'PATCH', `/api/blogs/${id}`, { token, body });

  describe('slugs', () => {
    it('makes a unique slug from the title and serves the post at /blog/{slug}', async () => {
      const title = `Ship Faster: TypeScript & You ${Date.now()}`;
      const first = await createBlog(server, token, { title });
      const second = await createBlog(server, token, { title });
      expect(first.slug).toBe(`ship-faster-typescript-and-you-${title.split(' ').pop()}`);
      expect(second.slug).toBe(`${first.slug}-2`);
      const answer = await page(server, `/blog/${first.slug}`);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(
        `<link rel="canonical" href="https://blog.example.test/blog/${first.slug}"/>`,
      );
    });

    it('answers 308 from the record id and from a former slug to the current slug', async () => {
      const blog = await createBlog(server, token, { slug: `first-name-${Date.now()}` });
      const byId = await page(server, `/blog/${blog._id}?utm_source=mail`);
      expect(byId.status).toBe(308);
      expect(byId.headers.get('location')).toBe(`/blog/${blog.slug}?utm_source=mail`);

      const renamed = await patch(blog._id, { slug: `${blog.slug}-renamed` });
      expect(renamed.status).toBe(200);
      expect(renamed.body.blog!.slug).toBe(`${blog.slug}-renamed`);
      const old = await page(server, `/blog/${blog.slug}`);
      expect(old.status).toBe(308);
      expect(old.headers.get('location')).toBe(`/blog/${blog.slug}-renamed`);
      expect((await page(server, `/blog/${blog.slug}-renamed`)).status).toBe(200);
      expect((await page(server, `/blog/no-such-post-${Date.now()}`)).status).toBe(404);
    });

    it('keeps a former slug for its post: others may not take it, generated slugs skip it', async () => {
      const n = Date.now();
      const popular = await createBlog(server, token, { slug: `popular-post-${n}` });
      expect((await patch(popular._id, { slug: `popular-post-${n}-renamed` })).status).toBe(200);

      // Another post typing the old address is refused, on create and on edit.
      const typed = await api(server, 'POST', '/api/blogs', {
        token,
        body: blogInput({ slug: `popular-post-${n}` }),
      });
      expect(typed.status).toBe(400);
      expect(typed.body.errors?.slug).toBe(
        'This slug is reserved: it was the address of another post, and old links lead there',
      );
      const other = await createBlog(server, token);
      const edited = await patch(other._id, { slug: `popular-post-${n}` });
      expect(edited.status).toBe(400);
      expect(edited.body.errors?.slug).toContain('This slug is reserved');
      // A slug made from a title steps over it.
      const generated = await createBlog(server, token, { title: `Popular Post ${n}` });
      expect(generated.slug).toBe(`popular-post-${n}-2`);
      // Old links still reach the post they were shared for.
      const old = await page(server, `/blog/popular-post-${n}`);
      expect(old.status).toBe(308);
      expect(old.headers.get('location')).toBe(`/blog/popular-post-${n}-renamed`);

      // The post that owned the address may take it back.
      const back = await patch(popular._id, { slug: `popular-post-${n}` });
      expect(back.status).toBe(200);
      expect(back.body.blog!.slug).toBe(`popular-post-${n}`);
      expect((await page(server, `/blog/popular-post-${n}`)).status).toBe(200);
      expect((await page(server, `/blog/popular-post-${n}-renamed`)).headers.get('location')).toBe(
        `/blog/popular-post-${n}`,
      );
    });

    it('refuses malformed and taken slugs with a field error', async () => {
      const taken = await createBlog(server, token);
      for (const [slug, message] of [
        ['Upper Case', 'Use lowercase letters, digits and hyphens only'],
        ['trailing-', 'Use lowercase letters, digits and hyphens only'],
        ['0123456789abcdef01234567', 'looks like a record id'],
        [taken.slug, 'This slug is already used by another post'],
      ]) {
        const answer = await api(server, 'POST', '/api/blogs', {
          token,
          body: blogInput({ slug }),
        });
        expect(answer.status, slug).toBe(400);
        expect(answer.body.errors?.slug).toContain(message);
      }
    });
  });

  describe('status and schedule', () => {
    it('keeps drafts off every public list, and maps the active flag onto the status', async () => {
      const draft = await createBlog(server, token, { status: 'draft' });
      expect(draft).toMatchObject({ status: 'draft', isActive: false });
      const inactive = await createBlog(server, token, { isActive: false });
      expect(inactive.status).toBe('draft');
      for (const path of ['/blog', '/sitemap.xml', '/rss.xml', `/api/blogs?q=${draft.title}`])
        expect((await page(server, path)).text, path).not.toContain(draft.slug);
      expect((await page(server, `/blog/${draft.slug}`)).status).toBe(404);

      const published = await patch(draft._id, { isActive: true });
      expect(published.body.blog).toMatchObject({ status: 'published', isActive: true });
      expect(published.body.blog!.publishedAt).not.toBe('');
      expect((await page(server, '/sitemap.xml')).text).toContain(`/blog/${draft.slug}<`);
      const archived = await patch(draft._id, { status: 'archived' });
      expect(archived.body.blog).toMatchObject({ status: 'archived', isActive: false });
      expect((await page(server, `/blog/${draft.slug}`)).status).toBe(404);
    });

    it('refuses a scheduled post without a time or with a time in the past', async () => {
      const missing = await api(server, 'POST', '/api/blogs', {
        token,
        body: blogInput({ status: 'scheduled' }),
      });
      expect(missing.status).toBe(400);
      expect(missing.body.errors?.publishAt).toBe('Choose when the post goes live');
      const past = await api(server, 'POST', '/api/blogs', {
        token,
        body: blogInput({ status: 'scheduled', publishAt: '2020-01-01T10:00:00+01:00' }),
      });
      expect(past.status).toBe(400);
      expect(past.body.errors?.publishAt).toBe('Choose a time in the future');
    });

    it('publishes a scheduled post on time, on its own, and the pages follow', async () => {
      const publishAt = new Date(Date.now() + 2500).toISOString();
      const blog = await createBlog(server, token, { status: 'scheduled', publishAt });
      expect(blog).toMatchObject({ status: 'scheduled', isActive: false, publishAt });
      // Render and cache the pages while the post is still scheduled.
      for (const path of ['/blog', '/sitemap.xml', '/rss.xml'])
        expect((await page(server, path)).text).not.toContain(blog.slug);
      await until(async () => (await page(server, '/blog')).text.includes(blog.slug));
      for (const path of ['/sitemap.xml', '/rss.xml'])
        expect((await page(server, path)).text).toContain(`/blog/${blog.slug}<`);
      expect((await page(server, `/blog/${blog.slug}`)).status).toBe(200);
      const stored = (await api(server, 'GET', `/api/blogs/${blog._id}`, { token })).body.blog!;
      expect(stored).toMatchObject({ status: 'published', isActive: true, publishAt: '' });
      expect(stored.publishedAt).toBe(publishAt);
    });
  });

  describe('dates', () => {
    it('shows and sorts posts by when they went live, in lists, pages, the feed and the sitemap', async () => {
      const tag = `live-${Date.now()}`;
      // Written first, live last: scheduled a few seconds ahead.
      const publishAt = new Date(Date.now() + 3000).toISOString();
      const scheduled = await createBlog(server, token, {
        tag: [tag],
        status: 'scheduled',
        publishAt,
        schema: '',
      });
      // Written later, live at once; its publish time is set on the spot.
      const immediate = await createBlog(server, token, { tag: [tag] });
      expect(Date.parse(immediate.publishedAt)).toBeGreaterThanOrEqual(
        Date.parse(immediate.createdAt),
      );
      // Live before, taken down, then scheduled again: it goes live again at the new time.
      const again = await createBlog(server, token, { tag: [tag] });
      const firstLive = again.publishedAt;
      await patch(again._id, { status: 'draft' });
      const againAt = new Date(Date.now() + 2000).toISOString();
      expect((await patch(again._id, { status: 'scheduled', publishAt: againAt })).status).toBe(
        200,
      );

      const stored = async (id: string) =>
        (await api(server, 'GET', `/api/blogs/${id}`, { token })).body.blog!;
      await until(async () => (await stored(scheduled._id)).status === 'published');
      await until(async () => (await stored(again._id)).status === 'published');
      const live = await stored(scheduled._id);
      expect(live.publishedAt).toBe(publishAt);
      expect(live.createdAt < immediate.createdAt).toBe(true);
      const relaunched = await stored(again._id);
      expect(relaunched.publishedAt).toBe(againAt);
      expect(relaunched.publishedAt).not.toBe(firstLive);

      // Newest first by the time each went live.
      const list = await api(server, 'GET', `/api/blogs?tag=${tag}`);
      expect((list.body.blogs as BlogView[]).map((b) => b._id)).toEqual([
        scheduled._id,
        again._id,
        immediate._id,
      ]);
      expect((list.body.blogs as BlogView[])[0]!.publishedAt).toBe(publishAt);
      const blogPage = (await page(server, `/blog?tag=${tag}`)).text;
      const order = [scheduled, again, immediate].map((b) => blogPage.indexOf(`/blog/${b.slug}"`));
      expect(order.every((at) => at > 0)).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(blogPage).toContain(`dateTime="${publishAt}"`);

      // The article's date and its structured data.
      const article = (await page(server, `/blog/${scheduled.slug}`)).text;
      expect(article).toContain(`<time dateTime="${publishAt}"`);
      expect(article).toContain(`"datePublished":"${publishAt}"`);
      expect(article).not.toContain(`dateTime="${scheduled.createdAt}"`);
      // Recent posts on another article: the newest is the one that went live last.
      const other = (await page(server, `/blog/${immediate.slug}`)).text;
      expect(other).toContain(`dateTime="${publishAt}"`);

      const rss = (await page(server, '/rss.xml')).text;
      const item = rss.slice(rss.indexOf(`/blog/${scheduled.slug}<`));
      expect(item.slice(0, item.indexOf('</item>'))).toContain(
        `<pubDate>${new Date(publishAt).toUTCString()}</pubDate>`,
      );
      const sitemap = (await page(server, '/sitemap.xml')).text;
      expect(sitemap).toContain(
        `/blog/${scheduled.slug}</loc><lastmod>${publishAt.slice(0, 10)}</lastmod>`,
      );
    });
  });

  describe('preview', () => {
    it('shows a draft with a signed link, privately and unindexed, and 404 without one', async () => {
      const draft = await createBlog(server, token, { status: 'draft' });
      const answer = await api(server, 'POST', `/api/blogs/${draft._id}/preview`, { token });
      expect(answer.status).toBe(200);
      const path = answer.body.path as string;
      expect(path).toMatch(
        new RegExp(`^/blog/${draft.slug}\\?preview=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`),
      );
      expect(answer.body.url).toBe(`https://blog.example.test${path}`);
      expect(Date.parse(answer.body.expiresAt as string) - Date.now()).toBeGreaterThan(
        23 * 3600_000,
      );
      for (let i = 0; i < 2; i += 1) {
        const shown = await page(server, path);
        expect(shown.status).toBe(200);
        expect(shown.text).toContain(draft.title);
        expect(shown.text).toContain('<meta name="robots" content="noindex"/>');
        expect(shown.headers.get('cache-control')).toBe('private, no-store');
        expect(shown.headers.get('x-page-cache')).toBeNull();
      }
      expect((await page(server, `/blog/${draft.slug}`)).status).toBe(404);
      expect((await page(server, `${path}x`)).status).toBe(404);
      expect((await page(server, `/blog/${draft.slug}?preview=abc.def`)).status).toBe(404);
      // Only its editors may ask for a link.
      expect((await api(server, 'POST', `/api/blogs/${draft._id}/preview`)).status).toBe(401);
    });
  });

  describe('revisions', () => {
    it('keeps every save and restores an old one as a new revision', async () => {
      const blog = await createBlog(server, token, { title: `Original title ${Date.now()}` });
      await patch(blog._id, { title: `Edited title ${Date.now()}`, tag: ['changed'] });
      const list = await api(server, 'GET', `/api/blogs/${blog._id}/revisions`, { token });
      const revisions = list.body.revisions as {
        _id: string;
        reason: string;
        author: string;
        snapshot: BlogView;
      }[];
      expect(revisions.map((r) => r.reason)).toEqual(['edited', 'created']);
      expect(revisions[1]!.snapshot.title).toBe(blog.title);
      expect(revisions[0]!.author).toBe('Ada');

      const restored = await api(
        server,
        'POST',
        `/api/blogs/${blog._id}/revisions/${revisions[1]!._id}/restore`,
        { token },
      );
      expect(restored.status).toBe(200);
      expect(restored.body.blog).toMatchObject({ title: blog.title, tag: blog.tag });
      expect((await page(server, `/blog/${blog.slug}`)).text).toContain(blog.title);
      const after = await api(server, 'GET', `/api/blogs/${blog._id}/revisions`, { token });
      expect((after.body.revisions as { reason: string }[]).map((r) => r.reason)).toEqual([
        'restored',
        'edited',
        'created',
      ]);
      expect(
        (
          await api(
            server,
            'POST',
            `/api/blogs/${blog._id}/revisions/ffffffffffffffffffffffff/restore`,
            { token },
          )
        ).status,
      ).toBe(404);
    });
  });

  describe('dashboard list', () => {
    it('filters by status, author, tag and search words, and sorts by date', async () => {
      const tag = `filter-${Date.now()}`;
      const draft = await createBlog(server, token, {
        status: 'draft',
        tag: [tag],
        title: `Quarterly roadmap ${tag}`,
      });
      const live = await createBlog(server, token, { tag: [tag], title: `Hiring notes ${tag}` });
      const list = async (query: string) => {
        const answer = await api(server, 'GET', `/api/blogs/userBlogs?${query}`, { token });
        expect(answer.status).toBe(200);
        return answer.body as unknown as { blogs: BlogView[]; authors: string[] };
      };
      const ids = async (query: string) => (await list(query)).blogs.map((b) => b._id);
      expect(await ids(`tag=${tag}`)).toEqual([live._id, draft._id]);
      expect(await ids(`tag=${tag}&sort=oldest`)).toEqual([draft._id, live._id]);
      expect(await ids(`tag=${tag}&status=draft`)).toEqual([draft._id]);
      expect(await ids(`tag=${tag}&status=published`)).toEqual([live._id]);
      expect(await ids(`tag=${tag}&q=quarterly`)).toEqual([draft._id]);
      expect(await ids(`tag=${tag}&author=ada`)).toEqual([live._id, draft._id]);
      expect(await ids(`tag=${tag}&author=Nobody`)).toEqual([]);
      expect((await list(`tag=${tag}`)).authors).toContain('Ada');
      // An unknown status or sort is ignored rather than refused.
      expect(await ids(`tag=${tag}&status=lost&sort=sideways`)).toEqual([live._id, draft._id]);
    });
  });

  describe('images and social cards', () => {
    it('accepts an image without alt text from API clients, as it always did, and shows it as decorative', async () => {
      // A client written before alt texts existed sends an image and no imageAlt or thumbAlt.
      const { imageAlt: _imageAlt, thumbAlt: _thumbAlt, ...older } = blogInput();
      const created = await api(server, 'POST', '/api/blogs', { token, body: older });
      expect(created.status).toBe(201);
      const blog = created.body.blog!;
      expect(blog).toMatchObject({ imageUrl: older.imageUrl, imageAlt: '', thumbAlt: '' });
      const html = (await page(server, `/blog/${blog.slug}`)).text;
      // No description is known, so the picture is not announced rather than announced wrongly.
      expect(html).toMatch(
        new RegExp(
          `<img[^>]*src="${blog.imageUrl}"[^>]*alt=""|<img[^>]*alt=""[^>]*src="${blog.imageUrl}"`,
        ),
      );
      expect(html).not.toContain('og:image:alt');

      const described = await patch(blog._id, { imageAlt: 'A rocket over a code editor' });
      expect(described.status).toBe(200);
      const cleared = await patch(blog._id, { imageAlt: '' });
      expect(cleared.status).toBe(200);
      expect(cleared.body.blog!.imageAlt).toBe('');
    });

    it('refuses pictures from other sites in the body; absolute addresses of this site become paths', async () => {
      const message = 'Upload pictures in the text here: images from other sites cannot be shown';
      for (const img of [
        '<img src="https://cdn.example.com/chart.png" alt="Chart">',
        "<img alt='Chart' src='//cdn.example.com/chart.png'>",
        '<IMG SRC=http://cdn.example.com/chart.png>',
      ]) {
        const answer = await api(server, 'POST', '/api/blogs', {
          token,
          body: blogInput({ longDescription: `<p>Our results:</p><p>${img}</p>` }),
        });
        expect(answer.status, img).toBe(400);
        expect(answer.body.errors?.longDescription, img).toBe(message);
      }
      const blog = await createBlog(server, token);
      const edited = await patch(blog._id, {
        longDescription: '<p>Chart <img src="https://cdn.example.com/chart.png"></p>',
      });
      expect(edited.status).toBe(400);
      expect(edited.body.errors?.longDescription).toBe(message);

      // The address the upload API answers with is this site's own: it is kept, as a path.
      const own = await patch(blog._id, {
        longDescription: `<p>Chart <img src="https://blog.example.test/uploads/0123456789abcdef01234567.webp" alt="Chart"></p>`,
      });
      expect(own.status).toBe(200);
      expect(own.body.blog!.longDescription).toBe(
        '<p>Chart <img src="/uploads/0123456789abcdef01234567.webp" alt="Chart" /></p>',
      );
    });

    it('uses the alt text on the page and in the cards', async () => {
      const blog = await createBlog(server, token, {
        imageAlt: 'A rocket over a code editor',
        thumbAlt: 'A small rocket',
      });
      const html = (await page(server, `/blog/${blog.slug}`)).text;
      expect(html).toContain(`alt="A rocket over a code editor"`);
      expect(html).toContain(
        `<meta property="og:image" content="https://blog.example.test${blog.imageUrl}"/>`,
      );
      expect(html).toContain(
        `<meta name="twitter:image" content="https://blog.example.test${blog.imageUrl}"/>`,
      );
      expect(html).toContain(
        `<meta property="og:image:alt" content="A rocket over a code editor"/>`,
      );
      expect(html).toMatch(/\d+ min read/);
      expect((await page(server, '/blog')).text).toContain(`alt="A small rocket"`);
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
