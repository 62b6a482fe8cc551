import type { APIRequestContext } from '@playwright/test';
import { ADMIN, apiLogin, bearer, recordAction, signIn, uniqueToken } from './dashboard-helpers';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

interface Blog {
  _id: string;
  slug: string;
  title: string;
  imageUrl: string;
}

async function createBlog(
  request: APIRequestContext,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Blog> {
  const id = uniqueToken('post');
  const response = await request.post('/api/blogs', {
    headers: bearer(token),
    data: {
      title: `Publishing check ${id}`,
      shortDescription: `A post made to check publishing (${id}).`,
      longDescription: `<p>${'Words to read. '.repeat(300)}</p>`,
      imageUrl: '/images/blog/technical-seo-audit.svg',
      imageAlt: 'A web page under a magnifying glass beside an audit checklist',
      thumbImageUrl: '/images/blog/technical-seo-audit.svg',
      tag: ['Publishing'],
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { blog: Blog }).blog;
}

const text = async (request: APIRequestContext, path: string) => (await request.get(path)).text();

test('a scheduled post stays off the blog, sitemap and feed, then goes live on its own', async ({
  page,
  request,
}) => {
  // The checks before its time must all run before it goes live: on a busy machine a cold page
  // can take seconds, so the post is due well after them.
  test.slow();
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const publishAt = new Date(Date.now() + 15_000).toISOString();
  const blog = await createBlog(request, token, { status: 'scheduled', publishAt });
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: blog.title })).toHaveCount(0);
  expect(await text(request, '/sitemap.xml')).not.toContain(`/blog/${blog.slug}<`);
  expect(await text(request, '/rss.xml')).not.toContain(blog.title);
  expect((await request.get(`/blog/${blog.slug}`)).status()).toBe(404);

  // Nobody signs in or saves anything: the scheduler publishes it.
  await expect
    .poll(
      async () => {
        await page.goto('/blog');
        return page.getByRole('heading', { name: blog.title }).count();
      },
      { timeout: 35_000, intervals: [500] },
    )
    .toBe(1);
  expect(await text(request, '/sitemap.xml')).toContain(`/blog/${blog.slug}<`);
  expect(await text(request, '/rss.xml')).toContain(blog.title);
  const response = await page.goto(`/blog/${blog.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
});

test('a draft opens for staff by its preview link and is 404 for visitors', async ({
  page,
  request,
  browser,
  pageErrors,
}) => {
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const draft = await createBlog(request, token, { status: 'draft' });

  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  expect((await stranger.goto(`/blog/${draft.slug}`))?.status()).toBe(404);

  await signIn(page, ADMIN);
  await page.goto(`/dashboard/blog-details/${draft._id}`);
  const preview = page.getByRole('link', { name: /^Preview/ });
  const href = (await preview.getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`^/blog/${draft.slug}\\?preview=`));
  const [tab] = await Promise.all([page.waitForEvent('popup'), preview.click()]);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(draft.title);
  await expect(tab.getByRole('status').filter({ hasText: 'Preview.' })).toBeVisible();
  await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  // The link is shareable until it expires; a visitor without it still gets 404.
  const shared = await stranger.goto(href);
  expect(shared?.status()).toBe(200);
  expect(shared?.headers()['cache-control']).toBe('private, no-store');
  expect((await stranger.goto(`/blog/${draft.slug}`))?.status()).toBe(404);
  expect((await stranger.goto(`${href.slice(0, -2)}xx`))?.status()).toBe(404);
  await visitor.close();
  pageErrors.splice(0);
});

test(
  'an edit then a restore of a revision brings the old title back on the public page',
  { tag: '@phone' },
  async ({ page, request }) => {
    // Sign-in, an edit, the revisions screen with its accessibility check and a restore: a long
    // walk, which on a busy machine needs more than the default 30 s.
    test.slow();
    const token = await apiLogin(request, ADMIN.email, ADMIN.password);
    const blog = await createBlog(request, token);
    await signIn(page, ADMIN);
    await page.goto('/dashboard/blogs');
    await (await recordAction(page, blog.title, `Edit ${blog.title}`)).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Blog' });
    const edited = `${blog.title} (edited)`;
    await dialog.getByLabel('Title', { exact: true }).fill(edited);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    await page.goto(`/blog/${blog.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited);

    await page.goto(`/dashboard/blog-details/${blog._id}`);
    const revisions = page.getByRole('region', { name: 'Revisions' }).getByRole('listitem');
    await expect(revisions).toHaveCount(2);
    await expect(revisions.first()).toContainText('Edited');
    await expect(revisions.first()).toContainText('Current version');
    await revisions.first().locator('summary').click();
    await expect(revisions.first().locator('dt')).toHaveText(['Title']);
    await expect(revisions.first().locator('ins')).toContainText('(edited)');
    await expectNoAxeViolations(page);
    await revisions.nth(1).locator('summary').click();
    await revisions.nth(1).getByRole('button', { name: 'Restore this version' }).click();
    await expect(
      page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'Revision restored' }),
    ).toBeVisible();
    await expect(revisions).toHaveCount(3);
    await expect(revisions.first()).toContainText('Restored');

    await page.goto(`/blog/${blog.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
  },
);

test('the record id and a former slug answer 308 to the current address', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const blog = await createBlog(request, token);
  const byId = await request.get(`/blog/${blog._id}`, { maxRedirects: 0 });
  expect(byId.status()).toBe(308);
  expect(byId.headers().location).toBe(`/blog/${blog.slug}`);

  const renamed = `${blog.slug}-renamed`;
  const answer = await request.patch(`/api/blogs/${blog._id}`, {
    headers: bearer(token),
    data: { slug: renamed },
  });
  expect(answer.status()).toBe(200);
  const old = await request.get(`/blog/${blog.slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers().location).toBe(`/blog/${renamed}`);
  await page.goto(`/blog/${blog.slug}`);
  await expect(page).toHaveURL(`/blog/${renamed}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/blog/${renamed}$`),
  );
});

test('every image has a text alternative, and the social card carries the image', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const blog = await createBlog(request, token);
  // A demo article (other tests add posts of their own at the same time).
  await page.goto('/blog?q=technical%20seo');
  await waitForHydration(page);
  // The demo articles' thumbnails say what they show.
  await expect(
    page.getByRole('img', { name: /A web page wireframe under a magnifying glass/ }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/blog/${blog.slug}`);
  await waitForHydration(page);
  await expect(
    page
      .getByRole('article', { name: blog.title, exact: true })
      .getByRole('img', { name: 'A web page under a magnifying glass beside an audit checklist' })
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/^\d+ min read$/).first()).toHaveText('4 min read');
  await expectNoAxeViolations(page);
  // Absolute, on the configured public origin (the one the canonical link uses).
  const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
  expect(canonical).toMatch(/^https?:\/\/[^/]+\/blog\//);
  const origin = new URL(canonical).origin;
  expect(new URL(baseURL!).port).toBe(new URL(origin).port);
  for (const selector of ['meta[property="og:image"]', 'meta[name="twitter:image"]'])
    await expect(page.locator(selector)).toHaveAttribute('content', `${origin}${blog.imageUrl}`);
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
    'content',
    'A web page under a magnifying glass beside an audit checklist',
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    `${origin}/blog/${blog.slug}`,
  );
  // Related posts share its tags and never include the post itself.
  const related = page.getByRole('region', { name: 'Related articles' });
  await expect(related.getByRole('article')).not.toHaveCount(0);
  await expect(related.getByRole('heading', { name: blog.title })).toHaveCount(0);
});

test('the dashboard list filters by status and tag, with the filters in the address', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const tag = uniqueToken('tag');
  const draft = await createBlog(request, token, { status: 'draft', tag: [tag] });
  const live = await createBlog(request, token, { tag: [tag] });
  await signIn(page, ADMIN);
  await page.goto('/dashboard/blogs');
  const filters = page.getByRole('search', { name: 'Filter blogs' });
  await filters.getByLabel('Status').selectOption('draft');
  await filters.getByLabel('Tag').fill(tag);
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`status=draft.*tag=${tag}`));
  const rows = page.getByRole('row').filter({ hasText: 'Publishing check' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(draft.title);
  await expect(rows.first()).toContainText('Draft');
  await expect(page.getByRole('row').filter({ hasText: live.title })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The state survives a reload.
  await page.reload();
  await expect(page.getByRole('search', { name: 'Filter blogs' }).getByLabel('Status')).toHaveValue(
    'draft',
  );
  await expect(page.getByRole('row').filter({ hasText: draft.title })).toHaveCount(1);
});

test('a post an API client sent without alt text is flagged on the dashboard', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const tag = uniqueToken('alt');
  const undescribed = await createBlog(request, token, { imageAlt: undefined, tag: [tag] });
  const described = await createBlog(request, token, { thumbAlt: 'A checklist', tag: [tag] });
  await signIn(page, ADMIN);
  await page.goto(`/dashboard/blogs?tag=${tag}`);
  const row = (title: string) => page.getByRole('row').filter({ hasText: title });
  await expect(row(undescribed.title).getByText('No alt text', { exact: true })).toBeVisible();
  await expect(row(described.title)).toBeVisible();
  await expect(row(described.title).getByText('No alt text')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(`/dashboard/blog-details/${undescribed._id}`);
  await expect(page.getByRole('alert')).toContainText('No alt text');
  await expect(page.getByRole('alert')).toContainText('Image and Thumbnail without a description');
});
