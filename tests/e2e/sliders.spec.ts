import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/test';

/**
 * Slider timing (docs/product.md#sliders): a new slide every 2.5 s (client logos) and 3.5 s
 * (testimonials), the movement inside that interval; paused on hover and on focus; still under
 * reduced motion. The page's clock is paused and moved by hand (the slides' movement runs on it too),
 * so nothing depends on real time.
 */

/** The slides in view, e.g. "3 of 8, 4 of 8": a slide is in view the moment a move starts. */
const firstShown = async (slider: Locator) =>
  (
    await slider
      .locator('[aria-roledescription="slide"]:not([inert])')
      .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')))
  ).join(', ');

async function openHome(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // A slider starts only as it nears the screen; both sit below the fold.
  const sliders = ['Client logos', 'Testimonials'].map((name) =>
    page.getByRole('region', { name, exact: true }),
  );
  for (const slider of sliders) await expect(slider).not.toHaveAttribute('data-ready');
  await waitForHydration(page);
  // Both sliders run in the browser before the clock stops, so their timers start from it.
  for (const slider of sliders) {
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveAttribute('data-ready', 'true');
  }
  await page.clock.pauseAt(Date.now() + 60_000);
}

// The testimonials' run is the one on the phone as well (playwright.config.ts).
for (const { name, everyMs, tag } of [
  { name: 'Client logos', everyMs: 2500, tag: [] },
  { name: 'Testimonials', everyMs: 3500, tag: ['@phone'] },
]) {
  test(
    `${name}: a new slide every ${everyMs / 1000} s, paused on hover and on focus`,
    { tag },
    async ({ page }) => {
      await openHome(page);
      const slider = page.getByRole('region', { name, exact: true });
      await slider.scrollIntoViewIfNeeded();
      // The pointer rests away from the slider, so hovering does not pause it by accident.
      await page.mouse.move(0, 0);
      const start = await firstShown(slider);

      await page.clock.runFor(everyMs - 100);
      expect(await firstShown(slider)).toBe(start);
      await page.clock.runFor(200);
      await expect.poll(() => firstShown(slider)).not.toBe(start);

      // Hovered: it stays.
      const hovered = await firstShown(slider);
      await slider.hover();
      await page.clock.runFor(everyMs * 3);
      expect(await firstShown(slider)).toBe(hovered);

      // Focused from the keyboard, with the pointer gone: it stays.
      await page.mouse.move(0, 0);
      await slider.getByRole('button', { name: /^Pause/ }).focus();
      await page.clock.runFor(everyMs * 3);
      expect(await firstShown(slider)).toBe(hovered);
    },
  );
}

test('sliders stay still under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  await page.mouse.move(0, 0);
  const sliders = [
    page.getByRole('region', { name: 'Client logos', exact: true }),
    page.getByRole('region', { name: 'Testimonials', exact: true }),
  ];
  const before = await Promise.all(sliders.map(firstShown));
  await page.clock.runFor(20_000);
  expect(await Promise.all(sliders.map(firstShown))).toEqual(before);
});
