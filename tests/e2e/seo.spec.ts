import { expect, test } from './support/test';

test.describe('SEO', () => {
  test(
    'pages carry canonical, Open Graph, Twitter and JSON-LD',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/services/seo-analysis');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        /\/services\/seo-analysis$/,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        'SEO Analysis | ECS Digital',
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent!)['@type']));
      expect(types).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList', 'Service']));
      await page.goto('/');
      const homeTypes = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent!)['@type']));
      expect(homeTypes).toEqual(expect.arrayContaining(['Organization', 'FAQPage']));
    },
  );

  test('sitemap.xml and robots.txt list the public pages', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    for (const path of [
      '/pricing',
      '/services/software-solutions',
      '/dedicatedResources/seo-expert',
      '/projects/car-shipping-website',
    ]) {
      expect(xml).toContain(`${path}</loc>`);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toMatch(/Sitemap: http:\/\/.+\/sitemap\.xml/);
  });
});
