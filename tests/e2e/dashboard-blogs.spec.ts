import type { Page } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  bearer,
  createStaffAccount,
  hasActionMenus,
  navigate,
  pngFile,
  readBlog,
  recordAction,
  sidebar,
  signIn,
  typeRichText,
  uniqueToken,
} from './dashboard-helpers';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';
import { holdRequests } from './support/hold';

const blogIdFromHref = (href: string | null) => href?.split('/').pop() ?? '';

/** The table row of the blog with this title. */
const blogRow = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: title }) });

test.describe('dashboard blogs (admin)', () => {
  test('adds a blog with every field and two uploaded images; the public blog shows it', async ({
    page,
    request,
  }) => {
    // A long flow of many screens: three times the usual time on a busy machine.
    test.slow();
    const token = uniqueToken('blog');
    const title = `Delivery notes ${token}`;
    await signIn(page, ADMIN);
    await navigate(page, 'Blogs', '/dashboard/blogs');
    // Short Description gives way in a table narrower than 1152 px; a card shows it.
    await expect(page.getByRole('columnheader', { includeHidden: true })).toHaveText([
      '#',
      'Title',
      'Thumbnail',
      'Short Description',
      'Status',
      'Author',
      'Date',
      'Actions',
    ]);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Blog' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Short Description').fill(`What we shipped this week (${token}).`);
    // The editor's toolbar: bold, then a second-level heading, through the rich-text controls.
    const editor = dialog.getByRole('textbox', { name: 'Long Description' });
    await expect(editor).toHaveAttribute('data-placeholder', 'Long description...');
    await expect(
      dialog.getByRole('toolbar', { name: 'Formatting' }).getByRole('button'),
    ).toHaveCount(10);
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Heading 1',
      'Heading 2',
      'Numbered list',
      'Bulleted list',
      'Insert link',
      'Insert image',
      'Clear formatting',
    ])
      await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
    await typeRichText(page, 'Long Description', 'Release train');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Bold', exact: true }).click();
    await page.keyboard.type(`Shipped ${token} on Friday`);
    await expect(editor.locator('strong')).toHaveText(`Shipped ${token} on Friday`);
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('First point');

    await dialog
      .getByLabel('Thumbnail', { exact: true })
      .setInputFiles(await pngFile('thumb.png', '#0b1b3f'));
    await dialog.getByLabel('Image', { exact: true }).setInputFiles(await pngFile('image.png'));
    await expect(dialog.getByRole('img', { name: 'Thumbnail preview' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Image preview' })).toBeVisible();
    await expect(dialog.getByLabel('Image alt text')).toHaveAccessibleDescription(
      /Describe the image for people who cannot see it/,
    );
    await dialog.getByLabel('Image alt text').fill(`A release board for ${token}`);
    await dialog.getByLabel('Category').fill('Engineering');
    const tags = dialog.getByLabel('Tags', { exact: true });
    await tags.fill('delivery');
    await tags.press('Enter');
    await tags.fill(`t-${token}, obsolete`);
    await expect(dialog.getByRole('button', { name: `Remove tag t-${token}` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove tag obsolete' }).click();
    await expect(dialog.getByRole('list', { name: 'Tags added' }).getByRole('listitem')).toHaveText(
      ['delivery', `t-${token}`],
    );
    await dialog.getByLabel('Meta Title').fill(`Meta ${token}`);
    await dialog.getByLabel('Meta Keyword').fill('delivery, release');
    await dialog.getByLabel('Meta Description').fill(`Meta description ${token}`);
    const schema = dialog.getByLabel('Schema (JSON-LD)');
    await schema.fill('{"@type": "BlogPosting"');
    await schema.blur();
    await expect(dialog.getByText('Schema must be valid JSON')).toBeVisible();
    await expect(schema).toHaveAttribute('aria-invalid', 'true');
    await schema.fill('{"@context": "https://schema.org", "@type": "BlogPosting"}');
    await schema.blur();
    await expect(dialog.getByText('Schema must be valid JSON')).toBeHidden();
    // A new post starts as a draft; this one goes live at once.
    await expect(dialog.getByLabel('Status')).toHaveValue('draft');
    await dialog.getByLabel('Status').selectOption('published');
    await expectNoAxeViolations(page);

    // A slow line: the upload is held back until its progress bar has been seen.
    const slowUpload = await holdRequests(page, '**/api/upload');
    const upload = page.waitForResponse((r) => r.url().endsWith('/api/upload'));
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Thumbnail upload' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    slowUpload.release();
    expect((await upload).status()).toBe(201);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Blog created' })).toBeVisible();
    const row = blogRow(page, title);
    await expect(row).toHaveCount(1);
    // The author is a secondary column: a table shows it from a 1440 px window, a card always.
    const viewport = page.viewportSize()!;
    if (viewport.width >= 1024)
      await page.setViewportSize({ width: 1440, height: viewport.height });
    await expect(row.getByRole('cell').filter({ hasText: ADMIN.firstName })).toHaveCount(1);
    await page.setViewportSize(viewport);
    const href = await (
      await recordAction(page, title, `View Details of ${title}`)
    ).getAttribute('href');
    if (hasActionMenus(page)) await page.keyboard.press('Escape');
    const id = blogIdFromHref(href);

    // Stored: uploaded images, sanitized rich text, tags and schema.
    const adminToken = await apiLogin(request, ADMIN.email, ADMIN.password);
    const { body } = await readBlog(request, adminToken, id);
    const blog = body.blog as Record<string, unknown>;
    // Uploads are stored as root-relative paths, whatever host the dashboard was used under.
    expect(blog.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
    expect(blog.thumbImageUrl).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
    expect(blog.imageUrl).not.toBe(blog.thumbImageUrl);
    expect(blog.longDescription).toContain(`<strong>Shipped ${token} on Friday</strong>`);
    // A real bulleted list, with ordinary spaces.
    expect(blog.longDescription).toMatch(/<ul><li>(<strong>)?First point(<\/strong>)?<\/li><\/ul>/);
    expect(blog.longDescription).not.toContain('&nbsp;');
    expect(blog.tag).toEqual(['delivery', `t-${token}`]);
    expect(blog.category).toBe('Engineering');
    expect(blog.imageAlt).toBe(`A release board for ${token}`);
    expect(JSON.parse(blog.schema as string)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
    });
    // The table's thumbnail is the uploaded image, and it loads.
    const thumb = row.locator('img');
    await expect(thumb).toHaveAttribute('src', blog.thumbImageUrl as string);
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // The public site: listed (found by its unique token) and readable.
    await page.goto(`/blog?q=${token}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.goto(`/blog/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(`Shipped ${token} on Friday`)).toBeVisible();
  });

  test('the detail page shows every field; an unknown blog shows a friendly message', async ({
    page,
    request,
    baseURL,
    pageErrors,
  }) => {
    const adminToken = await apiLogin(request, ADMIN.email, ADMIN.password);
    const token = uniqueToken('detail');
    const created = await request.post('/api/blogs', {
      headers: bearer(adminToken),
      data: {
        title: `Detail check ${token}`,
        shortDescription: `Short ${token}`,
        longDescription: `<h2>Body heading ${token}</h2><p>Body <em>text</em></p>`,
        metaTitle: `MT ${token}`,
        metaKeyword: `MK ${token}`,
        metaDescription: `MD ${token}`,
        // Not http and not a root-relative upload: the placeholder is shown (docs/product.md#thumbnails).
        thumbImageUrl: '',
        imageUrl: `${baseURL}/images/services/seo-analysis.svg`,
        imageAlt: `A magnifying glass over a search results page ${token}`,
        category: 'Research',
        tag: ['alpha', `beta-${token}`],
        isActive: false,
        schema: '{"@type":"BlogPosting"}',
      },
    });
    expect(created.status()).toBe(201);
    const { blog } = (await created.json()) as { blog: { _id: string } };

    await signIn(page, ADMIN);
    await navigate(page, 'Blogs', '/dashboard/blogs');
    const slowDetails = await holdRequests(page, `**/api/blogs/${blog._id}`);
    const detailTitle = `Detail check ${token}`;
    await (await recordAction(page, detailTitle, `View Details of ${detailTitle}`)).click();
    await expect(page).toHaveURL(`/dashboard/blog-details/${blog._id}`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading details...' })).toBeVisible();
    slowDetails.release();
    await expect(
      page.getByRole('heading', { level: 2, name: `Detail check ${token}` }),
    ).toBeVisible();
    const details = page.locator('dl');
    for (const [label, value] of <[string, string][]>[
      ['Short description', `Short ${token}`],
      ['Meta title', `MT ${token}`],
      ['Meta keyword', `MK ${token}`],
      ['Meta description', `MD ${token}`],
      ['Category', 'Research'],
      ['Author', ADMIN.firstName],
      ['Active', 'No'],
      ['Status', 'Draft'],
      ['Address', `/blog/detail-check-${token}`],
      ['Image alt text', `A magnifying glass over a search results page ${token}`],
      ['Reading time', '1 min read'],
    ])
      await expect(
        details.locator('div').filter({ has: page.getByText(label, { exact: true }) }),
      ).toContainText(value);
    // Rendered as HTML, not as escaped markup.
    await expect(
      page.getByRole('heading', { level: 2, name: `Body heading ${token}` }),
    ).toBeVisible();
    await expect(details.locator('em')).toHaveText('text');
    await expect(details.getByRole('listitem')).toHaveText(['alpha', `beta-${token}`]);
    await expect(details.locator('pre')).toContainText('"@type": "BlogPosting"');
    await expect(details.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    // The placeholder is decorative; the image is described by its alt text.
    await expect(page.getByRole('figure', { name: 'Thumbnail' }).locator('img')).toHaveAttribute(
      'src',
      '/images/blog/placeholder.svg',
    );
    // Sent as this site's absolute address, kept as its path.
    await expect(
      page.getByRole('img', { name: `A magnifying glass over a search results page ${token}` }),
    ).toHaveAttribute('src', '/images/services/seo-analysis.svg');
    // A draft: no link to the public page, but a preview.
    await expect(page.getByRole('link', { name: 'View on website' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Preview/ })).toHaveAttribute(
      'href',
      new RegExp(`^/blog/detail-check-${token}\\?preview=`),
    );
    await expectNoAxeViolations(page);

    await page.goto('/dashboard/blog-details/ffffffffffffffffffffffff');
    await expect(page.getByText('Blog not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to blogs' })).toBeVisible();
    // The browser reports the API's 404 on the console; it is the case under test.
    expect(pageErrors.every((e) => e.includes('404'))).toBe(true);
    pageErrors.splice(0);
  });

  test('edits a blog without new images, deactivates it, and the public site hides it', async ({
    page,
    request,
  }) => {
    const adminToken = await apiLogin(request, ADMIN.email, ADMIN.password);
    const token = uniqueToken('edit');
    const created = await request.post('/api/blogs', {
      headers: bearer(adminToken),
      data: {
        title: `Before edit ${token}`,
        shortDescription: 'Original summary.',
        longDescription: '<p>Original body.</p>',
        imageUrl: '/images/blog/placeholder.svg',
        imageAlt: 'A navy pattern with a document icon',
        thumbImageUrl: '/images/blog/placeholder.svg',
        tag: ['keep'],
      },
    });
    const { blog } = (await created.json()) as { blog: { _id: string } };
    expect((await page.request.get(`/blog/${blog._id}`)).status()).toBe(200);

    await signIn(page, ADMIN);
    await navigate(page, 'Blogs', '/dashboard/blogs');
    const trigger = await recordAction(page, `Before edit ${token}`, `Edit Before edit ${token}`);
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Blog' });
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(`Before edit ${token}`);
    await expect(dialog.getByRole('textbox', { name: 'Long Description' })).toHaveText(
      'Original body.',
    );
    await expect(dialog.getByRole('list', { name: 'Tags added' })).toHaveText('keep');
    await dialog.getByLabel('Title', { exact: true }).fill(`After edit ${token}`);
    await dialog.getByLabel('Status').selectOption('draft');
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/upload')) uploads += 1;
    });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Blog updated' })).toBeVisible();
    await expect(blogRow(page, `After edit ${token}`)).toContainText('Draft');
    expect(uploads).toBe(0);

    const { body } = await readBlog(request, adminToken, blog._id);
    const stored = body.blog as Record<string, unknown>;
    expect(stored.title).toBe(`After edit ${token}`);
    expect(stored.isActive).toBe(false);
    expect(stored.imageUrl).toBe('/images/blog/placeholder.svg');
    expect(stored.longDescription).toBe('<p>Original body.</p>');
    expect(stored.tag).toEqual(['keep']);

    expect((await page.request.get(`/blog/${blog._id}`)).status()).toBe(404);
    await page.goto(`/blog?q=${token}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: `After edit ${token}` })).toHaveCount(0);
  });

  test('a new thumbnail replaces only the thumbnail; the image is kept', async ({
    page,
    request,
  }) => {
    const adminToken = await apiLogin(request, ADMIN.email, ADMIN.password);
    const title = `New thumbnail ${uniqueToken()}`;
    const created = await request.post('/api/blogs', {
      headers: bearer(adminToken),
      data: {
        title,
        shortDescription: 'Short.',
        longDescription: '<p>Body.</p>',
        imageUrl: '/images/blog/placeholder.svg',
        imageAlt: 'A navy pattern with a document icon',
        thumbImageUrl: '/images/blog/placeholder.svg',
      },
    });
    const { blog } = (await created.json()) as { blog: { _id: string } };
    await signIn(page, ADMIN);
    await navigate(page, 'Blogs', '/dashboard/blogs');
    await (await recordAction(page, title, `Edit ${title}`)).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Blog' });
    await expect(dialog.getByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute(
      'src',
      '/images/blog/placeholder.svg',
    );
    await dialog
      .getByLabel('Thumbnail', { exact: true })
      .setInputFiles(await pngFile('thumb.png', '#047857'));
    await expect(dialog.getByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute(
      'src',
      /^blob:/,
    );
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    const stored = (await readBlog(request, adminToken, blog._id)).body.blog as Record<
      string,
      unknown
    >;
    expect(stored.thumbImageUrl).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
    expect(stored.imageUrl).toBe('/images/blog/placeholder.svg');
    await expect(blogRow(page, title).locator('img')).toHaveAttribute(
      'src',
      stored.thumbImageUrl as string,
    );
  });

  test('deletes a blog after confirmation; Cancel keeps it', async ({ page, request }) => {
    const adminToken = await apiLogin(request, ADMIN.email, ADMIN.password);
    const title = `Delete me ${uniqueToken()}`;
    const created = await request.post('/api/blogs', {
      headers: bearer(adminToken),
      data: { title, shortDescription: 'Short.', longDescription: '<p>Body.</p>' },
    });
    const { blog } = (await created.json()) as { blog: { _id: string } };

    await signIn(page, ADMIN);
    await navigate(page, 'Blogs', '/dashboard/blogs');
    await (await recordAction(page, title, `Delete ${title}`)).click();
    const confirm = page.getByRole('dialog', { name: 'Delete blog' });
    await expect(confirm).toContainText('Are you sure you want to delete this blog !');
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(blogRow(page, title)).toHaveCount(1);

    await (await recordAction(page, title, `Delete ${title}`)).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Blog deleted' })).toBeVisible();
    await expect(blogRow(page, title)).toHaveCount(0);
    // The deleted row's button is gone; focus goes to the page heading, not to nowhere.
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeFocused();
    expect((await readBlog(request, adminToken, blog._id)).status).toBe(404);
    expect((await page.request.get(`/blog/${blog._id}`)).status()).toBe(404);
  });

  test('shows field messages from the form and from the server', async ({ page, pageErrors }) => {
    await signIn(page, ADMIN);
    await navigate(page, 'Blogs', '/dashboard/blogs');
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Blog' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Short description is required')).toBeVisible();
    await expect(dialog.getByText('Long description is required')).toBeVisible();
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // Markup the server's sanitizer removes leaves no text: the server's field message shows.
    await dialog.getByLabel('Title', { exact: true }).fill(`Server check ${uniqueToken()}`);
    await dialog.getByLabel('Short Description').fill('Short.');
    await typeRichText(page, 'Long Description', 'x');
    await page.route('**/api/blogs', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({
        postData: JSON.stringify({ ...body, longDescription: '<script>alert(1)</script>' }),
      });
    });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields' }),
    ).toBeVisible();
    await expect(dialog.getByText('Long description is required')).toBeVisible();
    await expect(dialog).toBeVisible();
    // The browser reports the 400 answer on the console; it is the case under test.
    expect(pageErrors.every((e) => e.includes('400'))).toBe(true);
    pageErrors.splice(0);
  });

  test('a picture pasted from another site is refused next to the text, before anything is sent', async ({
    page,
    pageErrors,
  }) => {
    await signIn(page, ADMIN);
    await navigate(page, 'Blogs', '/dashboard/blogs');
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Blog' });
    await dialog.getByLabel('Title', { exact: true }).fill(`Pasted picture ${uniqueToken()}`);
    await dialog.getByLabel('Short Description').fill('Copied from another page.');
    await typeRichText(page, 'Long Description', 'Results below. ');
    // What a browser hands the editor when a piece of another website is copied and pasted.
    await dialog.getByRole('textbox', { name: 'Long Description' }).evaluate((editor) => {
      const data = new DataTransfer();
      data.setData('text/html', '<p>Chart: <img src="https://cdn.example.com/chart.png"></p>');
      editor.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect(
      dialog.getByRole('textbox', { name: 'Long Description' }).locator('img'),
    ).toHaveAttribute('src', 'https://cdn.example.com/chart.png');
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/blogs')) posted = true;
    });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      dialog.getByText('Upload pictures in the text here: images from other sites cannot be shown'),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(posted).toBe(false);
    // The browser blocks the picture and says so on the console: the reason it is refused.
    expect(pageErrors.every((e) => e.includes('violates the following Content Security'))).toBe(
      true,
    );
    pageErrors.splice(0);
  });

  test("the editor's image button uploads the picture and places it in the text", async ({
    page,
    request,
  }) => {
    const title = `Inline picture ${uniqueToken()}`;
    await signIn(page, ADMIN);
    await navigate(page, 'Blogs', '/dashboard/blogs');
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Blog' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Short Description').fill('A picture inside the article.');
    await typeRichText(page, 'Long Description', 'Before the picture. ');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Insert image' }).click();
    await (await chooser).setFiles(await pngFile('inline.png', '#dc2626'));
    const inline = dialog.getByRole('textbox', { name: 'Long Description' }).locator('img');
    await expect(inline).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{24}\.webp$/);
    // The picture gets its description in the text.
    await dialog.getByLabel('Picture alt text').fill('A red square');
    await dialog.getByRole('button', { name: 'Save description' }).click();
    await expect(inline).toHaveAttribute('alt', 'A red square');
    await dialog.getByLabel('Status').selectOption('published');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();

    const adminToken = await apiLogin(request, ADMIN.email, ADMIN.password);
    const list = await request.get('/api/blogs/userBlogs', { headers: bearer(adminToken) });
    const { blogs } = (await list.json()) as {
      blogs: { _id: string; title: string; longDescription: string }[];
    };
    const saved = blogs.find((b) => b.title === title);
    // Kept by the server's sanitizer, and shown on the public page.
    expect(saved?.longDescription).toMatch(
      /<img src="\/uploads\/[0-9a-f]{24}\.webp" alt="A red square"/,
    );
    await page.goto(`/blog/${saved!._id}`);
    const shown = page.locator('.prose-body img');
    await expect(shown).toHaveAttribute('src', /^\/uploads\//);
    await expect(shown).toHaveAttribute('alt', 'A red square');
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('falls back to a plain text area when the editor cannot load', async ({
    page,
    pageErrors,
    request,
  }) => {
    await page.route(/\/assets\/quill[^/]*\.js$/, (route) => route.abort());
    await signIn(page, ADMIN);
    await navigate(page, 'Blogs', '/dashboard/blogs');
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Blog' });
    await expect(dialog.getByText('Failed to load editor')).toBeVisible();
    const fallback = dialog.getByRole('textbox', { name: 'Long Description' });
    await expect(fallback).toHaveAttribute('placeholder', 'Long description...');
    const title = `Plain text ${uniqueToken()}`;
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Short Description').fill('Written without the editor.');
    await fallback.fill('<p>Typed as HTML in the fallback.</p>');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(blogRow(page, title)).toHaveCount(1);
    const adminToken = await apiLogin(request, ADMIN.email, ADMIN.password);
    const list = await request.get('/api/blogs/userBlogs', { headers: bearer(adminToken) });
    const { blogs } = (await list.json()) as {
      blogs: { title: string; longDescription: string }[];
    };
    expect(blogs.find((b) => b.title === title)?.longDescription).toBe(
      '<p>Typed as HTML in the fallback.</p>',
    );
    // The aborted chunk is reported by the browser; that is the situation under test.
    expect(pageErrors.every((e) => /Failed to load resource|dynamically imported/i.test(e))).toBe(
      true,
    );
    pageErrors.splice(0);
  });

  test('modals work by keyboard alone: focus is trapped, Escape closes, focus returns', async ({
    page,
  }) => {
    // A long flow of many screens: three times the usual time on a busy machine.
    test.slow();
    await signIn(page, ADMIN);
    await navigate(page, 'Blogs', '/dashboard/blogs');
    const addNew = page.getByRole('button', { name: 'Add New' });
    await addNew.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add New Blog' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Long Description' })).toBeVisible();
    // Tab through more stops than the form has: focus never leaves the dialog, passes through
    // the rich-text editor (Tab is not swallowed) and wraps around to the first control.
    const visited = new Set<string>();
    for (let i = 0; i < 45; i += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el?.closest('[role="dialog"]')) return 'outside';
        const label = (el as HTMLInputElement).labels?.[0]?.textContent?.trim();
        return el.getAttribute('aria-label') || label || el.textContent?.trim() || el.tagName;
      });
      expect(where).not.toBe('outside');
      visited.add(where);
    }
    expect([...visited]).toEqual(
      expect.arrayContaining(['Close', 'Long Description', 'Schema (JSON-LD)', 'Add']),
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(addNew).toBeFocused();
    // Focus is visible on the trigger it returned to.
    expect(await addNew.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');

    // The delete confirmation, opened and cancelled from the keyboard. On a phone the action is in
    // the record's menu; focus then returns to the menu's button.
    const opener = hasActionMenus(page)
      ? page.getByRole('button', { name: /^Actions for / }).first()
      : page.getByRole('button', { name: /^Delete / }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    if (hasActionMenus(page)) {
      await page.getByRole('menuitem', { name: /^Delete / }).focus();
      await page.keyboard.press('Enter');
    }
    const confirm = page.getByRole('dialog', { name: 'Delete blog' });
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('dashboard blogs (staff)', () => {
  test('staff see only their own blogs, start empty, and their blog reaches the site', async ({
    page,
    request,
  }) => {
    const staff = await createStaffAccount(request);
    await signIn(page, staff);
    const nav = await sidebar(page);
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Blogs',
      'Inbox',
      'Invoices',
      'Clients',
      'Settings',
    ]);
    // A slow answer shows the loading row first.
    const slowList = await holdRequests(page, '**/api/blogs/userBlogs');
    await nav.getByRole('link', { name: 'Blogs' }).click();
    await expect(page.getByRole('cell', { name: 'Loading....' })).toBeVisible();
    slowList.release();
    await expect(page.getByRole('cell', { name: 'No Blogs Available' })).toBeVisible();
    await page.unroute('**/api/blogs/userBlogs');
    await expectNoAxeViolations(page);

    const title = `Staff post ${uniqueToken()}`;
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Blog' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Short Description').fill('Notes from the support desk.');
    await typeRichText(page, 'Long Description', 'What customers asked this month.');
    await dialog.getByLabel('Status').selectOption('published');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
    const rows = page.getByRole('row');
    // The header row and the staff member's one blog: nobody else's.
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(title);
    await expect(rows.nth(1)).toContainText(`${staff.firstName} ${staff.lastName}`);
    const href = await (
      await recordAction(page, title, `View Details of ${title}`)
    ).getAttribute('href');
    const publicPage = await page.request.get(`/blog/${blogIdFromHref(href)}`);
    expect(publicPage.status()).toBe(200);
    expect(await publicPage.text()).toContain(title);
  });
});
