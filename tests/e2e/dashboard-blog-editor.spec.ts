import {
  ADMIN,
  apiLogin,
  bearer,
  navigate,
  pngFile,
  signIn,
  typeRichText,
  uniqueToken,
} from './dashboard-helpers';
import { blogRow } from './support/blogs';
import { expect, test } from './support/test';

test.describe('dashboard blogs (admin)', () => {
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

  test(
    "the editor's image button uploads the picture and places it in the text",
    { tag: '@phone' },
    async ({ page, request }) => {
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
    },
  );

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
});
