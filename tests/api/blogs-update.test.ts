import { describe, expect, it } from 'vitest';
import { api, createBlog, unique, unknownId } from '~/tests/support/api';
import { execDb } from '~/tests/support/db';
import { backends } from '~/tests/support/server';
import { NOT_ALLOWED, blogQueries } from '~/tests/support/blogs';
import { useServer } from '~/tests/support/use-server';

describe.each(backends)('blogs API on %s', (backend) => {
  const app = useServer(backend, {
    shared: true,
    staff: { author: { firstName: 'Ada', lastName: 'Lovelace' }, other: {} },
  });

  const { blogRow, list } = blogQueries(() => app.server);

  describe('update', () => {
    it('lets the author update with PATCH and PUT and keeps the other fields', async () => {
      const blog = await createBlog(app.server, app.author.token);
      // Last changed a minute before it was made, so the update's own time shows however fast.
      const earlier = new Date(Date.parse(blog.updatedAt) - 60_000).toISOString();
      await execDb(app.server, 'update blogs set updated_at = ? where id = ?', [earlier, blog._id]);
      const patched = await api(app.server, 'PATCH', `/api/blogs/${blog._id}`, {
        token: app.author.token,
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

      const put = await api(app.server, 'PUT', `/api/blogs/${blog._id}`, {
        token: app.author.token,
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
      const draft = await createBlog(app.server, app.author.token, { isActive: false, tag: [tag] });
      const answer = await api(app.server, 'PATCH', `/api/blogs/${draft._id}`, {
        token: app.author.token,
        body: { title: `Draft renamed ${tag}` },
      });
      expect(answer.status).toBe(200);
      // A partial update must not touch the fields it does not mention.
      expect(answer.body.blog).toMatchObject({ isActive: false, tag: [tag] });
      expect((await api(app.server, 'GET', `/api/blogs/${draft._id}`)).status).toBe(404);
      expect((await list({ q: tag })).total).toBe(0);
    });

    it('answers 403 to other staff, lets an admin edit, and 404 for unknown ids', async () => {
      const blog = await createBlog(app.server, app.author.token);
      const before = await blogRow(blog._id);
      for (const method of ['PATCH', 'PUT']) {
        const denied = await api(app.server, method, `/api/blogs/${blog._id}`, {
          token: app.other.token,
          body: { title: 'Hijacked' },
        });
        expect(denied.status, method).toBe(403);
        expect(denied.body).toEqual({ status: 403, message: 'You can only edit your own blogs' });
      }
      expect(await blogRow(blog._id)).toEqual(before);

      const admin = await api(app.server, 'PATCH', `/api/blogs/${blog._id}`, {
        token: app.adminToken,
        body: { title: 'Edited by admin', isActive: false },
      });
      expect(admin.status).toBe(200);
      expect(admin.body.blog).toMatchObject({
        title: 'Edited by admin',
        isActive: false,
        authorId: app.author.user._id,
        author: blog.author,
      });

      for (const id of [unknownId(), 'not-an-id']) {
        const answer = await api(app.server, 'PATCH', `/api/blogs/${id}`, {
          token: app.author.token,
          body: { title: 'x' },
        });
        expect(answer.status, id).toBe(404);
        expect(answer.body).toEqual({ status: 404, message: 'Blog not found' });
      }
      const anonymous = await api(app.server, 'PATCH', `/api/blogs/${blog._id}`, {
        body: { title: 'x' },
      });
      expect(anonymous.status).toBe(401);
    });

    it('answers 400 to an invalid body and changes nothing', async () => {
      const blog = await createBlog(app.server, app.author.token);
      const before = await blogRow(blog._id);
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ title: '' }, { title: 'Title is required' }],
        // The fields the server sets are ignored, not refused (tests/api/read-only-fields.test.ts):
        // they do not save a body that is wrong otherwise.
        [{ title: '', _id: unknownId(), author: 'Mallory' }, { title: 'Title is required' }],
        [{ authorId: app.other.user._id, owner: 'Mallory' }, { owner: NOT_ALLOWED }],
        [{ schema: '{oops' }, { schema: 'Schema must be valid JSON' }],
        [{ longDescription: '<p> </p>' }, { longDescription: 'Long description is required' }],
        [{ title: 'ok', extra: true }, { extra: NOT_ALLOWED }],
      ];
      for (const [body, errors] of cases) {
        const answer = await api(app.server, 'PATCH', `/api/blogs/${blog._id}`, {
          token: app.author.token,
          body,
        });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.errors, JSON.stringify(body)).toEqual(errors);
      }
      const malformed = await api(app.server, 'PATCH', `/api/blogs/${blog._id}`, {
        token: app.author.token,
        rawBody: '{"title":',
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe('Malformed JSON body');
      expect(await blogRow(blog._id)).toEqual(before);
    });
  });

  describe('delete', () => {
    it('answers 403 to other staff; the author deletes (200), then 404', async () => {
      const blog = await createBlog(app.server, app.author.token);
      const path = `/api/blogs/${blog._id}`;
      const denied = await api(app.server, 'DELETE', path, { token: app.other.token });
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({ status: 403, message: 'You can only delete your own blogs' });
      expect(await blogRow(blog._id)).toBeTruthy();
      expect((await api(app.server, 'DELETE', path)).status).toBe(401);

      const deleted = await api(app.server, 'DELETE', path, { token: app.author.token });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ status: 200, message: 'Blog deleted' });
      expect(await blogRow(blog._id)).toBeUndefined();
      expect((await api(app.server, 'GET', path, { token: app.author.token })).status).toBe(404);
      const again = await api(app.server, 'DELETE', path, { token: app.author.token });
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ status: 404, message: 'Blog not found' });
      expect(
        (await api(app.server, 'DELETE', '/api/blogs/not-an-id', { token: app.author.token }))
          .status,
      ).toBe(404);
    });

    it("lets an admin delete anyone's blog", async () => {
      const blog = await createBlog(app.server, app.other.token);
      const answer = await api(app.server, 'DELETE', `/api/blogs/${blog._id}`, {
        token: app.adminToken,
      });
      expect(answer.status).toBe(200);
      expect(await blogRow(blog._id)).toBeUndefined();
    });
  });
});
