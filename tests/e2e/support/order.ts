import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { decodeTurboStream } from '~/tests/support/route-action';
import { drawWave, signaturePad, unique, visitorEmail } from './conversion';
import { expect, test } from './test';

/** What the order journey's specs share: placing an order, signing it, reading its page. */

export const ORDER_NUMBER = /ECS-ORD-\d{4}-\d{6}/;
export const ORDER_PAGE = /^\/orders\/[A-Za-z0-9_-]{32}$/;

/**
 * Another browser of the same kind as the test's own (same viewport, phone or desktop), for a
 * second person: staff beside the client, or the client with scripts turned off. Its page errors
 * fail the test like the page fixture's.
 */
export async function openBrowser(
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

/** The step of the order's progress marked as the current one. */
export const progress = (page: Page) => page.getByRole('list', { name: 'Order progress' });
export const currentStep = (page: Page) => progress(page).locator('li[aria-current="step"]');
/** The "Next step" card: the one thing the client should do now. */
export const nextStep = (page: Page) =>
  page.locator('section[aria-labelledby="next-step-heading"]');

/** The client's page is private: never stored by a cache, never indexed. */
export async function expectPrivatePage(page: Page, response: Awaited<ReturnType<Page['goto']>>) {
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
export async function placeOrder(request: APIRequestContext, planIds: number[]): Promise<Placed> {
  const name = unique('Nora Client');
  const email = visitorEmail('nora');
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
export async function signAgreement(
  page: Page,
  placed: Pick<Placed, 'orderNumber' | 'name' | 'email'>,
) {
  const form = page.locator('form[aria-labelledby="order-form-heading"]');
  await expect(form.getByText('You are signing for order')).toHaveText(
    `You are signing for order ${placed.orderNumber}.`,
  );
  await expect(form.getByLabel('Full name', { exact: true })).toHaveValue(placed.name);
  await expect(form.getByLabel('Email')).toHaveValue(placed.email);
  await form.getByLabel('Phone').fill('+1 832 555 0177');
  await drawWave(page, await signaturePad(page));
  await form.getByLabel(/I have read and agree/).check();
  await form.getByRole('button', { name: 'Place Order' }).click();
  const success = form
    .getByRole('status')
    .filter({ hasText: 'Your signed order has been received' });
  await expect(success).toBeVisible();
  return { success, reference: (await success.textContent())!.match(/ECS-AGR-\d{4}-\d{6}/)![0] };
}
