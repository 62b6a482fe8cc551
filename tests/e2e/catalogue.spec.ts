import type { APIRequestContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { ADMIN, apiLogin, bearer, recordAction, signIn, uniqueToken } from './dashboard-helpers';
import { waitForMail } from './support/mail';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

/**
 * The catalogue staff run themselves (docs/product.md#prices): a price an admin changes in the
 * dashboard is what every selling page shows and what the order is charged; a service taken off
 * the site stops being sold everywhere at once. Each test makes a service of its own, so the
 * shared catalogue other tests read stays as it is.
 */

interface CreatedService {
  id: string;
  slug: string;
  title: string;
}

async function serviceWithPlan(request: APIRequestContext): Promise<CreatedService> {
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const title = `Growth Audit ${uniqueToken('c')}`;
  const created = await request.post('/api/services', {
    headers: bearer(token),
    data: {
      title,
      description: 'A fixed-price review of your site, search and social channels.',
      longDescription: '<p>Two weeks, one report, a clear plan.</p>',
      bgImageUrl: '/images/services/seo-analysis.svg',
      thumbnailImageUrl: '/images/services/seo-analysis-detail-1.svg',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { service } = (await created.json()) as { service: { _id: string; url: string } };
  const plans = await request.put(`/api/services/${service._id}/plans`, {
    headers: bearer(token),
    data: {
      plans: [
        {
          title: 'Audit Plan',
          description: 'The review and a prioritised list of fixes.',
          priceCents: 90_000,
          prevPriceCents: 120_000,
          billing: 'monthly',
          features: [
            { label: 'Technical search audit', included: true },
            { label: 'Monthly check-in call', included: false },
          ],
        },
      ],
    },
  });
  expect(plans.status(), await plans.text()).toBe(200);
  return { id: service._id, slug: service.url, title };
}

/** A service of its own with one plan, and its `Plans for …` dialog open in the dashboard. */
async function openPlansOfNewService(page: Page, request: APIRequestContext) {
  const service = await serviceWithPlan(request);
  await signIn(page, ADMIN);
  await page.goto('/dashboard/services');
  await (await recordAction(page, service.title, `Plans for ${service.title}`)).click();
  return { service, dialog: page.getByRole('dialog', { name: `Plans for ${service.title}` }) };
}

/** Leaves the shared catalogue as it was for the other tests. */
async function removeService(request: APIRequestContext, service: CreatedService) {
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  expect(
    (await request.delete(`/api/services/${service.id}`, { headers: bearer(token) })).ok(),
  ).toBe(true);
}

const card = (page: Page, service: CreatedService) =>
  page.locator(`section#${service.slug}`).getByRole('article').first();

test(
  'a price changed in the dashboard is shown and charged everywhere',
  { tag: '@phone' },
  async ({ page, request }) => {
    // A long flow of many screens: three times the usual time on a busy machine.
    test.slow();
    const { service, dialog } = await openPlansOfNewService(page, request);
    await expect(dialog.getByLabel('Title')).toHaveValue('Audit Plan');
    await expect(dialog.getByLabel('Price', { exact: true })).toHaveValue('900');
    await dialog.getByLabel('Price', { exact: true }).fill('twelve');
    await dialog.getByRole('button', { name: 'Save plans' }).click();
    await expect(dialog.getByText(/Enter price in dollars/)).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Price', { exact: true }).fill('1,250');
    await dialog.getByRole('button', { name: 'Save plans' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${service.title}: plans saved.`)).toBeVisible();

    // The pricing page and the service page sell it at the new price.
    await page.goto('/pricing');
    await waitForHydration(page);
    await expect(card(page, service).getByText('$1,250', { exact: true })).toBeVisible();
    await expect(card(page, service).locator('del')).toContainText('$1,200');
    await page.goto(`/services/${service.slug}`);
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: 'Audit Plan' })
        .getByText('$1,250', { exact: true }),
    ).toBeVisible();

    // A new cart, checkout and the order email carry it.
    await page.goto('/pricing');
    await waitForHydration(page);
    await card(page, service).getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/cart');
    await waitForHydration(page);
    await expect(page.getByRole('table')).toContainText('$1,250');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\?planIds=\d+$/);
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Selected plans' })).toContainText('$1,250.00');
    const email = `buyer-${randomBytes(4).toString('hex')}@northwind.example`;
    await page.getByLabel('Full Name').fill('Priya Buyer');
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Submit Order' }).click();
    await expect(page).toHaveURL('/');
    const [mail] = await waitForMail((m) => m.to.includes(email));
    expect(mail!.text).toContain(`Audit Plan, ${service.title}, $1,250.00 (per month)`);

    // The home page opens on a confirmation: the number, what was ordered, what happens next.
    const orderNumber = /ECS-ORD-\d{4}-\d{6}/.exec(mail!.subject)![0];
    const panel = page.getByRole('region', { name: 'Thank you! Your order has been placed.' });
    await expect(panel).toContainText(`Your order number is ${orderNumber}.`);
    await expect(panel).toContainText(`Audit Plan, ${service.title}`);
    await expect(panel).toContainText('$1,250 per month');
    await expect(panel).toContainText('Total$1,250.00 (first invoice)');
    await expect(panel.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
    await expectNoAxeViolations(page);
    // It leads to the agreement for this very order.
    await page.getByRole('link', { name: 'Sign the agreement for this order' }).click();
    await expect(page).toHaveURL(/\/agreement\?order=[A-Za-z0-9_-]{32}$/);
    await expect(page.getByText(`You are signing for order ${orderNumber}.`)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);

    // The invoice builder prices the service from the same plan.
    await page.goto('/invoice');
    await waitForHydration(page);
    const row = page.getByRole('group', { name: 'Service 1', exact: true });
    await row.getByLabel('Service', { exact: true }).selectOption({ label: service.title });
    await expect(row.getByLabel('Plan', { exact: true })).toHaveValue('Audit Plan');
    await expect(page.getByTestId('invoice-total')).toHaveText('$1,250');

    await removeService(request, service);
  },
);

test('a plan added in the dashboard saves with just its title and price', async ({
  page,
  request,
}) => {
  const { service, dialog } = await openPlansOfNewService(page, request);
  await dialog.getByRole('button', { name: 'Add plan' }).click();
  const added = dialog.getByRole('group', { name: 'Plan 2' });
  // A new plan starts without an empty feature line to fill in or remove first.
  await expect(added.getByRole('textbox', { name: /feature/ })).toHaveCount(0);
  await added.getByLabel('Title').fill('Follow-up Plan');
  await added.getByLabel('Price', { exact: true }).fill('400');
  await dialog.getByRole('button', { name: 'Save plans' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${service.title}: plans saved.`)).toBeVisible();
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const plans = await request.get(`/api/services/${service.id}/plans`, { headers: bearer(token) });
  expect(
    ((await plans.json()) as { plans: { title: string }[] }).plans.map((p) => p.title),
  ).toEqual(['Audit Plan', 'Follow-up Plan']);
  await removeService(request, service);
});

test('an inactive service is sold nowhere and a cart holding it says what to remove', async ({
  page,
  request,
}) => {
  const service = await serviceWithPlan(request);
  await page.goto('/pricing');
  await waitForHydration(page);
  await card(page, service).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator(`footer a[href="/services/${service.slug}"]`)).toHaveCount(1);

  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const off = await request.patch(`/api/services/${service.id}`, {
    headers: bearer(token),
    data: { isActive: false },
  });
  expect(off.status()).toBe(200);

  await page.goto('/pricing');
  await waitForHydration(page);
  await expect(page.locator(`section#${service.slug}`)).toHaveCount(0);
  await expect(page.locator(`a[href="/services/${service.slug}"]`)).toHaveCount(0);
  expect((await page.request.get(`/services/${service.slug}`)).status()).toBe(404);

  await page.goto('/cart');
  await waitForHydration(page);
  const notice = page.getByRole('alert').filter({ hasText: 'This plan is no longer offered' });
  await expect(notice).toContainText(`Audit Plan for ${service.title}`);
  await expectNoAxeViolations(page);

  await page.goto('/checkout');
  await waitForHydration(page);
  await expect(page.getByRole('alert').filter({ hasText: 'no longer offered' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Order' })).toBeDisabled();
  await page
    .getByRole('button', { name: `Remove Audit Plan for ${service.title} from the cart` })
    .click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();

  await page.goto('/invoice');
  await waitForHydration(page);
  await expect(
    page.getByRole('group', { name: 'Service 1', exact: true }).getByRole('option', {
      name: service.title,
    }),
  ).toHaveCount(0);
});
