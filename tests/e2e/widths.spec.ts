import type { APIRequestContext, Page } from '@playwright/test';
import { projectSlugs, resourceSlugs, serviceSlugs } from '~/content/catalogue';
import { invoiceInput } from '~/domain/builders';
import { inboxKinds } from '~/domain/inbox';
import { TOKEN_KEY } from '~/lib/token';
import { decodeTurboStream } from '~/tests/support/route-action';
import { ADMIN, apiLogin, bearer, uniqueToken } from './dashboard-helpers';
import { expectTextShownWhole, layoutProblems, SWEEP_WIDTHS } from './support/layout';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

/**
 * Every public page and dashboard screen, one test each, at the widths people use: 320 (the
 * narrowest phone), 375, 768, 1024, 1280 and 1440 px. At each width the document is never wider
 * than the viewport and no visible button or link is cut off by the box around it
 * (docs/product.md#responsive). axe runs at 768 px, the tablet layout (Tailwind's `md`): the
 * suites of each screen run it at 375 and 1280 px, which share their layouts with 320 and 1024.
 */
const AXE_WIDTHS = new Set<number>([768]);

/** The widths are set here, so the run under the desktop project covers them all. */
test.skip(({ isMobile }) => isMobile, 'the widths are set per test');

const NOT_FOUND_CONSOLE =
  'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)';

/**
 * Waits until media and container queries have applied and every transition they started (a
 * sidebar sliding in) has ended; endless animations (a logo marquee) are not waited for.
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Widens the loaded page step by step and checks it at each width. */
async function sweep(page: Page, label: string) {
  await waitForHydration(page);
  for (const width of SWEEP_WIDTHS) {
    await test.step(`${label} at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await settled(page);
      expect(await layoutProblems(page), `${label} at ${width} px`).toEqual([]);
      if (AXE_WIDTHS.has(width)) await expectNoAxeViolations(page);
    });
  }
}

/** Opens a page as a phone first, so what the server and the first render chose for phones is seen. */
async function open(page: Page, path: string, status = 200) {
  await page.setViewportSize({ width: SWEEP_WIDTHS[0], height: 800 });
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
}

interface Records {
  blogId: string;
  invoicePath: string;
  invoiceId: string;
  messageId: string;
  orderId: string;
  orderPath: string;
  orderNumber: string;
  clientEmail: string;
  staffToken: string;
}

/** What the sweep needs to exist, made once per worker through the site's own endpoints. */
let records: Promise<Records> | undefined;

async function createRecords(request: APIRequestContext): Promise<Records> {
  const staffToken = await apiLogin(request, ADMIN.email, ADMIN.password);
  const blogs = await request.get('/api/blogs?limit=1');
  const blogId = ((await blogs.json()) as { blogs: { _id: string }[] }).blogs[0]!._id;

  // As long as addresses get: a card must wrap it, not widen the page.
  const clientEmail = `${uniqueToken('accounts.payable.department')}@northwind-logistics.example`;
  const invoice = await request.post('/invoice.data', {
    data: {
      ...invoiceInput({
        issuedDate: new Date().toISOString().slice(0, 10),
        clientName: `Widths ${uniqueToken()} Logistics and Freight Forwarding Company`,
        clientEmail,
        services: [{ service: 'seo-analysis', plan: 'Basic Plan', discount: 0 }],
      }),
      staffToken,
    },
  });
  expect(invoice.status()).toBe(200);
  const receipt = (await decodeTurboStream(await invoice.text())) as { ok: boolean; link: string };
  expect(receipt.ok).toBe(true);
  const invoices = await request.get('/api/inbox/invoices?limit=1', {
    headers: bearer(staffToken),
  });
  const invoiceId = ((await invoices.json()) as { items: { _id: string }[] }).items[0]!._id;

  const plans = await request.get('/api/plans');
  const planIds = ((await plans.json()) as { plans: { id: number }[] }).plans
    .slice(0, 3)
    .map((plan) => plan.id);
  const form = new URLSearchParams({
    name: `Wanda Width-Longname ${uniqueToken()}`,
    email: clientEmail,
    website: '',
  });
  for (const id of planIds) form.append('planIds', String(id));
  const order = await request.post('/checkout.data', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: form.toString(),
  });
  expect(order.status()).toBe(200);
  const placed = (await decodeTurboStream(await order.text())) as {
    ok: boolean;
    reference: string;
    orderPage: string;
  };
  expect(placed.ok).toBe(true);

  const message = await request.post('/contact.data', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: new URLSearchParams({
      name: 'Maximilian Alexander Featherstonehaugh-Worthington',
      email: clientEmail,
      message: 'A long message that runs on and on about a project. '.repeat(12),
      website: '',
    }).toString(),
  });
  expect(message.status(), await message.text()).toBe(200);

  const firstOf = async (kind: string) => {
    const list = await request.get(`/api/inbox/${kind}?limit=1`, { headers: bearer(staffToken) });
    return ((await list.json()) as { items: { _id: string }[] }).items[0]!._id;
  };

  return {
    blogId,
    messageId: await firstOf('messages'),
    orderId: await firstOf('orders'),
    invoicePath: new URL(receipt.link, 'http://localhost').pathname,
    invoiceId,
    orderPath: placed.orderPage,
    orderNumber: placed.reference,
    clientEmail,
    staffToken,
  };
}

const withRecords = (request: APIRequestContext) => (records ??= createRecords(request));

type PathOf = string | ((r: Records) => string);

const publicPages: [string, PathOf][] = [
  ['home', '/'],
  ['about', '/about-us'],
  ['services', '/services'],
  ...serviceSlugs.map((slug): [string, PathOf] => [`service ${slug}`, `/services/${slug}`]),
  ['portfolio', '/portfolio'],
  ...projectSlugs.map((slug): [string, PathOf] => [`case study ${slug}`, `/projects/${slug}`]),
  ['blog', '/blog'],
  ['a blog post', (r) => `/blog/${r.blogId}`],
  ...resourceSlugs.map((slug): [string, PathOf] => [
    `resource ${slug}`,
    `/dedicatedResources/${slug}`,
  ]),
  ['pricing', '/pricing'],
  ['contact', '/contact'],
  ['privacy policy', '/privacy-policy'],
  ['terms and conditions', '/terms-conditions'],
  ['agreement', '/agreement'],
  ['agreement for an order', (r) => `/agreement?order=${r.orderPath.split('/').pop()}`],
  ['invoice builder', '/invoice'],
  ['hosted invoice', (r) => r.invoicePath],
  ['order page', (r) => r.orderPath],
  ['sign-in', '/sign-in'],
];

test.describe('public pages', () => {
  for (const [label, pathOf] of publicPages) {
    test(`${label} fits every width`, async ({ page, request }) => {
      const path = typeof pathOf === 'string' ? pathOf : pathOf(await withRecords(request));
      await open(page, path);
      await sweep(page, label);
    });
  }

  for (const path of ['/cart', '/checkout']) {
    test(`${path} with plans in it fits every width`, async ({ page }) => {
      await page.goto('/pricing');
      await waitForHydration(page);
      const add = page.getByRole('button', { name: 'Add to cart' });
      await add.nth(0).click();
      await add.nth(3).click();
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await sweep(page, path);
    });
  }

  test('the order confirmation after checkout fits every width', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await open(page, '/checkout');
    await waitForHydration(page);
    await page.getByLabel('Full Name').fill('Wanda Width');
    await page.getByLabel('Email Address').fill('wanda.width@northwind.example');
    await page.getByRole('button', { name: 'Submit Order' }).click();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('link', { name: 'Sign the agreement for this order' }),
    ).toBeVisible();
    await sweep(page, '/ after an order');
  });

  test('the not-found page fits every width', async ({ page, pageErrors }) => {
    await open(page, '/no-such-page', 404);
    await expect.poll(() => pageErrors.length).toBeGreaterThan(0);
    expect(pageErrors.splice(0)).toEqual([NOT_FOUND_CONSOLE]);
    await sweep(page, 'not found');
  });
});

/**
 * Text that was cut where a visitor reads it, checked at every width: the hosted invoice's lines
 * and addresses (cut off at 320 px), `/invoice`'s dates and choices (at 1024 px) and a case
 * study's website (split mid-word at 320 px).
 */
test.describe('text shown whole', () => {
  async function eachWidth(
    page: Page,
    label: string,
    scope: string,
    widths: readonly number[] = SWEEP_WIDTHS,
  ) {
    await waitForHydration(page);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await settled(page);
      await expectTextShownWhole(page, `${label} at ${width} px`, scope);
    }
  }

  test('the hosted invoice shows every line total, the subtotal and whole addresses', async ({
    page,
    request,
  }) => {
    const r = await withRecords(request);
    await open(page, r.invoicePath);
    await eachWidth(page, 'hosted invoice', 'section[aria-label="Invoice"]');
  });

  test('/invoice shows whole dates and whole service and plan names', async ({ page }) => {
    await open(page, '/invoice');
    await waitForHydration(page);
    await page.getByLabel('Service', { exact: true }).selectOption('software-solutions');
    // At 320 px a line's box is 214 px: no 16 px select holds "Custom Software Solutions" whole.
    await eachWidth(page, '/invoice', '#invoice-form', SWEEP_WIDTHS.slice(1));
  });

  for (const slug of projectSlugs)
    test(`the case study ${slug} breaks its website only at its dots`, async ({ page }) => {
      await open(page, `/projects/${slug}`);
      await eachWidth(page, `case study ${slug}`, 'main dl');
    });
});

const dashboardScreens: [string, PathOf][] = [
  ['dashboard home', '/dashboard'],
  ['services', '/dashboard/services'],
  ['blogs', '/dashboard/blogs'],
  ['blog details', (r) => `/dashboard/blog-details/${r.blogId}`],
  ...inboxKinds.map((kind): [string, PathOf] => [`inbox ${kind}`, `/dashboard/inbox?kind=${kind}`]),
  ['inbox emails', '/dashboard/inbox?kind=emails'],
  ['a message in the inbox', (r) => `/dashboard/inbox/messages/${r.messageId}`],
  ['an order in the inbox', (r) => `/dashboard/inbox/orders/${r.orderId}`],
  ['an invoice in the inbox', (r) => `/dashboard/inbox/invoices/${r.invoiceId}`],
  ['invoices', '/dashboard/invoices'],
  ['clients', '/dashboard/clients'],
  ['a client', (r) => `/dashboard/clients/${encodeURIComponent(r.clientEmail)}`],
  ['an order', (r) => `/dashboard/orders/${r.orderNumber}`],
  ['settings', '/dashboard/settings'],
];

test.describe('dashboard screens', () => {
  for (const [label, pathOf] of dashboardScreens) {
    test(`${label} fits every width`, async ({ page, request }) => {
      const r = await withRecords(request);
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        TOKEN_KEY,
        r.staffToken,
      ] as const);
      await open(page, typeof pathOf === 'string' ? pathOf : pathOf(r));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await sweep(page, label);
    });
  }
});
