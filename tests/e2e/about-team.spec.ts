import { team, teamSection } from '~/content/about';
import { expectNoHorizontalScroll } from './support/layout';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

test.describe('about team', () => {
  test(
    'shows the team with portraits, names, roles and bios',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/about-us');
      await waitForHydration(page);
      const section = page.getByRole('region', { name: teamSection.heading });
      await expect(section).toBeVisible();
      for (const member of team) {
        const card = section.getByRole('listitem').filter({ hasText: member.name });
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(member.name);
        await expect(card).toContainText(member.role);
        await expect(card).toContainText(member.bio);
        const portrait = card.locator('img');
        await expect(portrait).toHaveAttribute('src', member.portrait);
        await expect(portrait).toHaveAttribute('loading', 'lazy');
        await portrait.scrollIntoViewIfNeeded();
        await expect
          .poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      }
      await expect(section.getByRole('link', { name: 'Join Our Team' })).toHaveAttribute(
        'href',
        '/contact',
      );
    },
  );

  test('passes axe and does not scroll sideways', async ({ page }) => {
    await page.goto('/about-us');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });
});
