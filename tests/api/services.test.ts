import { describe, expect, it } from 'vitest';
import { api } from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import { backends } from '~/tests/support/server';
import { useServer } from '~/tests/support/use-server';

const serviceInput = (overrides: Record<string, unknown> = {}) => ({
  title: `Brand Strategy ${Math.random().toString(36).slice(2, 7)}`,
  description:
    'Positioning, messaging and a visual identity that make a B2B company easy to choose.',
  longDescription: '<h3>What we do</h3><p>Workshops and research.</p><script>alert(1)</script>',
  bgImageUrl: '/images/services/software-solutions.svg',
  thumbnailImageUrl: '/images/services/software-solutions-detail-1.svg',
  ...overrides,
});

describe.each(backends)('services API on %s', (backend) => {
  const app = useServer(backend, { staff: { staff: {} } });

  it('lists the three catalogue services publicly', async () => {
    const { status, body } = await api(app.server, 'GET', '/api/services');
    expect(status).toBe(200);
    expect((body.services as { url: string }[]).map((s) => s.url)).toEqual([
      'social-media-marketing',
      'software-solutions',
      'seo-analysis',
    ]);
  });

  it('lets an admin create a service that the public pages then serve', async () => {
    const input = serviceInput();
    const created = await api(app.server, 'POST', '/api/services', {
      token: app.adminToken,
      body: input,
    });
    expect(created.status).toBe(201);
    const service = created.body.service as { _id: string; url: string; longDescription: string };
    expect(service.url).toMatch(/^brand-strategy-[a-z0-9]+$/);
    expect(service.longDescription).toBe('<h3>What we do</h3><p>Workshops and research.</p>');
    const page = await fetch(`${app.server.url}/services/${service.url}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(input.title);
    const list = await (await fetch(`${app.server.url}/services`)).text();
    expect(list).toContain(input.title);
  });

  it('gives services created at once with one title slugs of their own', async () => {
    const title = `Launch Kit ${Math.random().toString(36).slice(2, 7)}`;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        api(app.server, 'POST', '/api/services', {
          token: app.adminToken,
          body: serviceInput({ title }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    const slugs = answers.map((answer) => (answer.body.service as { url: string }).url);
    expect(new Set(slugs).size).toBe(12);
  });

  it('shows a new service without empty sections, with both of its images', async () => {
    const input = serviceInput();
    const { body } = await api(app.server, 'POST', '/api/services', {
      token: app.adminToken,
      body: input,
    });
    const service = body.service as { url: string };
    const page = await (await fetch(`${app.server.url}/services/${service.url}`)).text();
    expect(page).toContain(`src="${input.bgImageUrl}"`);
    expect(page).toContain(`src="${input.thumbnailImageUrl}"`);
    expect(page).not.toContain('What You Get');
    expect(page).not.toContain('Our Track Record');
    expect(page).not.toContain('aria-label="Tags"');
    // A seeded service has every part.
    const seeded = await (await fetch(`${app.server.url}/services/seo-analysis`)).text();
    expect(seeded).toContain('What You Get');
    expect(seeded).toContain('Our Track Record');
  });

  it('leaves out the About section of a service with no long description', async () => {
    const about = (title: string) => `About ${title}`;
    // React separates text from a value in server HTML with an empty comment.
    const read = async (url: string) =>
      (await (await fetch(`${app.server.url}/services/${url}`)).text()).replaceAll('<!-- -->', '');
    for (const longDescription of ['', '<p><br></p>', '<p> </p><h3></h3>']) {
      const input = serviceInput({ longDescription });
      const { body } = await api(app.server, 'POST', '/api/services', {
        token: app.adminToken,
        body: input,
      });
      const page = await read((body.service as { url: string }).url);
      expect(page, JSON.stringify(longDescription)).not.toContain(about(input.title));
      // The way to ask about it stays.
      expect(page).toContain(`Talk to us about ${input.title}`);
    }
    const described = serviceInput();
    const { body } = await api(app.server, 'POST', '/api/services', {
      token: app.adminToken,
      body: described,
    });
    const page = await read((body.service as { url: string }).url);
    expect(page).toContain(about(described.title));
    expect(page).toContain('<h3>What we do</h3>');
  });

  it('shows a replaced background image on the public page', async () => {
    const { body } = await api(app.server, 'POST', '/api/services', {
      token: app.adminToken,
      body: serviceInput(),
    });
    const service = body.service as { _id: string; url: string };
    const replaced = '/images/services/seo-analysis-detail-1.svg';
    await api(app.server, 'PATCH', `/api/services/${service._id}`, {
      token: app.adminToken,
      body: { thumbnailImageUrl: replaced },
    });
    const page = await (await fetch(`${app.server.url}/services/${service.url}`)).text();
    expect(page).toContain(`src="${replaced}"`);
  });

  it('updates and hides a service; the public page follows', async () => {
    const { body } = await api(app.server, 'POST', '/api/services', {
      token: app.adminToken,
      body: serviceInput(),
    });
    const service = body.service as { _id: string; url: string };
    const renamed = await api(app.server, 'PATCH', `/api/services/${service._id}`, {
      token: app.adminToken,
      body: { title: 'Renamed Service' },
    });
    expect(renamed.status).toBe(200);
    expect(await (await fetch(`${app.server.url}/services/${service.url}`)).text()).toContain(
      'Renamed Service',
    );
    await api(app.server, 'PATCH', `/api/services/${service._id}`, {
      token: app.adminToken,
      body: { isActive: false },
    });
    expect((await fetch(`${app.server.url}/services/${service.url}`)).status).toBe(404);
    expect((await api(app.server, 'GET', `/api/services/${service._id}`)).status).toBe(404);
    expect(
      (await api(app.server, 'GET', `/api/services/${service._id}`, { token: app.adminToken }))
        .status,
    ).toBe(200);
  });

  it('shows a replaced banner image on the service page', async () => {
    const { body } = await api(app.server, 'POST', '/api/services', {
      token: app.adminToken,
      body: serviceInput(),
    });
    const service = body.service as { _id: string; url: string };
    const banner = '/images/services/seo-analysis.svg';
    const updated = await api(app.server, 'PATCH', `/api/services/${service._id}`, {
      token: app.adminToken,
      body: { bgImageUrl: banner },
    });
    expect(updated.status).toBe(200);
    const view = updated.body.service as {
      bgImageUrl: string;
      serviceDetails: { serviceDetailMainThumb: string };
    };
    expect(view.bgImageUrl).toBe(banner);
    expect(view.serviceDetails.serviceDetailMainThumb).toBe(banner);
    const page = await (await fetch(`${app.server.url}/services/${service.url}`)).text();
    // The page's banner (its high-priority image) is the new one.
    expect(page).toMatch(/<img[^>]*src="([^"]+)"[^>]*fetchpriority="high"/i);
    expect(page.match(/<img[^>]*src="([^"]+)"[^>]*fetchpriority="high"/i)?.[1]).toBe(banner);
  });

  it('deletes a service', async () => {
    const { body } = await api(app.server, 'POST', '/api/services', {
      token: app.adminToken,
      body: serviceInput(),
    });
    const service = body.service as { _id: string; url: string };
    expect(
      (await api(app.server, 'DELETE', `/api/services/${service._id}`, { token: app.adminToken }))
        .status,
    ).toBe(200);
    expect(
      (await api(app.server, 'DELETE', `/api/services/${service._id}`, { token: app.adminToken }))
        .status,
    ).toBe(404);
    expect((await fetch(`${app.server.url}/services/${service.url}`)).status).toBe(404);
  });

  it("answers 400 with the service form's messages and stores nothing", async () => {
    const before = await queryDb(app.server, 'select id from services');
    const { status, body } = await api(app.server, 'POST', '/api/services', {
      token: app.adminToken,
      body: { title: '', description: '', bgImageUrl: '', thumbnailImageUrl: '', extra: 1 },
    });
    expect(status).toBe(400);
    expect(body.errors).toMatchObject({
      title: 'Title is required',
      description: 'Description is required',
      bgImageUrl: 'Banner image is required',
      thumbnailImageUrl: 'Thumbnail is required',
      extra: 'This field is not allowed',
    });
    expect(await queryDb(app.server, 'select id from services')).toHaveLength(before.length);
  });

  it('refuses pictures from other sites in the long description', async () => {
    const { status, body } = await api(app.server, 'POST', '/api/services', {
      token: app.adminToken,
      body: serviceInput({
        longDescription: '<p>Before and after <img src="https://cdn.example.com/a.png"></p>',
      }),
    });
    expect(status).toBe(400);
    expect(body.errors?.longDescription).toBe(
      'Upload pictures in the text here: images from other sites cannot be shown',
    );
  });

  it('keeps writes for admins: 401 without a token, 403 for staff, 404 for unknown ids', async () => {
    expect((await api(app.server, 'POST', '/api/services', { body: serviceInput() })).status).toBe(
      401,
    );
    expect(
      (
        await api(app.server, 'POST', '/api/services', {
          token: app.staff.token,
          body: serviceInput(),
        })
      ).status,
    ).toBe(403);
    const { body } = await api(app.server, 'GET', '/api/services');
    const first = (body.services as { _id: string }[])[0]!;
    expect(
      (
        await api(app.server, 'PATCH', `/api/services/${first._id}`, {
          token: app.staff.token,
          body: { title: 'X' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await api(app.server, 'DELETE', `/api/services/${first._id}`, { token: app.staff.token }))
        .status,
    ).toBe(403);
    expect(
      (
        await api(app.server, 'PATCH', '/api/services/ffffffffffffffffffffffff', {
          token: app.adminToken,
          body: {},
        })
      ).status,
    ).toBe(404);
    expect((await api(app.server, 'GET', '/api/services/not-an-id')).status).toBe(404);
  });
});
