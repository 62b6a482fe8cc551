import type { Locator, Page } from '@playwright/test';
import { sampleParties } from '~/domain/builders';
import { planCard } from '~/tests/e2e/support/cart';
import { drawSignature, unique, visitorEmail } from './support/conversion';
import { holdRequests } from './support/hold';
import { waitForMail } from './support/mail';
import { expect, test, waitForHydration } from './support/test';

/**
 * Pages paint before their scripts run (docs/decisions/058-scripts-after-first-paint.md), and a
 * phone visitor may spend seconds on a page whose scripts have not run yet. What they type, choose,
 * tick and tap then counts (docs/decisions/066-forms-filled-before-scripts.md): each test holds the
 * page's scripts back, fills the form, lets the scripts run, and checks that everything survived,
 * that a field filled and left shows its message as leaving it would have, and that the form sends.
 */

/** Opens `path` with its scripts held back; `run()` lets them load and waits for hydration. */
async function beforeScripts(page: Page, path: string) {
  const scripts = await holdRequests(page, '**/assets/*.js');
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const hydrated = page.locator('html[data-hydrated]');
  await expect(hydrated).toHaveCount(0);
  return {
    async run() {
      // Nothing ran while the form was filled.
      await expect(hydrated).toHaveCount(0);
      scripts.release();
      await waitForHydration(page);
    },
  };
}

/** Each control shows its value (text, a chosen option's value, a date). */
async function expectValues(values: [Locator, string][]) {
  for (const [control, value] of values) await expect(control).toHaveValue(value);
}

test('contact: a plan bought and a message rewritten before the scripts ran are kept and sent', async ({
  page,
}) => {
  const { run } = await beforeScripts(page, '/pricing');
  // Buy Now before the scripts is a link to the contact form with the plan, its message written.
  await planCard(page, ['seo-analysis', 1]).getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/contact\?plan=\d+#contact-message-form$/);
  const form = page.locator('form[aria-labelledby="contact-form-title"]');
  const name = form.getByLabel('Your name*');
  const email = form.getByLabel('Your Email*');
  const message = form.getByLabel('Write Message');
  await expect(message).toHaveValue(/^I'm interested in the Standard Plan for SEO Analysis/);
  const sender = unique('Early Edna');
  await name.fill(sender);
  await email.fill('edna@');
  // Still in the message when the scripts run.
  await message.fill('Rewritten before the scripts ran.');
  await run();

  await expectValues([
    [name, sender],
    [email, 'edna@'],
    [message, 'Rewritten before the scripts ran.'],
  ]);
  await expect(form.getByText('Selected plan:')).toHaveText(
    'Selected plan: Standard Plan for SEO Analysis ($997)',
  );
  // The address was left, so it is checked; the message is checked when the visitor leaves it.
  await expect(email).toHaveAccessibleDescription('Enter a valid email address');
  await expect(message).not.toHaveAttribute('aria-invalid');
  const address = visitorEmail('edna');
  await email.fill(address);
  await expect(email).toHaveAccessibleDescription('');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText('Email sent successfully!');
  await expect(name).toHaveValue('');
  const [mail] = await waitForMail((m) => m.subject.startsWith(`New message from ${sender} `));
  expect(mail!.subject).toBe(`New message from ${sender} about the Standard Plan (SEO Analysis)`);
  expect(mail!.replyTo).toBe(address);
  expect(mail!.text).toContain('Rewritten before the scripts ran.');
});

test('home: a technology tab and the contact form used before their sections hydrate', async ({
  page,
}) => {
  const { run } = await beforeScripts(page, '/');
  const technologies = page.locator('section#technologies');
  const front = technologies.getByRole('radio', { name: 'Front End' });
  const back = technologies.getByRole('radio', { name: 'Back End' });
  const frontList = technologies.getByRole('list', { name: 'Front End technologies' });
  const backList = technologies.getByRole('list', { name: 'Back End technologies' });
  // The choice is the browser's own: it switches at once, before any script.
  await technologies.getByText('Back End', { exact: true }).click();
  await expect(back).toBeChecked();
  await expect(backList).toBeVisible();
  await expect(frontList).toBeHidden();
  // The sliders' arrows only show once they can move the slides.
  await expect(page.getByRole('button', { name: 'Next testimonial' })).toBeHidden();

  const form = page.locator('section#contact-form form');
  const sender = unique('Early Hal');
  await form.getByLabel('Your name*').fill(sender);
  await form.getByLabel('Your Email*').fill(visitorEmail('hal'));
  await form.getByLabel('Write Message').fill('From the home page, before its scripts.');
  await run();

  await expect(back).toBeChecked();
  await expect(backList.getByRole('listitem')).toHaveText([
    'Nodejs',
    'MongoDb',
    'ExpressJs',
    'JWT',
  ]);
  await expect(frontList).toBeHidden();
  // And it still switches, by keyboard as by pointer.
  await back.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(front).toBeChecked();
  await expect(frontList).toBeVisible();
  await expect(backList).toBeHidden();
  await expect(page.getByRole('button', { name: 'Next testimonial' })).toBeVisible();

  await expect(form.getByLabel('Your name*')).toHaveValue(sender);
  await expect(form.getByLabel('Write Message')).toHaveValue(
    'From the home page, before its scripts.',
  );
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText('Email sent successfully!');
});

test('invoice: parties, dates and a line chosen before the scripts ran', async ({ page }) => {
  const { run } = await beforeScripts(page, '/invoice');
  const number = String(300_000 + Math.floor(Math.random() * 9_000_000));
  const line = page.getByRole('group', { name: 'Service 1', exact: true });
  const typed: [Locator, string][] = [
    [page.getByLabel('Invoice number'), number],
    [page.getByLabel('Issued date'), '2026-01-05'],
    [page.getByLabel('Due date'), '2026-02-01'],
    [page.getByLabel('Representative name'), sampleParties.representativeName],
    [page.getByLabel('Representative phone'), sampleParties.representativePhone],
    [page.getByLabel('Representative email'), sampleParties.representativeEmail],
    // Too short: its message shows once the scripts run, as on leaving the field.
    [page.getByLabel('Client name'), 'Al'],
    [page.getByLabel('Client company'), sampleParties.clientCompany],
    [page.getByLabel('Client email'), sampleParties.clientEmail],
    [page.getByLabel('Address'), sampleParties.address],
  ];
  for (const [control, value] of typed) await control.fill(value);
  await line.getByLabel('Service', { exact: true }).selectOption({
    label: 'Custom Software Solutions',
  });
  // Before the scripts every service's plans are offered.
  await line.getByLabel('Plan', { exact: true }).selectOption({ label: 'Standard Plan' });
  await line.getByLabel('Discount%').fill('10');
  await run();

  await expectValues([
    ...typed,
    [line.getByLabel('Service', { exact: true }), 'software-solutions'],
    [line.getByLabel('Plan', { exact: true }), 'Standard Plan'],
    [line.getByLabel('Discount%'), '10'],
  ]);
  const clientName = page.getByLabel('Client name');
  await expect(clientName).toHaveAccessibleDescription('Minimum 3 characters required');
  // The line is priced, and the preview shows all of it.
  await expect(line.getByRole('status')).toHaveText('$2,199');
  const preview = page.getByTestId('invoice-document');
  await expect(preview.getByTestId('invoice-number')).toHaveText(`ECS-${number}`);
  await expect(preview).toContainText('Issued: Jan 5, 2026');
  await expect(preview).toContainText('Due: Feb 1, 2026');
  await expect(preview).toContainText(sampleParties.clientCompany);
  await expect(preview.getByRole('row').nth(1)).toContainText('Standard Plan');
  await expect(preview.getByTestId('invoice-total')).toHaveText('$1,979');

  await clientName.fill(sampleParties.clientName);
  await expect(clientName).toHaveAccessibleDescription('');
  await page.getByRole('button', { name: 'Submit Invoice' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Email sent successfully!' });
  await expect(status).toContainText(`ECS-${number}`);
  await expect(status).toContainText('$1,979');
});

test('checkout: a plan added and the details typed before the scripts ran', async ({
  page,
  isMobile,
}) => {
  const { run } = await beforeScripts(page, '/pricing');
  // On a phone the row's arrows only show once they can move it; it swipes meanwhile.
  if (isMobile) await expect(page.getByRole('button', { name: 'Next plan' }).first()).toBeHidden();
  // Add to cart before the scripts is a link to checkout with the plan.
  await planCard(page, ['seo-analysis', 1]).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/checkout\?planIds=\d+#checkout$/);
  const form = page.locator('form[aria-labelledby="checkout-form-title"]');
  const buyer = unique('Early Olga');
  await form.getByLabel('Full Name').fill(buyer);
  await form.getByLabel('Email Address').fill('olga-at-example');
  await form.getByLabel('Full Name').focus();
  await run();

  await expectValues([
    [form.getByLabel('Full Name'), buyer],
    [form.getByLabel('Email Address'), 'olga-at-example'],
  ]);
  await expect(form.getByLabel('Email Address')).toHaveAccessibleDescription(
    'Invalid email format',
  );
  await form.getByLabel('Email Address').fill(visitorEmail('olga'));
  // On a phone the button is the bar's, outside the form it submits (its `form` attribute).
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your order has been placed' }),
  ).toContainText('Standard Plan, SEO Analysis');
});

test('agreement: the details and the consent kept; the box takes a signature once it is ready', async ({
  page,
}) => {
  const { run } = await beforeScripts(page, '/agreement');
  const form = page.locator('form[aria-labelledby="order-form-heading"]');
  // The pad needs its script: until then the box says so and its buttons wait, unseen.
  await expect(form.getByText('The signature box is getting ready…')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Clear signature' })).toBeHidden();
  const signer = unique('Early Ada');
  const typed: [Locator, string][] = [
    [form.getByLabel('Full name', { exact: true }), signer],
    // Too short for a phone number.
    [form.getByLabel('Phone'), '555'],
    [form.getByLabel('Email'), visitorEmail('ada')],
  ];
  for (const [control, value] of typed) await control.fill(value);
  await form.getByLabel(/I have read and agree/).check();
  await run();

  await expectValues(typed);
  await expect(form.getByLabel('Phone')).toHaveAccessibleDescription('Enter a valid phone number');
  await form.getByLabel('Phone').fill('+1 832 555 0144');
  await expect(form.getByLabel(/I have read and agree/)).toBeChecked();
  await expect(form.getByText('The signature box is getting ready…')).toBeHidden();
  await expect(form.getByRole('button', { name: 'Clear signature' })).toBeVisible();
  await drawSignature(page);
  await form.getByRole('button', { name: 'Place Order' }).click();
  await expect(form.getByRole('status')).toContainText('Your signed order has been received');
});

test('quote request: every field typed before the scripts ran is kept, checked and sent', async ({
  page,
}) => {
  const { run } = await beforeScripts(page, '/dedicatedResources/content-writer');
  const form = page.locator('section#php-inquiry form');
  const typed: [Locator, string][] = [
    [form.getByLabel('Your name*'), unique('Early Quentin')],
    [form.getByLabel('Your Email*'), 'quentin@'],
    [form.getByLabel('Phone'), '+1 832 555 0199'],
    [form.getByLabel('Company'), 'Northwind Traders'],
    [form.getByLabel('Tell us about the role*'), 'A writer, typed before the scripts ran.'],
  ];
  for (const [control, value] of typed) await control.fill(value);
  await run();

  await expectValues(typed);
  const email = form.getByLabel('Your Email*');
  await expect(email).toHaveAccessibleDescription('Enter a valid email address');
  await email.fill(visitorEmail('quentin'));
  await form.getByRole('button', { name: 'Request a Quote' }).click();
  await expect(form.getByRole('status')).toContainText('Your request has been sent');
});

test('staff sign-in and blog search: typed before the scripts ran, then used', async ({ page }) => {
  const blog = await beforeScripts(page, '/blog');
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  await search.fill('technical seo');
  await blog.run();
  await expect(search).toHaveValue('technical seo');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/blog\?q=technical\+seo/);
  await expect(page.getByRole('article')).toHaveCount(1);

  await page.unrouteAll();
  const signIn = await beforeScripts(page, '/sign-in');
  const form = page.locator('#sign-in-form');
  // Show password needs the scripts: it waits for them, unseen.
  await expect(form.getByRole('button', { name: 'Show password' })).toBeHidden();
  const email = form.getByLabel('Email', { exact: true });
  const password = form.getByLabel('Password', { exact: true });
  await email.fill('admin');
  await password.fill('e2e-admin-password');
  await signIn.run();
  await expectValues([
    [email, 'admin'],
    [password, 'e2e-admin-password'],
  ]);
  await expect(email).toHaveAccessibleDescription('Invalid email address');
  await email.fill('admin@e2e.ecs');
  await password.focus();
  await expect(email).toHaveAccessibleDescription('');
  await form.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
