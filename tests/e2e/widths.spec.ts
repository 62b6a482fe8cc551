import type { APIRequestContext, Page } from '@playwright/test';
import { projectSlugs, resourceSlugs, serviceSlugs } from '~/content/catalogue';
import { invoiceInput } from '~/domain/builders';
import { inboxKinds } from '~/domain/inbox';
import { TOKEN_KEY } from '~/lib/token';
import { decodeTurboStream } from '../support/route-action';
import { ADMIN, apiLogin, bearer, uniqueToken } from './dashboard-helpers';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

/**
 * Every public and dashboard route at the four widths people use: a phone as narrow as 320 px, a
 * common phone, a tablet and a laptop. The document is never wider than the viewport and axe finds
 * nothing (docs/product.md#responsive).
 */
const WIDTHS = [320, 375, 768, 1280] as const;

/** The widths are set here, so the run under the desktop project covers them all. */
test.skip(({ isMobile }) => isMobile, 'the widths are set per test');

const NOT_FOUND_CONSOLE =
  'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)';

async function expectFitsAndPassesAxe(page: Page, path: string, width: number) {
  // A toHaveURL-free wait: the screen has rendered and every lazy section has arrived.
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${path} at ${width} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(
    clientWidth,
  );
  await expectNoAxeViolations(page);
}

async function firstBlogId(request: APIRequestContext) {
  const response = await request.get('/api/blogs?limit=1');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { blogs: { _id: string }[] };
  expect(body.blogs.length).toBeGreaterThan(0);
  return body.blogs[0]!._id;
}

/** A sent invoice: its hosted page is a public route and its inbox entry a dashboard one. */
async function createSentInvoice(request: APIRequestContext) {
  const staffToken = await apiLogin(request, ADMIN.email, ADMIN.password);
  const client = `Widths ${uniqueToken()}`;
  const response = await request.post('/invoice.data', {
    data: {
      ...invoiceInput({
        issuedDate: new Date().toISOString().slice(0, 10),
        clientName: client,
        // As long as addresses get: a card must wrap it, not widen the page.
        clientEmail: `${uniqueToken('accounts.payable.department')}@northwind-logistics.example`,
        services: [{ service: 'seo-analysis', plan: 'Basic Plan', discount: 0 }],
      }),
      staffToken,
    },
  });
  expect(response.status()).toBe(200);
  const receipt = decodeTurboStream(await response.text()) as { ok: boolean; link: string };
  expect(receipt.ok).toBe(true);
  return new URL(receipt.link, 'http://localhost').pathname;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every public page fits the screen and passes axe', async ({
      page,
      request,
      pageErrors,
    }) => {
      test.setTimeout(180_000);
      const invoicePath = await createSentInvoice(request);
      const paths = [
        '/',
        '/about-us',
        '/services',
        ...serviceSlugs.map((slug) => `/services/${slug}`),
        '/portfolio',
        ...projectSlugs.map((slug) => `/projects/${slug}`),
        '/blog',
        `/blog/${await firstBlogId(request)}`,
        ...resourceSlugs.map((slug) => `/dedicatedResources/${slug}`),
        '/pricing',
        '/contact',
        '/privacy-policy',
        '/terms-conditions',
        '/agreement',
        '/invoice',
        invoicePath,
        '/sign-in',
      ];
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expectFitsAndPassesAxe(page, path, width);
      }

      // The cart and checkout with a plan in them, as a buyer sees them.
      await page.goto('/pricing');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Add to cart' }).first().click();
      for (const path of ['/cart', '/checkout']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectFitsAndPassesAxe(page, path, width);
      }

      const missing = await page.goto('/no-such-page');
      expect(missing?.status()).toBe(404);
      await expect.poll(() => pageErrors.length).toBeGreaterThan(0);
      expect(pageErrors.splice(0)).toEqual([NOT_FOUND_CONSOLE]);
      await expectFitsAndPassesAxe(page, '/no-such-page', width);
    });

    test('the order confirmation after checkout fits the screen and passes axe', async ({
      page,
    }) => {
      await page.goto('/pricing');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Add to cart' }).first().click();
      await page.goto('/checkout');
      await waitForHydration(page);
      await page.getByLabel('Full Name').fill('Wanda Width');
      await page.getByLabel('Email Address').fill('wanda.width@northwind.example');
      await page.getByRole('button', { name: 'Submit Order' }).click();
      await expect(page).toHaveURL('/');
      const agreement = page.getByRole('link', { name: 'Sign the agreement for this order' });
      await expect(agreement).toBeVisible();
      await expectFitsAndPassesAxe(page, '/ after an order', width);
      const box = (await agreement.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    });

    test('every dashboard screen fits the screen and passes axe', async ({ page, request }) => {
      test.setTimeout(180_000);
      await createSentInvoice(request);
      const token = await apiLogin(request, ADMIN.email, ADMIN.password);
      const invoices = await request.get('/api/inbox/invoices?limit=1', { headers: bearer(token) });
      const invoiceId = ((await invoices.json()) as { items: { _id: string }[] }).items[0]!._id;
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        TOKEN_KEY,
        token,
      ] as const);

      const paths = [
        '/dashboard',
        '/dashboard/services',
        '/dashboard/blogs',
        `/dashboard/blog-details/${await firstBlogId(request)}`,
        ...inboxKinds.map((kind) => `/dashboard/inbox?kind=${kind}`),
        `/dashboard/inbox/invoices/${invoiceId}`,
        '/dashboard/invoices',
        '/dashboard/settings',
      ];
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectFitsAndPassesAxe(page, path, width);
      }
    });
  });
}
