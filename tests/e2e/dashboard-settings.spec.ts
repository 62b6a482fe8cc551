import type { Page } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  bearer,
  createStaffAccount,
  navigate,
  recordAction,
  signIn,
  uniqueToken,
} from './dashboard-helpers';
import { expect, expectNoAxeViolations, test } from './support/test';

/** The row of an account; its email is unique, and shown under an "Email" label on phones. */
const staffRow = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

const loginStatus = async (page: Page, email: string, password: string) =>
  (await page.request.post('/api/users/login', { data: { email, password } })).status();

test.describe('settings: change password', () => {
  test('checks the fields, changes the password and ends the other sessions', async ({
    page,
    request,
    pageErrors,
  }) => {
    const staff = await createStaffAccount(request);
    const otherDevice = await apiLogin(request, staff.email, staff.password);
    await signIn(page, staff);
    await navigate(page, 'Settings', '/dashboard/settings');
    // Staff manage only their own password.
    await expect(page.getByRole('heading', { name: 'Staff accounts' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add staff account' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const current = page.getByLabel('Current password');
    const next = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password');
    const submit = page.getByRole('button', { name: 'Change password' });
    await submit.click();
    await expect(page.getByText('Current password is required')).toBeVisible();
    await next.fill('short');
    await confirm.fill('short');
    await current.focus();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

    const newPassword = `new-${uniqueToken()}`;
    await current.fill('not-my-password');
    await next.fill(newPassword);
    await confirm.fill(`${newPassword}-typo`);
    await submit.click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();

    await confirm.fill(newPassword);
    await submit.click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct' })).toBeVisible();

    await current.fill(staff.password);
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toContainText(
      'every other device or browser signed in to this account has been signed out',
    );
    await expect(current).toHaveValue('');

    // This browser stays signed in; the other session is over; only the new password works.
    const here = await page.evaluate(() => localStorage.getItem('token'));
    expect((await request.get('/api/users/me', { headers: bearer(here!) })).status()).toBe(200);
    expect((await request.get('/api/users/me', { headers: bearer(otherDevice) })).status()).toBe(
      401,
    );
    expect(await loginStatus(page, staff.email, staff.password)).toBe(401);
    expect(await loginStatus(page, staff.email, newPassword)).toBe(200);
    // The browser reports the API's 400 answer (wrong current password) on the console.
    expect(pageErrors.every((e) => e.includes('400'))).toBe(true);
    pageErrors.splice(0);
  });
});

test.describe('settings: staff accounts (admin)', () => {
  test(
    'creates an account, resets its password, changes its role, disables, enables and deletes it',
    { tag: '@phone' },
    async ({ page }) => {
      // A long flow of many screens: three times the usual time on a busy machine.
      test.slow();
      const id = uniqueToken('new');
      const email = `${id}@e2e.ecs`;
      const firstPassword = `first-${id}`;
      await signIn(page, ADMIN);
      await navigate(page, 'Settings', '/dashboard/settings');
      await expect(page.getByRole('heading', { name: 'Staff accounts' })).toBeVisible();

      const add = page.getByRole('button', { name: 'Add staff account' });
      await add.click();
      const dialog = page.getByRole('dialog', { name: 'Add staff account' });
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await expect(dialog.getByText('First name is required')).toBeVisible();
      await dialog.getByLabel('First name').fill('Linus');
      await dialog.getByLabel('Last name').fill(`Writer ${id}`);
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Password').fill(firstPassword);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await expect(dialog).toBeHidden();
      await expect(add).toBeFocused();
      await expect(
        page.getByRole('status').filter({ hasText: `Linus Writer ${id} can now sign in.` }),
      ).toBeVisible();
      const row = staffRow(page, email);
      await expect(row).toContainText('Staff');
      await expect(row).toContainText('Active');
      expect(await loginStatus(page, email, firstPassword)).toBe(200);
      const name = `Linus Writer ${id}`;

      // Reset password: the old one stops working, the new one works.
      await (await recordAction(page, name, `Reset password for ${name}`)).click();
      const reset = page.getByRole('dialog', { name: `Reset password for ${name}` });
      await reset.getByLabel('New password').fill('2short');
      await reset.getByLabel('New password').blur();
      await expect(reset.getByText('Password must be at least 8 characters')).toBeVisible();
      const secondPassword = `second-${id}`;
      await reset.getByLabel('New password').fill(secondPassword);
      await reset.getByRole('button', { name: 'Reset password' }).click();
      await expect(reset).toBeHidden();
      await expect(
        page.getByRole('status').filter({ hasText: 'password was reset' }),
      ).toBeVisible();
      expect(await loginStatus(page, email, firstPassword)).toBe(401);
      const token = await apiLogin(page.request, email, secondPassword);

      // Role: make admin, then back to staff.
      await (await recordAction(page, name, `Make admin ${name}`)).click();
      await expect(row.getByRole('cell').nth(2)).toHaveText('Admin');
      const me = await page.request.get('/api/users/me', {
        headers: bearer(await apiLogin(page.request, email, secondPassword)),
      });
      expect(((await me.json()) as { user: { isAdmin: boolean } }).user.isAdmin).toBe(true);
      // Changing the role ended the session that was open before.
      expect((await page.request.get('/api/users/me', { headers: bearer(token) })).status()).toBe(
        401,
      );
      await (await recordAction(page, name, `Remove admin from ${name}`)).click();
      await expect(row.getByRole('cell').nth(2)).toHaveText('Staff');

      // Disable: sign-in fails; enable: it works again.
      await (await recordAction(page, name, `Disable ${name}`)).click();
      await expect(row).toContainText('Disabled');
      expect(await loginStatus(page, email, secondPassword)).toBe(401);
      await (await recordAction(page, name, `Enable ${name}`)).click();
      await expect(row).toContainText('Active');
      expect(await loginStatus(page, email, secondPassword)).toBe(200);

      // Delete, after a confirmation that Cancel can back out of.
      await (await recordAction(page, name, `Delete ${name}`)).click();
      const confirm = page.getByRole('dialog', { name: 'Delete account' });
      await expect(confirm).toContainText(`delete the account of ${name}`);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(row).toHaveCount(1);
      await (await recordAction(page, name, `Delete ${name}`)).click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'account was deleted' }),
      ).toBeVisible();
      await expect(staffRow(page, email)).toHaveCount(0);
      expect(await loginStatus(page, email, secondPassword)).toBe(401);
    },
  );

  test("shows a duplicate email as the server's field message", async ({
    page,
    request,
    pageErrors,
  }) => {
    const existing = await createStaffAccount(request);
    await signIn(page, ADMIN);
    await navigate(page, 'Settings', '/dashboard/settings');
    await page.getByRole('button', { name: 'Add staff account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add staff account' });
    await dialog.getByLabel('First name').fill('Dupe');
    await dialog.getByLabel('Email').fill(existing.email);
    await dialog.getByLabel('Password').fill('long-enough-password');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      dialog.getByText('A user with this email already exists', { exact: true }).first(),
    ).toBeVisible();
    expect(pageErrors.every((e) => e.includes('409'))).toBe(true);
    pageErrors.splice(0);
  });

  test("an admin's own row offers no disable, demote or delete; the API refuses them too", async ({
    page,
    request,
  }) => {
    await signIn(page, ADMIN);
    await navigate(page, 'Settings', '/dashboard/settings');
    const own = staffRow(page, ADMIN.email);
    await expect(own).toContainText('You');
    await expect(own.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);

    const token = await apiLogin(request, ADMIN.email, ADMIN.password);
    const me = (await (await request.get('/api/users/me', { headers: bearer(token) })).json()) as {
      user: { _id: string };
    };
    for (const data of [{ disabled: true }, { isAdmin: false }]) {
      const answer = await request.patch(`/api/users/${me.user._id}`, {
        headers: bearer(token),
        data,
      });
      expect(answer.status()).toBe(400);
    }
    expect(
      (await request.delete(`/api/users/${me.user._id}`, { headers: bearer(token) })).status(),
    ).toBe(400);
  });
});
