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

  test('a link whose only plan was withdrawn says so and leads to the plans on sale', async ({
    page,
  }) => {
    await page.goto('/checkout?planIds=2147483000');
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'Checkout' });
    await expect(
      section.getByRole('heading', { name: 'This plan is no longer offered' }),
    ).toBeVisible();
    await expect(section.getByText('Your cart is empty')).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Submit Order' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await section.getByRole('link', { name: 'See current plans' }).click();
    await expect(page).toHaveURL('/pricing');
  });

  test(
    'an address that cannot receive mail: no promise of an email, the order link to keep and copy',
    { tag: '@phone' },
    async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/checkout?planIds=2');
      await waitForHydration(page);
      await page.getByLabel('Full Name').fill(unique('Lena Local'));
      await page.getByLabel('Email Address').fill('lena@localhost');
      await page.getByRole('button', { name: 'Submit Order' }).click();

      await expect(page).toHaveURL('/');
      const panel = page.getByRole('region', { name: 'Thank you! Your order has been placed.' });
      await expect(panel).toContainText(
        'We could not email a confirmation to the address you gave, so please keep the link to your order page below.',
      );
      await expect(panel).not.toContainText('We have emailed you');
      const orderPage = panel.getByRole('link', { name: 'Open your order page' });
      const href = (await orderPage.getAttribute('href'))!;
      // The whole link at the site's public address (PUBLIC_URL), to keep.
      const shown = panel.getByText(
        new RegExp(`^https?://[^/\\s]+${href.replace(/[-/]/g, '\\$&')}$`),
      );
      await expect(shown).toBeVisible();
      const link = (await shown.textContent())!;
      // What to do comes first: at 375 × 812 the actions show without scrolling.
      for (const action of [
        orderPage,
        panel.getByRole('link', { name: 'Sign the agreement for this order' }),
        panel.getByRole('button', { name: 'Copy link' }),
        shown,
      ])
        await expect(action).toBeInViewport();
      await expectNoAxeViolations(page);

      await panel.getByRole('button', { name: 'Copy link' }).click();
      await expect(panel.getByRole('status').filter({ hasText: /^Link copied$/ })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    },
  );

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
    await expect(confirmation).toContainText('We have emailed you a confirmation');
    await expect(confirmation.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
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

  test('a link that names no order offers no signing against it, an order number included', async ({
    page,
  }) => {
    for (const order of ['ECS-ORD-2026-999999', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      await page.goto(`/agreement?order=${order}`);
      await waitForHydration(page);
      const notice = page.getByRole('alert').filter({
        has: page.getByRole('heading', { name: 'We could not find the order this link is for.' }),
      });
      await expect(notice).toContainText('Open your order page');
      await expect(notice.getByRole('link', { name: 'Contact us' })).toBeVisible();
      // Nothing to sign, so never a thank-you for an order that does not exist.
      await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
      await expect(page.getByLabel('Full name', { exact: true })).toHaveCount(0);
      await expect(page.getByText('You are signing for order')).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
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
