import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './test';

/** A plan on the pricing page: its service's section id and the card's place in it, from 0. */
export type PlanPick = [service: string, card: number];

/** A plan's card on the pricing page. */
export const planCard = (page: Page, [service, card]: PlanPick) =>
  page.locator(`section#${service}`).getByRole('article').nth(card);

/** Opens the pricing page and adds these plans to the cart, one click each. */
export async function fillCart(page: Page, plans: PlanPick[]) {
  await page.goto('/pricing');
  await waitForHydration(page);
  for (const plan of plans)
    await planCard(page, plan).getByRole('button', { name: 'Add to cart' }).click();
}

/** Goes from the header's cart link to the checkout, whose address lists the cart's plans. */
export async function checkOutFromCart(page: Page, count: number) {
  await page.getByRole('link', { name: `Cart, ${count} plans` }).click();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/checkout\\?${Array(count).fill('planIds=\\d+').join('&')}$`),
  );
  await waitForHydration(page);
}
