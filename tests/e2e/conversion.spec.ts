import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';
import { waitForMail } from './support/mail';
import { REJECTED_DOMAIN } from './support/mail-sink';

const INBOX = 'inbox@e2e.ecs';
const ADMIN = { email: 'admin@e2e.ecs', password: 'e2e-admin-password' };

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;
const visitorEmail = (prefix: string) =>
  `${prefix}-${randomBytes(4).toString('hex')}@northwind.example`;

async function fillContactForm(page: Page, name: string, email: string, message?: string) {
  await page.getByLabel('Your name*').fill(name);
  await page.getByLabel('Your Email*').fill(email);
  if (message !== undefined) await page.getByLabel('Write Message').fill(message);
}

/** Draws a signature with the mouse, the way a person signs with a pointer. */
async function drawSignature(page: Page) {
  const canvas = page.locator('canvas[data-ready]');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  expect(Math.round(box.height)).toBe(150);
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let step = 1; step <= 20; step++)
    await page.mouse.move(box.x + 30 + step * ((box.width - 60) / 20), y + Math.sin(step) * 30);
  await page.mouse.up();
}

test.describe('contact form', () => {
  test('on /contact: validation messages, then the message reaches the company inbox', async ({
    page,
  }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Your Email*').fill('dana@');
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expectNoAxeViolations(page);

    const name = unique('Dana Contact');
    const email = visitorEmail('dana');
    await fillContactForm(page, name, email, 'We would like a new website.\nBudget agreed.');
    await send.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Email sent successfully!' }),
    ).toBeVisible();
    await expect(page.getByLabel('Your name*')).toHaveValue('');
    await expect(page.getByLabel('Your Email*')).toHaveValue('');

    const [mail] = await waitForMail((m) => m.subject === `New message from ${name}`);
    expect(mail!.to).toEqual([INBOX]);
    expect(mail!.replyTo).toBe(email);
    expect(mail!.text).toContain('We would like a new website.');
    expect(mail!.text).toContain(`Email: ${email}`);
  });

  test('a plan picked with Buy Now is scrolled to, pre-filled and sent with the message', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    await page
      .locator('section#software-solutions')
      .getByRole('article')
      .nth(1)
      .getByRole('button', { name: 'Buy Now' })
      .click();
    await expect(page).toHaveURL('/contact');
    await waitForHydration(page);
    await expect(page.getByLabel('Your name*')).toBeInViewport();
    // Money reads the same as on the pricing card: $2,199, never $2199.
    await expect(page.getByText('Selected plan:')).toHaveText(
      'Selected plan: Standard Plan for Custom Software Solutions ($2,199)',
    );
    await expect(page.getByLabel('Write Message')).toHaveValue(
      /Standard Plan for Custom Software Solutions \(\$2,199 per project\)/,
    );
    const name = unique('Plan Buyer');
    await fillContactForm(page, name, visitorEmail('plan'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Email sent successfully!')).toBeVisible();
    await expect(page.getByText('Selected plan:')).toHaveCount(0);
    const [mail] = await waitForMail((m) => m.subject.startsWith(`New message from ${name}`));
    expect(mail!.subject).toBe(
      `New message from ${name} about the Standard Plan (Custom Software Solutions)`,
    );
    expect(mail!.text).toContain(
      'Selected plan: Standard Plan for Custom Software Solutions ($2,199 per project)',
    );
  });

  test('a failed send shows "Failed to send email." and keeps what was typed', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    await page.route('**/contact.data*', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
    );
    const name = unique('Offline Visitor');
    await fillContactForm(page, name, visitorEmail('offline'), 'Sent while offline');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to send email.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Your name*')).toHaveValue(name);
    // The browser reports the refused request itself; that one console error is expected.
    const expected = pageErrors.filter((e) => /Failed to load resource/.test(e));
    expect(expected.length).toBeLessThanOrEqual(1);
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !expected.includes(e)));
  });

  test('on the home page: the same form sends from the contact section', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const section = page.locator('section#contact-form');
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'Send Message' }).click();
    await expect(section.getByText('Name is required')).toBeVisible();
    const name = unique('Home Visitor');
    await section.getByLabel('Your name*').fill(name);
    await section.getByLabel('Your Email*').fill(visitorEmail('home'));
    await section.getByLabel('Write Message').fill('Found you on the home page.');
    await section.getByRole('button', { name: 'Send Message' }).click();
    await expect(section.getByRole('status')).toHaveText('Email sent successfully!');
    const [mail] = await waitForMail((m) => m.subject === `New message from ${name}`);
    expect(mail!.to).toEqual([INBOX]);
    expect(mail!.text).toContain('Found you on the home page.');
  });
});

test.describe('checkout', () => {
  test('an empty cart says so instead of showing the form', async ({ page }) => {
    await page.goto('/checkout');
    await waitForHydration(page);
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Order' })).toHaveCount(0);
  });

  test('from the cart: validation, order placed, confirmation on /, emails with the total', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    await page
      .locator('section#social-media-marketing')
      .getByRole('article')
      .nth(0)
      .getByRole('button', { name: 'Add to cart' })
      .click();
    await page
      .locator('section#seo-analysis')
      .getByRole('article')
      .nth(2)
      .getByRole('button', { name: 'Add to cart' })
      .click();
    await page.getByRole('link', { name: 'Cart, 2 plans' }).click();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\?planIds=\d+&planIds=\d+$/);
    await waitForHydration(page);

    const summary = page.getByRole('region', { name: 'Selected plans' });
    await expect(summary).toContainText('Basic Plan');
    await expect(summary).toContainText('$499.00');
    await expect(summary).toContainText('(per month)');
    await expect(summary).toContainText('Premium Plan');
    await expect(summary).toContainText('$1,499.00');
    await expect(summary).toContainText('$1,998.00');

    const submit = page.getByRole('button', { name: 'Submit Order' });
    await submit.click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email Address').fill('buyer-at-example');
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await expectNoAxeViolations(page);

    const name = unique('Olivia Buyer');
    const email = visitorEmail('olivia');
    await page.getByLabel('Full Name').fill(name);
    await page.getByLabel('Email Address').fill(email);
    await submit.click();

    await expect(page).toHaveURL('/');
    const confirmation = page.getByRole('status').filter({ hasText: 'Your order has been placed' });
    await expect(confirmation).toBeVisible();
    const orderNumber = (await confirmation.textContent())!.match(/ECS-ORD-\d{4}-\d{6}/)![0];
    await expect(page.getByRole('link', { name: 'Cart, 0 plans' })).toBeVisible();

    const [buyerMail] = await waitForMail((m) => m.to.includes(email));
    expect(buyerMail!.subject).toBe(`Your ECS Digital order ${orderNumber}`);
    const [companyMail] = await waitForMail((m) =>
      m.subject.startsWith(`New order ${orderNumber}`),
    );
    expect(companyMail!.to).toEqual([INBOX]);
    expect(companyMail!.replyTo).toBe(email);
    for (const mail of [buyerMail!, companyMail!]) {
      expect(mail.text).toContain(`Name: ${name}`);
      expect(mail.text).toContain(`Email: ${email}`);
      expect(mail.text).toContain('Basic Plan, Social Media Marketing, $499.00 (per month)');
      expect(mail.text).toContain('Premium Plan, SEO Analysis, $1,499.00 (per month)');
      expect(mail.text).toContain('Total: $1,998.00');
    }
  });
});

test.describe('agreement', () => {
  test('every message, then a drawn signature places the order and emails both sides', async ({
    page,
  }) => {
    await page.goto('/agreement');
    await waitForHydration(page);
    const form = page.locator('form[aria-labelledby="order-form-heading"]');
    await form.scrollIntoViewIfNeeded();
    const place = form.getByRole('button', { name: 'Place Order' });
    await place.click();
    for (const message of [
      'Name is required',
      'Phone is required',
      'Email is required',
      'Please sign in the box above',
      'You must agree to the terms',
    ])
      await expect(form.getByText(message)).toBeVisible();
    await form.getByLabel('Phone').fill('ring me');
    await form.getByLabel('Email').fill('samir@');
    await expect(form.getByText('Enter a valid phone number')).toBeVisible();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await expectNoAxeViolations(page);

    const name = unique('Samir Signer');
    const email = visitorEmail('samir');
    await form.getByLabel('Full name', { exact: true }).fill(name);
    await form.getByLabel('Phone').fill('+1 832 555 0123');
    await form.getByLabel('Email').fill(email);
    await drawSignature(page);
    await expect(form.getByText('Please sign in the box above')).toHaveCount(0);
    await form.getByLabel(/I have read and agree/).check();
    await expect(form.getByText('You must agree to the terms')).toHaveCount(0);
    await place.click();

    const success = form.getByRole('status');
    await expect(success).toContainText('Your signed order has been received');
    const reference = (await success.textContent())!.match(/ECS-AGR-\d{4}-\d{6}/)![0];
    await expect(form.getByLabel('Full name', { exact: true })).toHaveValue('');
    await expect(form.getByLabel(/I have read and agree/)).not.toBeChecked();
    await expect(form.getByText('Please sign in the box above')).toHaveCount(0);
    // The signature is cleared too: sending again asks for one.
    await place.click();
    await expect(form.getByText('Please sign in the box above')).toBeVisible();

    const [companyMail] = await waitForMail((m) =>
      m.subject.startsWith(`Signed agreement ${reference}`),
    );
    const [clientMail] = await waitForMail((m) => m.to.includes(email));
    expect(companyMail!.to).toEqual([INBOX]);
    expect(clientMail!.subject).toBe(`Your signed agreement with ECS Digital (${reference})`);
    for (const mail of [companyMail!, clientMail!]) {
      const signature = mail.attachments.find((a) => a.contentType === 'image/png')!;
      expect(signature.cid).toBeTruthy();
      expect(mail.html).toContain(`cid:${signature.cid}`);
      expect(signature.content.subarray(1, 4).toString()).toBe('PNG');
      expect(mail.text).toContain('Phone: +1 832 555 0123');
      // The agreement itself, with its evidence, as a PDF (docs/product.md#agreement-pdf).
      const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf')!;
      expect(pdf.filename).toBe(`agreement-${reference}.pdf`);
      expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  test('a dot or a tick in the box is not a signature', async ({ page }) => {
    await page.goto('/agreement');
    await waitForHydration(page);
    const form = page.locator('form[aria-labelledby="order-form-heading"]');
    await form.getByLabel('Full name', { exact: true }).fill(unique('Dot Signer'));
    await form.getByLabel('Phone').fill('+1 832 555 0155');
    await form.getByLabel('Email').fill(visitorEmail('dot'));
    await form.getByLabel(/I have read and agree/).check();
    const canvas = page.locator('canvas[data-ready]');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + 40, box.y + 60);
    await page.mouse.down();
    await page.mouse.move(box.x + 46, box.y + 70);
    await page.mouse.move(box.x + 58, box.y + 52);
    await page.mouse.up();
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(form.getByText('Please sign in the box above')).toBeVisible();
    await expect(form.getByRole('status')).toHaveCount(0);
    // Signing properly clears the message at once.
    await drawSignature(page);
    await expect(form.getByText('Please sign in the box above')).toHaveCount(0);
  });

  test('an order number that does not exist is named before signing', async ({ page }) => {
    await page.goto('/agreement?order=ECS-ORD-2026-999999');
    await waitForHydration(page);
    const form = page.locator('form[aria-labelledby="order-form-heading"]');
    await expect(
      form.getByRole('alert').filter({ hasText: 'We could not find order ECS-ORD-2026-999999.' }),
    ).toContainText('Please check the link in your order confirmation email.');
    await expect(form.getByText('You are signing for order')).toHaveCount(0);
  });

  test('a keyboard user can sign by typing their name', async ({ page }) => {
    await page.goto('/agreement');
    await waitForHydration(page);
    const form = page.locator('form[aria-labelledby="order-form-heading"]');
    await form.getByRole('button', { name: 'Type my signature instead' }).click();
    await form.getByLabel('Type your full name to sign').fill('Kim Keyboard');
    const name = unique('Kim Keyboard');
    await form.getByLabel('Full name', { exact: true }).fill(name);
    await form.getByLabel('Phone').fill('+44 20 7946 0011');
    await form.getByLabel('Email').fill(visitorEmail('kim'));
    await form.getByLabel(/I have read and agree/).check();
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(form.getByRole('status')).toContainText('Your signed order has been received');
    await waitForMail((m) => m.subject.includes(name));
  });
});

test.describe('dedicated-resource inquiry', () => {
  test('validates, then the quote request reaches the company inbox', async ({ page }) => {
    await page.goto('/dedicatedResources/frontend-developer');
    await waitForHydration(page);
    const form = page.locator('section#php-inquiry form');
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Request a Quote' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Tell us about the role you need')).toBeVisible();
    await expect(form.getByText('Message is required')).toHaveCount(0);
    await form.getByLabel('Your Email*').fill('priya@');
    await form.getByLabel('Phone').fill('call me');
    await form.getByLabel('Tell us about the role*').fill('Soon');
    await form.getByLabel('Company').focus();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await expect(form.getByText('Enter a valid phone number')).toBeVisible();
    await expect(
      form.getByText('Tell us a little more about the role (at least 10 characters)'),
    ).toBeVisible();
    await form.getByLabel('Phone').fill('');

    const name = unique('Priya Hiring');
    await form.getByLabel('Your name*').fill(name);
    await form.getByLabel('Your Email*').fill(visitorEmail('priya'));
    await form.getByLabel('Company').fill('Northwind Traders');
    await form
      .getByLabel('Tell us about the role*')
      .fill('Two senior React developers from January.');
    await form.getByRole('button', { name: 'Request a Quote' }).click();
    await expect(form.getByRole('status')).toContainText('Your request has been sent');
    await expect(form.getByLabel('Your name*')).toHaveValue('');
    const [mail] = await waitForMail(
      (m) => m.subject === `Quote request: Frontend Developer from ${name}`,
    );
    expect(mail!.to).toEqual([INBOX]);
    expect(mail!.text).toContain('Two senior React developers from January.');
    expect(mail!.text).toContain('Company: Northwind Traders');
  });
});

test.describe('staff inbox', () => {
  test('lists submissions, shows an agreement with its signature and each email delivered', async ({
    page,
    request,
  }) => {
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
  });
});

test.describe('staff inbox retry', () => {
  test('an admin sees a refused email as Failed and queues it again', async ({ page, request }) => {
    const login = await request.post('/api/users/login', { data: ADMIN });
    const { token } = (await login.json()) as { token: string };
    const buyer = `${randomBytes(4).toString('hex')}@${REJECTED_DOMAIN}`;
    const name = unique('Refused Buyer');
    // An order whose confirmation the buyer's mail server refuses.
    await page.goto('/pricing');
    await waitForHydration(page);
    await page
      .locator('section#seo-analysis')
      .getByRole('article')
      .nth(0)
      .getByRole('button', { name: 'Add to cart' })
      .click();
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
