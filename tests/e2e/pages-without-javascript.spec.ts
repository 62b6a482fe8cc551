import { expect, test } from './support/test';

/**
 * Every public page with JavaScript off (docs/product.md#without-javascript): no control on screen
 * that only scripts could work, and what scripts reveal a part at a time laid out whole.
 */
test.use({ javaScriptEnabled: false });

const pages = [
  '/',
  '/services',
  '/services/seo-analysis',
  '/pricing',
  '/portfolio',
  '/projects/car-shipping-website',
  '/about-us',
  '/contact',
  '/blog',
  '/dedicatedResources/seo-expert',
  '/cart',
  '/checkout',
  '/agreement',
  '/invoice',
  '/sign-in',
  '/privacy-policy',
];

test(
  'no page shows a button that does nothing without scripts',
  { tag: '@phone' },
  async ({ page }) => {
    const dead: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      // A button works without scripts when it submits a form or opens a popover; anything else
      // on screen (a tab, a slider arrow, a toggle) would do nothing.
      const found = await page
        .locator('button, [role=tab], [role=button]')
        .evaluateAll((controls) =>
          controls
            .filter((control) => {
              const box = control.getBoundingClientRect();
              if (!box.width || !box.height || getComputedStyle(control).visibility === 'hidden')
                return false;
              if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form)
                return false;
              return !control.hasAttribute('popovertarget');
            })
            .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim()),
        );
      dead.push(...found.map((name) => `${path}: ${name}`));
    }
    expect(dead).toEqual([]);
  },
);

test('a slider’s row scrolls sideways to every slide', async ({ page }) => {
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Testimonials' });
  const row = slider.locator('[data-carousel-viewport]');
  const slides = slider.locator('[aria-roledescription="slide"]');
  const count = await slides.count();
  expect(count).toBeGreaterThan(2);
  await slider.scrollIntoViewIfNeeded();
  await expect(slides.last()).not.toBeInViewport();
  await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(slides.last()).toBeInViewport();
  // Reachable as well as visible: no slide is inert without scripts.
  await expect(slider.locator('[inert]')).toHaveCount(0);
});
