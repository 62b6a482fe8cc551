import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogView } from '~/domain/blog';
import {
  api,
  blogInput,
  createBlog,
  createStaff,
  login,
  unique,
  unknownId,
  type ApiBody,
} from '~/tests/support/api';
import { execDb, queryDb } from '~/tests/support/db';
import { ADMIN, backends, startServer, type TestServer } from '~/tests/support/server';

const NOT_ALLOWED = 'This field is not allowed';
/**
 * Blogs in the order the lists promise: newest first, and by id among blogs made in the same
 * millisecond.
 */
const newestFirst = (blogs: BlogView[]) =>
  [...blogs]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id))
    .map((blog) => blog._id);

describe.each(backends)('blogs API on %s', (backend) => {
  let server: TestServer;
  let adminToken: string;
  let author: Awaited<ReturnType<typeof createStaff>>;
  let other: Awaited<ReturnType<typeof createStaff>>;

  beforeAll(async () => {
    server = await startServer({ backend });
    adminToken = await login(server, ADMIN.email, ADMIN.password);
    author = await createStaff(server, adminToken, { firstName: 'Ada', lastName: 'Lovelace' });
    other = await createStaff(server, adminToken);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const countBlogs = async () =>
    Number(
      (await queryDb<{ n: number | string }>(server, 'select count(*) as n from blogs'))[0]!.n,
    );
  const blogRow = async (id: string) =>
    (await queryDb(server, 'select * from blogs where id = ?', [id]))[0];
  /** Public list as an anonymous visitor. */
  const list = async (query: Record<string, string | number>) => {
    const params = new URLSearchParams(
      Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
    );
    const answer = await api(server, 'GET', `/api/blogs?${params}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as ApiBody & { blogs: BlogView[]; total: number; pages: number };
  };

  describe('create', () => {
    it('creates a blog with every field as staff (201) and stores it', async () => {
      const input = blogInput({ isActive: false, tag: ['  Design  ', 'ux'] });
      const before = await countBlogs();
      const answer = await api(server, 'POST', '/api/blogs', { token: author.token, body: input });
      expect(answer.status).toBe(201);
      expect(answer.body.message).toBe('Blog created');
      const blog = answer.body.blog!;
      expect(blog).toMatchObject({
        title: input.title,
        shortDescription: input.shortDescription,
        longDescription: input.longDescription,
        metaTitle: input.metaTitle,
        metaKeyword: input.metaKeyword,
        metaDescription: input.metaDescription,
        imageUrl: input.imageUrl,
        thumbImageUrl: input.thumbImageUrl,
        category: input.category,
        tag: ['Design', 'ux'],
        isActive: false,
        schema: input.schema,
        author: 'Ada Lovelace',
        authorId: author.user._id,
      });
      expect(blog._id).toMatch(/^[0-9a-f]{24}$/);
      expect(Date.parse(blog.createdAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(blog.updatedAt).toBe(blog.createdAt);
      expect(await countBlogs()).toBe(before + 1);
      expect(await blogRow(blog._id)).toMatchObject({
        title: input.title,
        author_id: author.user._id,
        author: 'Ada Lovelace',
      });
      // What the API answered is what a later read returns.
      const read = await api(server, 'GET', `/api/blogs/${blog._id}`, { token: author.token });
      expect(read.body.blog).toEqual(blog);
    });

    it('applies defaults to the optional fields', async () => {
      const answer = await api(server, 'POST', '/api/blogs', {
        token: other.token,
        body: { title: 'Minimal', shortDescription: 'Short', longDescription: '<p>Body</p>' },
      });
      expect(answer.status).toBe(201);
      expect(answer.body.blog).toMatchObject({
        metaTitle: '',
        metaKeyword: '',
        metaDescription: '',
        imageUrl: '',
        thumbImageUrl: '',
        category: '',
        tag: [],
        isActive: true,
        schema: '',
        authorId: other.user._id,
      });
    });

    it('rejects _id, author, createdAt, authorId and unknown keys (400) and stores nothing', async () => {
      const before = await countBlogs();
      const forged: Record<string, unknown> = {
        _id: unknownId(),
        author: 'Someone Else',
        authorId: other.user._id,
        createdAt: '2001-01-01T00:00:00.000Z',
        updatedAt: '2001-01-01T00:00:00.000Z',
        id: unknownId(),
        seed_key: 'x',
        isAdmin: true,
        unknownKey: 1,
      };
      for (const [key, value] of Object.entries(forged)) {
        const answer = await api(server, 'POST', '/api/blogs', {
          token: author.token,
          body: { ...blogInput(), [key]: value },
        });
        expect(answer.status, key).toBe(400);
        expect(answer.body.message).toBeTruthy();
        expect(answer.body.errors, key).toEqual({ [key]: NOT_ALLOWED });
      }
      const all = await api(server, 'POST', '/api/blogs', {
        token: author.token,
        body: { ...blogInput(), ...forged },
      });
      expect(all.status).toBe(400);
      for (const key of Object.keys(forged)) expect(all.body.errors?.[key], key).toBe(NOT_ALLOWED);
      expect(await countBlogs()).toBe(before);
      expect(await queryDb(server, 'select id from blogs where id = ?', [forged._id])).toHaveLength(
        0,
      );
    });

    it('answers 400 with messages for missing or invalid fields', async () => {
      const before = await countBlogs();
      const post = (body: unknown) =>
        api(server, 'POST', '/api/blogs', { token: author.token, body });

      const empty = await post({});
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual({
        title: 'Title is required',
        shortDescription: 'Short description is required',
        longDescription: 'Long description is required',
      });

      const blank = await post(
        blogInput({ title: '   ', shortDescription: '', longDescription: '<p> </p><br>' }),
      );
      expect(blank.status).toBe(400);
      expect(blank.body.errors).toEqual({
        title: 'Title is required',
        shortDescription: 'Short description is required',
        longDescription: 'Long description is required',
      });

      for (const schema of ['{not json', '"just a string"', '42', 'null']) {
        const answer = await post(blogInput({ schema }));
        expect(answer.status, schema).toBe(400);
        expect(answer.body.errors, schema).toEqual({ schema: 'Schema must be valid JSON' });
      }

      const wrong = await post({
        ...blogInput(),
        title: 'x'.repeat(201),
        tag: 'not-an-array',
        isActive: 'yes',
        imageUrl: 'javascript:alert(1)',
        thumbImageUrl: 'data:image/png;base64,AAAA',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toMatchObject({
        title: 'Title must be at most 200 characters',
        imageUrl: 'Upload the image here: images from other sites cannot be shown',
        thumbImageUrl: 'Upload the image here: images from other sites cannot be shown',
      });

      // Images on other sites would be blocked by the CSP and show broken: refused up front.
      const remote = await post({ ...blogInput(), imageUrl: 'https://images.example.com/a.png' });
      expect(remote.status).toBe(400);
      expect(remote.body.errors).toEqual({
        imageUrl: 'Upload the image here: images from other sites cannot be shown',
      });

      // This site's own address is this site's image: kept as its path.
      const own = await post({ ...blogInput(), imageUrl: `${server.url}/uploads/own-image.webp` });
      expect(own.status).toBe(201);
      expect(own.body.blog!.imageUrl).toBe('/uploads/own-image.webp');
      await api(server, 'DELETE', `/api/blogs/${own.body.blog!._id}`, { token: author.token });

      // One control character would make the RSS feed unreadable: refused next to the field.
      const control = await post({ ...blogInput(), title: 'Bell\u0007 title', tag: ['ok\u0001'] });
      expect(control.status).toBe(400);
      expect(control.body.errors).toMatchObject({
        title: 'Title contains characters that cannot be shown',
      });
      expect(wrong.body.errors?.tag).toBeTruthy();
      expect(wrong.body.errors?.isActive).toBeTruthy();

      const notAnObject = await post(['title']);
      expect(notAnObject.status).toBe(400);

      const malformed = await api(server, 'POST', '/api/blogs', {
        token: author.token,
        rawBody: '{"title": "x",',
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ status: 400, message: 'Malformed JSON body' });
      expect(await countBlogs()).toBe(before);
    });

    it('answers 401 without a valid token', async () => {
      const before = await countBlogs();
      for (const token of [undefined, 'garbage']) {
        const answer = await api(server, 'POST', '/api/blogs', { token, body: blogInput() });
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ status: 401, message: 'Please sign in again' });
      }
      expect(await countBlogs()).toBe(before);
    });

    it('cleans longDescription: no script, no event handlers, no javascript: or data: URLs', async () => {
      const hostile = [
        '<h2>Safe heading</h2>',
        '<p class="ql-align-center">Keep me</p>',
        '<script>alert("s1")</script>',
        '<img src="/uploads/0123456789abcdef01234567.webp" alt="ok" onerror="alert(\'s2\')">',
        '<p onclick="alert(\'s3\')" onmouseover="alert(\'s4\')">Click text</p>',
        '<a href="javascript:alert(\'s5\')">js link</a>',
        '<a href="JaVaScRiPt&#58;alert(\'s6\')">encoded js link</a>',
        '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
        '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
        '<iframe src="https://evil.example"></iframe>',
        '<svg><script>alert("s7")</script></svg>',
        '<p style="background:url(javascript:alert(1))">styled</p>',
        '<a href="https://example.com" target="_blank">ok link</a>',
      ].join('');
      const created = await api(server, 'POST', '/api/blogs', {
        token: author.token,
        body: blogInput({ longDescription: hostile }),
      });
      expect(created.status).toBe(201);
      const check = (html: string) => {
        const lower = html.toLowerCase();
        for (const bad of [
          '<script',
          'alert',
          'onerror',
          'onclick',
          'onmouseover',
          'javascript',
          'data:',
          '<iframe',
          '<svg',
          'style=',
        ]) {
          expect(lower, bad).not.toContain(bad);
        }
        expect(html).toContain('<h2>Safe heading</h2>');
        expect(html).toContain('<p class="ql-align-center">Keep me</p>');
        expect(html).toContain('Click text');
        expect(html).toContain('src="/uploads/0123456789abcdef01234567.webp"');
        const link = /<a\b[^>]*>ok link<\/a>/.exec(html)?.[0] ?? '';
        expect(link).toContain('href="https://example.com"');
        expect(link).toContain('target="_blank"');
        expect(link).toContain('rel="noopener noreferrer nofollow"');
      };
      const blog = created.body.blog!;
      check(blog.longDescription);
      const row = (await blogRow(blog._id)) as { long_description: string };
      expect(row.long_description).toBe(blog.longDescription);

      // Updates are cleaned the same way.
      const updated = await api(server, 'PATCH', `/api/blogs/${blog._id}`, {
        token: author.token,
        body: { longDescription: `${hostile}<p>edited</p>` },
      });
      expect(updated.status).toBe(200);
      check(updated.body.blog!.longDescription);
      expect(updated.body.blog!.longDescription).toContain('edited');
    });
  });

  describe('public list', () => {
    it('lists active blogs newest first and hides inactive ones', async () => {
      const tag = unique('order');
      const made: BlogView[] = [];
      for (let i = 0; i < 3; i += 1) {
        made.push(
          await createBlog(server, author.token, { title: `Order ${i} ${tag}`, tag: [tag] }),
        );
      }
      const hidden = await createBlog(server, author.token, {
        title: `Hidden ${tag}`,
        tag: [tag],
        isActive: false,
      });
      const page = await list({ tag });
      expect(page.total).toBe(3);
      expect(page.blogs.map((b) => b._id)).toEqual(newestFirst(made));

      // Across the whole list: only active blogs, newest first.
      const everything = await list({ limit: 50 });
      expect(everything.blogs.map((b) => b._id)).not.toContain(hidden._id);
      const dates = everything.blogs.map((b) => b.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());

      // Deactivating hides a blog; reactivating shows it again. (Searched by title, which every
      // update keeps, so this does not depend on how partial updates treat other fields.)
      const deactivated = await api(server, 'PATCH', `/api/blogs/${made[0]!._id}`, {
        token: author.token,
        body: { isActive: false },
      });
      expect(deactivated.status).toBe(200);
      expect((await list({ q: made[0]!.title })).total).toBe(0);
      expect((await api(server, 'GET', `/api/blogs/${made[0]!._id}`)).status).toBe(404);
      const reactivated = await api(server, 'PATCH', `/api/blogs/${hidden._id}`, {
        token: author.token,
        body: { isActive: true },
      });
      expect(reactivated.status).toBe(200);
      expect((await list({ q: hidden.title })).blogs.map((b) => b._id)).toEqual([hidden._id]);
      expect((await api(server, 'GET', `/api/blogs/${hidden._id}`)).status).toBe(200);
    });

    it('searches title, short description, tags and body with q, ranked, and filters by tag', async () => {
      const word = unique('needle');
      const tagged = unique('tagged');
      const inBodyOnly = await createBlog(server, author.token, {
        longDescription: `<h2>Notes</h2><p>Somewhere deep in the text: <strong>${word}</strong>.</p>`,
      });
      const inTag = await createBlog(server, author.token, { tag: [word, tagged] });
      const inShort = await createBlog(server, other.token, {
        shortDescription: `A short text with ${word.toUpperCase()} in it`,
      });
      const inTitle = await createBlog(server, author.token, { title: `About ${word} things` });
      const inactive = await createBlog(server, author.token, {
        title: `Inactive ${word}`,
        isActive: false,
      });

      const found = await list({ q: word.toUpperCase() });
      expect(found.total).toBe(4);
      const ids = found.blogs.map((b) => b._id);
      expect(new Set(ids)).toEqual(new Set([inTitle._id, inShort._id, inTag._id, inBodyOnly._id]));
      expect(ids).not.toContain(inactive._id);
      // Ranked: a title match first, a match in the body alone last, whatever the dates.
      expect(ids[0]).toBe(inTitle._id);
      expect(ids.at(-1)).toBe(inBodyOnly._id);
      // Lists carry summaries, never the body.
      expect(found.blogs[0]).not.toHaveProperty('longDescription');
      expect(found.blogs[0]).not.toHaveProperty('schema');
      expect(found.blogs[0]).toMatchObject({ title: inTitle.title, author: 'Ada Lovelace' });

      // Several words must all appear; the last may be the start of a word.
      expect((await list({ q: `deep ${word}` })).blogs.map((b) => b._id)).toEqual([inBodyOnly._id]);
      expect((await list({ q: `things ${word.slice(0, -3)}` })).blogs.map((b) => b._id)).toEqual([
        inTitle._id,
      ]);

      const byTag = await list({ tag: tagged.toUpperCase() });
      expect(byTag.blogs.map((b) => b._id)).toEqual([inTag._id]);
      // A tag filter matches whole tags, not parts of them.
      expect((await list({ tag: tagged.slice(0, -2) })).total).toBe(0);
      expect((await list({ q: word, tag: tagged })).blogs.map((b) => b._id)).toEqual([inTag._id]);

      // Whatever a visitor types is words, never query syntax: no error, no accidental match.
      for (const q of ['%', '_', '%%', '\\', '"', '*', '(', 'NEAR(', '-', ':*', '!', '&|']) {
        const answer = await list({ q });
        expect(answer.total, q).toBe(0);
      }
      for (const q of [
        `${unique('none')}' OR '1'='1`,
        `"${unique('none')}" OR ${word}`,
        `${unique('none')} NOT ${word}`,
        `${unique('none')} ${word}*`,
        `title:${unique('none')}`,
        `${unique('nöne')} 東京 😀`,
      ]) {
        const answer = await list({ q });
        expect(answer.total, q).toBe(0);
      }
    });

    it('paginates with page and limit and reports total and pages', async () => {
      const tag = unique('pages');
      const made: BlogView[] = [];
      for (let i = 0; i < 5; i += 1)
        made.push(await createBlog(server, other.token, { tag: [tag] }));
      const newest = newestFirst(made);
      const first = await list({ tag, limit: 2 });
      expect(first).toMatchObject({ total: 5, pages: 3, page: 1, limit: 2 });
      expect(first.blogs.map((b) => b._id)).toEqual(newest.slice(0, 2));
      const second = await list({ tag, limit: 2, page: 2 });
      expect(second.blogs.map((b) => b._id)).toEqual(newest.slice(2, 4));
      const third = await list({ tag, limit: 2, page: 3 });
      expect(third).toMatchObject({ total: 5, pages: 3, page: 3 });
      expect(third.blogs.map((b) => b._id)).toEqual(newest.slice(4));
      const beyond = await list({ tag, limit: 2, page: 4 });
      expect(beyond.blogs).toEqual([]);
      expect(beyond.total).toBe(5);

      const defaults = await list({ tag });
      expect(defaults).toMatchObject({ page: 1, limit: 9, total: 5, pages: 1 });
      expect((await list({ tag: unique('empty') })).pages).toBe(1);

      for (const query of [
        'limit=0',
        'limit=51',
        'page=0',
        'page=abc',
        'limit=-1',
        'q=' + 'x'.repeat(101),
      ]) {
        const answer = await api(server, 'GET', `/api/blogs?${query}`);
        expect(answer.status, query).toBe(400);
        expect(answer.body.message).toBe('Invalid search');
        expect(Object.keys(answer.body.errors ?? {}).length, query).toBeGreaterThan(0);
      }
    });
  });

  describe('blog page', () => {
    const read = async (path: string) =>
      (await (await fetch(`${server.url}${path}`)).text()).replaceAll('<!-- -->', '');

    it('past the last page says there are no more articles, not that a search found nothing', async () => {
      const past = await read('/blog?page=999');
      expect(past).toContain('There are no more articles.');
      expect(past).toMatch(/href="\/blog"[^>]*>Go to the first page<\/a>/);
      expect(past).not.toContain('No articles match your search');
      expect(past).not.toContain('Page 999 of');

      const tag = `t-${Date.now()}`;
      await createBlog(server, author.token, { tag: [tag] });
      const pastSearch = await read(`/blog?tag=${tag}&page=3`);
      expect(pastSearch).toContain('There are no more articles.');
      expect(pastSearch).toMatch(
        new RegExp(`href="/blog\\?tag=${tag}"[^>]*>Go to the first page</a>`),
      );

      // A search that finds nothing still says so.
      const nothing = await read('/blog?q=zqxjvwordnobodywrites');
      expect(nothing).toContain('No articles match your search.');
      expect(nothing).not.toContain('There are no more articles');
    });
  });

  describe('read one', () => {
    it('shows active blogs to everyone and inactive ones only to their author and admins', async () => {
      const active = await createBlog(server, author.token);
      const anonymous = await api(server, 'GET', `/api/blogs/${active._id}`);
      expect(anonymous.status).toBe(200);
      expect(anonymous.body.blog).toEqual(active);

      const inactive = await createBlog(server, author.token, { isActive: false });
      const path = `/api/blogs/${inactive._id}`;
      for (const [who, token] of [
        ['anonymous', undefined],
        ['other staff', other.token],
        ['bad token', 'garbage'],
      ] as const) {
        const answer = await api(server, 'GET', path, { token });
        expect(answer.status, who).toBe(404);
        expect(answer.body, who).toEqual({ status: 404, message: 'Blog not found' });
      }
      const own = await api(server, 'GET', path, { token: author.token });
      expect(own.status).toBe(200);
      expect(own.body.blog!.isActive).toBe(false);
      const admin = await api(server, 'GET', path, { token: adminToken });
      expect(admin.status).toBe(200);
      expect(admin.body.blog!._id).toBe(inactive._id);
    });

    it('answers 404 JSON for unknown and malformed ids', async () => {
      for (const id of [
        unknownId(),
        'not-an-id',
        '0',
        'ABCDEFABCDEFABCDEFABCDEF',
        '%27%20or%201%3D1',
      ]) {
        const answer = await api(server, 'GET', `/api/blogs/${id}`);
        expect(answer.status, id).toBe(404);
        expect(answer.body).toEqual({ status: 404, message: 'Blog not found' });
      }
    });
  });

  describe('userBlogs', () => {
    it('shows staff only their own blogs (active or not) and admins every blog', async () => {
      const staffA = await createStaff(server, adminToken);
      const staffB = await createStaff(server, adminToken);
      const a1 = await createBlog(server, staffA.token);
      const a2 = await createBlog(server, staffA.token, { isActive: false });
      const b1 = await createBlog(server, staffB.token);

      const mine = await api(server, 'GET', '/api/blogs/userBlogs', { token: staffA.token });
      expect(mine.status).toBe(200);
      expect(mine.body.blogs!.map((b) => b._id).sort()).toEqual([a1._id, a2._id].sort());
      expect(mine.body.blogs!.every((b) => b.authorId === staffA.user._id)).toBe(true);

      const theirs = await api(server, 'GET', '/api/blogs/userBlogs', { token: staffB.token });
      expect(theirs.body.blogs!.map((b) => b._id)).toEqual([b1._id]);

      const admin = await api(server, 'GET', '/api/blogs/userBlogs', { token: adminToken });
      expect(admin.status).toBe(200);
      const ids = admin.body.blogs!.map((b) => b._id);
      expect(ids).toEqual(expect.arrayContaining([a1._id, a2._id, b1._id]));
      expect(ids.length).toBe(await countBlogs());

      const anonymous = await api(server, 'GET', '/api/blogs/userBlogs');
      expect(anonymous.status).toBe(401);
    });
  });

  describe('update', () => {
    it('lets the author update with PATCH and PUT and keeps the other fields', async () => {
      const blog = await createBlog(server, author.token);
      // Last changed a minute before it was made, so the update's own time shows however fast.
      const earlier = new Date(Date.parse(blog.updatedAt) - 60_000).toISOString();
      await execDb(server, 'update blogs set updated_at = ? where id = ?', [earlier, blog._id]);
      const patched = await api(server, 'PATCH', `/api/blogs/${blog._id}`, {
        token: author.token,
        body: { title: '  Renamed title  ', tag: ['one', 'two'] },
      });
      expect(patched.status).toBe(200);
      expect(patched.body.message).toBe('Blog updated');
      expect(patched.body.blog).toMatchObject({
        ...blog,
        title: 'Renamed title',
        tag: ['one', 'two'],
        updatedAt: expect.any(String),
      });
      expect(patched.body.blog!.updatedAt >= blog.updatedAt).toBe(true);
      expect(await blogRow(blog._id)).toMatchObject({ title: 'Renamed title' });

      const put = await api(server, 'PUT', `/api/blogs/${blog._id}`, {
        token: author.token,
        body: { shortDescription: 'Changed by PUT', schema: '  {"@type":"Article"}  ' },
      });
      expect(put.status).toBe(200);
      expect(put.body.blog).toMatchObject({
        title: 'Renamed title',
        shortDescription: 'Changed by PUT',
        schema: '{"@type":"Article"}',
        author: blog.author,
        authorId: blog.authorId,
        createdAt: blog.createdAt,
      });
    });

    it('keeps an inactive blog hidden when its author edits only the title', async () => {
      const tag = unique('draft');
      const draft = await createBlog(server, author.token, { isActive: false, tag: [tag] });
      const answer = await api(server, 'PATCH', `/api/blogs/${draft._id}`, {
        token: author.token,
        body: { title: `Draft renamed ${tag}` },
      });
      expect(answer.status).toBe(200);
      // A partial update must not touch the fields it does not mention.
      expect(answer.body.blog).toMatchObject({ isActive: false, tag: [tag] });
      expect((await api(server, 'GET', `/api/blogs/${draft._id}`)).status).toBe(404);
      expect((await list({ q: tag })).total).toBe(0);
    });

    it('answers 403 to other staff, lets an admin edit, and 404 for unknown ids', async () => {
      const blog = await createBlog(server, author.token);
      const before = await blogRow(blog._id);
      for (const method of ['PATCH', 'PUT']) {
        const denied = await api(server, method, `/api/blogs/${blog._id}`, {
          token: other.token,
          body: { title: 'Hijacked' },
        });
        expect(denied.status, method).toBe(403);
        expect(denied.body).toEqual({ status: 403, message: 'You can only edit your own blogs' });
      }
      expect(await blogRow(blog._id)).toEqual(before);

      const admin = await api(server, 'PATCH', `/api/blogs/${blog._id}`, {
        token: adminToken,
        body: { title: 'Edited by admin', isActive: false },
      });
      expect(admin.status).toBe(200);
      expect(admin.body.blog).toMatchObject({
        title: 'Edited by admin',
        isActive: false,
        authorId: author.user._id,
        author: blog.author,
      });

      for (const id of [unknownId(), 'not-an-id']) {
        const answer = await api(server, 'PATCH', `/api/blogs/${id}`, {
          token: author.token,
          body: { title: 'x' },
        });
        expect(answer.status, id).toBe(404);
        expect(answer.body).toEqual({ status: 404, message: 'Blog not found' });
      }
      const anonymous = await api(server, 'PATCH', `/api/blogs/${blog._id}`, {
        body: { title: 'x' },
      });
      expect(anonymous.status).toBe(401);
    });

    it('answers 400 to an invalid body and changes nothing', async () => {
      const blog = await createBlog(server, author.token);
      const before = await blogRow(blog._id);
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ title: '' }, { title: 'Title is required' }],
        [{ _id: unknownId() }, { _id: NOT_ALLOWED }],
        [{ author: 'Mallory' }, { author: NOT_ALLOWED }],
        [{ authorId: other.user._id }, { authorId: NOT_ALLOWED }],
        [{ createdAt: '2000-01-01T00:00:00.000Z' }, { createdAt: NOT_ALLOWED }],
        [{ schema: '{oops' }, { schema: 'Schema must be valid JSON' }],
        [{ longDescription: '<p> </p>' }, { longDescription: 'Long description is required' }],
        [{ title: 'ok', extra: true }, { extra: NOT_ALLOWED }],
      ];
      for (const [body, errors] of cases) {
        const answer = await api(server, 'PATCH', `/api/blogs/${blog._id}`, {
          token: author.token,
          body,
        });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.errors, JSON.stringify(body)).toEqual(errors);
      }
      const malformed = await api(server, 'PATCH', `/api/blogs/${blog._id}`, {
        token: author.token,
        rawBody: '{"title":',
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe('Malformed JSON body');
      expect(await blogRow(blog._id)).toEqual(before);
    });
  });

  describe('delete', () => {
    it('answers 403 to other staff; the author deletes (200), then 404', async () => {
      const blog = await createBlog(server, author.token);
      const path = `/api/blogs/${blog._id}`;
      const denied = await api(server, 'DELETE', path, { token: other.token });
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({ status: 403, message: 'You can only delete your own blogs' });
      expect(await blogRow(blog._id)).toBeTruthy();
      expect((await api(server, 'DELETE', path)).status).toBe(401);

      const deleted = await api(server, 'DELETE', path, { token: author.token });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ status: 200, message: 'Blog deleted' });
      expect(await blogRow(blog._id)).toBeUndefined();
      expect((await api(server, 'GET', path, { token: author.token })).status).toBe(404);
      const again = await api(server, 'DELETE', path, { token: author.token });
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ status: 404, message: 'Blog not found' });
      expect(
        (await api(server, 'DELETE', '/api/blogs/not-an-id', { token: author.token })).status,
      ).toBe(404);
    });

    it("lets an admin delete anyone's blog", async () => {
      const blog = await createBlog(server, other.token);
      const answer = await api(server, 'DELETE', `/api/blogs/${blog._id}`, { token: adminToken });
      expect(answer.status).toBe(200);
      expect(await blogRow(blog._id)).toBeUndefined();
    });
  });

  describe('OpenAPI', () => {
    it('describes the blog and account endpoints from the same schemas', async () => {
      const answer = await api(server, 'GET', '/api/openapi.json');
      expect(answer.status).toBe(200);
      const doc = answer.body as unknown as {
        openapi: string;
        paths: Record<string, Record<string, unknown>>;
        components: {
          schemas: Record<
            string,
            { properties?: object; required?: string[]; additionalProperties?: unknown }
          >;
        };
      };
      expect(doc.openapi).toMatch(/^3\./);
      for (const path of [
        '/users/login',
        '/users/logout',
        '/users/me',
        '/users/me/password',
        '/users',
        '/users/{id}',
        '/blogs',
        '/blogs/userBlogs',
        '/blogs/{id}',
        '/upload',
      ]) {
        expect(doc.paths[path], path).toBeTruthy();
      }
      const blogSchema = doc.components.schemas.BlogInput!;
      // Every field the factory writes, and the status it leaves to the active flag.
      expect(Object.keys(blogSchema.properties ?? {}).sort()).toEqual(
        [...Object.keys(blogInput()), 'status'].sort(),
      );
      expect(blogSchema.required).toEqual(
        expect.arrayContaining(['title', 'shortDescription', 'longDescription']),
      );
      expect(blogSchema.additionalProperties).toBe(false);
      expect(doc.components.schemas.Login!.required?.sort()).toEqual(['email', 'password']);
      expect(doc.components.schemas.CreateStaff!.additionalProperties).toBe(false);
    });
  });
});
