import {
  ADMIN,
  apiLogin,
  bearer,
  hasActionMenus,
  navigate,
  pngFile,
  readBlog,
  recordAction,
  signIn,
  typeRichText,
  uniqueToken,
} from './dashboard-helpers';
import { blogIdFromHref, blogRow } from './support/blogs';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';
import { holdRequests } from './support/hold';

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
    // The date gives way in a table narrower than 896 px; a card shows it.
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
    // The author is one of the specification's columns: a table and a card both show it.
    await expect(row.getByRole('cell').filter({ hasText: ADMIN.firstName })).toBeVisible();
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

    // Archived: the post is off the site, and has no preview either.
    const archived = await request.patch(`/api/blogs/${blog._id}`, {
      headers: bearer(adminToken),
      data: { status: 'archived' },
    });
    expect(archived.status()).toBe(200);
    await page.reload();
    // (The revisions below now list the change of status too: the field's row comes first.)
    await expect(
      details
        .locator('div')
        .filter({ has: page.getByText('Status', { exact: true }) })
        .first(),
    ).toContainText('Archived');
    await expect(page.getByRole('link', { name: /^Preview/ })).toHaveCount(0);
    await expect(page.getByText('Preview link', { exact: true })).toHaveCount(0);

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
});
