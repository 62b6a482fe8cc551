import type { APIRequestContext, Page } from '@playwright/test';
import { decodeTurboStream } from '~/tests/support/route-action';
import { ADMIN, apiLogin, navigate, signIn, uniqueToken } from './dashboard-helpers';
import { expect, expectNoAxeViolations, test } from './support/test';

/**
 * The Clients screen (docs/product.md#dashboard-clients): everyone who ordered or was invoiced,
 * one row per email address, and a client's page linking to each record.
 */

/** Places an order through checkout's own action, as the browser's fetcher does. */
async function placeOrder(request: APIRequestContext, name: string, email: string) {
  const response = await request.post('/checkout.data', {
    form: { name, email, planIds: '1', website: '' },
  });
  expect(response.status()).toBe(200);
  const placed = (await decodeTurboStream(await response.text())) as {
    ok: boolean;
    reference: string;
  };
  expect(placed.ok).toBe(true);
  return placed.reference;
}

/** An invoice sent to the client at once by signed-in staff. */
async function sendInvoice(request: APIRequestContext, name: string, email: string) {
  const staffToken = await apiLogin(request, ADMIN.email, ADMIN.password);
  const response = await request.post('/invoice.data', {
    data: {
      issuedDate: new Date().toISOString().slice(0, 10),
      representativeName: 'Marcus Hale',
      representativeEmail: 'marcus@ecsdigital.example',
      clientName: name,
      clientCompany: 'Northwind Logistics',
      clientEmail: email,
      services: [{ service: 'seo-analysis', plan: 'Basic Plan', discount: 0 }],
      staffToken,
    },
  });
  expect(response.status()).toBe(200);
  const receipt = (await decodeTurboStream(await response.text())) as {
    ok: boolean;
    number: string;
  };
  expect(receipt.ok).toBe(true);
  return receipt.number;
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('dashboard clients', () => {
  test('finds a client, opens everything from them and follows a link to their order', async ({
    page,
    request,
    isMobile,
  }) => {
    test.slow();
    const token = uniqueToken('cli');
    const email = `dana.${token}@northwind.example`;
    const orderNumber = await placeOrder(request, `Dana ${token}`, email);
    // The same client, typed in capitals on the invoice.
    const invoiceNumber = await sendInvoice(
      request,
      `Dana Whitfield ${token}`,
      email.toUpperCase(),
    );

    await signIn(page, ADMIN);
    await navigate(page, 'Clients', '/dashboard/clients');
    await expect(page.getByRole('columnheader')).toHaveText([
      'Client',
      'Records',
      'Invoiced',
      'Paid',
      // The latest activity is in every card; a table shows it from a 1440 px window.
      ...(isMobile ? ['Latest activity'] : []),
      'Actions',
    ]);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByLabel('Search by name, email, company or number').fill(token);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${token}`));
    await expect(page.getByRole('status').filter({ hasText: 'client' })).toHaveText(
      '1 client matches',
    );
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(`Dana Whitfield ${token}`);
    await expect(row).toContainText('Northwind Logistics');
    await expect(row).toContainText('1 order · 1 invoice');
    await expect(row).toContainText('$697.00');
    await expect(row).toContainText('$0.00');
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // An invoice number finds the client as well.
    await page.getByLabel('Search by name, email, company or number').fill(invoiceNumber);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();

    await page.getByRole('link', { name: `View client ${email}` }).click();
    await expect(page).toHaveURL(`/dashboard/clients/${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Dana Whitfield ${token}`);
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals).toContainText('Invoiced$697.00');
    await expect(totals).toContainText('Paid$0.00');
    await expect(totals).toContainText('Still due$697.00');
    const activity = page.getByRole('region', { name: `Everything from Dana Whitfield ${token}` });
    // Newest first: the invoice, then the order.
    await expect(activity.getByRole('heading', { level: 3 })).toHaveText([
      `Invoice ${invoiceNumber}`,
      `Order ${orderNumber}`,
    ]);
    await expect(activity.getByRole('link', { name: `Invoice ${invoiceNumber}` })).toHaveAttribute(
      'href',
      /^\/dashboard\/inbox\/invoices\/[0-9a-f]{24}$/,
    );
    await expect(activity).toContainText('Order received');
    await expect(page.locator('nav[aria-label="Dashboard"] a[aria-current="page"]')).toHaveText(
      'Clients',
    );
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await activity.getByRole('link', { name: `Order ${orderNumber}` }).click();
    await expect(page).toHaveURL(`/dashboard/orders/${orderNumber}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);
  });

  test('says when no client matches and when an address has no records', async ({
    page,
    pageErrors,
  }) => {
    await signIn(page, ADMIN);
    await page.goto(`/dashboard/clients?q=${uniqueToken('none')}`);
    await expect(page.getByText('No clients match this search')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'client' })).toHaveText(
      '0 clients match',
    );
    await page.goto(
      `/dashboard/clients/${encodeURIComponent(`${uniqueToken('n')}@nowhere.example`)}`,
    );
    await expect(page.getByRole('alert')).toContainText('Client not found');
    // Chromium reports the API's 404 on the console: the case under test.
    await expect.poll(() => pageErrors.length).toBe(1);
    expect(pageErrors[0]).toContain('404');
    pageErrors.splice(0);
    await expectNoHorizontalScroll(page);
  });
});
