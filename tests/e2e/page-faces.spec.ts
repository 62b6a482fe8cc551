import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

/** The marketing pages and the heading of each hero (docs/product.md#page-heads). */
const marketingPages = [
  { path: '/about-us', heading: 'About Us' },
  { path: '/services', heading: 'Our Services' },
  // Low heroes: the prices and the form come first, the artwork is left out on a phone.
  { path: '/pricing', heading: 'Pricing Plans', compact: true },
  { path: '/contact', heading: 'Contact Us', compact: true },
  { path: '/portfolio', heading: 'Portfolio' },
  { path: '/blog', heading: 'Blog' },
  { path: '/dedicatedResources/seo-expert', heading: 'Hire Dedicated SEO Experts' },
];

/** The pages people come to do something on, with their compact title bar. */
const utilityPages = [
  { path: '/cart', heading: 'Your Selected Plans' },
  { path: '/checkout', heading: 'Checkout' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-conditions', heading: 'Terms and Conditions' },
  { path: '/invoice', heading: 'Invoice Builder' },
  { path: '/agreement', heading: 'Agreement' },
];

const serviceSlugs = ['social-media-marketing', 'software-solutions', 'seo-analysis'];

/** Waits until the image has loaded and returns its natural and rendered sizes. */
async function loadedImage(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => ({
    src: new URL(img.src).pathname,
    naturalWidth: img.naturalWidth,
    naturalHeight: img.naturalHeight,
    width: img.getBoundingClientRect().width,
    height: img.getBoundingClientRect().height,
    objectFit: getComputedStyle(img).objectFit,
  }));
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('marketing page heroes', () => {
  test('each marketing page shows its own artwork in its hero', async ({ page }, testInfo) => {
    const sources = new Set<string>();
    for (const { path, heading, compact } of marketingPages) {
      await page.goto(path);
      const title = page.getByRole('heading', { level: 1, name: heading });
      await expect(title).toBeVisible();
      const art = page.locator('[data-hero-art]');
      await expect(art).toHaveCount(1);
      if (compact && testInfo.project.name !== 'desktop') {
        await expect(art).toBeHidden();
        await expectNoHorizontalScroll(page);
        continue;
      }
      // Reserved space and first in line: no layout shift, the likely LCP image loads first.
      await expect(art).toHaveAttribute('width', /^\d+$/);
      await expect(art).toHaveAttribute('height', /^\d+$/);
      await expect(art).toHaveAttribute('fetchpriority', 'high');
      const image = await loadedImage(art);
      sources.add(image.src);
      // Drawn at its own shape, never squeezed.
      expect(image.width / image.height).toBeCloseTo(image.naturalWidth / image.naturalHeight, 1);

      const titleBox = (await title.boundingBox())!;
      const artBox = (await art.boundingBox())!;
      if (testInfo.project.name === 'desktop') {
        // In the hero's right half, beside the heading.
        expect(artBox.x).toBeGreaterThanOrEqual(640 - 1);
        expect(artBox.y).toBeLessThan(titleBox.y + titleBox.height);
        // A low hero keeps its artwork small.
        if (compact) expect(artBox.height).toBeLessThanOrEqual(200);
      } else {
        // Below the text on a phone, smaller than the screen.
        expect(artBox.y).toBeGreaterThan(titleBox.y + titleBox.height);
        expect(artBox.width).toBeLessThanOrEqual(300);
      }
      await expectNoHorizontalScroll(page);
    }
    expect(sources.size).toBe(
      testInfo.project.name === 'desktop'
        ? marketingPages.length
        : marketingPages.filter((p) => !p.compact).length,
    );
  });

  test('a hero with artwork passes axe', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('utility page title bars', () => {
  test('each utility page opens with a compact title bar and no artwork', async ({
    page,
  }, testInfo) => {
    for (const { path, heading } of utilityPages) {
      await page.goto(path);
      const bar = page.locator('[data-page-head="compact"]');
      await expect(bar.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(bar.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
      await expect(page.locator('[data-hero-art]')).toHaveCount(0);
      const { height } = (await bar.boundingBox())!;
      // Low enough that the page's own content starts in the first screen.
      expect(height).toBeLessThan(testInfo.project.name === 'desktop' ? 240 : 320);
      await expectNoHorizontalScroll(page);
    }
  });

  test('the compact title bar passes axe', async ({ page }) => {
    await page.goto('/terms-conditions');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('service page images', () => {
  for (const slug of serviceSlugs) {
    test(`${slug}: every image is shown at its own shape`, async ({ page }) => {
      await page.goto(`/services/${slug}`);
      const images = page.locator('img[data-image-slot]');
      // The banner, the picture beside the overview and the one above the long description.
      await expect(images).toHaveCount(3);
      await expect(page.locator('img[data-image-slot="banner"]')).toHaveAttribute(
        'src',
        `/images/services/${slug}-banner.svg`,
      );
      for (const image of await images.all()) {
        const box = await loadedImage(image);
        // An image of another shape (a staff upload) is shown whole, never cropped.
        expect(box.objectFit).toBe('contain');
        // The artwork is drawn for its slot: it fills it without stretching or letterboxing.
        const rendered = box.width / box.height;
        const natural = box.naturalWidth / box.naturalHeight;
        expect(Math.abs(rendered / natural - 1), `${box.src} aspect ratio`).toBeLessThan(0.02);
      }
      await expectNoHorizontalScroll(page);
    });
  }
});
