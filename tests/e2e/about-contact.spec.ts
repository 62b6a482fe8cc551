import { expectNoHorizontalScroll } from './support/layout';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

test.describe('about and contact', () => {
  test(
    'About Us has the about block without Discover More, arrows on the testimonials and View All Services',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/about-us');
      await waitForHydration(page);
      await expect(page.getByText('WHO WE ARE?')).toBeVisible();
      // Said once: the story above it has its own name.
      await expect(page.getByText(/^who we are\??$/i)).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'Discover More' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Previous testimonials' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Next testimonials' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'View All Services' })).toHaveAttribute(
        'href',
        '/services',
      );
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
    },
  );

  test('Contact lists the three cities and the info email', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    for (const city of ['Spring', 'London', 'Lahore'])
      await expect(page.getByText(new RegExp(`^${city},`))).toBeVisible();
    await expect(page.getByRole('link', { name: 'info@ecsdigital.com' }).first()).toHaveAttribute(
      'href',
      'mailto:info@ecsdigital.com',
    );
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });
});
