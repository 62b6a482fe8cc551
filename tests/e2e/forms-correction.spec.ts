import type { Locator, Page } from '@playwright/test';
import { fillCart } from '~/tests/e2e/support/cart';
import { drawWave, signaturePad, unique, visitorEmail } from './support/conversion';
import { expect, test, waitForHydration } from './support/test';

/**
 * A visitor who corrects a field and clicks the submit button straight away: the message leaving
 * (or arriving) must not move the button away from under the pointer. Each test measures the
 * button before the field is left, then clicks those coordinates once, with the mouse.
 */

/**
 * Types a bad address, leaves the field, sees the message, types a good one and clicks `submit`
 * once where it was before the field was left.
 */
async function fixEmailThenClick(
  page: Page,
  { email, submit, message }: { email: Locator; submit: Locator; message: string },
) {
  // The button at the foot of the window, as after filling the form from the top.
  await submit.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  await email.focus();
  await expect(email).toBeInViewport();
  await expect(submit).toBeInViewport();
  const box = (await submit.boundingBox())!;

  await email.fill('someone@');
  await email.blur();
  await expect(email).toHaveAccessibleDescription(new RegExp(message));
  await email.fill(visitorEmail('fixed'));
  // The message goes as soon as the address is good, before the visitor reaches the button.
  await expect(email).not.toHaveAccessibleDescription(new RegExp(message));

  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') requests.push(request.url());
  });
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(() => requests.length, { message: 'the click sent the form' }).toBe(1);
}

/** Draws a short signature with the mouse. */
const drawSignature = async (page: Page) =>
  drawWave(page, await signaturePad(page), { inset: 40, steps: 16, stepWidth: 12, amplitude: 25 });

test.describe('a corrected field, then one click on the submit button', () => {
  test('on /contact', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    const form = page.locator('form[aria-labelledby="contact-form-title"]');
    await form.getByLabel('Your name*').fill(unique('Carla Click'));
    await form.getByLabel('Write Message').fill('One click is enough.');
    await fixEmailThenClick(page, {
      email: form.getByLabel('Your Email*'),
      submit: form.getByRole('button', { name: 'Send Message' }),
      message: 'Enter a valid email address',
    });
    await expect(form.getByRole('status')).toHaveText('Email sent successfully!');
  });

  test('on the home page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const form = page.locator('section#contact-form form');
    await form.getByLabel('Your name*').fill(unique('Hana Click'));
    await form.getByLabel('Write Message').fill('One click from the home page.');
    await fixEmailThenClick(page, {
      email: form.getByLabel('Your Email*'),
      submit: form.getByRole('button', { name: 'Send Message' }),
      message: 'Enter a valid email address',
    });
    await expect(form.getByRole('status')).toHaveText('Email sent successfully!');
  });

  test('at checkout', async ({ page }) => {
    await fillCart(page, [['social-media-marketing', 0]]);
    await page.goto('/checkout');
    await waitForHydration(page);
    const form = page.locator('form[aria-labelledby="checkout-form-title"]');
    await form.getByLabel('Full Name').fill(unique('Chen Click'));
    await fixEmailThenClick(page, {
      email: form.getByLabel('Email Address'),
      // The form's own button, or on a phone the one in the bar at the foot of the screen.
      submit: page.getByRole('button', { name: 'Submit Order' }),
      message: 'Invalid email format',
    });
    await expect(
      page.getByRole('status').filter({ hasText: 'Your order has been placed' }),
    ).toBeVisible();
  });

  test('on the quote request', async ({ page }) => {
    await page.goto('/dedicatedResources/content-writer');
    await waitForHydration(page);
    const form = page.locator('section#php-inquiry form');
    await form.getByLabel('Your name*').fill(unique('Quentin Click'));
    await form.getByLabel('Tell us about the role*').fill('A writer for our product blog.');
    await fixEmailThenClick(page, {
      email: form.getByLabel('Your Email*'),
      submit: form.getByRole('button', { name: 'Request a Quote' }),
      message: 'Enter a valid email address',
    });
    await expect(form.getByRole('status')).toContainText('Your request has been sent');
  });

  test('on the agreement', async ({ page }) => {
    await page.goto('/agreement');
    await waitForHydration(page);
    const form = page.locator('form[aria-labelledby="order-form-heading"]');
    await form.getByLabel('Full name', { exact: true }).fill(unique('Ada Click'));
    await form.getByLabel('Phone').fill('+1 832 555 0144');
    await drawSignature(page);
    await form.getByLabel(/I have read and agree/).check();
    await fixEmailThenClick(page, {
      email: form.getByLabel('Email'),
      submit: form.getByRole('button', { name: 'Place Order' }),
      message: 'Enter a valid email address',
    });
    await expect(form.getByRole('status')).toContainText('Your signed order has been received');
  });
});
