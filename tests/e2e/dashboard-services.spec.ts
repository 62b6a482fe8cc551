import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  bearer,
  hasActionMenus,
  navigate,
  pngFile,
  recordAction,
  sidebar,
  signIn,
  signInAsNewStaff,
  typeRichText,
  uniqueToken,
} from './dashboard-helpers';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

interface Service {
  _id: string;
  url: string;
  title: string;
  bgImageUrl: string;
  thumbnailImageUrl: string;
  longDescription: string;
  isActive: boolean;
}

async function createService(request: APIRequestContext, title: string): Promise<Service> {
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const response = await request.post('/api/services', {
    headers: bearer(token),
    data: {
      title,
      description: 'Audits, fixes and reporting for sites that need to be found.',
      longDescription: '<p>How the engagement runs.</p>',
      bgImageUrl: '/images/services/seo-analysis.svg',
      thumbnailImageUrl: '/images/services/seo-analysis-detail-1.svg',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { service: Service }).service;
}

async function findService(request: APIRequestContext, title: string) {
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const response = await request.get('/api/services', { headers: bearer(token) });
  const { services } = (await response.json()) as { services: Service[] };
  return services.find((s) => s.title === title);
}

const serviceRow = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: title }) });

test.describe('dashboard services (admin)', () => {
  test('adds a service with uploaded images and rich text; the public pages show it', async ({
    page,
    request,
  }) => {
    // A long flow of many screens: three times the usual time on a busy machine.
    test.slow();
    const title = `Content Strategy ${uniqueToken()}`;
    await signIn(page, ADMIN);
    await navigate(page, 'Services', '/dashboard/services');
    await expect(page.getByRole('columnheader')).toHaveText([
      '#',
      'Title',
      'Background Image',
      'Description',
      'Status',
      'Actions',
    ]);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Service' });
    await expect(dialog.getByLabel('Banner Image')).toHaveAttribute('accept', 'image/*');
    await expect(dialog.getByLabel('Background Image')).toHaveAttribute('accept', 'image/*');
    await dialog.getByLabel('Banner Image').setInputFiles(await pngFile('banner.png', '#142658'));
    await expect(dialog.getByRole('img', { name: 'Banner Image preview' })).toBeVisible();
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('Editorial plans, briefs and articles that bring in qualified leads.');
    await typeRichText(page, 'Long Description', 'Quarterly editorial plan');
    await dialog.getByRole('button', { name: 'Heading 2' }).click();
    await dialog
      .getByLabel('Background Image')
      .setInputFiles(await pngFile('background.png', '#6d5efc'));
    await expect(dialog.getByRole('img', { name: 'Background Image preview' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Service created' })).toBeVisible();
    await expect(serviceRow(page, title)).toHaveCount(1);

    const service = await findService(request, title);
    expect(service?.bgImageUrl).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
    expect(service?.thumbnailImageUrl).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
    expect(service?.longDescription).toBe('<h2>Quarterly editorial plan</h2>');
    await expect(serviceRow(page, title).locator('img')).toHaveAttribute(
      'src',
      service!.thumbnailImageUrl,
    );

    await page.goto('/services');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.goto(`/services/${service!.url}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { name: 'Quarterly editorial plan' })).toBeVisible();
    await expect(page.locator(`img[src="${service!.bgImageUrl}"]`).first()).toBeVisible();
  });

  test("validates on blur with the service form's messages; Add stays disabled on an empty form", async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await navigate(page, 'Services', '/dashboard/services');
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Service' });
    const add = dialog.getByRole('button', { name: 'Add', exact: true });
    await expect(add).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Close', exact: true }).last()).toBeEnabled();

    await dialog.getByLabel('Banner Image').focus();
    await dialog.getByLabel('Title', { exact: true }).focus();
    await expect(dialog.getByText('Banner image is required')).toBeVisible();
    await dialog.getByLabel('Description', { exact: true }).focus();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await dialog.getByLabel('Title', { exact: true }).focus();
    await expect(dialog.getByText('Description is required')).toBeVisible();

    await dialog.getByLabel('Title', { exact: true }).fill('Brand audits');
    await expect(add).toBeEnabled();
    await dialog.getByLabel('Description', { exact: true }).fill('A clear look at a brand.');
    await add.click();
    await expect(dialog.getByText('Banner image is required')).toBeVisible();
    await expect(dialog.getByText('Thumbnail is required')).toBeVisible();
    await expect(dialog.getByLabel('Background Image')).toHaveAttribute('aria-invalid', 'true');

    // Choosing a file clears the message; clearing the choice again sets the clearing message
    // (docs/product.md#service-form).
    const background = dialog.getByLabel('Background Image');
    await background.setInputFiles(await pngFile('bg.png'));
    await expect(dialog.getByText('Thumbnail is required')).toBeHidden();
    await background.setInputFiles([]);
    await expect(dialog.getByText('Thumb Image is required')).toBeVisible();
    const banner = dialog.getByLabel('Banner Image');
    await banner.setInputFiles(await pngFile('banner.png'));
    await expect(dialog.getByText('Banner image is required')).toBeHidden();
    await banner.setInputFiles([]);
    await expect(dialog.getByText('Banner image is required')).toBeVisible();
    await expectNoAxeViolations(page);

    // Close leaves add mode; the next Add New starts from an empty form.
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Add New' }).click();
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('');
  });

  test('edits a service title keeping its images; /services shows the new title', async ({
    page,
    request,
  }) => {
    const before = `Paid Search ${uniqueToken()}`;
    const after = `${before} Renamed`;
    const service = await createService(request, before);
    await signIn(page, ADMIN);
    await navigate(page, 'Services', '/dashboard/services');
    await (await recordAction(page, before, `Edit ${before}`)).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Service' });
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(before);
    await expect(dialog.getByRole('textbox', { name: 'Long Description' })).toHaveText(
      'How the engagement runs.',
    );
    await expect(dialog.getByRole('img', { name: 'Banner Image preview' })).toHaveAttribute(
      'src',
      service.bgImageUrl,
    );
    await dialog.getByLabel('Title', { exact: true }).fill(after);
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/upload')) uploads += 1;
    });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Service updated' })).toBeVisible();
    await expect(serviceRow(page, after)).toHaveCount(1);
    expect(uploads).toBe(0);

    const stored = await findService(request, after);
    expect(stored?._id).toBe(service._id);
    expect(stored?.bgImageUrl).toBe(service.bgImageUrl);
    expect(stored?.thumbnailImageUrl).toBe(service.thumbnailImageUrl);
    await page.goto('/services');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: after })).toBeVisible();
    await page.goto(`/services/${service.url}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(after);
  });

  test('replacing only the banner uploads one image; the service page shows the new banner', async ({
    page,
    request,
  }) => {
    const title = `Email Campaigns ${uniqueToken()}`;
    const service = await createService(request, title);
    await signIn(page, ADMIN);
    await navigate(page, 'Services', '/dashboard/services');
    await (await recordAction(page, title, `Edit ${title}`)).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Service' });
    await dialog
      .getByLabel('Banner Image')
      .setInputFiles(await pngFile('new-banner.png', '#b45309'));
    const sent: string[] = [];
    await page.route('**/api/upload', async (route) => {
      sent.push(route.request().postDataBuffer()?.toString('latin1') ?? '');
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    // One upload, carrying only the new banner.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('name="imageUrl"');
    expect(sent[0]).not.toContain('name="thumbImageUrl"');

    const stored = await findService(request, title);
    expect(stored?.bgImageUrl).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
    expect(stored?.thumbnailImageUrl).toBe(service.thumbnailImageUrl);
    await page.goto(`/services/${service.url}`);
    await expect(page.locator(`img[src="${stored!.bgImageUrl}"]`).first()).toBeVisible();
    await expect(page.locator(`img[src="${service.bgImageUrl}"]`)).toHaveCount(0);
  });

  test('View Details shows the service and opens its public page', async ({ page, request }) => {
    const title = `Analytics Setup ${uniqueToken()}`;
    const service = await createService(request, title);
    await signIn(page, ADMIN);
    await navigate(page, 'Services', '/dashboard/services');
    const trigger = await recordAction(page, title, `View Details of ${title}`);
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toContainText(`/services/${service.url}`);
    await expect(dialog).toContainText('Active (listed on the website)');
    await expect(dialog.getByText('How the engagement runs.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus returns to what opened it: the button, or on a phone the record's menu button.
    await expect(
      hasActionMenus(page)
        ? page.getByRole('button', { name: `Actions for ${title}`, exact: true })
        : trigger,
    ).toBeFocused();
    await (await recordAction(page, title, `View Details of ${title}`)).click();
    await dialog.getByRole('link', { name: 'Open the public page' }).click();
    await expect(page).toHaveURL(`/services/${service.url}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('deletes a service after confirmation; it is gone from the public pages', async ({
    page,
    request,
  }) => {
    const title = `Retired Offer ${uniqueToken()}`;
    const service = await createService(request, title);
    expect((await page.request.get(`/services/${service.url}`)).status()).toBe(200);
    await signIn(page, ADMIN);
    await navigate(page, 'Services', '/dashboard/services');
    await (await recordAction(page, title, `Delete ${title}`)).click();
    const confirm = page.getByRole('dialog', { name: 'Delete service' });
    await expect(confirm).toContainText('Are you sure you want to delete this service?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Service deleted' })).toBeVisible();
    await expect(serviceRow(page, title)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeFocused();
    expect(await findService(request, title)).toBeUndefined();
    expect((await page.request.get(`/services/${service.url}`)).status()).toBe(404);
    const list = await page.request.get('/services');
    expect(await list.text()).not.toContain(title);
  });
});

test.describe('dashboard services (staff)', () => {
  test('staff have no Services entry, see a not-allowed screen and get 403 from the API', async ({
    page,
    request,
  }) => {
    const staff = await signInAsNewStaff(page, request);
    const nav = await sidebar(page);
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveCount(0);
    await page.goto('/dashboard/services');
    await expect(
      page.getByRole('heading', { name: 'You are not allowed to manage services' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoAxeViolations(page);

    const token = await apiLogin(request, staff.email, staff.password);
    const attempt = await request.post('/api/services', {
      headers: bearer(token),
      data: {
        title: 'Not allowed',
        description: 'Staff cannot create services.',
        bgImageUrl: '/images/services/seo-analysis.svg',
        thumbnailImageUrl: '/images/services/seo-analysis.svg',
      },
    });
    expect(attempt.status()).toBe(403);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
  });
});
