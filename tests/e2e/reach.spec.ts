import type { Locator, Page } from '@playwright/test';
import { SWEEP_WIDTHS } from './support/layout';
import { expect, test, waitForHydration } from './support/test';

/**
 * What a visitor reaches without hunting for it (docs/product.md#pricing, #contact, #cart): a price
 * in the first screen, plans that fit a phone, the contact form near the top, a cart and checkout
 * that do not move while the browser's cart is read, and controls big enough for a thumb.
 */

/** The top and bottom of an element on the page as it is scrolled now, with the window's height. */
async function placement(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'the element is on the page').not.toBeNull();
  return { top: box!.y, bottom: box!.y + box!.height, height: page.viewportSize()!.height };
}

/** Puts the first Social Media Marketing plan in the browser's cart, as a visitor would. */
async function planInCart(page: Page) {
  await page.goto('/pricing');
  await waitForHydration(page);
  const plans = page.getByRole('region', { name: 'Social Media Marketing' });
  await plans.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(plans.getByRole('button', { name: 'Remove from cart' })).toHaveCount(1);
}

interface LayoutShifts {
  total: number;
  observer: PerformanceObserver;
  add(entries: PerformanceEntryList): void;
}

/** Sums the page's layout shifts not caused by input, from the start of the page load. */
async function cumulativeLayoutShift(page: Page, path: string) {
  await page.addInitScript(() => {
    const shifts: LayoutShifts = {
      total: 0,
      observer: new PerformanceObserver((list) => shifts.add(list.getEntries())),
      add(entries) {
        for (const entry of entries as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) shifts.total += entry.value;
      },
    };
    shifts.observer.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { layoutShift: LayoutShifts }).layoutShift = shifts;
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Once two frames after hydration have painted, the shifts they made are taken from the
  // observer's queue at once instead of waiting for its callback.
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const shifts = (window as unknown as { layoutShift: LayoutShifts }).layoutShift;
    shifts.add(shifts.observer.takeRecords());
    return shifts.total;
  });
}

test.describe('pricing', () => {
  test('the first plan’s price is whole in the first screen', async ({ page }) => {
    await page.goto('/pricing');
    const firstPlan = page
      .getByRole('group', { name: 'Plans for Social Media Marketing' })
      .getByRole('article')
      .first();
    await expect(firstPlan.getByRole('heading', { name: 'Basic Plan' })).toBeVisible();
    const price = firstPlan.getByText('$499', { exact: true });
    const { top, bottom, height } = await placement(page, price);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(bottom, `the price ends at ${bottom} px in a ${height} px window`).toBeLessThanOrEqual(
      height,
    );
    // The service links are in the first screen too.
    await expect(
      page.getByRole('navigation', { name: 'Plans by service' }).getByRole('link'),
    ).toHaveCount(3);
  });
});

test.describe('a service page’s plans', () => {
  const path = '/services/software-solutions';
  const plansOf = (page: Page) =>
    page.getByRole('group', { name: 'Custom Software Solutions plans' });

  test('every price and button is reachable; on a phone the plans take one row', async ({
    page,
    isMobile,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const plans = plansOf(page);
    for (const price of ['$1,697', '$2,199', '$3,299'])
      await expect(plans.getByText(price, { exact: true })).toHaveCount(1);
    await expect(plans.getByRole('button', { name: 'Buy Now' })).toHaveCount(3);
    await expect(plans.getByRole('button', { name: 'Add to cart' })).toHaveCount(3);

    const cards = plans.getByRole('article');
    const [first, last] = [
      (await cards.nth(0).boundingBox())!,
      (await cards.nth(2).boundingBox())!,
    ];
    if (!isMobile) {
      // Three columns side by side.
      expect(Math.abs(first.y - last.y)).toBeLessThan(2);
      expect(last.x).toBeGreaterThan(first.x + first.width);
      return;
    }
    // One row: the cards share a top, the next one peeks in at the right edge.
    expect(Math.abs(first.y - last.y)).toBeLessThan(2);
    const second = (await cards.nth(1).boundingBox())!;
    expect(second.x).toBeLessThan(375);
    expect(second.x).toBeGreaterThan(first.x + first.width);
    // On a phone the price and the buttons come before the list of features.
    const buy = (await cards.nth(0).getByRole('button', { name: 'Buy Now' }).boundingBox())!;
    const feature = (await cards.nth(0).getByRole('listitem').first().boundingBox())!;
    expect(buy.y).toBeLessThan(feature.y);
    const rowHeight = (await plans.boundingBox())!.height;
    expect(rowHeight, 'the three plans in one row, not stacked').toBeLessThan(1200);

    // Next plan brings the next card in; at the end it is disabled.
    const next = page.getByRole('button', { name: 'Next plan' });
    const previous = page.getByRole('button', { name: 'Previous plan' });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect.poll(async () => (await cards.nth(1).boundingBox())!.x).toBeLessThan(first.x + 8);
    await next.click();
    await expect(next).toBeDisabled();
    const third = (await cards.nth(2).boundingBox())!;
    expect(third.x + third.width).toBeLessThanOrEqual(375);
    await previous.click();
    await expect(previous).toBeEnabled();

    // A keyboard user tabbing to the last plan's button has it scrolled into view.
    await page.reload();
    await waitForHydration(page);
    const lastBuy = cards.nth(2).getByRole('button', { name: 'Buy Now' });
    await cards.nth(1).getByRole('button', { name: 'Add to cart' }).focus();
    await page.keyboard.press('Tab');
    await expect(lastBuy).toBeFocused();
    await expect
      .poll(async () => {
        const box = (await lastBuy.boundingBox())!;
        return box.x >= 0 && box.x + box.width <= 375;
      })
      .toBe(true);
  });
});

test.describe('a service page’s plans without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the row swipes on its own: no buttons that could not work, every plan can be bought', async ({
    page,
  }) => {
    await page.goto('/services/seo-analysis');
    const plans = page.getByRole('group', { name: 'SEO Analysis plans' });
    await expect(plans.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Next plan' })).toBeHidden();
    await plans.getByRole('article').nth(2).getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/contact/);
  });
});

test.describe('contact', () => {
  test('the form starts near the top: in the first screen on a laptop, the first two on a phone', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/contact');
    const name = page.getByLabel('Your name*');
    const { top, bottom, height } = await placement(page, name);
    if (isMobile)
      expect(top, `the first field starts at ${top} px`).toBeLessThanOrEqual(2 * height);
    else expect(bottom, `the first field ends at ${bottom} px`).toBeLessThanOrEqual(height);
    // Where to find us follows the form.
    const offices = (await page.getByRole('heading', { name: 'Our Offices' }).boundingBox())!;
    expect(offices.y).toBeGreaterThan(top);
    await expect(page.getByRole('link', { name: 'Get directions' })).toBeAttached();
  });
});

test.describe('cart and checkout', () => {
  for (const path of ['/cart', '/checkout']) {
    test(`${path} does not move while the cart is read`, async ({ page }) => {
      await planInCart(page);
      const shift = await cumulativeLayoutShift(page, path);
      // The plan is on the page, so the measurement covers the cart being read.
      await expect(page.getByText('Basic Plan').first()).toBeVisible();
      expect(shift, `layout shift on ${path}`).toBeLessThanOrEqual(0.02);
    });

    test(`${path} does not move with an empty cart either`, async ({ page }) => {
      const shift = await cumulativeLayoutShift(page, path);
      await expect(page.getByText('Your cart is empty')).toBeVisible();
      expect(shift, `layout shift on ${path}`).toBeLessThanOrEqual(0.02);
    });
  }
});

test.describe('agreement', () => {
  test('the signature controls and the consent links are 44 px targets', async ({ page }) => {
    await page.goto('/agreement');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Place Your Order' });
    const targets = [
      form.getByRole('button', { name: 'Clear signature' }),
      form.getByRole('button', { name: 'Type my signature instead' }),
      form.getByRole('link', { name: /Terms and Conditions/ }),
      form.getByRole('link', { name: /Privacy Policy/ }),
    ];
    for (const target of targets) {
      const box = (await target.boundingBox())!;
      expect(
        box.height,
        `${await target.textContent()} is ${box.height} px tall`,
      ).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    // The other way of signing has the same size of control.
    await form.getByRole('button', { name: 'Type my signature instead' }).click();
    const draw = form.getByRole('button', { name: 'Draw my signature instead' });
    expect((await draw.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // The consent's documents open without leaving the signed form.
    await expect(form.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});

test('every footer link, X included, is at least a 24 × 24 px target', async ({ page }) => {
  await page.goto('/about-us');
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  const links = footer.getByRole('link');
  await expect(links.filter({ hasText: /^X/ })).toHaveCount(1);
  const small = await links.evaluateAll((all) =>
    all
      .map((link) => ({ name: link.textContent, box: link.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(({ name, box }) => `${name}: ${box.width} × ${box.height}`),
  );
  expect(small).toEqual([]);
});

test.describe('result figures', () => {
  /** A figure is one line: no taller than one line of its own text. */
  async function expectOneLine(figure: Locator, label: string) {
    const { height, lineHeight } = await figure.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(el).lineHeight),
    }));
    expect(height, `${label}: ${height} px tall, one line is ${lineHeight} px`).toBeLessThan(
      lineHeight * 1.5,
    );
  }

  test('a figure such as “2 h” never breaks over two lines', async ({ page }) => {
    for (const width of SWEEP_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/portfolio');
      const card = page.getByRole('article').filter({ hasText: 'saved per coordinator' });
      await expectOneLine(card.getByText('2 h', { exact: true }), `/portfolio at ${width} px`);

      await page.goto('/projects/freight-dispatch-dashboard');
      for (const value of ['2 h', '−52%', '6 days'])
        await expectOneLine(
          page.getByText(value, { exact: true }).first(),
          `${value} on the case study at ${width} px`,
        );
      // Kept on one line, the figures still fit their cards.
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth).toBeLessThanOrEqual(width);
      const figure = page.getByText('6 days', { exact: true }).first();
      const fits = await figure.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
      expect(fits, `“6 days” fits its card at ${width} px`).toBe(true);
    }
  });
});
