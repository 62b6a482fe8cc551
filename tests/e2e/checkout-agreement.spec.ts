import { checkOutFromCart, fillCart } from '~/tests/e2e/support/cart';
import { drawSignature, INBOX, unique, visitorEmail } from './support/conversion';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';
import { waitForMail } from './support/mail';

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
    await fillCart(page, [
      ['social-media-marketing', 0],
      ['seo-analysis', 2],
    ]);
    await checkOutFromCart(page, 2);

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
  test(
    'every message, then a drawn signature places the order and emails both sides',
    { tag: '@phone' },
    async ({ page }) => {
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
    },
  );

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

  test('a link that names no order says so before signing, an order number included', async ({
    page,
  }) => {
    await page.goto('/agreement?order=ECS-ORD-2026-999999');
    await waitForHydration(page);
    const form = page.locator('form[aria-labelledby="order-form-heading"]');
    await expect(
      form.getByRole('alert').filter({ hasText: 'We could not find the order this link is for.' }),
    ).toContainText('Please open the agreement from your order page');
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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the cart and checkout keep the total and the next step at the foot of the screen, wide screens in place', async ({
    page,
  }) => {
    // Two plans: a cart longer than the screen.
    await fillCart(page, [
      ['social-media-marketing', 0],
      ['software-solutions', 0],
    ]);
    await page.goto('/cart');
    await waitForHydration(page);
    const cartBar = page.getByRole('region', { name: 'Cart total' });
    await expect(cartBar).toContainText('First invoice$2,196.00');
    const foot = async (bar: typeof cartBar) => {
      const box = (await bar.boundingBox())!;
      return Math.round(box.y + box.height);
    };
    expect(await foot(cartBar)).toBe(812);
    // Scrolled to the end, it stands under the cart instead of covering the end of it.
    await page.getByRole('button', { name: 'Clear Cart' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    const clear = (await page.getByRole('button', { name: 'Clear Cart' }).boundingBox())!;
    expect((await cartBar.boundingBox())!.y).toBeGreaterThanOrEqual(clear.y + clear.height);
    await cartBar.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\?planIds=\d+&planIds=\d+$/);
    await waitForHydration(page);

    const orderBar = page.getByRole('region', { name: 'Order total' });
    expect(await foot(orderBar)).toBe(812);
    // The one Submit Order on a phone, and it submits the checkout form.
    await expect(page.getByRole('button', { name: 'Submit Order' })).toHaveCount(1);
    await orderBar.getByRole('button', { name: 'Submit Order' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await expectNoAxeViolations(page);

    // From 768 px the form's own button is in view and there is no bar.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(orderBar).toBeHidden();
    await expect(
      page.locator('#checkout-form').getByRole('button', { name: 'Submit Order' }),
    ).toBeVisible();
    await page.goto('/cart');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
    await expect(cartBar).toBeHidden();
  });

  test('Sign now at the top of the agreement goes to the order form', async ({ page }) => {
    await page.goto('/agreement');
    const signNow = page.getByRole('link', { name: 'Sign now' });
    await expect(signNow).toBeInViewport({ ratio: 1 });
    await signNow.click();
    const orderForm = page.getByRole('region', { name: 'Place Your Order' });
    await expect(orderForm).toBeFocused();
    await expect(orderForm.getByRole('heading', { name: 'Place Your Order' })).toBeInViewport();
    // The next Tab starts on the form: its first field.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Full name', { exact: true })).toBeFocused();
  });
});
