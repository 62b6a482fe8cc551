import { describe, expect, it } from 'vitest';
import type { BlogView } from '~/domain/blog';
import { api, blogInput, createBlog, unique } from '~/tests/support/api';
import { backends } from '~/tests/support/server';
import { page, publishingEnv } from '~/tests/support/blog-publishing';
import { useServer } from '~/tests/support/use-server';

describe.each(backends)('blog publishing on %s', (backend) => {
  const app = useServer(backend, { env: publishingEnv, signIn: true });

  const patch = (id: string, body: Record<string, unknown>) =>
    api(app.server, 'PATCH', `/api/blogs/${id}`, { token: app.adminToken, body });

  describe('slugs', () => {
    it('makes a unique slug from the title and serves the post at /blog/{slug}', async () => {
      const title = `Ship Faster: TypeScript & You ${Date.now()}`;
      const first = await createBlog(app.server, app.adminToken, { title });
      const second = await createBlog(app.server, app.adminToken, { title });
      expect(first.slug).toBe(`ship-faster-typescript-and-you-${title.split(' ').pop()}`);
      expect(second.slug).toBe(`${first.slug}-2`);
      const answer = await page(app.server, `/blog/${first.slug}`);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(
        `<link rel="canonical" href="https://blog.example.test/blog/${first.slug}"/>`,
      );
    });

    it('answers 308 from the record id and from a former slug to the current slug', async () => {
      const blog = await createBlog(app.server, app.adminToken, {
        slug: `first-name-${Date.now()}`,
      });
      const byId = await page(app.server, `/blog/${blog._id}?utm_source=mail`);
      expect(byId.status).toBe(308);
      expect(byId.headers.get('location')).toBe(`/blog/${blog.slug}?utm_source=mail`);

      const renamed = await patch(blog._id, { slug: `${blog.slug}-renamed` });
      expect(renamed.status).toBe(200);
      expect(renamed.body.blog!.slug).toBe(`${blog.slug}-renamed`);
      const old = await page(app.server, `/blog/${blog.slug}`);
      expect(old.status).toBe(308);
      expect(old.headers.get('location')).toBe(`/blog/${blog.slug}-renamed`);
      expect((await page(app.server, `/blog/${blog.slug}-renamed`)).status).toBe(200);
      expect((await page(app.server, `/blog/no-such-post-${Date.now()}`)).status).toBe(404);
    });

    it('keeps a former slug for its post: others may not take it, generated slugs skip it', async () => {
      const n = Date.now();
      const popular = await createBlog(app.server, app.adminToken, { slug: `popular-post-${n}` });
      expect((await patch(popular._id, { slug: `popular-post-${n}-renamed` })).status).toBe(200);

      // Another post typing the old address is refused, on create and on edit.
      const typed = await api(app.server, 'POST', '/api/blogs', {
        token: app.adminToken,
        body: blogInput({ slug: `popular-post-${n}` }),
      });
      expect(typed.status).toBe(400);
      expect(typed.body.errors?.slug).toBe(
        'This slug is reserved: it was the address of another post, and old links lead there',
      );
      const other = await createBlog(app.server, app.adminToken);
      const edited = await patch(other._id, { slug: `popular-post-${n}` });
      expect(edited.status).toBe(400);
      expect(edited.body.errors?.slug).toContain('This slug is reserved');
      // A slug made from a title steps over it.
      const generated = await createBlog(app.server, app.adminToken, {
        title: `Popular Post ${n}`,
      });
      expect(generated.slug).toBe(`popular-post-${n}-2`);
      // Old links still reach the post they were shared for.
      const old = await page(app.server, `/blog/popular-post-${n}`);
      expect(old.status).toBe(308);
      expect(old.headers.get('location')).toBe(`/blog/popular-post-${n}-renamed`);

      // The post that owned the address may take it back.
      const back = await patch(popular._id, { slug: `popular-post-${n}` });
      expect(back.status).toBe(200);
      expect(back.body.blog!.slug).toBe(`popular-post-${n}`);
      expect((await page(app.server, `/blog/popular-post-${n}`)).status).toBe(200);
      expect(
        (await page(app.server, `/blog/popular-post-${n}-renamed`)).headers.get('location'),
      ).toBe(`/blog/popular-post-${n}`);
    });

    it('refuses malformed and taken slugs with a field error', async () => {
      const taken = await createBlog(app.server, app.adminToken);
      for (const [slug, message] of [
        ['Upper Case', 'Use lowercase letters, digits and hyphens only'],
        ['trailing-', 'Use lowercase letters, digits and hyphens only'],
        ['0123456789abcdef01234567', 'looks like a record id'],
        [taken.slug, 'This slug is already used by another post'],
      ]) {
        const answer = await api(app.server, 'POST', '/api/blogs', {
          token: app.adminToken,
          body: blogInput({ slug }),
        });
        expect(answer.status, slug).toBe(400);
        expect(answer.body.errors?.slug).toContain(message);
      }
    });
  });

  describe('slugs given at the same time', () => {
    const SLUG_TAKEN = 'This slug is already used by another post';
    const create = (body: Record<string, unknown>) =>
      api(app.server, 'POST', '/api/blogs', { token: app.adminToken, body: blogInput(body) });

    it('gives a typed slug to one of two posts created with it at once; the other is told', async () => {
      for (let round = 0; round < 4; round += 1) {
        const slug = `at-once-${unique()}`;
        const answers = await Promise.all([create({ slug }), create({ slug })]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
        expect(answers.find((answer) => answer.status === 400)!.body.errors).toEqual({
          slug: SLUG_TAKEN,
        });
      }
    });

    it('makes two slugs from one title for two posts created at once', async () => {
      for (let round = 0; round < 4; round += 1) {
        const title = `Same title ${unique()}`;
        const answers = await Promise.all([create({ title }), create({ title })]);
        expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
        const slugs = answers.map((answer) => answer.body.blog!.slug).sort();
        const base = title.toLowerCase().replaceAll(' ', '-');
        expect(slugs).toEqual([base, `${base}-2`]);
      }
    });

    it('gives a slug to one of two posts renamed to it at once; the other is told', async () => {
      for (let round = 0; round < 4; round += 1) {
        const [first, second] = await Promise.all([
          createBlog(app.server, app.adminToken),
          createBlog(app.server, app.adminToken),
        ]);
        const slug = `renamed-at-once-${unique()}`;
        const answers = await Promise.all([
          patch(first!._id, { slug }),
          patch(second!._id, { slug }),
        ]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
        expect(answers.find((answer) => answer.status === 400)!.body.errors).toEqual({
          slug: SLUG_TAKEN,
        });
      }
    });

    it('takes two renames of one post in turn, and both former slugs lead to it', async () => {
      for (let round = 0; round < 4; round += 1) {
        const post = await createBlog(app.server, app.adminToken);
        const wanted = [`${post.slug}-one`, `${post.slug}-two`];
        const answers = await Promise.all(wanted.map((slug) => patch(post._id, { slug })));
        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
        const read = await api(app.server, 'GET', `/api/blogs/${post._id}`, {
          token: app.adminToken,
        });
        const final = read.body.blog!.slug;
        expect(wanted).toContain(final);
        for (const former of [post.slug, ...wanted.filter((slug) => slug !== final)]) {
          const answer = await page(app.server, `/blog/${former}`);
          expect(answer.status, former).toBe(308);
          expect(answer.headers.get('location')).toBe(`/blog/${final}`);
        }
      }
    });
  });

  describe('preview', () => {
    it('shows a draft with a signed link, privately and unindexed, and 404 without one', async () => {
      const draft = await createBlog(app.server, app.adminToken, { status: 'draft' });
      const answer = await api(app.server, 'POST', `/api/blogs/${draft._id}/preview`, {
        token: app.adminToken,
      });
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
        const shown = await page(app.server, path);
        expect(shown.status).toBe(200);
        expect(shown.text).toContain(draft.title);
        expect(shown.text).toContain('<meta name="robots" content="noindex"/>');
        expect(shown.headers.get('cache-control')).toBe('private, no-store');
        expect(shown.headers.get('x-page-cache')).toBeNull();
      }
      expect((await page(app.server, `/blog/${draft.slug}`)).status).toBe(404);
      expect((await page(app.server, `${path}x`)).status).toBe(404);
      expect((await page(app.server, `/blog/${draft.slug}?preview=abc.def`)).status).toBe(404);
      // Only its editors may ask for a link.
      expect((await api(app.server, 'POST', `/api/blogs/${draft._id}/preview`)).status).toBe(401);
    });
  });

  describe('preview links die with their post', () => {
    const previewPath = async (id: string) => {
      const answer = await api(app.server, 'POST', `/api/blogs/${id}/preview`, {
        token: app.adminToken,
      });
      expect(answer.status).toBe(200);
      return answer.body.path as string;
    };
    /** The answer to a preview link, as a visitor sees it. */
    const visit = async (path: string, title: string) => {
      const answer = await page(app.server, path);
      return { status: answer.status, showsPost: answer.text.includes(title) };
    };
    const unknownLink = { status: 404, showsPost: false };

    it('archived: its links are 404, stay so when it is a draft again, and no new one is signed', async () => {
      const draft = await createBlog(app.server, app.adminToken, { status: 'draft' });
      const path = await previewPath(draft._id);
      expect(await visit(path, draft.title)).toEqual({ status: 200, showsPost: true });

      expect((await patch(draft._id, { status: 'archived' })).status).toBe(200);
      expect(await visit(path, draft.title)).toEqual(unknownLink);
      const refused = await api(app.server, 'POST', `/api/blogs/${draft._id}/preview`, {
        token: app.adminToken,
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('An archived post has no preview link');

      // Back to draft, the link shared before the archiving is still dead; a new one works.
      expect((await patch(draft._id, { status: 'draft' })).status).toBe(200);
      expect(await visit(path, draft.title)).toEqual(unknownLink);
      const fresh = await previewPath(draft._id);
      expect(await visit(fresh, draft.title)).toEqual({ status: 200, showsPost: true });
    });

    it('deleted: its links are 404', async () => {
      const draft = await createBlog(app.server, app.adminToken, {
        status: 'scheduled',
        publishAt: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
      });
      const path = await previewPath(draft._id);
      expect(await visit(path, draft.title)).toEqual({ status: 200, showsPost: true });
      const deleted = await api(app.server, 'DELETE', `/api/blogs/${draft._id}`, {
        token: app.adminToken,
      });
      expect(deleted.status).toBe(200);
      expect(await visit(path, draft.title)).toEqual(unknownLink);
      // A new post taking the slug is not opened by the old post's link either.
      const successor = await createBlog(app.server, app.adminToken, {
        status: 'draft',
        slug: draft.slug,
      });
      expect(successor.slug).toBe(draft.slug);
      expect(await visit(path, successor.title)).toEqual(unknownLink);
    });
  });

  describe('revisions', () => {
    it('keeps every save and restores an old one as a new revision', async () => {
      const blog = await createBlog(app.server, app.adminToken, {
        title: `Original title ${Date.now()}`,
      });
      await patch(blog._id, { title: `Edited title ${Date.now()}`, tag: ['changed'] });
      const list = await api(app.server, 'GET', `/api/blogs/${blog._id}/revisions`, {
        token: app.adminToken,
      });
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
        app.server,
        'POST',
        `/api/blogs/${blog._id}/revisions/${revisions[1]!._id}/restore`,
        { token: app.adminToken },
      );
      expect(restored.status).toBe(200);
      expect(restored.body.blog).toMatchObject({ title: blog.title, tag: blog.tag });
      expect((await page(app.server, `/blog/${blog.slug}`)).text).toContain(blog.title);
      const after = await api(app.server, 'GET', `/api/blogs/${blog._id}/revisions`, {
        token: app.adminToken,
      });
      expect((after.body.revisions as { reason: string }[]).map((r) => r.reason)).toEqual([
        'restored',
        'edited',
        'created',
      ]);
      expect(
        (
          await api(
            app.server,
            'POST',
            `/api/blogs/${blog._id}/revisions/ffffffffffffffffffffffff/restore`,
            { token: app.adminToken },
          )
        ).status,
      ).toBe(404);
    });
  });

  describe('dashboard list', () => {
    it('filters by status, author, tag and search words, and sorts by date', async () => {
      const tag = `filter-${Date.now()}`;
      const draft = await createBlog(app.server, app.adminToken, {
        status: 'draft',
        tag: [tag],
        title: `Quarterly roadmap ${tag}`,
      });
      const live = await createBlog(app.server, app.adminToken, {
        tag: [tag],
        title: `Hiring notes ${tag}`,
      });
      const list = async (query: string) => {
        const answer = await api(app.server, 'GET', `/api/blogs/userBlogs?${query}`, {
          token: app.adminToken,
        });
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
      const created = await api(app.server, 'POST', '/api/blogs', {
        token: app.adminToken,
        body: older,
      });
      expect(created.status).toBe(201);
      const blog = created.body.blog!;
      expect(blog).toMatchObject({ imageUrl: older.imageUrl, imageAlt: '', thumbAlt: '' });
      const html = (await page(app.server, `/blog/${blog.slug}`)).text;
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
        const answer = await api(app.server, 'POST', '/api/blogs', {
          token: app.adminToken,
          body: blogInput({ longDescription: `<p>Our results:</p><p>${img}</p>` }),
        });
        expect(answer.status, img).toBe(400);
        expect(answer.body.errors?.longDescription, img).toBe(message);
      }
      const blog = await createBlog(app.server, app.adminToken);
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
      const blog = await createBlog(app.server, app.adminToken, {
        imageAlt: 'A rocket over a code editor',
        thumbAlt: 'A small rocket',
      });
      const html = (await page(app.server, `/blog/${blog.slug}`)).text;
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
      expect((await page(app.server, '/blog')).text).toContain(`alt="A small rocket"`);
    });
  });
});
