import type { APIRequestContext } from '@playwright/test';
import { invoiceInput } from '~/domain/builders';
import { decodeTurboStream } from '~/tests/support/route-action';
import { ADMIN, apiLogin, bearer, navigate, signIn } from './dashboard-helpers';
import { expectNoHorizontalScroll } from './support/layout';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

/**
 * The agency's bank account for transfers (docs/product.md#bank-transfer): an admin saves it in
 * Settings, and a client reading an invoice that asks for payment sees how to pay it.
 */

/** An invoice sent to its client by signed-in staff: its hosted page. */
async function sentInvoice(request: APIRequestContext, token: string) {
  const response = await request.post('/invoice.data', {
    data: {
      ...invoiceInput({
        issuedDate: new Date().toISOString().slice(0, 10),
        clientName: 'Priya Raman',
        clientEmail: 'priya.raman@northwind.example',
        services: [{ service: 'seo-analysis', plan: 'Basic Plan', discount: 0 }],
      }),
      staffToken: token,
    },
  });
  expect(response.status()).toBe(200);
  return (await decodeTurboStream(await response.text())) as { number: string; link: string };
}

// One test, not one per project: the account is one for the whole site, so two projects saving
// and removing it at once would undo each other. It looks at the phone width itself.
test('an admin saves the bank account; the invoice page shows the client how to pay, at 1280, 375 and 320 px', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  try {
    await signIn(page, ADMIN);
    await navigate(page, 'Settings', '/dashboard/settings');
    const section = page.getByRole('region', { name: 'Bank details for transfers' });
    await expect(section).toBeVisible();
    const save = section.getByRole('button', { name: 'Save bank details' });
    await save.click();
    await expect(section.getByText('Account name is required')).toBeVisible();
    await expect(section.getByText('Enter an account number or an IBAN')).toBeVisible();

    await section.getByLabel('Account name').fill('ECS Digital LLC');
    await section.getByLabel('Bank name').fill('First Harbor Bank');
    await section.getByLabel('SWIFT/BIC').fill('XYZ');
    await section.getByLabel('SWIFT/BIC').blur();
    await expect(
      section.getByText('SWIFT/BIC must be 8 or 11 letters and digits, e.g. CHASUS33'),
    ).toBeVisible();
    await section.getByLabel('SWIFT/BIC').fill('fhbkus33');
    await section.getByLabel('IBAN').fill('gb29 nwbk 6016 1331 9268 19');
    await section.getByLabel('Instructions').fill('Transfer fees are paid by the sender.');
    await expectNoAxeViolations(page);
    await save.click();
    await expect(
      section.getByText('Bank details saved; invoices and order pages show them to clients'),
    ).toBeVisible();

    // Saved as banks print them, and there after a reload.
    await page.reload();
    await waitForHydration(page);
    await expect(section.getByLabel('IBAN')).toHaveValue('GB29NWBK60161331926819');
    await expect(section.getByLabel('SWIFT/BIC')).toHaveValue('FHBKUS33');
    await expect(section.getByRole('button', { name: 'Remove bank details' })).toBeVisible();

    const invoice = await sentInvoice(request, token);
    await page.goto(invoice.link);
    const transfer = page.getByRole('region', { name: 'Pay by bank transfer' });
    await expect(transfer).toBeVisible();
    await expect(transfer).toContainText(`Quote ${invoice.number} as the payment reference.`);
    await expect(transfer.getByText('GB29 NWBK 6016 1331 9268 19')).toBeVisible();
    await expect(transfer).toContainText('Transfer fees are paid by the sender.');
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await transfer.scrollIntoViewIfNeeded();
      await expect(transfer.getByText('GB29 NWBK 6016 1331 9268 19')).toBeInViewport();
      await expectNoHorizontalScroll(page);
    }

    // Removing asks first; kept, nothing changes; removed, the invoice no longer shows them.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard/settings');
    await waitForHydration(page);
    const remove = section.getByRole('button', { name: 'Remove bank details' });
    await remove.click();
    const confirm = page.getByRole('dialog', { name: 'Remove the bank details?' });
    await expect(confirm).toContainText('stop showing clients how to pay by transfer');
    await confirm.getByRole('button', { name: 'Keep them' }).click();
    await expect(confirm).toBeHidden();
    await expect(section.getByLabel('Bank name')).toHaveValue('First Harbor Bank');
    await remove.click();
    await confirm.getByRole('button', { name: 'Remove bank details' }).click();
    await expect(section.getByText('Bank details removed')).toBeVisible();
    await expect(section.getByLabel('Bank name')).toHaveValue('');
    await page.goto(invoice.link);
    await expect(page.getByRole('heading', { name: `Invoice ${invoice.number}` })).toBeVisible();
    await expect(transfer).toHaveCount(0);
  } finally {
    // One account for the whole site: other specs' invoices must not show it.
    await request.delete('/api/settings/bank-details', { headers: bearer(token) });
  }
});
