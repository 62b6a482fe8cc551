import fs from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { invoiceInput } from '~/domain/builders';
import { decodeTurboStream } from '~/tests/support/route-action';
import { ADMIN, apiLogin, navigate, signIn, uniqueToken } from './dashboard-helpers';
import { waitForMail } from './support/mail';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

/** A person's browser: the hosted page records only people's visits, not headless fetchers. */
const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

interface Receipt {
  ok: boolean;
  number: string;
  link: string;
  pdf: string;
}

/**
 * Stores an invoice through the builder's own action, as a visitor (a draft for review) or as
 * signed-in staff (sent to the client at once), and returns its receipt.
 */
async function createInvoice(
  request: APIRequestContext,
  client: string,
  { sent }: { sent: boolean },
): Promise<Receipt> {
  const staffToken = sent ? await apiLogin(request, ADMIN.email, ADMIN.password) : undefined;
  const response = await request.post('/invoice.data', {
    data: {
      ...invoiceInput({
        issuedDate: new Date().toISOString().slice(0, 10),
        clientName: client,
        clientEmail: `${client.toLowerCase().replace(/\W+/g, '.')}@northwind.example`,
        services: [{ service: 'seo-analysis', plan: 'Basic Plan', discount: 0 }],
      }),
      ...(staffToken ? { staffToken } : {}),
    },
  });
  expect(response.status()).toBe(200);
  const receipt = (await decodeTurboStream(await response.text())) as Receipt;
  expect(receipt.ok).toBe(true);
  return receipt;
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const invoiceRow = (page: Page, number: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: number, exact: true }) });

/** Opens a link in a new browser context: no stored session, as the client would. */
async function asClient(browser: Browser, page: Page, path: string) {
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: page.viewportSize(),
    userAgent: BROWSER_UA,
  });
  const client = await context.newPage();
  await client.goto(path);
  await waitForHydration(client);
  return { client, close: () => context.close() };
}

test.describe('dashboard invoices', () => {
  test('finds an invoice, downloads its PDF, sees the client view it and marks it paid', async ({
    page,
    request,
    browser,
    isMobile,
  }) => {
    // A long flow of many screens: three times the usual time on a busy machine.
    test.slow();
    // The longest flow of the suite: two browser contexts, a download, four screens.
    test.slow();
    const client = `Harbor Freight ${uniqueToken('inv')}`;
    const receipt = await createInvoice(request, client, { sent: true });

    await signIn(page, ADMIN);
    await navigate(page, 'Invoices', '/dashboard/invoices');
    await expect(page.getByRole('link', { name: 'New invoice' })).toHaveAttribute(
      'href',
      '/invoice',
    );
    await expect(page.getByRole('columnheader')).toHaveText([
      'Invoice',
      'Client',
      'Total',
      'Status',
      'Issued',
      // The time of the last change is in every card; a table shows it from a 1440 px window.
      ...(isMobile ? ['Last change'] : []),
      'Actions',
    ]);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // Search by the client's name: the server filters, the address keeps the search.
    await page.getByLabel('Search by number, client name or email').fill(client);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]q=Harbor/);
    await expect(page.getByRole('status').filter({ hasText: 'invoice' })).toHaveText(
      '1 invoice match',
    );
    const row = invoiceRow(page, receipt.number);
    await expect(row).toContainText(client);
    await expect(row).toContainText('$697.00');
    await expect(row).toContainText('Sent');

    // A status it does not have finds nothing.
    await page.getByLabel('Status').selectOption('paid');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No invoices match this search')).toBeVisible();
    await page.getByLabel('Status').selectOption('');
    await page.getByRole('button', { name: 'Search' }).click();

    await invoiceRow(page, receipt.number)
      .getByRole('link', { name: `View details of invoice ${receipt.number}` })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Invoice ${receipt.number}`);
    // Opened from Invoices, the sidebar still marks Invoices, not Inbox.
    await expect(page.locator('nav[aria-label="Dashboard"] a[aria-current="page"]')).toHaveText(
      'Invoices',
    );
    const status = page.getByRole('region', { name: 'Status' });
    await expect(status.getByText('Sent', { exact: true })).toBeVisible();
    await expect(status.getByText('Not viewed yet')).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // Download PDF: the stored invoice, drawn by the server.
    const downloading = page.waitForEvent('download');
    await status.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${receipt.number}.pdf`);
    const file = fs.readFileSync((await download.path())!);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The client's link, copied from the panel, opens without signing in.
    const link = await status.getByLabel("The client's link").inputValue();
    expect(link).toMatch(new RegExp(`${receipt.link}$`));
    const visit = await asClient(browser, page, receipt.link);
    await expect(visit.client.getByRole('heading', { level: 1 })).toHaveText(
      `Invoice ${receipt.number}`,
    );
    await expect(visit.client.getByTestId('invoice-document')).toContainText(client);
    await expect(visit.client.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      receipt.pdf,
    );
    const pdf = await visit.client.request.get(receipt.pdf);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await visit.close();

    // Back in the dashboard the first view shows, and staff mark it paid.
    await page.reload();
    await expect(status.getByText('Viewed', { exact: true })).toBeVisible();
    await expect(status.getByText('Not viewed yet')).toHaveCount(0);
    await status.getByRole('button', { name: 'Mark as paid' }).click();
    await expect(status.getByText(`Invoice ${receipt.number} is paid`)).toBeVisible();
    await expect(status.getByText('Paid', { exact: true })).toBeVisible();
    await expect(status.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
    await expect(status.getByRole('button', { name: 'Void' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to Invoices' }).click();
    await expect(page).toHaveURL('/dashboard/invoices');
    await page.getByLabel('Search by number, client name or email').fill(receipt.number);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(invoiceRow(page, receipt.number)).toContainText('Paid');

    // The client's page now says it is paid.
    const paid = await asClient(browser, page, receipt.link);
    await expect(paid.client.getByText('This invoice was paid on')).toBeVisible();
    await paid.close();
  });

  test("voids a visitor's draft after a confirmation", async ({ page, request }) => {
    const client = `Lakeside Dental ${uniqueToken('inv')}`;
    const receipt = await createInvoice(request, client, { sent: false });
    await waitForMail((mail) => mail.subject === `Invoice ${receipt.number} to review: $697`);

    await signIn(page, ADMIN);
    await navigate(page, 'Invoices', '/dashboard/invoices');
    await page.getByLabel('Search by number, client name or email').fill(client);
    await page.getByLabel('Status').selectOption('draft');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(invoiceRow(page, receipt.number)).toContainText('Draft');
    await invoiceRow(page, receipt.number)
      .getByRole('link', { name: `View details of invoice ${receipt.number}` })
      .click();

    const status = page.getByRole('region', { name: 'Status' });
    await expect(status.getByText('Not sent to the client yet.')).toBeVisible();
    await expect(status.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
    await status.getByRole('button', { name: 'Void' }).click();
    const dialog = page.getByRole('dialog', { name: 'Void invoice' });
    await expect(dialog).toContainText(`Void invoice ${receipt.number}?`);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(status.getByText('Draft', { exact: true })).toBeVisible();

    await status.getByRole('button', { name: 'Void' }).click();
    await page
      .getByRole('dialog', { name: 'Void invoice' })
      .getByRole('button', { name: 'Void invoice' })
      .click();
    await expect(status.getByText(`Invoice ${receipt.number} is void`)).toBeVisible();
    await expect(status.getByText('Void', { exact: true })).toBeVisible();
    await expect(status.getByRole('button', { name: /Send to client/ })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
  });

  test('shows the hosted invoice to anyone with the link, and the 404 page for a wrong one', async ({
    page,
    request,
    pageErrors,
  }) => {
    const client = `Summit Outfitters ${uniqueToken('inv')}`;
    const receipt = await createInvoice(request, client, { sent: true });
    await page.goto(receipt.link);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Invoice ${receipt.number}`);
    await expect(page.getByTestId('invoice-total')).toHaveText('$697');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const downloadLink = page.getByRole('link', { name: 'Download PDF' });
    await expect(downloadLink).toHaveAttribute('href', receipt.pdf);
    const downloading = page.waitForEvent('download');
    await downloadLink.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${receipt.number}.pdf`);
    expect(
      fs
        .readFileSync((await download.path())!)
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    const wrong = await page.goto(`${receipt.link.slice(0, -2)}xx`);
    expect(wrong?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
    // Chromium reports the 404 document on the console: the case under test.
    await expect.poll(() => pageErrors.length).toBe(1);
    pageErrors.splice(0);
  });
});
