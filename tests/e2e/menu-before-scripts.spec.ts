import type { Page } from '@playwright/test';
import { holdRequests } from './support/hold';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

/**
 * The phone menu opens before the scripts have run and without JavaScript at all: the button
 * targets a popover the browser opens by itself. Once the scripts run, the same button opens the
 * dialog with its focus trap instead, and the browser's panel stays shut.
 */
test.skip(({ isMobile }) => !isMobile, 'the menu button shows below the large breakpoint only');

const fallbackOpen = (page: Page) =>
  page.locator('#site-menu').evaluate((panel) => panel.matches(':popover-open'));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu opens, closes and leads to every page', async ({ page }) => {
    await page.goto('/about-us');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    // Escape closes it too.
    await button.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await button.click();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing Plans');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});

test('a tap before the scripts run opens the menu, and it still works once they have', async ({
  page,
}) => {
  const scripts = await holdRequests(page, '**/assets/*.js');
  await page.goto('/about-us', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expectNoAxeViolations(page);
  scripts.release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(menu).toBeVisible();
  // A client-side navigation now, which closes the panel.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await menu.getByRole('link', { name: 'Portfolio' }).click();
  await expect(page).toHaveURL('/portfolio');
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('once the scripts run, the button opens the dialog and not the browser’s panel', async ({
  page,
}) => {
  await page.goto('/about-us');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Open menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  // The modal dialog hides the rest of the page from the accessibility tree, the button included.
  const hiddenButton = page.locator('button[aria-haspopup="dialog"]');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(hiddenButton).toHaveAttribute('aria-expanded', 'true');
  expect(await fallbackOpen(page)).toBe(false);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(await fallbackOpen(page)).toBe(false);
});
