import { plans } from '~/content/plans';
import { expectNoHorizontalScroll } from './support/layout';
import { expectedPrices } from './support/prices';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

test.describe('pricing', () => {
  test('shows nine plans in three groups with exact prices and struck previous prices', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    for (const [slug, tiers] of Object.entries(expectedPrices)) {
      const group = page.locator(`section#${slug}`);
      const cards = group.getByRole('article');
      await expect(cards).toHaveCount(3);
      for (const [index, [price, prev]] of tiers.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading')).toHaveText(
          ['Basic Plan', 'Standard Plan', 'Premium Plan'][index]!,
        );
        await expect(card.getByText(price, { exact: true })).toBeVisible();
        await expect(card.locator('del')).toContainText(prev);
        await expect(card.getByRole('button', { name: 'Buy Now' })).toBeVisible();
        await expect(card.getByRole('button', { name: 'Add to cart' })).toBeVisible();
      }
    }
    await expect(page.getByText('3 posts per week')).toBeVisible();
    await expect(page.getByText(/4 target keywords|4 keywords/).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });

  test('Buy Now selects the plan, goes to /contact and pre-fills the message', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    const premiumSeo = page.locator('section#seo-analysis').getByRole('article').nth(2);
    await premiumSeo.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL('/contact');
    const message = page.getByLabel('Write Message');
    await expect(message).toHaveValue(/Premium Plan for SEO Analysis \(\$1,499/);
    const plan = plans.find((p) => p.id === 9)!;
    const firstFeature = plan.features.find((f) => typeof f === 'string' || f.available)!;
    await expect(message).toHaveValue(
      new RegExp(
        `• ${(typeof firstFeature === 'string' ? firstFeature : firstFeature.label).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ),
    );
    await expect(page.getByText('Selected plan:')).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText('Selected plan:')).toHaveCount(0);
    // The text the plan wrote goes with it.
    await expect(message).toHaveValue('');
  });

  test('the service links jump between groups and mark the one in view; a card takes its plan out again', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Plans by service' });
    // The catalogue's three services lead; services other tests add may follow.
    await expect(nav.getByRole('link').first()).toHaveText('Social Media Marketing');
    await expect(nav.getByRole('link').nth(1)).toHaveText('Custom Software Solutions');
    await expect(nav.getByRole('link').nth(2)).toHaveText('SEO Analysis');
    await nav.getByRole('link', { name: 'SEO Analysis' }).click();
    await expect(page).toHaveURL(/#seo-analysis$/);
    await expect(nav.getByRole('link', { name: 'SEO Analysis' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(nav.getByRole('link', { name: 'Social Media Marketing' })).not.toHaveAttribute(
      'aria-current',
      'true',
    );

    const card = page.locator('section#seo-analysis').getByRole('article').nth(1);
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 plan' })).toHaveCount(1);
    await card.getByRole('button', { name: 'Remove from cart' }).click();
    await expect(card.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 0 plans' })).toHaveCount(1);

    await expect(page.getByRole('heading', { name: 'Need something custom?' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(
    'Add to cart updates the header count, survives a reload and lists the plan in the cart',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/pricing');
      await waitForHydration(page);
      await expect(page.getByRole('link', { name: 'Cart, 0 plans' })).toBeVisible();
      const social = page.locator('section#social-media-marketing').getByRole('article');
      await social.nth(0).getByRole('button', { name: 'Add to cart' }).click();
      await social.nth(1).getByRole('button', { name: 'Add to cart' }).click();
      // The card offers to take the plan out again, and a message offers the way to the cart.
      await expect(social.nth(0).getByRole('button', { name: 'Remove from cart' })).toBeVisible();
      await expect(
        page.getByRole('status').getByRole('link', { name: 'View cart (2)' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cart, 2 plans' })).toBeVisible();
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByRole('link', { name: 'Cart, 2 plans' })).toBeVisible();
      await page.getByRole('link', { name: 'Cart, 2 plans' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Selected Plans');
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText([
        'Plan Title',
        'Price',
        'Duration',
        'Action',
      ]);
      await expect(table.getByRole('row')).toHaveCount(3);
      await expect(table).toContainText('$499');
      await expect(table).toContainText('$699');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: /Remove Basic Plan/ }).click();
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(page.getByRole('link', { name: 'Cart, 1 plan' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
      await page.getByRole('button', { name: 'Clear Cart' }).click();
      await expect(page.getByText('Your cart is empty')).toBeVisible();
    },
  );
});

test.describe('services', () => {
  test('the list shows the three services and Join Our Team', async ({ page }) => {
    await page.goto('/services');
    const list = page.locator('section[aria-labelledby="services-list-heading"]');
    // The catalogue's three services come first; dashboard tests running alongside may add more.
    const headings = list.getByRole('heading', { level: 3 });
    await expect(headings.first()).toHaveText('Social Media Marketing');
    expect((await headings.allTextContents()).slice(0, 3)).toEqual([
      'Social Media Marketing',
      'Custom Software Solutions',
      'SEO Analysis',
    ]);
    await expect(page.getByRole('link', { name: 'Join Our Team' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  /** Each service's cheapest plan, as its hero prints it. */
  const startingPrices: Record<string, string> = {
    'social-media-marketing': 'From $499 per month',
    'software-solutions': 'From $1,697 per project',
    'seo-analysis': 'From $697 per month',
  };

  for (const slug of Object.keys(expectedPrices)) {
    test(`/services/${slug} shows every detail section and its plans`, async ({ page }) => {
      const response = await page.goto(`/services/${slug}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      // A hero that sells: the name, the pitch, the starting price and the two ways on.
      const hero = page.locator('main > section').first();
      const title = await hero.getByRole('heading', { level: 1 }).textContent();
      await expect(hero.locator('[data-starting-price]')).toHaveText(startingPrices[slug]!);
      const seePlans = hero.getByRole('link', { name: 'See plans' });
      await expect(seePlans).toHaveAttribute('href', '#plans');
      await expect(hero.getByRole('link', { name: 'Talk to us' })).toHaveAttribute(
        'href',
        '/contact',
      );
      // The plans come straight after the overview, whose two texts stand side by side.
      const regions = await page
        .locator('main > section')
        .evaluateAll((sections) =>
          sections.map((section) => section.id || section.getAttribute('aria-labelledby')),
        );
      expect(regions.slice(1, 3)).toEqual(['overview-heading', 'plans']);
      const [first, second] = await page
        .locator('[data-overview] > p')
        .evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect()));
      expect(Math.abs(first!.top - second!.top)).toBeLessThan(1);
      expect(second!.left).toBeGreaterThan(first!.right);
      await seePlans.click();
      const plansRegion = page.getByRole('region', { name: `${title!.trim()} Plans` });
      await expect(plansRegion.getByRole('heading', { level: 2 })).toBeInViewport();
      await expect(
        page.getByRole('list', { name: 'Tags' }).getByRole('listitem').first(),
      ).toBeVisible();
      const bars = page.getByRole('progressbar');
      expect(await bars.count()).toBeGreaterThanOrEqual(3);
      for (const value of await bars.evaluateAll((els) =>
        els.map((e) => Number(e.getAttribute('aria-valuenow'))),
      )) {
        expect(value).toBeGreaterThanOrEqual(90);
        expect(value).toBeLessThanOrEqual(96);
      }
      await expect(plansRegion.getByRole('article')).toHaveCount(3);
      for (const [price] of expectedPrices[slug]!)
        await expect(plansRegion.getByText(price, { exact: true })).toBeVisible();
      await expect(page.locator('.prose-body').last().locator('h3').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
    });
  }

  test('on a phone a service page sells in its first screen, its overview in one column', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/services/social-media-marketing');
    for (const action of ['See plans', 'Talk to us'])
      await expect(page.getByRole('link', { name: action, exact: true })).toBeInViewport({
        ratio: 1,
      });
    await expect(page.locator('[data-starting-price]')).toBeInViewport({ ratio: 1 });
    const [first, second] = await page
      .locator('[data-overview] > p')
      .evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect()));
    expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
    await expectNoHorizontalScroll(page);
  });
});
