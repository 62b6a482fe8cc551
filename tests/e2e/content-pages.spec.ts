import {
  agreementSections,
  agreementSidePanel,
  privacyPolicy,
  refundRules,
  termsAndConditions,
  termsContactPrompt,
} from '~/content/legal';
import { projects } from '~/content/projects';
import {
  findResource,
  resourceHeroButtons,
  resourceInquiryAnchor,
  resourceInquiryHeading,
  type DedicatedResource,
} from '~/content/resources';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

const NOT_FOUND_CONSOLE =
  'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A numbered legal section heading such as '3. Marketing'. */
const numberedHeading = (heading: string) => new RegExp(`^\\d+\\.\\s*${escapeRegExp(heading)}$`);

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The heading is on screen and not hidden under the site header. */
async function expectInViewNotUnderHeader(page: Page, heading: Locator) {
  await expect(heading).toBeInViewport();
  const banner = page.getByRole('banner');
  await expect
    .poll(async () => {
      const [target, header] = [await heading.boundingBox(), await banner.boundingBox()];
      return target!.y - (header ? header.y + header.height : 0);
    })
    .toBeGreaterThanOrEqual(0);
}

/** Visits a URL that must answer 404 and takes Chromium's expected console line off the list. */
async function expectNotFound(page: Page, pageErrors: string[], path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect.poll(() => pageErrors.length).toBeGreaterThan(0);
  expect(pageErrors.splice(0)).toEqual([NOT_FOUND_CONSOLE]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Not Found');
  await expect(page.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
}

test.describe('privacy policy', () => {
  test('shows the title, breadcrumb and every section of the policy', async ({ page }) => {
    const response = await page.goto('/privacy-policy');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Privacy Policy']);
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: /^\d+\./ })).toHaveCount(
      privacyPolicy.length,
    );
    for (const section of privacyPolicy) {
      await expect(
        main.getByRole('heading', { level: 2, name: numberedHeading(section.heading) }),
      ).toBeVisible();
    }
    // Response within one month, 30 days' notice of change (docs/product.md#privacy-policy).
    await expect(main.getByText('we will respond within one month')).toBeVisible();
    await expect(main.getByText("at least 30 days' notice")).toBeVisible();
  });

  test(
    'the table of contents lists every section and jumps to the one clicked',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/privacy-policy');
      await waitForHydration(page);
      const contents = page.getByRole('navigation', { name: 'On this page' });
      await expect(contents.getByRole('link')).toHaveCount(privacyPolicy.length);
      const target = privacyPolicy.find((section) => section.id === 'cookies')!;
      const heading = page.getByRole('heading', {
        level: 2,
        name: numberedHeading(target.heading),
      });
      await expect(heading).not.toBeInViewport();
      const link = contents.getByRole('link', { name: target.heading });
      await expect(link).toHaveAttribute('href', `#${target.id}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/privacy-policy#${target.id}$`));
      await expectInViewNotUnderHeader(page, heading);
      // The contents mark the section being read.
      await expect(link).toHaveAttribute('aria-current', 'location');
    },
  );

  test('passes axe and does not scroll sideways', async ({ page }) => {
    await page.goto('/privacy-policy');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });
});

test.describe('terms and conditions', () => {
  test('shows every section, the five refund rules word for word and a contact link at the end', async ({
    page,
  }) => {
    const response = await page.goto('/terms-conditions');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
    const main = page.getByRole('main');
    for (const section of termsAndConditions) {
      await expect(
        main.getByRole('heading', { level: 2, name: numberedHeading(section.heading) }),
      ).toBeVisible();
    }
    const refunds = main.locator('section', {
      has: page.getByRole('heading', { name: numberedHeading('Refund and cancellation') }),
    });
    await expect(refunds.getByRole('listitem')).toHaveText(refundRules);
    expect(refundRules).toEqual([
      'Full refund if work has not started.',
      'Completed or delivered milestones are not refundable and must be paid for; the rest is refunded.',
      'If work has started but no milestone is reached, the client pays for hours worked.',
      'Refunds are subject to the individual project agreement.',
      'No refund once the whole project is delivered.',
    ]);

    await expect(main.getByText(termsContactPrompt.text)).toBeVisible();
    const contact = main.getByRole('link', { name: termsContactPrompt.link.label });
    await expect(contact).toHaveAttribute('href', '/contact');
    // The link closes the text: it comes after the last section.
    const lastHeading = main.getByRole('heading', {
      level: 2,
      name: numberedHeading(termsAndConditions.at(-1)!.heading),
    });
    const [headingBox, linkBox] = [await lastHeading.boundingBox(), await contact.boundingBox()];
    expect(linkBox!.y).toBeGreaterThan(headingBox!.y);
    await contact.click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  });

  test('passes axe and does not scroll sideways', async ({ page }) => {
    await page.goto('/terms-conditions');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });
});

test.describe('agreement', () => {
  test('shows the agreement sections, the side panel and the order section, and passes axe', async ({
    page,
  }) => {
    const response = await page.goto('/agreement');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agreement');
    const main = page.getByRole('main');
    for (const section of agreementSections) {
      await expect(
        main.getByRole('heading', { level: 2, name: numberedHeading(section.heading) }),
      ).toBeVisible();
    }
    const panel = page.getByRole('complementary', { name: agreementSidePanel.heading });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: agreementSidePanel.heading })).toBeVisible();
    await expect(panel.getByRole('listitem').first()).toHaveText(agreementSidePanel.points[0]!);
    await expect(panel.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(panel.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-conditions',
    );
    await expect(main.getByRole('heading', { level: 2, name: 'Place Your Order' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });
});

const project = projects.find((p) => p.slug === 'car-shipping-website')!;
const projectPath = `/projects/${project.slug}`;

test.describe('project detail', () => {
  test('shows the title, thumbnail, website and breadcrumb', async ({ page }) => {
    const response = await page.goto(projectPath);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
    ).toHaveText(['Home', 'Projects', project.title]);

    const thumbnail = page.getByRole('img', { name: project.coverAlt });
    await expect(thumbnail).toBeVisible();
    await expect(thumbnail).toHaveAttribute('src', project.thumbnail);
    await expect(thumbnail).toHaveAttribute('width', /^\d+$/);
    await expect(thumbnail).toHaveAttribute('height', /^\d+$/);
    // The image really loaded.
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // The client is fictional: its reserved .example address is shown as text, never linked.
    const main = page.getByRole('main');
    await expect(main.getByText('swift-auto-transport.example', { exact: true })).toBeVisible();
    await expect(main.locator('a[href*=".example"]')).toHaveCount(0);
  });

  test('the gallery carousel has the five pages, lazily loaded', async ({ page }) => {
    await page.goto(projectPath);
    await waitForHydration(page);
    const gallery = page.getByRole('region', { name: 'Project gallery' });
    await expect(gallery).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = gallery.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(5);
    expect(project.gallery.map((item) => item.label)).toEqual([
      'Home',
      'Instant Quote',
      'Shipment Tracking',
      'Services',
      'Contact',
    ]);
    // The carousel may rotate its slides (autoplay); read them in one go and order by position.
    const labels = await slides.evaluateAll((els) =>
      els
        .map((el) => ({
          position: Number(el.getAttribute('aria-label')?.split(' of ')[0]),
          label: el.querySelector('figcaption')?.textContent?.trim(),
        }))
        .sort((a, b) => a.position - b.position)
        .map((slide) => slide.label),
    );
    expect(labels).toEqual(project.gallery.map((item) => item.label));
    // Slides scrolled out of view are inert, so include hidden ones; the name skips the icons.
    const images = gallery.getByRole('img', {
      name: new RegExp(`^The .+ screen of the ${project.title}$`),
      includeHidden: true,
    });
    await expect(images).toHaveCount(5);
    for (const loading of await images.evaluateAll((els) =>
      els.map((el) => el.getAttribute('loading')),
    ))
      expect(loading).toBe('lazy');
    // At least the first slide is on screen with its caption.
    await expect(gallery.locator('figcaption:visible').first()).toBeVisible();
  });

  test('passes axe and does not scroll sideways', async ({ page }) => {
    await page.goto(projectPath);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });

  test('an unknown project answers 404 with the not-found page', async ({ page, pageErrors }) => {
    await expectNotFound(page, pageErrors, '/projects/nope');
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await expect(page).toHaveURL('/');
  });
});

const resourceSlugs = [
  'frontend-developer',
  'web-graphics-designer',
  'dotnet-developers',
  'seo-expert',
  'content-writer',
] as const;
/** Axe runs on these pages (every resource page is built from the same template). */
const axeChecked = new Set<string>(['frontend-developer', 'dotnet-developers', 'content-writer']);

test.describe('dedicated resources', () => {
  for (const slug of resourceSlugs) {
    test(`/dedicatedResources/${slug} shows its hero, quote form and two other resources`, async ({
      page,
    }) => {
      const resource: DedicatedResource | undefined = findResource(slug);
      expect(resource, `content/resources.ts has ${slug}`).toBeDefined();
      const { heading, title, crossPromotion } = resource!;

      const response = await page.goto(`/dedicatedResources/${slug}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
      ).toHaveText(['Home', 'Dedicated Resources', title]);

      await expect(
        page.getByRole('link', { name: resourceHeroButtons.requestCall.label }),
      ).toHaveAttribute('href', '/contact');
      const quickQuote = page.getByRole('link', { name: 'Quick Quote' }).first();
      await expect(quickQuote).toHaveAttribute('href', `#${resourceInquiryAnchor}`);
      await expect(quickQuote).toHaveAttribute('href', '#php-inquiry');

      // Cross-promotion: two other resources, as content/resources.ts lists them.
      expect(crossPromotion).toHaveLength(2);
      expect(crossPromotion).not.toContain(slug);
      expect(new Set(crossPromotion).size).toBe(2);
      const team = page.getByRole('region', { name: 'Complete Your Team' });
      const promoted = crossPromotion.map((other) => findResource(other)!);
      for (const other of promoted) {
        await expect(team.getByRole('link', { name: `Hire ${other.title}` })).toHaveAttribute(
          'href',
          `/dedicatedResources/${other.slug}`,
        );
      }
      const hrefs = await team
        .getByRole('link')
        .evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('href')))]);
      expect(hrefs.sort()).toEqual(
        crossPromotion.map((other) => `/dedicatedResources/${other}`).sort(),
      );
      expect(hrefs).not.toContain(`/dedicatedResources/${slug}`);

      if (axeChecked.has(slug)) {
        await expectNoAxeViolations(page);
        await expectNoHorizontalScroll(page);
      }

      // Quick Quote brings the inquiry form into view.
      const formHeading = page.getByRole('heading', {
        level: 2,
        name: resourceInquiryHeading({ title }),
      });
      await expect(formHeading).toHaveText(`Hire ${title} - Get a Quote`);
      await expect(formHeading).not.toBeInViewport();
      await quickQuote.click();
      await expect(page).toHaveURL(new RegExp(`/dedicatedResources/${slug}#php-inquiry$`));
      await expectInViewNotUnderHeader(page, formHeading);
      await expect(page.getByRole('form', { name: `Hire ${title} - Get a Quote` })).toBeVisible();
    });
  }

  test('a cross-promotion card opens the other resource page client-side', async ({ page }) => {
    await page.goto('/dedicatedResources/seo-expert');
    await waitForHydration(page);
    const [first] = findResource('seo-expert')!.crossPromotion;
    const other = findResource(first)!;
    await page
      .getByRole('region', { name: 'Complete Your Team' })
      .getByRole('link', { name: `Hire ${other.title}` })
      .click();
    await expect(page).toHaveURL(`/dedicatedResources/${other.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(other.heading);
  });

  test('an unknown resource answers 404 with the not-found page', async ({ page, pageErrors }) => {
    await expectNotFound(page, pageErrors, '/dedicatedResources/nope');
  });

  test('the inquiry form validates on blur and shows each message next to its field', async ({
    page,
  }) => {
    const resource = findResource('frontend-developer')!;
    await page.goto(`/dedicatedResources/${resource.slug}`);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: resourceInquiryHeading(resource) });
    const name = form.getByLabel('Your name*');
    const email = form.getByLabel('Your Email*');
    await expect(form.getByRole('button', { name: 'Request a Quote' })).toBeVisible();
    await expect(form.getByText('Name is required')).toHaveCount(0);

    await name.focus();
    await email.focus();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Name is required');

    await email.fill('not-an-email');
    await name.focus();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');

    // Fixing the fields clears their messages once the visitor moves on.
    await name.fill('Ada Lovelace');
    await email.fill('ada@example.com');
    await form.getByLabel('Phone').focus();
    await expect(form.getByText('Name is required')).toHaveCount(0);
    await expect(form.getByText('Enter a valid email address')).toHaveCount(0);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    // Nothing was sent: the visitor is still on the same page.
    await expect(page).toHaveURL(`/dedicatedResources/${resource.slug}`);
  });
});
