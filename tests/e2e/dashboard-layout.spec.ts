import {
  ADMIN,
  apiLogin,
  bearer,
  hasActionMenus,
  isNarrow,
  signIn,
  signInAsNewStaff,
  uniqueToken,
} from './dashboard-helpers';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

test.describe('dashboard index', () => {
  test('staff see their own counts and recent blogs, without admin-only cards', async ({
    page,
    request,
  }) => {
    const staff = await signInAsNewStaff(page, request);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    const blogsCard = page.getByRole('link', { name: /Your blogs/ });
    await expect(blogsCard).toContainText('0');
    await expect(page.getByText('No blogs yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Staff accounts/ })).toHaveCount(0);
    // The three catalogue services are never deleted by tests; others come and go in parallel.
    const servicesCard = page.getByRole('link', { name: /Active services/ });
    await expect
      .poll(async () => Number((await servicesCard.innerText()).match(/\d+/)?.[0] ?? -1))
      .toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(page);

    const token = await apiLogin(request, staff.email, staff.password);
    const title = `Counted ${uniqueToken()}`;
    const created = await request.post('/api/blogs', {
      headers: bearer(token),
      data: { title, shortDescription: 'Short.', longDescription: '<p>Body.</p>', isActive: false },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    await expect(blogsCard).toContainText('1');
    const recent = page.getByRole('region', { name: 'Your recent blogs' });
    await expect(recent.getByRole('listitem')).toHaveCount(1);
    await expect(recent.getByRole('listitem')).toContainText('Inactive');
    await recent.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/dashboard\/blog-details\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  });

  test('admins see every blog, active services and enabled staff accounts', async ({ page }) => {
    // Other tests add, disable and delete accounts in parallel: the card must show the enabled
    // accounts of the list the screen itself loaded.
    const listed = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/users' && response.request().method() === 'GET',
    );
    await signIn(page, ADMIN);
    const users = (await (await listed).json()) as { users: { disabled: boolean }[] };
    const staffCard = page.getByRole('link', { name: /Staff accounts/ });
    await expect(staffCard).toHaveAttribute('href', '/dashboard/settings');
    await expect
      .poll(async () => Number((await staffCard.innerText()).match(/\d+/)?.[0] ?? -1))
      .toBe(users.users.filter((u) => !u.disabled).length);
    await expect(page.getByRole('link', { name: /All blogs/ })).toHaveAttribute(
      'href',
      '/dashboard/blogs',
    );
    await expect(
      page.getByRole('region', { name: 'Recent blogs' }).getByRole('listitem'),
    ).toHaveCount(5);
    await expectNoAxeViolations(page);
  });

  test('counts messages, orders and failed emails and lists the latest submissions', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    const count = async (name: RegExp) => {
      const card = page.getByRole('link', { name });
      await expect(card).not.toContainText('…');
      return Number((await card.innerText()).match(/\d+/)?.[0] ?? -1);
    };
    const messagesBefore = await count(/^Messages/);
    await expect(page.getByRole('link', { name: /^Orders/ })).toHaveAttribute(
      'href',
      '/dashboard/inbox?kind=orders',
    );
    expect(await count(/^Emails that failed/)).toBeGreaterThanOrEqual(0);

    // A visitor writes in; the count grows and the message is among the newest submissions.
    const name = `Index ${uniqueToken()}`;
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByLabel('Your name*').fill(name);
    await page.getByLabel('Your Email*').fill(`${uniqueToken('visitor')}@northwind.example`);
    await page.getByLabel('Write Message').fill('Could you call me about a new website?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Email sent successfully!')).toBeVisible();

    await page.goto('/dashboard');
    await expect.poll(() => count(/^Messages/)).toBeGreaterThan(messagesBefore);
    const latest = page.getByRole('region', { name: 'Latest submissions' }).getByRole('listitem');
    await expect(latest.first()).toBeVisible();
    expect(await latest.count()).toBeLessThanOrEqual(5);
    const first = latest.first().getByRole('link');
    const heading = (await first.innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(/\/dashboard\/inbox\/[a-z]+\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expectNoAxeViolations(page);
  });
});

test.describe('dashboard layout', () => {
  test('the sidebar lists the admin entries and marks the current screen', async ({ page }) => {
    await signIn(page, ADMIN);
    if (isNarrow(page)) await page.getByRole('button', { name: 'Open sidebar' }).click();
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Services',
      'Blogs',
      'Inbox',
      'Invoices',
      'Clients',
      'Settings',
    ]);
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/dashboard/settings');
    if (isNarrow(page)) {
      await expect(nav).toBeHidden();
      await page.getByRole('button', { name: 'Open sidebar' }).click();
    }
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('logout asks first; Cancel keeps the session', async ({ page }) => {
    await signIn(page, ADMIN);
    if (isNarrow(page)) await page.getByRole('button', { name: 'Open sidebar' }).click();
    const logout = page.getByRole('button', { name: 'Logout' });
    await logout.click();
    const dialog = page.getByRole('dialog', { name: 'Logout' });
    await expect(dialog).toContainText('Are you sure you want to Logout ?');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(logout).toBeFocused();
    await expect(page).toHaveURL('/dashboard');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect((await page.request.get('/api/users/me', { headers: bearer(token!) })).status()).toBe(
      200,
    );
  });
});

test.describe('dashboard session', () => {
  test('an account disabled mid-session is sent to sign in on its next action', async ({
    page,
    request,
    pageErrors,
  }) => {
    const staff = await signInAsNewStaff(page, request);
    await page.goto('/dashboard/blogs');
    await expect(page.getByRole('cell', { name: 'No Blogs Available' })).toBeVisible();
    const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
    const disabled = await request.patch(`/api/users/${staff.id}`, {
      headers: bearer(admin),
      data: { disabled: true },
    });
    expect(disabled.status()).toBe(200);

    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Blog' });
    await dialog.getByLabel('Title', { exact: true }).fill('Never saved');
    await dialog.getByLabel('Short Description').fill('The session ended.');
    await dialog.getByRole('textbox', { name: 'Long Description' }).click();
    await page.keyboard.type('Body.');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page).toHaveURL('/sign-in');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The browser reports the 401 answer on the console; it is the case under test.
    expect(pageErrors.every((e) => e.includes('401'))).toBe(true);
    pageErrors.splice(0);
  });
});

test.describe('dashboard sidebar on small screens', () => {
  test.skip(({ isMobile }) => !isMobile, 'the sidebar toggles only on small screens');

  test('a closed sidebar is out of reach of the keyboard and AT; it opens and closes by keyboard', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    const sidebar = page.locator('#dashboard-sidebar');
    await expect(sidebar).toHaveAttribute('inert', '');
    await expect(sidebar).toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
    // Tabbing from the top of the page never lands inside the closed sidebar.
    await page.locator('body').focus();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('#dashboard-sidebar'))),
      ).toBe(false);
    }

    const toggle = page.getByRole('button', { name: 'Open sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(sidebar).not.toHaveAttribute('inert');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Close sidebar' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Dashboard' }),
    ).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(sidebar).toHaveAttribute('inert', '');
    await expect(toggle).toBeFocused();
  });
});

test.describe('dashboard pages', () => {
  // Every screen at every width, with axe: tests/e2e/widths.spec.ts.
  test('a blog opens from its actions, and its details fit the screen and pass axe', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.goto('/dashboard/blogs');
    if (hasActionMenus(page))
      await page
        .getByRole('button', { name: /^Actions for / })
        .first()
        .click();
    await page
      .getByRole(hasActionMenus(page) ? 'menuitem' : 'link', { name: /^View Details of / })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Details');
    await expect(page.getByText('Loading details...')).toHaveCount(0);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('dashboard release', () => {
  test('the sidebar names the version and build the server runs, as /readyz does', async ({
    page,
    request,
  }) => {
    const readiness = (await (await request.get('/readyz')).json()) as {
      version: string;
      build: string;
    };
    await signInAsNewStaff(page, request);
    if (isNarrow(page)) await page.getByRole('button', { name: 'Open sidebar' }).click();
    await expect(
      page
        .locator('#dashboard-sidebar')
        .getByText(`Version ${readiness.version} · build ${readiness.build}`),
    ).toBeVisible();
  });
});
