import {
  recordAction,
  sidebar,
  signInAsNewStaff,
  typeRichText,
  uniqueToken,
} from './dashboard-helpers';
import { blogIdFromHref } from './support/blogs';
import { expect, expectNoAxeViolations, test } from './support/test';
import { holdRequests } from './support/hold';

test.describe('dashboard blogs (staff)', () => {
  test(
    'staff see only their own blogs, start empty, and their blog reaches the site',
    { tag: '@phone' },
    async ({ page, request }) => {
      const staff = await signInAsNewStaff(page, request);
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
    },
  );
});
