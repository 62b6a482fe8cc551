import { checkOutFromCart, fillCart } from '~/tests/e2e/support/cart';
import { createStaffAccount, signIn, type Account } from './dashboard-helpers';
import { unique, visitorEmail } from './support/conversion';
import { expectNoHorizontalScroll } from './support/layout';
import { waitForMail } from './support/mail';
import {
  currentStep,
  expectPrivatePage,
  nextStep,
  openBrowser,
  ORDER_NUMBER,
  ORDER_PAGE,
  progress,
  signAgreement,
} from './support/order';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

/**
 * The client's order journey around the order number (docs/product.md#order-page): checkout, the
 * private order page, the agreement signed from it, the invoice staff raise from the order, its
 * payment, and a cancellation, each seen from the client's page and from the dashboard.
 */

test.describe('order journey', () => {
  test(
    'cart to paid: the order page follows every step, and staff invoice from the order',
    { tag: '@phone' },
    async ({ page, browser, request, pageErrors }) => {
      // Two browsers, a dozen screens and a PDF-drawing invoice: the longest flow of the suite.
      test.slow();

      // The client fills a cart on the pricing page and checks out.
      await fillCart(page, [
        ['social-media-marketing', 0],
        ['software-solutions', 2],
      ]);
      await checkOutFromCart(page, 2);
      const name = unique('Olivia Journey');
      const email = visitorEmail('olivia');
      await page.getByLabel('Full Name').fill(name);
      await page.getByLabel('Email Address').fill(email);
      await page.getByRole('button', { name: 'Submit Order' }).click();

      // The confirmation on the home page leads to the agreement and to the order page.
      await expect(page).toHaveURL('/');
      const confirmation = page
        .getByRole('status')
        .filter({ hasText: 'Your order has been placed' });
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
      await expect(
        dashboard.getByTestId('invoice-document').getByTestId('invoice-total'),
      ).toHaveText('$3,798');
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
    },
  );
});
