import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every e2e test fails on an uncaught page error or an unexpected console.error, so a broken
 * hydration or a CSP violation cannot pass unnoticed.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  // Playwright requires the destructuring pattern even when a fixture uses no other fixture.
  // eslint-disable-next-line no-empty-pattern
  pageErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, pageErrors }, use) => {
    page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console.error: ${message.text()}`);
    });
    await use(page);
    expect(pageErrors, 'page errors and console errors').toEqual([]);
  },
});

export { expect };

/**
 * Waits until React has hydrated the document (the root sets data-hydrated once mounted) and every
 * lazily loaded section in it.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Lazily loaded sections hydrate as they near the screen: each is brought there, as a reader
  // scrolling down would, and the page then goes back to where it was.
  const scrolledTo = await page.evaluate(() => window.scrollY);
  let scrolled = false;
  for (;;) {
    // One step in the page: a section may hydrate at any moment, so finding a waiting one and
    // bringing it into view must not be two steps apart.
    const mark = await page.evaluateHandle(() => {
      const waiting = document.querySelector<HTMLElement>('[data-boundary="pending"]');
      (waiting?.previousElementSibling ?? waiting?.parentElement)?.scrollIntoView({
        block: 'center',
      });
      return waiting;
    });
    const element = mark.asElement();
    if (!element) break;
    scrolled = true;
    await page.waitForFunction(
      (waiting) => !waiting.isConnected || waiting.dataset.boundary === 'ready',
      element,
    );
  }
  // Only a scroll of its own is undone: a page that scrolled itself meanwhile (to a form it was
  // asked for) stays where it went.
  if (scrolled) await page.evaluate((y) => window.scrollTo(0, y), scrolledTo);
}

/** Runs axe-core in the page (injected through the driver, so the page's CSP stays strict). */
export async function expectNoAxeViolations(page: Page) {
  // WCAG 2.2's target size (24 × 24 px or enough space around) is off in axe by default.
  const result = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } })
    .analyze();
  const violations = result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
  expect(violations).toEqual([]);
}

/** A token shaped like the server's (header.payload.signature) for exercising the client guard. */
export function fakeToken(claims: Record<string, unknown>) {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.c2lnbmF0dXJl`;
}
