import { describe, expect, it } from 'vitest';
import { api, createBlog, createService, createStaff, unknownId } from '~/tests/support/api';
import { blogInput } from '~/tests/support/factories';
import { NOT_ALLOWED } from '~/tests/support/blogs';
import { backends } from '~/tests/support/server';
import { useServer } from '~/tests/support/use-server';

/*
 * The API takes back what it answers (docs/decisions/046-api-compatibility.md): the read-only
 * fields of a record (its id, author, times, derived texts) are accepted and ignored, so a client
 * can GET a record, change a field and send the whole object back; a field the API does not know
 * is still refused under its name.
 */
describe.each(backends)('read-only fields in request bodies on %s', (backend) => {
  const app = useServer(backend, {
    shared: true,
    staff: { author: { firstName: 'Grace', lastName: 'Hopper' } },
  });

  describe('blogs', () => {
    it('ignores the author, the times and an id sent with a new blog', async () => {
      const before = Date.now();
      const sentId = unknownId();
      const created = await api(app.server, 'POST', '/api/blogs', {
        token: app.author.token,
        body: {
          ...blogInput(),
          _id: sentId,
          id: 'anything',
          author: 'Somebody Else',
          authorId: unknownId(),
          createdAt: '2001-01-01T00:00:00.000Z',
          createdDate: '2001-01-01',
          updatedAt: '2001-01-02T00:00:00.000Z',
          publishedAt: '2001-01-03T00:00:00.000Z',
          wordCount: 99_999,
        },
      });
      expect(created.status).toBe(201);
      const blog = created.body.blog!;
      // The signed-in user is the author, the server's clock the time.
      expect(blog.author).toBe('Grace Hopper');
      expect(blog.authorId).toBe(app.author.user._id);
      expect(blog._id).not.toBe(sentId);
      expect(Date.parse(String(blog.createdAt))).toBeGreaterThanOrEqual(before - 5_000);
      expect(blog.wordCount).not.toBe(99_999);
      expect(blog).not.toHaveProperty('id');
      expect(blog).not.toHaveProperty('createdDate');
      const stored = await api(app.server, 'GET', `/api/blogs/${String(blog._id)}`, {
        token: app.author.token,
      });
      expect(stored.body.blog).toMatchObject({ author: 'Grace Hopper', createdAt: blog.createdAt });
    });

    it('takes back the exact blog GET answered, with one change, by PATCH and by PUT', async () => {
      const { _id } = await createBlog(app.server, app.author.token, { isActive: true });
      const read = await api(app.server, 'GET', `/api/blogs/${_id}`);
      expect(read.status).toBe(200);
      const blog = read.body.blog!;

      const patched = await api(app.server, 'PATCH', `/api/blogs/${_id}`, {
        token: app.author.token,
        body: { ...blog, title: 'Sent back with a new title' },
      });
      expect(patched.status, JSON.stringify(patched.body.errors)).toBe(200);
      expect(patched.body.blog).toMatchObject({
        ...blog,
        title: 'Sent back with a new title',
        updatedAt: expect.any(String),
      });

      const again = (await api(app.server, 'GET', `/api/blogs/${_id}`)).body.blog as object;
      const put = await api(app.server, 'PUT', `/api/blogs/${_id}`, {
        token: app.author.token,
        body: { ...again, shortDescription: 'Sent back by PUT', createdAt: '1999-01-01' },
      });
      expect(put.status, JSON.stringify(put.body.errors)).toBe(200);
      expect(put.body.blog).toMatchObject({
        title: 'Sent back with a new title',
        shortDescription: 'Sent back by PUT',
        createdAt: blog.createdAt,
        author: 'Grace Hopper',
      });
    });

    it('still refuses a field it does not know, under its name, on create and update', async () => {
      const created = await api(app.server, 'POST', '/api/blogs', {
        token: app.author.token,
        body: { ...blogInput(), author: 'Ignored', colour: 'red' },
      });
      expect(created.status).toBe(400);
      expect(created.body.errors).toEqual({ colour: NOT_ALLOWED });

      const { _id } = await createBlog(app.server, app.author.token);
      const read = (await api(app.server, 'GET', `/api/blogs/${_id}`, { token: app.author.token }))
        .body.blog as object;
      const patched = await api(app.server, 'PATCH', `/api/blogs/${_id}`, {
        token: app.author.token,
        body: { ...read, __proto__x: 1, views: 12 },
      });
      expect(patched.status).toBe(400);
      expect(patched.body.errors).toEqual({ __proto__x: NOT_ALLOWED, views: NOT_ALLOWED });
    });
  });

  describe('services and their plans', () => {
    it('takes back a service and its plans as GET answered them', async () => {
      const service = (await createService(app.server, app.adminToken)) as { _id: string };
      const read = await api(app.server, 'GET', `/api/services/${service._id}`, {
        token: app.adminToken,
      });
      const answered = read.body.service as Record<string, unknown>;
      expect(answered).toHaveProperty('price');
      const patched = await api(app.server, 'PATCH', `/api/services/${service._id}`, {
        token: app.adminToken,
        body: { ...answered, description: 'Sent back with a new description.' },
      });
      expect(patched.status, JSON.stringify(patched.body.errors)).toBe(200);
      expect(patched.body.service).toMatchObject({
        ...answered,
        description: 'Sent back with a new description.',
        updatedAt: expect.any(String),
      });

      const saved = await api(app.server, 'PUT', `/api/services/${service._id}/plans`, {
        token: app.adminToken,
        body: {
          plans: [
            {
              title: 'Starter',
              priceCents: 49_900,
              billing: 'monthly',
              features: [
                { label: 'Audit', included: true },
                { label: 'Reports', included: false },
              ],
            },
          ],
        },
      });
      expect(saved.status, JSON.stringify(saved.body.errors)).toBe(200);
      const plans = (
        await api(app.server, 'GET', `/api/services/${service._id}/plans`, {
          token: app.adminToken,
        })
      ).body.plans as Record<string, unknown>[];
      const [plan] = plans;
      const resent = await api(app.server, 'PUT', `/api/services/${service._id}/plans`, {
        token: app.adminToken,
        body: { plans: [{ ...plan, title: 'Starter Plus' }] },
      });
      expect(resent.status, JSON.stringify(resent.body.errors)).toBe(200);
      expect(resent.body.plans).toEqual([{ ...plan, title: 'Starter Plus' }]);

      const unknown = await api(app.server, 'PATCH', `/api/services/${service._id}`, {
        token: app.adminToken,
        body: { ...answered, rating: 5 },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ rating: NOT_ALLOWED });
    });
  });

  describe('staff accounts', () => {
    it('takes back an account as GET answered it, and keeps its sessions', async () => {
      const staff = await createStaff(app.server, app.adminToken, { firstName: 'Katherine' });
      const users = (await api(app.server, 'GET', '/api/users', { token: app.adminToken })).body
        .users!;
      const account = users.find((user) => user._id === staff.user._id)!;
      const patched = await api(app.server, 'PATCH', `/api/users/${staff.user._id}`, {
        token: app.adminToken,
        body: { ...account, lastName: 'Johnson' },
      });
      expect(patched.status, JSON.stringify(patched.body.errors)).toBe(200);
      expect(patched.body.user).toMatchObject({
        ...account,
        lastName: 'Johnson',
        updatedAt: expect.any(String),
      });
      // Nothing about the role or the state changed, so the account stays signed in.
      expect((await api(app.server, 'GET', '/api/users/me', { token: staff.token })).status).toBe(
        200,
      );

      // Its email is sent back unchanged; a new one is refused, as before.
      const renamed = await api(app.server, 'PATCH', `/api/users/${staff.user._id}`, {
        token: app.adminToken,
        body: { ...account, email: 'someone-else@test.ecs' },
      });
      expect(renamed.status).toBe(400);
      expect(renamed.body.errors).toEqual({ email: "An account's email cannot be changed" });
      const unknown = await api(app.server, 'PATCH', `/api/users/${staff.user._id}`, {
        token: app.adminToken,
        body: { ...account, role: 'admin' },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ role: NOT_ALLOWED });
    });
  });

  it('describes the read-only fields in the OpenAPI document it serves', async () => {
    const doc = (await api(app.server, 'GET', '/api/openapi.json')).body as unknown as {
      components: {
        schemas: Record<string, { properties: Record<string, { readOnly?: boolean }> }>;
      };
    };
    const { schemas } = doc.components;
    for (const [name, fields] of [
      ['BlogInput', ['_id', 'id', 'author', 'createdAt', 'updatedAt']],
      ['BlogUpdate', ['_id', 'author', 'authorId', 'publishedAt', 'wordCount', 'createdAt']],
      ['ServiceUpdate', ['_id', 'price', 'icon', 'createdAt']],
      ['UpdateStaff', ['_id', 'createdAt', 'updatedAt']],
    ] as const)
      for (const field of fields)
        expect(schemas[name]!.properties[field]?.readOnly, `${name}.${field}`).toBe(true);
  });
});
