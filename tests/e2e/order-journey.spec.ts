import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { decodeTurboStream } from '~/tests/support/route-action';
import {
  ADMIN,
  apiLogin,
  bearer,
  createStaffAccount,
  signIn,
  type Account,
} from './dashboard-helpers';
import { waitForMail } from './support/mail';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

/**
 * The client's order journey around the order number (docs/product.md#order-page): checkout, the
 * private order page, the agreement signed from it, the invoice staff raise from the order, its
 * payment, and a cancellation, each seen from the client's page and from the dashboard.
 */

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;
const buyerEmail = (prefix: string) =>
  `${prefix}-${randomBytes(4).toString('hex')}@northwind.example`;

const ORDER_NUMBER = /ECS-ORD-\d{4}-\d{6}/;
const ORDER_PAGE = /^\/orders\/[A-Za-z0-9_-]{32}$/;

/**
 * Another browser of the same kind as the test's own (same viewport, phone or desktop), for a
 * second person: staff beside the client, or the client with scripts turned off. Its page errors
 * fail the test like the page fixture's.
 */
async function openBrowser(
  browser: Browser,
  page: Page,
  pageErrors: string[],
  options: BrowserContextOptions = {},
) {
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    ...options,
  });
  const other = await context.newPage();
  other.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
  other.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`console.error: ${message.text()}`);
  });
  return { page: other, close: () => context.close() };
}

/** Draws a signature with the pointer, as conversion.spec.ts does. */
async function drawSignature(page: Page) {
  const canvas = page.locator('canvas[data-ready]');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let step = 1; step <= 20; step++)
    await page.mouse.move(box.x + 30 + step * ((box.width - 60) / 20), y + Math.sin(step) * 30);
  await page.mouse.up();
}

/** The step of the order's progress marked as the current one. */
const progress = (page: Page) => page.getByRole('list', { name: 'Order progress' });
const currentStep = (page: Page) => progress(page).locator('li[aria-current="step"]');
/** The "Next step" card: the one thing the client should do now. */
const nextStep = (page: Page) => page.locator('section[aria-labelledby="next-step-heading"]');

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The client's page is private: never stored by a cache, never indexed. */
async function expectPrivatePage(page: Page, response: Awaited<ReturnType<Page['goto']>>) {
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
}

interface Placed {
  orderNumber: string;
  orderPage: string;
  name: string;
  email: string;
}

/** Places an order through the checkout's own action, as the checkout form posts it. */
async function placeOrder(request: APIRequestContext, planIds: number[]): Promise<Placed> {
  const name = unique('Nora Client');
  const email = buyerEmail('nora');
  const form = new URLSearchParams({ name, email, website: '' });
  for (const id of planIds) form.append('planIds', String(id));
  const response = await request.post('/checkout.data', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: form.toString(),
  });
  expect(response.status()).toBe(200);
  const placed = (await decodeTurboStream(await response.text())) as {
    ok: boolean;
    reference: string;
    orderPage: string;
  };
  expect(placed.ok).toBe(true);
  expect(placed.orderPage).toMatch(ORDER_PAGE);
  return { orderNumber: placed.reference, orderPage: placed.orderPage, name, email };
}

/** Signs the agreement for an order from its private link, prefilled from the order. */
async function signAgreement(page: Page, placed: Pick<Placed, 'orderNumber' | 'name' | 'email'>) {
  const form = page.locator('form[aria-labelledby="order-form-heading"]');
  await expect(form.getByText('You are signing for order')).toHaveText(
    `You are signing for order ${placed.orderNumber}.`,
  );
  await expect(form.getByLabel('Full name', { exact: true })).toHaveValue(placed.name);
  await expect(form.getByLabel('Email')).toHaveValue(placed.email);
  await form.getByLabel('Phone').fill('+1 832 555 0177');
  await drawSignature(page);
  await form.getByLabel(/I have read and agree/).check();
  await form.getByRole('button', { name: 'Place Order' }).click();
  const success = form
    .getByRole('status')
    .filter({ hasText: 'Your signed order has been received' });
  await expect(success).toBeVisible();
  return { success, reference: (await success.textContent())!.match(/ECS-AGR-\d{4}-\d{6}/)![0] };
}

test.describe('order journey', () => {
  test('cart to paid: the order page follows every step, and staff invoice from the order', async ({
    page,
    browser,
    request,
    pageErrors,
  }) => {
    // Two browsers, a dozen screens and a PDF-drawing invoice: the longest flow of the suite.
    test.slow();

    // The client fills a cart on the pricing page and checks out.
    await page.goto('/pricing');
    await waitForHydration(page);
    await page
      .locator('section#social-media-marketing')
      .getByRole('article')
      .nth(0)
      .getByRole('button', { name: 'Add to cart' })
      .click();
    await page
      .locator('section#software-solutions')
      .getByRole('article')
      .nth(2)
      .getByRole('button', { name: 'Add to cart' })
      .click();
    await page.getByRole('link', { name: 'Cart, 2 plans' }).click();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\?planIds=\d+&planIds=\d+$/);
    await waitForHydration(page);
    const name = unique('Olivia Journey');
    const email = buyerEmail('olivia');
    await page.getByLabel('Full Name').fill(name);
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Submit Order' }).click();

    // The confirmation on the home page leads to the agreement and to the order page.
    await expect(page).toHaveURL('/');
    const confirmation = page.getByRole('status').filter({ hasText: 'Your order has been placed' });
    await expect(confirmation).toBeVisible();
    const orderNumber = (await confirmation.textContent())!.match(ORDER_NUMBER)![0];
    const openOrderPage = confirmation.getByRole('link', { name: 'Open your order page' });
    const orderPage = (await openOrderPage.getAttribute('href'))!;
    expect(orderPage).toMatch(ORDER_PAGE);
    const token = orderPage.split('/').at(-1)!;
    await expect(
      confirmation.getByRole('link', { name: 'Sign the agreement for this order' }),
    ).toHaveAttribute('href', `/agreement?order=${token}`);
    await openOrderPage.click();
    await expect(page).toHaveURL(orderPage);
    await waitForHydration(page);

    // The order page: number, progress, the one next step, what was ordered.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);
    await expect(page.getByText(`Placed by ${name} on`)).toBeVisible();
    await expect(progress(page).getByRole('listitem')).toHaveCount(4);
    await expect(progress(page).getByRole('listitem')).toContainText([
      'Order received',
      'Agreement signed',
      'Invoiced',
      'Paid',
    ]);
    await expect(currentStep(page)).toHaveCount(1);
    await expect(currentStep(page)).toContainText('Order received');
    await expect(progress(page).getByText('Not yet')).toHaveCount(3);
    await expect(nextStep(page).getByRole('heading')).toHaveText(
      'Sign the agreement for this order',
    );
    const ordered = page.getByRole('region', { name: 'What you ordered' });
    await expect(ordered.getByRole('listitem')).toHaveCount(2);
    await expect(ordered).toContainText('Basic Plan');
    await expect(ordered).toContainText('Social Media Marketing');
    await expect(ordered).toContainText('$499.00 per month');
    await expect(ordered).toContainText('Premium Plan');
    await expect(ordered).toContainText('Custom Software Solutions');
    await expect(ordered).toContainText('$3,299.00 per project');
    await expect(ordered.getByRole('definition')).toHaveText([
      '$3,299.00',
      '$499.00 per month',
      '$3,798.00 (first invoice)',
    ]);
    await expect(page.getByRole('region', { name: 'Documents' })).toContainText(
      'Your signed agreement and your invoices will appear here.',
    );
    await expectNoAxeViolations(page);

    // It survives a reload, privately.
    await expectPrivatePage(page, await page.reload());
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);

    // The buyer's confirmation email opens the same page.
    const [confirmationMail] = await waitForMail((m) => m.to.includes(email));
    expect(confirmationMail!.subject).toBe(`Your ECS Digital order ${orderNumber}`);
    const mailedLink = /Open your order page: (\S+)/.exec(confirmationMail!.text)?.[1];
    expect(mailedLink).toBeDefined();
    expect(new URL(mailedLink!).pathname).toBe(orderPage);
    expect(confirmationMail!.html).toContain(`href="${mailedLink}"`);
    await page.goto(new URL(mailedLink!).pathname);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);

    // Signing from the order page: prefilled, then back to the order page.
    await nextStep(page).getByRole('link', { name: 'Sign the agreement' }).click();
    await expect(page).toHaveURL(`/agreement?order=${token}`);
    await waitForHydration(page);
    const signed = await signAgreement(page, { orderNumber, name, email });
    await signed.success.getByRole('link', { name: 'Back to your order page' }).click();
    await expect(page).toHaveURL(orderPage);
    await waitForHydration(page);
    await expect(currentStep(page)).toContainText('Agreement signed');
    await expect(currentStep(page)).not.toContainText('Not yet');
    await expect(nextStep(page).getByRole('heading')).toHaveText('We are preparing your invoice');
    await expect(nextStep(page).getByRole('link')).toHaveCount(0);
    const documents = page.getByRole('region', { name: 'Documents' });
    await expect(documents).toContainText(`Signed agreement ${signed.reference}`);
    await expect(documents).toContainText(`Signed by ${name} on`);
    const agreementPdf = documents.getByRole('link', {
      name: `Download agreement ${signed.reference} as PDF`,
    });
    const pdf = await page.request.get((await agreementPdf.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Staff, in their own browser, find the order from the inbox.
    const staff: Account = await createStaffAccount(request);
    const desk = await openBrowser(browser, page, pageErrors);
    const dashboard = desk.page;
    await signIn(dashboard, staff);
    await dashboard.goto('/dashboard/inbox?kind=orders');
    await dashboard
      .getByRole('row')
      .filter({ hasText: orderNumber })
      .getByRole('link', { name: /View details/i })
      .click();
    await expect(dashboard.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);
    await dashboard
      .getByRole('link', { name: `Open order ${orderNumber}: progress, documents and activity` })
      .click();
    await expect(dashboard).toHaveURL(`/dashboard/orders/${orderNumber}`);
    await expect(dashboard.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);
    await expect(currentStep(dashboard)).toContainText('Agreement signed');
    await expect(dashboard.getByLabel("The client's order page link")).toHaveValue(
      new RegExp(`${orderPage}$`),
    );
    const staffDocuments = dashboard.getByRole('region', { name: 'Agreement and invoices' });
    await expect(
      staffDocuments.getByRole('link', { name: `Agreement ${signed.reference}` }),
    ).toBeVisible();
    // Every price of the order is in full view, on a phone too.
    for (const price of ['$499.00', '$3,299.00']) {
      // On a phone each line is a card and a cell's name starts with its column's label.
      const cell = dashboard
        .getByRole('table', { name: 'Order lines' })
        .getByRole('cell')
        .filter({ hasText: price });
      await cell.scrollIntoViewIfNeeded();
      await expect(cell).toBeInViewport({ ratio: 1 });
    }
    await expectNoHorizontalScroll(dashboard);
    const activity = dashboard.getByRole('table', { name: 'Activity' });
    await expect(activity).toContainText('Order placed');
    await expect(activity).toContainText('Agreement signed');
    await expectNoAxeViolations(dashboard);

    // Sending the client their link again emails the same page.
    await dashboard.getByRole('button', { name: 'Send the client their link' }).click();
    await expect(
      dashboard.getByRole('status').filter({ hasText: `The order link was sent to ${email}` }),
    ).toBeVisible();
    const linkMails = await waitForMail(
      (m) => m.to.includes(email) && m.subject === confirmationMail!.subject,
      2,
    );
    for (const mail of linkMails)
      expect(mail.text).toContain(`Open your order page: ${mailedLink}`);
    await expect(activity).toContainText('Order link sent again');

    // Create invoice: the builder is filled in from the order, at the prices sold.
    await dashboard.getByRole('link', { name: 'Create invoice' }).click();
    await expect(dashboard).toHaveURL(`/invoice?order=${orderNumber}`);
    await waitForHydration(dashboard);
    await expect(
      dashboard.getByRole('status').filter({ hasText: `Invoice for order ${orderNumber}` }),
    ).toBeVisible();
    await expect(dashboard.getByLabel('Client name')).toHaveValue(name);
    await expect(dashboard.getByLabel('Client email')).toHaveValue(email);
    const rows = dashboard.getByRole('group', { name: /^Service \d$/ });
    await expect(rows).toHaveCount(2);
    const chosen = [];
    for (const row of await rows.all())
      chosen.push(
        `${await row.getByLabel('Service', { exact: true }).inputValue()} / ${await row
          .getByLabel('Plan', { exact: true })
          .inputValue()} / ${await row.getByRole('status').textContent()}`,
      );
    expect(chosen.sort()).toEqual([
      'social-media-marketing / Basic Plan / $499',
      'software-solutions / Premium Plan / $3,299',
    ]);
    await expect(dashboard.getByTestId('invoice-document').getByTestId('invoice-total')).toHaveText(
      '$3,798',
    );
    await dashboard.getByLabel('Representative name').fill('Marcus Hale');
    await dashboard.getByLabel('Representative email').fill('marcus@ecsdigital.example');
    await dashboard.getByRole('button', { name: 'Submit Invoice' }).click();
    const sent = dashboard.getByRole('status').filter({ hasText: 'was sent to the client' });
    await expect(sent).toBeVisible();
    const invoiceNumber = (await sent.textContent())!.match(/ECS-\d+/)![0];
    await expect(sent).toContainText(`Invoice ${invoiceNumber} for $3,798`);

    // The client's page shows the invoice and asks for its payment.
    await page.reload();
    await waitForHydration(page);
    await expect(currentStep(page)).toContainText('Invoiced');
    await expect(nextStep(page).getByRole('heading')).toHaveText(`Pay invoice ${invoiceNumber}`);
    await expect(nextStep(page)).toContainText('$3,798.00, due');
    const pay = nextStep(page).getByRole('link', { name: `View invoice ${invoiceNumber}` });
    await expect(pay).toHaveAttribute('href', /^\/invoices\//);
    await expect(documents).toContainText(`Invoice ${invoiceNumber}`);
    await expect(documents).toContainText('$3,798.00 · Sent');
    await expect(
      documents.getByRole('link', { name: `View invoice ${invoiceNumber}` }),
    ).toHaveAttribute('href', (await pay.getAttribute('href'))!);
    await expect(
      documents.getByRole('link', { name: `Download invoice ${invoiceNumber} as PDF` }),
    ).toHaveAttribute('download', `${invoiceNumber}.pdf`);

    // Staff mark it paid from the inbox's invoice, opened from the order.
    await dashboard.getByRole('link', { name: 'Back to the order' }).click();
    await expect(dashboard).toHaveURL(`/dashboard/orders/${orderNumber}`);
    await expect(currentStep(dashboard)).toContainText('Invoiced');
    await dashboard.getByRole('link', { name: `Invoice ${invoiceNumber}` }).click();
    await expect(dashboard.getByRole('heading', { level: 1 })).toHaveText(
      `Invoice ${invoiceNumber}`,
    );
    await expect(
      dashboard.getByRole('link', {
        name: `Open order ${orderNumber}: progress, documents and activity`,
      }),
    ).toBeVisible();
    const status = dashboard.getByRole('region', { name: 'Status' });
    await status.getByRole('button', { name: 'Mark as paid' }).click();
    await expect(status.getByText(`Invoice ${invoiceNumber} is paid`)).toBeVisible();

    // The order page says it is paid, and the staff screen agrees.
    await page.reload();
    await waitForHydration(page);
    await expect(currentStep(page)).toContainText('Paid');
    await expect(currentStep(page)).not.toContainText('Not yet');
    await expect(progress(page).getByText('Not yet')).toHaveCount(0);
    await expect(nextStep(page).getByRole('heading')).toHaveText('Paid in full. Thank you!');
    await expect(documents).toContainText(/\$3,798\.00 · Paid on /);
    await expectNoAxeViolations(page);

    await dashboard
      .getByRole('link', { name: `Open order ${orderNumber}: progress, documents and activity` })
      .click();
    await expect(currentStep(dashboard)).toContainText('Paid');
    await expect(activity).toContainText('Invoice marked as paid');
    await expectNoAxeViolations(dashboard);
    await desk.close();

    // Down to the narrowest phone, the page does not scroll sideways.
    await page.setViewportSize({ width: 320, height: 720 });
    await expectNoHorizontalScroll(page);
  });

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

  test('staff cancel an order with a reason; the client page says so and offers no signing', async ({
    page,
    browser,
    request,
    pageErrors,
  }) => {
    test.slow();
    const placed = await placeOrder(request, [7]);
    const staff = await createStaffAccount(request);
    await signIn(page, staff);
    await page.goto(`/dashboard/orders/${placed.orderNumber}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${placed.orderNumber}`);
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
  });
});
