import { randomBytes } from 'node:crypto';
import { decodeTurboStream } from '~/tests/support/route-action';
import { ADMIN, apiLogin, bearer, signInAsNewStaff } from './dashboard-helpers';
import { expectNoHorizontalScroll } from './support/layout';
import {
  currentStep,
  expectPrivatePage,
  nextStep,
  openBrowser,
  ORDER_NUMBER,
  placeOrder,
  progress,
  signAgreement,
} from './support/order';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

/**
 * The client's order page beyond the happy path: read without JavaScript, reached with a token no
 * order has, and after staff cancel the order.
 */

test.describe('order journey', () => {
  test('reads fully without JavaScript: progress, lines and documents', async ({
    page,
    browser,
    request,
    pageErrors,
  }) => {
    test.slow();
    const placed = await placeOrder(request, [1, 6]);
    const token = placed.orderPage.split('/').at(-1)!;
    await page.goto(`/agreement?order=${token}`);
    await waitForHydration(page);
    const { reference } = await signAgreement(page, placed);

    // Staff send the order's invoice, prefilled from the order as the builder is.
    const staffToken = await apiLogin(request, ADMIN.email, ADMIN.password);
    const draftResponse = await request.get(`/api/orders/${placed.orderNumber}/invoice-draft`, {
      headers: bearer(staffToken),
    });
    expect(draftResponse.status()).toBe(200);
    const { draft } = (await draftResponse.json()) as {
      draft: { clientName: string; clientEmail: string; services: unknown[] };
    };
    const invoiceResponse = await request.post('/invoice.data', {
      data: {
        issuedDate: new Date().toISOString().slice(0, 10),
        representativeName: 'Marcus Hale',
        representativeEmail: 'marcus@ecsdigital.example',
        clientName: draft.clientName,
        clientEmail: draft.clientEmail,
        services: draft.services,
        staffToken,
        orderNumber: placed.orderNumber,
      },
    });
    expect(invoiceResponse.status()).toBe(200);
    const invoice = (await decodeTurboStream(await invoiceResponse.text())) as {
      ok: boolean;
      number: string;
      link: string;
      pdf: string;
    };
    expect(invoice.ok).toBe(true);

    const noScript = await openBrowser(browser, page, pageErrors, { javaScriptEnabled: false });
    const client = noScript.page;
    await expectPrivatePage(client, await client.goto(placed.orderPage));
    expect(
      await client.evaluate(() => document.documentElement.hasAttribute('data-hydrated')),
    ).toBe(false);
    await expect(client.getByRole('heading', { level: 1 })).toHaveText(
      `Order ${placed.orderNumber}`,
    );
    const steps = progress(client).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText('Order received');
    await expect(steps.nth(1)).toContainText('Agreement signed');
    await expect(steps.nth(2)).toContainText('Invoiced');
    await expect(steps.nth(3)).toContainText('PaidNot yet');
    await expect(currentStep(client)).toContainText('Invoiced');
    await expect(nextStep(client).getByRole('heading')).toHaveText(`Pay invoice ${invoice.number}`);
    await expect(
      nextStep(client).getByRole('link', { name: `View invoice ${invoice.number}` }),
    ).toHaveAttribute('href', invoice.link);

    const ordered = client.getByRole('region', { name: 'What you ordered' });
    await expect(ordered.getByRole('listitem')).toHaveCount(2);
    await expect(ordered).toContainText('Social Media Marketing');
    await expect(ordered).toContainText('Custom Software Solutions');
    await expect(ordered.getByRole('definition').last()).toHaveText('$3,798.00 (first invoice)');

    const documents = client.getByRole('region', { name: 'Documents' });
    await expect(documents).toContainText(`Signed agreement ${reference}`);
    await expect(
      documents.getByRole('link', { name: `Download agreement ${reference} as PDF` }),
    ).toHaveAttribute('href', `${placed.orderPage}/agreements/${reference}.pdf`);
    await expect(documents).toContainText(`Invoice ${invoice.number}`);
    await expect(
      documents.getByRole('link', { name: `View invoice ${invoice.number}` }),
    ).toHaveAttribute('href', invoice.link);
    await expect(
      documents.getByRole('link', { name: `Download invoice ${invoice.number} as PDF` }),
    ).toHaveAttribute('href', invoice.pdf);
    await expectNoHorizontalScroll(client);
    await noScript.close();
  });

  test('a link with a token no order has is the 404 page', async ({ page, pageErrors }) => {
    const response = await page.goto(`/orders/${'A'.repeat(32)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
    await expect(page.getByText(ORDER_NUMBER)).toHaveCount(0);
    // Chromium reports the 404 document on the console: the case under test.
    await expect.poll(() => pageErrors.length).toBe(1);
    pageErrors.splice(0);
  });

  test(
    'staff cancel an order with a reason; the client page says so and offers no signing',
    { tag: '@phone' },
    async ({ page, browser, request, pageErrors }) => {
      test.slow();
      const placed = await placeOrder(request, [7]);
      await signInAsNewStaff(page, request);
      await page.goto(`/dashboard/orders/${placed.orderNumber}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Order ${placed.orderNumber}`,
      );
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Cancel order', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Cancel order ${placed.orderNumber}?` });
      await expect(dialog).toBeVisible();
      // A reason is required.
      await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click();
      const reasonField = dialog.getByLabel('Reason');
      await expect(reasonField).toHaveAccessibleDescription('Give a reason for the cancellation');
      await expectNoAxeViolations(page);
      const reason = `The client chose another start date (${randomBytes(2).toString('hex')}).`;
      await reasonField.fill(reason);
      await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('status').filter({ hasText: `Order ${placed.orderNumber} is cancelled` }),
      ).toBeVisible();
      await expect(
        page.getByRole('alert').filter({ hasText: 'This order is cancelled' }),
      ).toContainText(`Reason: ${reason}`);
      await expect(currentStep(page)).toContainText('Cancelled');
      await expect(page.getByRole('link', { name: 'Create invoice' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Cancel order', exact: true })).toHaveCount(0);
      await expect(page.getByRole('table', { name: 'Activity' })).toContainText(reason);

      const visit = await openBrowser(browser, page, pageErrors);
      const client = visit.page;
      await client.goto(placed.orderPage);
      await waitForHydration(client);
      const cancelled = client.getByRole('alert').filter({ hasText: 'This order was cancelled' });
      await expect(cancelled).toContainText(`Reason: ${reason}`);
      await expect(currentStep(client)).toContainText('Cancelled');
      await expect(progress(client).getByRole('listitem')).toHaveCount(2);
      await expect(client.getByRole('link', { name: /Sign the agreement/ })).toHaveCount(0);
      await expect(client.locator('#next-step-heading')).toHaveCount(0);
      await expectNoAxeViolations(client);
      await visit.close();
    },
  );
});
