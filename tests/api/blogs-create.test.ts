import { describe, expect, it } from 'vitest';
import { api, blogInput, unknownId } from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import { backends } from '~/tests/support/server';
import { NOT_ALLOWED, blogQueries } from '~/tests/support/blogs';
import { useServer } from '~/tests/support/use-server';

describe.each(backends)('blogs API on %s', (backend) => {
  const app = useServer(backend, {
    shared: true,
    staff: { author: { firstName: 'Ada', lastName: 'Lovelace' }, other: {} },
  });

  const { countBlogs, blogRow } = blogQueries(() => app.server);

  describe('create', () => {
    it('creates a blog with every field as staff (201) and stores it', async () => {
      const input = blogInput({ isActive: false, tag: ['  Design  ', 'ux'] });
      const before = await countBlogs();
      const answer = await api(app.server, 'POST', '/api/blogs', {
        token: app.author.token,
        body: input,
      });
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
        authorId: app.author.user._id,
      });
      expect(blog._id).toMatch(/^[0-9a-f]{24}$/);
      expect(Date.parse(blog.createdAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(blog.updatedAt).toBe(blog.createdAt);
      expect(await countBlogs()).toBe(before + 1);
      expect(await blogRow(blog._id)).toMatchObject({
        title: input.title,
        author_id: app.author.user._id,
        author: 'Ada Lovelace',
      });
      // What the API answered is what a later read returns.
      const read = await api(app.server, 'GET', `/api/blogs/${blog._id}`, {
        token: app.author.token,
      });
      expect(read.body.blog).toEqual(blog);
    });

    it('applies defaults to the optional fields', async () => {
      const answer = await api(app.server, 'POST', '/api/blogs', {
        token: app.other.token,
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
        authorId: app.other.user._id,
      });
    });

    it('ignores the fields the server sets, refuses unknown keys (400) and stores nothing then', async () => {
      // Sent back as a blog is answered, the server's own fields change nothing
      // (tests/api/read-only-fields.test.ts); a key the API does not know is refused.
      const readOnly = {
        _id: unknownId(),
        author: 'Someone Else',
        authorId: app.other.user._id,
        createdAt: '2001-01-01T00:00:00.000Z',
        updatedAt: '2001-01-01T00:00:00.000Z',
        id: unknownId(),
      };
      const kept = await api(app.server, 'POST', '/api/blogs', {
        token: app.author.token,
        body: { ...blogInput(), ...readOnly },
      });
      expect(kept.status).toBe(201);
      expect(kept.body.blog).toMatchObject({
        author: 'Ada Lovelace',
        authorId: app.author.user._id,
      });
      expect(kept.body.blog!._id).not.toBe(readOnly._id);
      expect(kept.body.blog!.createdAt).not.toBe(readOnly.createdAt);

      const before = await countBlogs();
      const forged: Record<string, unknown> = { seed_key: 'x', isAdmin: true, unknownKey: 1 };
      for (const [key, value] of Object.entries(forged)) {
        const answer = await api(app.server, 'POST', '/api/blogs', {
          token: app.author.token,
          body: { ...blogInput(), ...readOnly, [key]: value },
        });
        expect(answer.status, key).toBe(400);
        expect(answer.body.message).toBeTruthy();
        expect(answer.body.errors, key).toEqual({ [key]: NOT_ALLOWED });
      }
      const all = await api(app.server, 'POST', '/api/blogs', {
        token: app.author.token,
        body: { ...blogInput(), ...forged },
      });
      expect(all.status).toBe(400);
      for (const key of Object.keys(forged)) expect(all.body.errors?.[key], key).toBe(NOT_ALLOWED);
      expect(await countBlogs()).toBe(before);
      expect(
        await queryDb(app.server, 'select id from blogs where id = ?', [readOnly._id]),
      ).toHaveLength(0);
    });

    it('answers 400 with messages for missing or invalid fields', async () => {
      const before = await countBlogs();
      const post = (body: unknown) =>
        api(app.server, 'POST', '/api/blogs', { token: app.author.token, body });

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
      const own = await post({
        ...blogInput(),
        imageUrl: `${app.server.url}/uploads/own-image.webp`,
      });
      expect(own.status).toBe(201);
      expect(own.body.blog!.imageUrl).toBe('/uploads/own-image.webp');
      await api(app.server, 'DELETE', `/api/blogs/${own.body.blog!._id}`, {
        token: app.author.token,
      });

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

      const malformed = await api(app.server, 'POST', '/api/blogs', {
        token: app.author.token,
        rawBody: '{"title": "x",',
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ status: 400, message: 'Malformed JSON body' });
      expect(await countBlogs()).toBe(before);
    });

    it('answers 401 without a valid token', async () => {
      const before = await countBlogs();
      for (const token of [undefined, 'garbage']) {
        const answer = await api(app.server, 'POST', '/api/blogs', { token, body: blogInput() });
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
      const created = await api(app.server, 'POST', '/api/blogs', {
        token: app.author.token,
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
      const updated = await api(app.server, 'PATCH', `/api/blogs/${blog._id}`, {
        token: app.author.token,
        body: { longDescription: `${hostile}<p>edited</p>` },
      });
      expect(updated.status).toBe(200);
      check(updated.body.blog!.longDescription);
      expect(updated.body.blog!.longDescription).toContain('edited');
    });
  });
});
