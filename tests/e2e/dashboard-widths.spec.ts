import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { invoiceInput } from '~/domain/builders';
import { signaturePng } from '~/tests/support/forms';
import { decodeTurboStream } from '~/tests/support/route-action';
import { ADMIN, apiLogin, bearer, recordAction, signIn, uniqueToken } from './dashboard-helpers';
import { expectNoLayoutProblems, expectTextShownWhole, SWEEP_WIDTHS } from './support/layout';
import { expect, expectNoAxeViolations, test } from './support/test';

/**
 * Every dashboard list and detail screen, with rows in every list, from a 320 px phone to a
 * 1440 px desktop: no control is cut off, nothing scrolls sideways, every row's actions are in
 * view, and a row opens its record from anywhere on it (docs/product.md#responsive).
 */
test.skip(({ isMobile }) => isMobile, 'the widths are set here');

async function postForm(request: APIRequestContext, path: string, fields: [string, string][]) {
  const response = await request.post(`${path}.data`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: new URLSearchParams(fields).toString(),
  });
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await decodeTurboStream(await response.text())) as {
    ok: boolean;
    reference?: string;
  };
  expect(answer.ok, JSON.stringify(answer)).toBe(true);
  return answer;
}

/**
 * One of everything a visitor sends, with the long values that stress a layout: a long message
 * from a long address, an order with its agreement, an inquiry, and an invoice sent for the order.
 */
async function seedSubmissions(request: APIRequestContext) {
  const token = uniqueToken('w');
  const longEmail = `${uniqueToken('accounts.payable.department')}@northwind-logistics-international.example`;
  const message = `We are a regional logistics company with twelve depots (${token}) and would like to replace our booking portal with one our customers can use on their phones; could you call me this week about timelines, budget and our dispatch system?`;
  await postForm(request, '/contact', [
    ['name', `Dana Whitfield-Montgomery ${token}`],
    ['email', longEmail],
    ['message', message],
    ['website', ''],
  ]);
  const buyer = { name: `Marcus Okafor ${token}`, email: `${token}@harbourfreight.example` };
  const order = await postForm(request, '/checkout', [
    ['name', buyer.name],
    ['email', buyer.email],
    ['planIds', '1'],
    ['planIds', '6'],
    ['website', ''],
  ]);
  const orderNumber = order.reference!;
  await postForm(request, '/agreement', [
    ['name', buyer.name],
    ['email', buyer.email],
    ['phone', '+1 832 555 0199'],
    ['agreeToTerms', 'on'],
    ['signature', await signaturePng()],
    ['orderNumber', orderNumber],
    ['website', ''],
  ]);
  await postForm(request, '/dedicatedResources/content-writer', [
    ['name', `Elena Castillo ${token}`],
    ['email', `${token}@greenleaf-publishing.example`],
    ['company', 'Greenleaf Publishing and Media Group International'],
    ['message', 'Two writers for our blog, about twenty hours a week each.'],
    ['resource', 'content-writer'],
  ]);
  const staffToken = await apiLogin(request, ADMIN.email, ADMIN.password);
  const invoice = await request.post('/invoice.data', {
    data: {
      ...invoiceInput({
        issuedDate: new Date().toISOString().slice(0, 10),
        clientName: buyer.name,
        clientEmail: buyer.email,
      }),
      staffToken,
      orderNumber,
    },
  });
  expect(invoice.status()).toBe(200);
  const blogTitle = `How a regional logistics company with twelve depots replaced its ageing booking portal with one its customers use on their phones, and what it learned on the way (${token})`;
  const blog = await request.post('/api/blogs', {
    headers: bearer(staffToken),
    data: {
      title: blogTitle,
      shortDescription: 'How a logistics company moved its bookings to the phone.',
      longDescription: '<p>Body.</p>',
      isActive: false,
    },
  });
  expect(blog.status()).toBe(201);
  // This seed's own record: other tests send messages and orders at the same time.
  const sentFrom = async (kind: string, email: string) => {
    const list = await request.get(`/api/inbox/${kind}`, { headers: bearer(staffToken) });
    const { items } = (await list.json()) as { items: { _id: string; email?: string }[] };
    return items.find((item) => item.email?.toLowerCase() === email.toLowerCase())!._id;
  };
  return {
    token,
    message,
    blogTitle,
    orderNumber,
    buyer,
    messageId: await sentFrom('messages', longEmail),
    orderId: await sentFrom('orders', buyer.email),
  };
}

/** The layout after a resize has settled: two frames, and the sidebar's slide has finished. */
const settle = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // An animation cut short by the next one rejects its promise: settled is enough.
    await Promise.allSettled(document.getAnimations().map((animation) => animation.finished));
  });

async function open(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** Clicks the middle of an element with the mouse, wherever the click lands. */
/**
 * A pointer's click in the middle of `target` (not on the row's link, which Playwright's own click
 * would insist on), once what lies there belongs to the target's row: a list still moving (rows
 * arriving, the sidebar sliding away) must not take the click for another row.
 */
async function clickAt(page: Page, target: Locator) {
  await expect(async () => {
    const box = await target.boundingBox();
    expect(box).not.toBeNull();
    const x = box!.x + box!.width / 2;
    const y = box!.y + box!.height / 2;
    const ownRow = await target.evaluate(
      (element, [px, py]) => {
        const there = document.elementFromPoint(px!, py!);
        const row = element.closest('tr, [role=row]') ?? element;
        return there !== null && row.contains(there);
      },
      [x, y],
    );
    expect(ownRow).toBe(true);
    await page.mouse.click(x, y);
  }).toPass();
}

test.describe('dashboard at every width', () => {
  // Every list and detail screen at the six widths is in tests/e2e/widths.spec.ts.
  test('money never breaks inside a figure on an order, on a phone', async ({ page, request }) => {
    const seeded = await seedSubmissions(request);
    await signIn(page, ADMIN);
    await open(page, `/dashboard/orders/${seeded.orderNumber}`);
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await settle(page);
      const prices = page.getByRole('cell').filter({ hasText: /^\$[\d,]+\.\d\d$/ });
      expect(await prices.count()).toBeGreaterThan(0);
      for (const price of await prices.all()) {
        const lines = await price.evaluate((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        expect(lines, `${await price.innerText()} at ${width} px`).toBe(1);
      }
    }
  });

  test('a row opens its record from anywhere on it, and long text is cut with its whole value at hand', async ({
    page,
    request,
  }) => {
    const seeded = await seedSubmissions(request);
    await signIn(page, ADMIN);

    // A table row: a click on the email, not on the link, opens the message.
    await open(page, '/dashboard/inbox?kind=messages');
    // Other tests send messages too: this one's row has its token.
    const row = page.getByRole('row').filter({ hasText: seeded.token });
    const excerpt = row.locator('[title]').filter({ hasText: /^We are a regional/ });
    // The message is cut short in the row, and its whole text is its tooltip.
    expect(await excerpt.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await excerpt.getAttribute('title')).toContain(seeded.message.slice(0, 60));
    await clickAt(page, row.getByRole('cell').nth(2));
    await expect(page).toHaveURL(`/dashboard/inbox/messages/${seeded.messageId}`);
    await expect(page.getByText(seeded.message)).toBeVisible();

    // A card: a click on its label area opens the order.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/dashboard/inbox?kind=orders');
    const card = page.getByRole('row').filter({ hasText: seeded.orderNumber });
    await expect(card).toBeVisible();
    await clickAt(page, card.getByRole('cell').filter({ hasText: '@' }));
    await expect(page).toHaveURL(`/dashboard/inbox/orders/${seeded.orderId}`);

    // A blog's long title reads in full on hover, and the row's date opens the blog.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard/blogs');
    const title = page.getByRole('link', { name: seeded.blogTitle, exact: true });
    const blogRow = page.getByRole('row').filter({ has: title });
    await expect(title.locator('[title]')).toHaveAttribute('title', seeded.blogTitle);
    // Two lines of it show: unclamped, the title is taller than what the row shows.
    const clamped = await title.locator('[title]').evaluate((el: HTMLElement) => {
      const shown = el.getBoundingClientRect().height;
      el.style.setProperty('-webkit-line-clamp', 'none');
      const whole = el.getBoundingClientRect().height;
      el.removeAttribute('style');
      return whole > shown + 1;
    });
    expect(clamped).toBe(true);
    await clickAt(page, blogRow.locator('time'));
    await expect(page).toHaveURL(/\/dashboard\/blog-details\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 2, name: seeded.blogTitle })).toBeVisible();

    // The row's own buttons still do their own thing above the row's link.
    await page.goBack();
    await (await recordAction(page, seeded.blogTitle, `Edit ${seeded.blogTitle}`)).click();
    await expect(page.getByRole('dialog', { name: 'Edit Blog' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/blogs$/);
  });
});

test.describe('dashboard text and columns shown whole', () => {
  test("the blogs table shows the specification's columns from 1024 px, and its filters read whole at every width", async ({
    page,
    request,
  }) => {
    const seeded = await seedSubmissions(request);
    await signIn(page, ADMIN);
    await open(page, '/dashboard/blogs');
    const row = page.getByRole('row').filter({ hasText: seeded.token });
    for (const width of SWEEP_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await settle(page);
      await expectTextShownWhole(page, `blog filters at ${width} px`, 'form[role="search"]');
      await expectNoLayoutProblems(page, `blogs at ${width} px`);
      if (width < 1024) continue;
      // A table, not cards, with every column the specification names.
      for (const column of ['#', 'Title', 'Thumbnail', 'Short Description', 'Author', 'Actions'])
        await expect(
          page.getByRole('columnheader', { name: column, exact: true }),
          `${column} at ${width} px`,
        ).toBeVisible();
      await expect(row.getByRole('cell').filter({ hasText: 'moved its bookings' })).toBeVisible();
      await expect(row.getByRole('cell').filter({ hasText: ADMIN.firstName })).toBeVisible();
    }
  });

  test('the inbox shows names and email addresses whole at 1024, 1280 and 1440 px', async ({
    page,
    request,
  }) => {
    const seeded = await seedSubmissions(request);
    await signIn(page, ADMIN);
    const people =
      'main td[data-label="Name"], main td[data-label="Email"], main td[data-label="Client"], main td[data-label="Client email"]';
    for (const kind of ['messages', 'orders', 'agreements', 'inquiries', 'invoices']) {
      await open(page, `/dashboard/inbox?kind=${kind}`);
      await expect(page.getByRole('row').filter({ hasText: seeded.token }).first()).toBeVisible();
      for (const width of [1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await settle(page);
        await expectTextShownWhole(page, `inbox ${kind} at ${width} px`, people, {
          wholeText: true,
        });
        await expectNoLayoutProblems(page, `inbox ${kind} at ${width} px`);
      }
    }
  });

  test('the plans dialog shows whole feature names and billing choices, full screen on a phone', async ({
    page,
    request,
  }) => {
    const services = await request.get('/api/services');
    const { services: list } = (await services.json()) as { services: { title: string }[] };
    const service = list[0]!.title;
    await signIn(page, ADMIN);
    await open(page, '/dashboard/services');
    await page.setViewportSize({ width: 768, height: 900 });
    await settle(page);
    await (await recordAction(page, service, `Plans for ${service}`)).click();
    const dialog = page.getByRole('dialog', { name: `Plans for ${service}` });
    const feature = dialog.getByRole('textbox', { name: /, feature 1$/ }).first();
    await feature.fill(
      'Monthly performance report with insights, next steps and a call to go through them',
    );
    for (const width of [768, 375]) {
      await page.setViewportSize({ width, height: 812 });
      await settle(page);
      await expectTextShownWhole(page, `plans dialog at ${width} px`, 'dialog');
      await expectNoLayoutProblems(page, `plans dialog at ${width} px`);
    }
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 812 });
    // A feature stays one line of text: Enter adds no line break.
    await feature.press('End');
    await feature.press('Enter');
    await expect(feature).not.toHaveValue(/\n/);
  });
});

test.describe('dashboard on a phone', () => {
  test('a new post starts as a draft in a full-screen dialog with a tall editor beside its details on a laptop', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, ADMIN);
    await page.goto('/dashboard/blogs');
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Blog' });
    await expect(dialog.getByLabel('Status')).toHaveValue('draft');
    const box = (await dialog.boundingBox())!;
    expect(box).toEqual({ x: 0, y: 0, width: 375, height: 812 });
    await expect(dialog.getByRole('textbox', { name: 'Long Description' })).toBeVisible();
    await expectNoLayoutProblems(page, 'blog dialog at 375 px');
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 1280, height: 800 });
    await settle(page);
    const editor = dialog.getByRole('textbox', { name: 'Long Description' });
    expect((await editor.boundingBox())!.height).toBeGreaterThanOrEqual(420);
    // The details sit in a column beside the writing.
    const status = (await dialog.getByLabel('Status').boundingBox())!;
    expect(status.x).toBeGreaterThan((await editor.boundingBox())!.x + 400);
    expect((await dialog.boundingBox())!.width).toBeGreaterThan(1000);
    await expectNoLayoutProblems(page, 'blog dialog at 1280 px');
  });

  test('the "You" badge stays on one line, and plan feature names read in full', async ({
    page,
    request,
  }) => {
    await signIn(page, ADMIN);
    await page.goto('/dashboard/settings');
    const you = page.getByText('You', { exact: true });
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await settle(page);
      const lines = await you.evaluate((badge) => {
        const range = document.createRange();
        range.selectNodeContents(badge);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, `"You" at ${width} px`).toBe(1);
    }

    const services = await request.get('/api/services');
    const { services: list } = (await services.json()) as { services: { title: string }[] };
    const service = list[0]!.title;
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/dashboard/services');
    await (await recordAction(page, service, `Plans for ${service}`)).click();
    const dialog = page.getByRole('dialog', { name: `Plans for ${service}` });
    const feature = dialog.getByRole('textbox', { name: /, feature 1$/ }).first();
    await expect(feature).toBeVisible();
    expect((await feature.boundingBox())!.width).toBeGreaterThanOrEqual(200);
    await expectNoLayoutProblems(page, 'plans editor at 375 px');
  });
});
