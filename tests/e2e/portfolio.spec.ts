import { serviceTitles } from '~/content/catalogue';
import { portfolioPage, projects, projectsForService } from '~/content/projects';
import type { Page } from '@playwright/test';
import { expectNoHorizontalScroll } from './support/layout';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

const seoStudies = projectsForService('seo-analysis');

const grid = (page: Page) =>
  page.getByRole('main').getByRole('list', { name: 'Case studies' }).locator(':scope > li');
const filters = (page: Page) =>
  page.getByRole('navigation', { name: 'Filter case studies by service' });
const filter = (page: Page, name: string) =>
  filters(page).getByRole('link', { name: new RegExp(`^${name} \\d+ case stud`) });

async function expectCards(page: Page, titles: string[]) {
  await expect(grid(page)).toHaveCount(titles.length);
  await expect(grid(page).getByRole('heading', { level: 3 })).toHaveText(titles);
}

test.describe('portfolio', () => {
  test('lists the six case studies with their headline figures', async ({ page }) => {
    const response = await page.goto('/portfolio');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portfolio');
    await expect(page.getByText(portfolioPage.selection)).toBeVisible();
    await expectCards(
      page,
      projects.map((p) => p.title),
    );
    for (const project of projects) {
      const card = grid(page).filter({ hasText: project.title });
      await expect(card.getByText(project.client, { exact: true })).toBeVisible();
      await expect(card.getByText(project.results[0].value, { exact: true })).toBeVisible();
      await expect(
        card.getByRole('link', { name: `${portfolioPage.viewProjectLabel}: ${project.title}` }),
      ).toHaveAttribute('href', `/projects/${project.slug}`);
    }
    await expect(filter(page, 'All')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('status')).toHaveText(
      `Showing all ${projects.length} case studies`,
    );
  });

  test(
    'filters by service in the browser and All restores the six',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/portfolio');
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));

      const seo = filter(page, serviceTitles['seo-analysis']);
      await expect(seo).toContainText(String(seoStudies.length));
      await seo.click();
      await expect(page).toHaveURL('/portfolio?service=seo-analysis');
      await expectCards(
        page,
        seoStudies.map((p) => p.title),
      );
      for (const card of await grid(page).all())
        await expect(card.getByRole('list', { name: 'Services delivered' })).toContainText(
          'SEO Analysis',
        );
      await expect(seo).toHaveAttribute('aria-current', 'page');
      await expect(filter(page, 'All')).not.toHaveAttribute('aria-current', /.*/);
      await expect(page.getByRole('status')).toHaveText(
        `Showing ${seoStudies.length} case studies in SEO Analysis`,
      );

      await filter(page, 'All').click();
      await expect(page).toHaveURL('/portfolio');
      await expect(grid(page)).toHaveCount(6);
      await expect(page.getByRole('status')).toHaveText('Showing all 6 case studies');
      // The same window object: the filter never reloaded the page.
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    },
  );

  test('filters in place: no data request and the page stays where it was', async ({ page }) => {
    await page.goto('/portfolio');
    await waitForHydration(page);
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.data')) dataRequests.push(request.url());
    });
    // Where the window is once two frames have been drawn: a smooth scroll would have begun.
    const settledScroll = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
          ),
      );
    // On a phone the chips sit well below the hero: scroll them to the middle of the window.
    const seo = filter(page, serviceTitles['seo-analysis']);
    await seo.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect.poll(settledScroll).toBeGreaterThan(100);
    const before = await settledScroll();

    await seo.click();
    await expect(page).toHaveURL('/portfolio?service=seo-analysis');
    await expectCards(
      page,
      seoStudies.map((p) => p.title),
    );
    expect(await settledScroll()).toBe(before);
    await filter(page, 'All').click();
    await expect(page).toHaveURL('/portfolio');
    await expect(grid(page)).toHaveCount(projects.length);
    expect(await settledScroll()).toBe(before);
    await expect(filter(page, 'All')).toBeInViewport();
    expect(dataRequests).toEqual([]);
  });

  test('opens a case study client-side from its card, at the top of the page', async ({ page }) => {
    const project = projects[1]!;
    await page.goto('/portfolio');
    await waitForHydration(page);
    const link = grid(page).getByRole('link', { name: project.title, exact: true });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(`/projects/${project.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
    // A new page opens at its top (docs/product.md#scroll-to-top).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('passes axe and does not scroll sideways, filtered or not', async ({ page }) => {
    await page.goto('/portfolio');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.goto('/portfolio?service=social-media-marketing');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });
});

test.describe('portfolio without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter links are answered by the server', async ({ page }) => {
    await page.goto('/portfolio');
    await expect(grid(page)).toHaveCount(6);
    await filter(page, serviceTitles['seo-analysis']).click();
    await expect(page).toHaveURL('/portfolio?service=seo-analysis');
    await expectCards(
      page,
      seoStudies.map((p) => p.title),
    );
    await expect(page.getByRole('status')).toHaveText(
      `Showing ${seoStudies.length} case studies in SEO Analysis`,
    );
    await filter(page, 'All').click();
    await expect(grid(page)).toHaveCount(6);
  });

  test('an unknown service shows every case study', async ({ page }) => {
    const response = await page.goto('/portfolio?service=astrology');
    expect(response?.status()).toBe(200);
    await expect(grid(page)).toHaveCount(6);
  });
});

test.describe('projects list address', () => {
  test('/projects redirects permanently to /portfolio, keeping the filter', async ({
    page,
    request,
  }) => {
    const plain = await request.get('/projects', { maxRedirects: 0 });
    expect(plain.status()).toBe(301);
    expect(plain.headers()['location']).toBe('/portfolio');
    const filtered = await request.get('/projects?service=seo-analysis', { maxRedirects: 0 });
    expect(filtered.status()).toBe(301);
    expect(filtered.headers()['location']).toBe('/portfolio?service=seo-analysis');

    await page.goto('/projects');
    await expect(page).toHaveURL('/portfolio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portfolio');

    // The Projects crumb of a case study follows the same redirect in the browser.
    await page.goto(`/projects/${projects[0]!.slug}`);
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Projects' })
      .click();
    await expect(page).toHaveURL('/portfolio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portfolio');
  });
});

test.describe('sitemap', () => {
  test('lists the portfolio and every case study, not the redirecting /projects', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('/portfolio</loc>');
    for (const project of projects) expect(xml).toContain(`/projects/${project.slug}</loc>`);
    expect(xml).not.toContain('/projects</loc>');
  });
});
