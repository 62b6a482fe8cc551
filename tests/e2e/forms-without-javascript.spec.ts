import type { Locator, Page } from '@playwright/test';
import { localToday } from '~/domain/calendar';
import { planCard } from '~/tests/e2e/support/cart';
import { unique, visitorEmail } from './support/conversion';
import { expect, test } from './support/test';
import { waitForMail } from './support/mail';

/**
 * Every public form that works without JavaScript, sent by Chromium with scripts turned off: a
 * refused submission comes back with each message under its field and everything typed still
 * there, a good one shows its success where the visitor is looking.
 */
test.use({ javaScriptEnabled: false });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The message is the field's description and sits right under it (under its hint, if any). */
async function expectMessageUnder(control: Locator, message: string) {
  await expect(control).toHaveAccessibleDescription(new RegExp(escape(message)));
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const text = control.locator('xpath=ancestor::div[1]').getByText(message, { exact: true });
  await expect(text).toBeVisible();
  const field = (await control.boundingBox())!;
  const under = (await text.boundingBox())!;
  expect(under.y).toBeGreaterThanOrEqual(field.y + field.height);
  expect(under.y - (field.y + field.height)).toBeLessThan(80);
}

/**
 * A refused native post is a 400 page, which Chromium also reports in the console; that one line
 * is expected, anything else still fails the test.
 */
function expectRefusalLogged(pageErrors: string[]) {
  const refusal =
    'console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)';
  expect(pageErrors).toContain(refusal);
  pageErrors.splice(pageErrors.indexOf(refusal), 1);
}

/** The page answered a native form post (no script ran) and shows the outcome in view. */
async function expectOutcomeInView(page: Page, outcome: Locator) {
  await expect(outcome).toBeVisible();
  await expect(outcome).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
    false,
  );
}

async function sendContactForm(page: Page, form: Locator, pageErrors: string[]) {
  const name = unique('Nadia NoScript');
  await form.getByLabel('Your name*').fill(name);
  await form.getByLabel('Your Email*').fill('nadia@');
  await form.getByLabel('Write Message').fill('Sent with scripts turned off.');
  await form.getByRole('button', { name: 'Send Message' }).click();

  // The answer is /contact, wherever the form was.
  await expect(page).toHaveURL(/\/contact(#.*)?$/);
  const answered = page.locator('form[aria-labelledby="contact-form-title"]');
  await expectOutcomeInView(
    page,
    answered.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields' }),
  );
  expectRefusalLogged(pageErrors);
  await expectMessageUnder(answered.getByLabel('Your Email*'), 'Enter a valid email address');
  await expect(answered.getByLabel('Your Email*')).toHaveValue('nadia@');
  await expect(answered.getByLabel('Your name*')).toHaveValue(name);
  await expect(answered.getByLabel('Write Message')).toHaveValue('Sent with scripts turned off.');

  const email = visitorEmail('nadia');
  await answered.getByLabel('Your Email*').fill(email);
  await answered.getByRole('button', { name: 'Send Message' }).click();
  await expectOutcomeInView(
    page,
    page
      .locator('form[aria-labelledby="contact-form-title"]')
      .getByRole('status')
      .filter({ hasText: 'Email sent successfully!' }),
  );
  const [mail] = await waitForMail((m) => m.subject === `New message from ${name}`);
  expect(mail!.replyTo).toBe(email);
  expect(mail!.text).toContain('Sent with scripts turned off.');
}

test.describe('forms without JavaScript', () => {
  test('contact on /contact: refused with its messages and values, then sent', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/contact');
    await sendContactForm(
      page,
      page.locator('form[aria-labelledby="contact-form-title"]'),
      pageErrors,
    );
  });

  test('contact on the home page: refused with its messages and values, then sent', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/');
    await sendContactForm(page, page.locator('section#contact-form form'), pageErrors);
  });

  test('Buy Now: the plan comes along to the contact form and goes out with the message', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/pricing');
    await planCard(page, ['seo-analysis', 1]).getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/contact\?plan=\d+#contact-message-form$/);
    const form = page.locator('form[aria-labelledby="contact-form-title"]');
    await expect(form.getByText('Selected plan:')).toHaveText(
      'Selected plan: Standard Plan for SEO Analysis ($997)',
    );
    await expect(form.getByLabel('Write Message')).toHaveValue(
      /^I'm interested in the Standard Plan for SEO Analysis \(\$997 per month\)\.\n\nIncluded:\n• /,
    );
    await expect(form.getByLabel('Your name*')).toBeInViewport();

    // Refused, the plan stays; then sent with it.
    const name = unique('Paula NoScript');
    await form.getByLabel('Your name*').fill(name);
    await form.getByLabel('Your Email*').fill('paula@');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectOutcomeInView(
      page,
      form.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields' }),
    );
    expectRefusalLogged(pageErrors);
    await expect(form.getByText('Selected plan:')).toBeVisible();
    await form.getByLabel('Your Email*').fill(visitorEmail('paula'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectOutcomeInView(
      page,
      form.getByRole('status').filter({ hasText: 'Email sent successfully!' }),
    );
    await expect(form.getByText('Selected plan:')).toHaveCount(0);
    const [mail] = await waitForMail((m) => m.subject.startsWith(`New message from ${name}`));
    expect(mail!.subject).toBe(`New message from ${name} about the Standard Plan (SEO Analysis)`);

    // Clear, without scripts, is a link to the form without the plan.
    await page.goto('/pricing');
    await planCard(page, ['seo-analysis', 1]).getByRole('button', { name: 'Buy Now' }).click();
    await form.getByRole('link', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/contact#contact-message-form$/);
    await expect(form.getByText('Selected plan:')).toHaveCount(0);
    await expect(form.getByLabel('Write Message')).toHaveValue('');
  });

  test(
    'checkout: a plan from the pricing page is ordered, after a refused attempt',
    { tag: '@phone' },
    async ({ page, pageErrors }) => {
      await page.goto('/pricing');
      await planCard(page, ['seo-analysis', 1])
        .getByRole('button', { name: 'Add to cart' })
        .click();
      await expect(page).toHaveURL(/\/checkout\?planIds=\d+/);
      const summary = page.getByRole('region', { name: 'Selected plans' });
      await expect(summary).toContainText('Standard Plan');
      await expect(summary).toContainText('$997.00');

      const form = page.locator('form[aria-labelledby="checkout-form-title"]');
      // On a phone the button is the bar's, outside the form it submits (its `form` attribute).
      const submitOrder = page.getByRole('button', { name: 'Submit Order' });
      const name = unique('Oscar NoScript');
      await form.getByLabel('Full Name').fill(name);
      await form.getByLabel('Email Address').fill('oscar-at-example');
      await submitOrder.click();
      await expectOutcomeInView(
        page,
        form.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields' }),
      );
      expectRefusalLogged(pageErrors);
      await expectMessageUnder(form.getByLabel('Email Address'), 'Invalid email format');
      await expect(form.getByLabel('Email Address')).toHaveValue('oscar-at-example');
      await expect(form.getByLabel('Full Name')).toHaveValue(name);
      await expect(summary).toContainText('Standard Plan');

      const email = visitorEmail('oscar');
      await form.getByLabel('Email Address').fill(email);
      await submitOrder.click();
      const confirmation = page
        .getByRole('status')
        .filter({ hasText: 'Thank you! Your order has been placed.' });
      await expectOutcomeInView(page, confirmation);
      // The page may still be arriving below the heading: read the number once it is there.
      await expect(confirmation).toContainText(/ECS-ORD-\d{4}-\d{6}/);
      const orderNumber = (await confirmation.textContent())!.match(/ECS-ORD-\d{4}-\d{6}/)![0];
      await expect(confirmation).toContainText('Standard Plan, SEO Analysis');
      // Both the agreement and the order page go by the order's private token, never its number.
      const orderPage = confirmation.getByRole('link', { name: 'Open your order page' });
      await expect(orderPage).toHaveAttribute('href', /^\/orders\/[A-Za-z0-9_-]{32}$/);
      const token = (await orderPage.getAttribute('href'))!.slice('/orders/'.length);
      await expect(
        confirmation.getByRole('link', { name: 'Sign the agreement for this order' }),
      ).toHaveAttribute('href', `/agreement?order=${token}`);
      // The order page reads without JavaScript too.
      await orderPage.click();
      await expect(
        page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }),
      ).toBeVisible();
      const [mail] = await waitForMail((m) => m.to.includes(email));
      expect(mail!.subject).toBe(`Your ECS Digital order ${orderNumber}`);
      expect(mail!.text).toContain('Standard Plan, SEO Analysis, $997.00');
    },
  );

  test(
    'checkout: an address that cannot receive mail is told so and shown the order link to keep',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/checkout?planIds=2');
      const form = page.locator('form[aria-labelledby="checkout-form-title"]');
      await form.getByLabel('Full Name').fill(unique('Lena Local'));
      await form.getByLabel('Email Address').fill('lena@localhost');
      // On a phone the button is the bar's, outside the form (its `form` attribute).
      await page.getByRole('button', { name: 'Submit Order' }).click();
      const confirmation = page
        .getByRole('status')
        .filter({ hasText: 'Thank you! Your order has been placed.' });
      await expectOutcomeInView(page, confirmation);
      await expect(confirmation).toContainText(
        'We could not email a confirmation to the address you gave, so please keep the link to your order page below.',
      );
      await expect(confirmation).not.toContainText('We have emailed you');
      await expect(confirmation).not.toContainText('Its link is in your confirmation email');
      // The whole link, as text to select (no Copy button: it would need a script).
      const href = await confirmation
        .getByRole('link', { name: 'Open your order page' })
        .getAttribute('href');
      const link = confirmation.getByText(new RegExp(`^https?://\\S+${escape(href!)}$`));
      await expect(link).toBeVisible();
      await expect(confirmation.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
      // The actions come before what was ordered: on a phone they show without scrolling.
      await expect(
        confirmation.getByRole('link', { name: 'Open your order page' }),
      ).toBeInViewport();
      await expect(link).toBeInViewport();
    },
  );

  test('agreement: a link that names no order offers no signing, and says what to do', async ({
    page,
  }) => {
    await page.goto('/agreement?order=ECS-ORD-2026-999999');
    const notice = page.getByRole('alert').filter({
      has: page.getByRole('heading', { name: 'We could not find the order this link is for.' }),
    });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Open your order page');
    await expect(notice.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.getByText('Signing this agreement needs JavaScript.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
  });

  test('checkout without a plan in the link says what needs JavaScript', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByText('Loading your cart…')).toBeHidden();
    await expect(page.getByText(/Your cart is kept by your browser/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse plans' })).toBeVisible();
  });

  test('quote request: refused with its messages and values, then sent', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/dedicatedResources/seo-expert');
    const form = page.locator('section#php-inquiry form');
    const name = unique('Quinn NoScript');
    await form.getByLabel('Your name*').fill(name);
    await form.getByLabel('Your Email*').fill('quinn@');
    await form.getByLabel('Company').fill('Northwind Traders');
    await form.getByLabel('Tell us about the role*').fill('Soon');
    await form.getByRole('button', { name: 'Request a Quote' }).click();
    await expectOutcomeInView(
      page,
      form.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields' }),
    );
    expectRefusalLogged(pageErrors);
    await expectMessageUnder(form.getByLabel('Your Email*'), 'Enter a valid email address');
    await expectMessageUnder(
      form.getByLabel('Tell us about the role*'),
      'Tell us a little more about the role (at least 10 characters)',
    );
    await expect(form.getByLabel('Your name*')).toHaveValue(name);
    await expect(form.getByLabel('Your Email*')).toHaveValue('quinn@');
    await expect(form.getByLabel('Company')).toHaveValue('Northwind Traders');
    await expect(form.getByLabel('Tell us about the role*')).toHaveValue('Soon');

    await form.getByLabel('Your Email*').fill(visitorEmail('quinn'));
    await form.getByLabel('Tell us about the role*').fill('One SEO expert for six months.');
    await form.getByRole('button', { name: 'Request a Quote' }).click();
    await expectOutcomeInView(
      page,
      form.getByRole('status').filter({ hasText: 'Your request has been sent' }),
    );
    const [mail] = await waitForMail((m) => m.subject === `Quote request: SEO Expert from ${name}`);
    expect(mail!.text).toContain('One SEO expert for six months.');
  });

  test('invoice builder: lines added and removed by posting, refused with its messages, then sent', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/invoice');
    const form = page.locator('form[aria-labelledby="invoice-form-title"]');
    const line = (n: number) => form.getByRole('group', { name: `Service ${n}`, exact: true });
    const client = unique('Ines NoScript');
    // The issued date comes filled in with today's date (the server's); the invoice goes with it.
    await expect(form.getByLabel('Issued date')).toHaveValue(localToday(new Date()));
    await form.getByLabel('Representative email').fill('marcus@ecsdigital.example');
    await form.getByLabel('Client name').fill(client);
    await form.getByLabel('Client email').fill(visitorEmail('ines'));
    await line(1).getByLabel('Service', { exact: true }).selectOption('seo-analysis');
    // Without scripts every service's plans are offered; the server checks the pair.
    await line(1).getByLabel('Plan', { exact: true }).selectOption('Basic Plan');

    await form.getByRole('button', { name: 'Add service' }).click();
    await expect(line(2)).toBeVisible();
    await expect(form.getByLabel('Client name')).toHaveValue(client);
    await expect(line(1).getByLabel('Service', { exact: true })).toHaveValue('seo-analysis');
    await expect(form.getByRole('alert')).toHaveCount(0);

    // The empty second line is refused, next to its field and in the outcome.
    await form.getByRole('button', { name: 'Submit Invoice' }).click();
    await expectOutcomeInView(
      page,
      form.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields' }),
    );
    expectRefusalLogged(pageErrors);
    await expect(form.getByRole('alert')).toContainText('Select a service');
    await expect(form.getByLabel('Client name')).toHaveValue(client);

    await form.getByRole('button', { name: 'Remove service 2' }).click();
    await expect(line(2)).toHaveCount(0);
    await form.getByRole('button', { name: 'Submit Invoice' }).click();
    await expectOutcomeInView(
      page,
      form.getByRole('status').filter({ hasText: 'Email sent successfully!' }),
    );
    await expect(form).toContainText(/Invoice ECS-\d{4,} for \$697/);
  });

  test('agreement: says plainly that signing needs JavaScript instead of a form that cannot work', async ({
    page,
  }) => {
    await page.goto('/agreement');
    const notice = page.getByRole('region', { name: 'Place Your Order' });
    await expect(notice.getByText('Signing this agreement needs JavaScript.')).toBeVisible();
    await expect(notice.getByRole('link', { name: /info@/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeHidden();
    await expect(page.getByLabel('Full name', { exact: true })).toBeHidden();
  });
});

test.describe('sign-in without JavaScript', () => {
  const ADMIN = { email: 'admin@e2e.ecs', password: 'e2e-admin-password' };

  test('refused: messages under the fields, then the server message, the email kept', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/sign-in');
    expectRefusalLogged(pageErrors);
    await expectMessageUnder(page.getByLabel('Email'), 'Email is required');
    // The password's message sits under the box that also holds the show-password button.
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAccessibleDescription('Password is required');
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    // An address nobody has: the same answer as a wrong password, without locking a real account.
    const email = visitorEmail('nobody');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('definitely-wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/sign-in');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    const unauthorized =
      'console.error: Failed to load resource: the server responded with a status of 401 (Unauthorized)';
    // Chromium reports the 401 answer on the console, a moment after the page shows.
    await expect.poll(() => pageErrors).toEqual([unauthorized]);
    pageErrors.splice(0);
  });

  test('the right credentials land on the dashboard, which takes the session once scripts run', async ({
    page,
    browser,
  }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/dashboard');
    // The dashboard itself needs scripts: without them it stays at its loading screen.
    await expect(page.getByText('Loading your dashboard')).toBeVisible();
    // The session waits for the dashboard behind a code only the server reads, never a token.
    const state = await page.context().storageState();
    const handOff = state.cookies.find((cookie) => cookie.name === 'sign_in_hand_off');
    expect(handOff).toMatchObject({
      path: '/api/users/hand-off',
      sameSite: 'Strict',
      httpOnly: true,
    });
    expect(handOff!.value).not.toMatch(/^ey/);

    // The same browser with scripts on: the dashboard takes the session, and the cookie is gone.
    // (A new context takes this file's options unless told otherwise.)
    const withScripts = (storageState: typeof state) =>
      browser.newContext({
        baseURL: test.info().project.use.baseURL,
        javaScriptEnabled: true,
        storageState,
      });
    const first = await withScripts(state);
    try {
      const dashboard = await first.newPage();
      await dashboard.goto('/dashboard');
      await expect(dashboard.getByText('Hello, Ada')).toBeVisible();
      expect(await dashboard.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
      const cookies = await first.cookies();
      expect(cookies.map((cookie) => cookie.name)).not.toContain('sign_in_hand_off');
    } finally {
      await first.close();
    }
    // A copy of the cookie, replayed elsewhere, signs nobody in: the code was taken once.
    const replay = await withScripts(state);
    try {
      const dashboard = await replay.newPage();
      await dashboard.goto('/dashboard');
      await expect(dashboard).toHaveURL('/sign-in');
      expect(await dashboard.evaluate(() => localStorage.getItem('token'))).toBeNull();
      expect((await replay.cookies()).map((cookie) => cookie.name)).not.toContain(
        'sign_in_hand_off',
      );
    } finally {
      await replay.close();
    }
  });
});
