import { describe, expect, it } from 'vitest';
import { BLOG_READ_ONLY_FIELDS, type BlogView } from '~/domain/blog';
import { api, blogInput, createBlog, createStaff, unique, unknownId } from '~/tests/support/api';
import { backends } from '~/tests/support/server';
import { blogQueries, newestFirst } from '~/tests/support/blogs';
import { useServer } from '~/tests/support/use-server';

describe.each(backends)('blogs API on %s', (backend) => {
  const app = useServer(backend, {
    shared: true,
    staff: { author: { firstName: 'Ada', lastName: 'Lovelace' }, other: {} },
  });

  const { countBlogs, list } = blogQueries(() => app.server);

  describe('public list', () => {
    it('lists active blogs newest first and hides inactive ones', async () => {
      const tag = unique('order');
      const made: BlogView[] = [];
      for (let i = 0; i < 3; i += 1) {
        made.push(
          await createBlog(app.server, app.author.token, {
            title: `Order ${i} ${tag}`,
            tag: [tag],
          }),
        );
      }
      const hidden = await createBlog(app.server, app.author.token, {
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
      const deactivated = await api(app.server, 'PATCH', `/api/blogs/${made[0]!._id}`, {
        token: app.author.token,
        body: { isActive: false },
      });
      expect(deactivated.status).toBe(200);
      expect((await list({ q: made[0]!.title })).total).toBe(0);
      expect((await api(app.server, 'GET', `/api/blogs/${made[0]!._id}`)).status).toBe(404);
      const reactivated = await api(app.server, 'PATCH', `/api/blogs/${hidden._id}`, {
        token: app.author.token,
        body: { isActive: true },
      });
      expect(reactivated.status).toBe(200);
      expect((await list({ q: hidden.title })).blogs.map((b) => b._id)).toEqual([hidden._id]);
      expect((await api(app.server, 'GET', `/api/blogs/${hidden._id}`)).status).toBe(200);
    });

    it('searches title, short description, tags and body with q, ranked, and filters by tag', async () => {
      const word = unique('needle');
      const tagged = unique('tagged');
      const inBodyOnly = await createBlog(app.server, app.author.token, {
        longDescription: `<h2>Notes</h2><p>Somewhere deep in the text: <strong>${word}</strong>.</p>`,
      });
      const inTag = await createBlog(app.server, app.author.token, { tag: [word, tagged] });
      const inShort = await createBlog(app.server, app.other.token, {
        shortDescription: `A short text with ${word.toUpperCase()} in it`,
      });
      const inTitle = await createBlog(app.server, app.author.token, {
        title: `About ${word} things`,
      });
      const inactive = await createBlog(app.server, app.author.token, {
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
        made.push(await createBlog(app.server, app.other.token, { tag: [tag] }));
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
        const answer = await api(app.server, 'GET', `/api/blogs?${query}`);
        expect(answer.status, query).toBe(400);
        expect(answer.body.message).toBe('Invalid search');
        expect(Object.keys(answer.body.errors ?? {}).length, query).toBeGreaterThan(0);
      }
    });
  });

  describe('blog page', () => {
    const read = async (path: string) =>
      (await (await fetch(`${app.server.url}${path}`)).text()).replaceAll('<!-- -->', '');

    it('past the last page says there are no more articles, not that a search found nothing', async () => {
      const past = await read('/blog?page=999');
      expect(past).toContain('There are no more articles.');
      expect(past).toMatch(/href="\/blog"[^>]*>Go to the first page<\/a>/);
      expect(past).not.toContain('No articles match your search');
      expect(past).not.toContain('Page 999 of');

      const tag = `t-${Date.now()}`;
      await createBlog(app.server, app.author.token, { tag: [tag] });
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
      const active = await createBlog(app.server, app.author.token);
      const anonymous = await api(app.server, 'GET', `/api/blogs/${active._id}`);
      expect(anonymous.status).toBe(200);
      expect(anonymous.body.blog).toEqual(active);

      const inactive = await createBlog(app.server, app.author.token, { isActive: false });
      const path = `/api/blogs/${inactive._id}`;
      for (const [who, token] of [
        ['anonymous', undefined],
        ['other staff', app.other.token],
        ['bad token', 'garbage'],
      ] as const) {
        const answer = await api(app.server, 'GET', path, { token });
        expect(answer.status, who).toBe(404);
        expect(answer.body, who).toEqual({ status: 404, message: 'Blog not found' });
      }
      const own = await api(app.server, 'GET', path, { token: app.author.token });
      expect(own.status).toBe(200);
      expect(own.body.blog!.isActive).toBe(false);
      const admin = await api(app.server, 'GET', path, { token: app.adminToken });
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
        const answer = await api(app.server, 'GET', `/api/blogs/${id}`);
        expect(answer.status, id).toBe(404);
        expect(answer.body).toEqual({ status: 404, message: 'Blog not found' });
      }
    });
  });

  describe('userBlogs', () => {
    it('shows staff only their own blogs (active or not) and admins every blog', async () => {
      const staffA = await createStaff(app.server, app.adminToken);
      const staffB = await createStaff(app.server, app.adminToken);
      const a1 = await createBlog(app.server, staffA.token);
      const a2 = await createBlog(app.server, staffA.token, { isActive: false });
      const b1 = await createBlog(app.server, staffB.token);

      const mine = await api(app.server, 'GET', '/api/blogs/userBlogs', { token: staffA.token });
      expect(mine.status).toBe(200);
      expect(mine.body.blogs!.map((b) => b._id).sort()).toEqual([a1._id, a2._id].sort());
      expect(mine.body.blogs!.every((b) => b.authorId === staffA.user._id)).toBe(true);

      const theirs = await api(app.server, 'GET', '/api/blogs/userBlogs', { token: staffB.token });
      expect(theirs.body.blogs!.map((b) => b._id)).toEqual([b1._id]);

      const admin = await api(app.server, 'GET', '/api/blogs/userBlogs', { token: app.adminToken });
      expect(admin.status).toBe(200);
      const ids = admin.body.blogs!.map((b) => b._id);
      expect(ids).toEqual(expect.arrayContaining([a1._id, a2._id, b1._id]));
      expect(ids.length).toBe(await countBlogs());

      const anonymous = await api(app.server, 'GET', '/api/blogs/userBlogs');
      expect(anonymous.status).toBe(401);
    });
  });

  describe('OpenAPI', () => {
    it('describes the blog and account endpoints from the same schemas', async () => {
      const answer = await api(app.server, 'GET', '/api/openapi.json');
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
      const properties = (blogSchema.properties ?? {}) as Record<string, { readOnly?: boolean }>;
      const names = Object.keys(properties);
      expect(names.filter((name) => !properties[name]?.readOnly).sort()).toEqual(
        [...Object.keys(blogInput()), 'status'].sort(),
      );
      // What the API answers and sets itself is taken back and ignored, and marked so (046).
      expect(names.filter((name) => properties[name]?.readOnly).sort()).toEqual(
        [...BLOG_READ_ONLY_FIELDS].sort(),
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
