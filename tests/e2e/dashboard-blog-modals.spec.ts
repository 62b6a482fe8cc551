import {
  ADMIN,
  apiLogin,
  bearer,
  hasActionMenus,
  navigate,
  readBlog,
  recordAction,
  signIn,
  uniqueToken,
} from './dashboard-helpers';
import { blogRow } from './support/blogs';
import { expect, expectNoAxeViolations, test } from './support/test';

test.describe('dashboard blogs (admin)', () => {
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

    // A modal dialog, the page behind inert: a click on the backdrop closes it, and cancels.
    await (await recordAction(page, title, `Delete ${title}`)).click();
    await expect(confirm).toBeVisible();
    expect(await confirm.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await page.mouse.click(4, 4);
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
        if (!el?.closest('dialog')) return 'outside';
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
