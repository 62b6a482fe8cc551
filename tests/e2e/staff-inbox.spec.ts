import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { fillCart } from '~/tests/e2e/support/cart';
import { drawSignature, INBOX, unique, visitorEmail } from './support/conversion';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';
import { waitForMail } from './support/mail';
import { REJECTED_DOMAIN } from './support/mail-sink';

const ADMIN = { email: 'admin@e2e.ecs', password: 'e2e-admin-password' };

test.describe('staff inbox', () => {
  test(
    'lists submissions, shows an agreement with its signature and each email delivered',
    { tag: '@phone' },
    async ({ page, request }) => {
      // Something to look at: a signed agreement sent through the public form.
      await page.goto('/agreement');
      await waitForHydration(page);
      const form = page.locator('form[aria-labelledby="order-form-heading"]');
      const name = unique('Inbox Signer');
      await form.getByLabel('Full name', { exact: true }).fill(name);
      await form.getByLabel('Phone').fill('+1 832 555 0456');
      await form.getByLabel('Email').fill(visitorEmail('inbox'));
      await drawSignature(page);
      await form.getByLabel(/I have read and agree/).check();
      await form.getByRole('button', { name: 'Place Order' }).click();
      await expect(form.getByRole('status')).toBeVisible();
      await waitForMail((m) => m.text.includes(name), 2);

      const login = await request.post('/api/users/login', { data: ADMIN });
      const { token } = (await login.json()) as { token: string };
      await page.evaluate((value) => localStorage.setItem('token', value), token);
      await page.goto('/dashboard/inbox?kind=agreements');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Agreements/ })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toBeVisible();
      await expectNoAxeViolations(page);
      await row.getByRole('link', { name: /View details/i }).click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Agreement ECS-AGR-/);
      const signature = page.getByRole('img', { name: `Signature of ${name}` });
      await expect(signature).toBeVisible();
      expect(await signature.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      // Download PDF: the agreement as kept when it was signed.
      const reference = /ECS-AGR-\d{4}-\d{6}/.exec(
        (await page.getByRole('heading', { level: 1 }).textContent()) ?? '',
      )?.[0];
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDF' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`agreement-${reference}.pdf`);
      const file = fs.readFileSync((await download.path())!);
      expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(file.toString('latin1')).toContain('Service agreement');
      const emails = page.getByRole('table', { name: 'Emails for this agreement' });
      await expect(emails.getByRole('row')).toHaveCount(3);
      await expect(emails.getByText('Sent', { exact: true })).toHaveCount(2);
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'Back to Inbox' }).click();
      await page.getByRole('link', { name: 'Emails' }).click();
      await expect(
        page.getByRole('table', { name: 'Emails and their delivery state' }),
      ).toContainText(`Signed agreement`);
    },
  );
});

test.describe('staff inbox retry', () => {
  test('an admin sees a refused email as Failed and queues it again', async ({ page, request }) => {
    const login = await request.post('/api/users/login', { data: ADMIN });
    const { token } = (await login.json()) as { token: string };
    const buyer = `${randomBytes(4).toString('hex')}@${REJECTED_DOMAIN}`;
    const name = unique('Refused Buyer');
    // An order whose confirmation the buyer's mail server refuses.
    await fillCart(page, [['seo-analysis', 0]]);
    await page.goto('/checkout');
    await waitForHydration(page);
    await page.getByLabel('Full Name').fill(name);
    await page.getByLabel('Email Address').fill(buyer);
    await page.getByRole('button', { name: 'Submit Order' }).click();
    await expect(page).toHaveURL('/');
    const orderNumber = (await page
      .getByRole('status')
      .filter({ hasText: 'Your order has been placed' })
      .textContent())!.match(/ECS-ORD-\d{4}-\d{6}/)![0];
    await waitForMail((m) => m.subject.startsWith(`New order ${orderNumber}`));

    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto('/dashboard/inbox?kind=orders');
    await waitForHydration(page);
    await page
      .getByRole('row')
      .filter({ hasText: orderNumber })
      .getByRole('link', { name: /View details/i })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);
    const emails = page.getByRole('table', { name: 'Emails for this order' });
    const refused = emails.getByRole('row').filter({ hasText: buyer });
    await expect(async () => {
      await page.reload();
      await expect(refused.getByText('Failed', { exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(refused).toContainText('Mailbox unavailable');
    await expect(emails.getByRole('row').filter({ hasText: INBOX })).toContainText('Sent');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Back to Inbox' }).click();
    await expect(page.getByRole('link', { name: /Emails/ })).toContainText('failed');
    await page.goBack();
    await refused.getByRole('button', { name: /Retry email/ }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Email queued for another attempt' }),
    ).toBeVisible();
  });
});
