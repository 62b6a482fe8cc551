import { figures } from '~/content/about';
import { serviceTitles } from '~/content/catalogue';
import { clients } from '~/content/clients';
import { faqs } from '~/content/faqs';
import { selectedWork } from '~/content/home';
import { plans } from '~/content/plans';
import { findProject } from '~/content/projects';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

/** Price / previous price per service and tier (docs/product.md#prices), as cards print them. */
const expectedPrices: Record<string, [string, string][]> = {
  'social-media-marketing': [
    ['$499', '$599'],
    ['$699', '$769'],
    ['$899', '$946'],
  ],
  'software-solutions': [
    ['$1,697', '$1,848'],
    ['$2,199', '$2,599'],
    ['$3,299', '$4,299'],
  ],
  'seo-analysis': [
    ['$697', '$720'],
    ['$997', '$1,099'],
    ['$1,499', '$1,620'],
  ],
};

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test.describe('home', () => {
  test('shows every section in order with the documented texts and links', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    // Paced like an editorial page: proof early, outcomes and process, voices, reading, and the
    // call to action and contact form merged into the closing section (docs/product.md#home).
    const order = [
      selectedWork.heading,
      'Our Expert Services',
      'Clients Who Trust Us.',
      'WHO WE ARE?',
      'Results You Can Measure',
      'How to Start Working With Us',
      'What our clients say?',
      'Technologies Behind Our Solutions.',
      'Frequently Asked Questions',
      "Let's Build Something Great Together",
      'Ready to Get Started?',
    ];
    // Lazily loaded sections replace their server markup when their code arrives.
    const headingsNow = () =>
      page.locator('main h2, main h3#contact-heading, main p.eyebrow#who-we-are').allTextContents();
    await expect
      .poll(async () => {
        const texts = (await headingsNow()).map((h) => h.trim());
        return order.every((text) => texts.includes(text));
      })
      .toBe(true);
    const headings = await headingsNow();
    const positions = order.map((text) => headings.findIndex((h) => h.trim() === text));
    expect(
      positions.every((p) => p >= 0),
      `missing one of ${order.join(', ')} in ${headings.join(' | ')}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    for (const step of ['Share Your Goals', 'Get a Custom Plan', 'Partner in Progress']) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    }
    for (const box of ['Increase Revenue', 'Enhanced Brand Visibility', 'Streamlined Operations']) {
      await expect(page.getByRole('heading', { name: box, exact: true })).toBeVisible();
    }
    await expect(page.getByText(/up to a 40% rise in conversion rates/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Discover More' })).toHaveAttribute(
      'href',
      '/about-us',
    );
    await expect(page.getByRole('link', { name: 'Get in touch' })).toHaveAttribute(
      'href',
      '/contact',
    );
    // The page ends on the contact section: nothing follows it in the main content.
    await expect(page.locator('main > section').last()).toHaveAttribute('id', 'contact-form');
  });

  test('proof comes first: the hero quotes the About figures and three case studies follow it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const hero = page.getByRole('region', { name: 'Digital Solutions That Grow Your Business' });
    // The same figures as About Us, never new ones.
    for (const label of ['Projects delivered', 'Clients served']) {
      const figure = figures.find((f) => f.label === label)!;
      const term = hero.getByRole('term').filter({ hasText: new RegExp(`^${label}$`, 'i') });
      await expect(term).toBeVisible();
      await expect(
        hero.getByRole('definition').filter({ hasText: `${figure.value}${figure.suffix}` }),
      ).toBeVisible();
    }

    const strip = page.getByRole('region', { name: selectedWork.heading });
    await expect(strip).toBeVisible();
    // Straight after the hero, before the services.
    const heroBox = (await hero.boundingBox())!;
    const stripBox = (await strip.boundingBox())!;
    const servicesBox = (await page
      .getByRole('region', { name: 'Our Expert Services' })
      .boundingBox())!;
    expect(Math.abs(stripBox.y - (heroBox.y + heroBox.height))).toBeLessThanOrEqual(1);
    expect(stripBox.y + stripBox.height).toBeLessThanOrEqual(servicesBox.y + 1);

    const cards = strip.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    const studies = selectedWork.slugs.map((slug) => findProject(slug)!);
    // One from each service.
    expect(new Set(studies.map((study) => study.services[0])).size).toBe(3);
    for (const [index, study] of studies.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('link', { name: study.title, exact: true })).toHaveAttribute(
        'href',
        `/projects/${study.slug}`,
      );
      await expect(card.getByText(study.results[0].value, { exact: true })).toBeVisible();
      await expect(card.getByText(study.results[0].label, { exact: true })).toBeVisible();
      await expect(card).toContainText(`${study.client} · ${serviceTitles[study.services[0]!]}`);
      const image = card.locator('img');
      await expect(image).toHaveAttribute('src', study.thumbnail);
      await expect(image).toHaveAttribute('width', '1200');
      await expect(image).toHaveAttribute('height', '800');
      await expect(image).toHaveAttribute('loading', 'lazy');
    }
    await expect(
      strip.getByRole('link', { name: selectedWork.portfolioLink.label }),
    ).toHaveAttribute('href', '/portfolio');

    // The whole card opens the case study: a click on its picture lands on the title's link.
    const first = studies[0]!;
    await cards.first().click({ position: { x: 24, y: 24 } });
    await expect(page).toHaveURL(`/projects/${first.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  });

  test('service cards link to each service by slug', async ({ page }) => {
    await page.goto('/');
    for (const slug of Object.keys(expectedPrices)) {
      await expect(page.locator(`main a[href="/services/${slug}"]`).first()).toBeVisible();
    }
    await expect(
      page.getByRole('link', { name: /^Learn More about (Social|Custom|SEO)/ }),
    ).toHaveCount(3);
  });

  test('the FAQ has six questions and opens one at a time by keyboard', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const faqSection = page.locator('section', {
      has: page.getByRole('heading', { name: 'Frequently Asked Questions' }),
    });
    const triggers = faqSection.getByRole('button');
    await expect(triggers).toHaveCount(6);
    expect(faqs).toHaveLength(6);
    await expect(triggers.first()).toHaveAttribute('aria-expanded', 'true');
    await triggers.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers.first()).toHaveAttribute('aria-expanded', 'false');
    await expect(faqSection.getByText(faqs[2]!.answer)).toBeVisible();
  });

  test('the technology tabs list every technology, Front End first', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const front = page.getByRole('tab', { name: 'Front End' });
    const back = page.getByRole('tab', { name: 'Back End' });
    await expect(front).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('listitem')).toHaveText([
      'HTML5',
      'CSS3',
      'Sass',
      'JavaScript',
      'React',
      'TypeScript',
      'Next.js',
    ]);
    await front.focus();
    await page.keyboard.press('ArrowRight');
    await expect(back).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveText([
      'Nodejs',
      'MongoDb',
      'ExpressJs',
      'JWT',
    ]);
  });

  test('testimonials show five stars each and the sliders move on request', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('img', { name: 'Rated 5 out of 5' }).first()).toBeVisible();
    const slider = page.getByRole('region', { name: 'Testimonials' });
    // The slides in view; the slider loops, so the first in the page's order may stay the same.
    const firstVisible = () =>
      slider
        .locator('[aria-roledescription="slide"]:not([inert])')
        .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')).join());
    const before = await firstVisible();
    await slider.getByRole('button', { name: 'Pause testimonials' }).click();
    await slider.getByRole('button', { name: 'Next testimonials' }).click();
    await expect.poll(firstVisible).not.toBe(before);
    const clientsSlider = page.getByRole('region', { name: 'Client logos' });
    await expect(clientsSlider.getByRole('img')).toHaveCount(clients.length);
  });

  test('the office map is drawn by the site, with the address and a directions link', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await waitForHydration(page);
    const map = page.getByRole('figure').filter({ hasText: 'head office' });
    await map.scrollIntoViewIfNeeded();
    const image = map.getByRole('img', { name: /^Street map around our Spring office/ });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(map).toContainText('1450 Rayford Road, Suite 210, Spring, Texas 77386');
    const directions = map.getByRole('link', { name: /^Get directions/ });
    await expect(directions).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(page.locator('iframe')).toHaveCount(0);
    const origin = new URL(page.url()).origin;
    expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual(
      [],
    );
  });

  test('the contact form has the documented labels and validates on blur', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const name = page.getByLabel('Your name*');
    const email = page.getByLabel('Your Email*');
    await expect(page.getByLabel('Write Message')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    await name.focus();
    await email.focus();
    await expect(page.getByText('Name is required')).toBeVisible();
    await email.fill('not-an-email');
    await name.focus();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  test('passes axe and does not scroll sideways', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });
});

test.describe('pricing', () => {
  test('shows nine plans in three groups with exact prices and struck previous prices', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    for (const [slug, tiers] of Object.entries(expectedPrices)) {
      const group = page.locator(`section#${slug}`);
      const cards = group.getByRole('article');
      await expect(cards).toHaveCount(3);
      for (const [index, [price, prev]] of tiers.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading')).toHaveText(
          ['Basic Plan', 'Standard Plan', 'Premium Plan'][index]!,
        );
        await expect(card.getByText(price, { exact: true })).toBeVisible();
        await expect(card.locator('del')).toContainText(prev);
        await expect(card.getByRole('button', { name: 'Buy Now' })).toBeVisible();
        await expect(card.getByRole('button', { name: 'Add to cart' })).toBeVisible();
      }
    }
    await expect(page.getByText('3 posts per week')).toBeVisible();
    await expect(page.getByText(/4 target keywords|4 keywords/).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });

  test('Buy Now selects the plan, goes to /contact and pre-fills the message', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    const premiumSeo = page.locator('section#seo-analysis').getByRole('article').nth(2);
    await premiumSeo.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL('/contact');
    const message = page.getByLabel('Write Message');
    await expect(message).toHaveValue(/Premium Plan for SEO Analysis \(\$1,499/);
    const plan = plans.find((p) => p.id === 9)!;
    const firstFeature = plan.features.find((f) => typeof f === 'string' || f.available)!;
    await expect(message).toHaveValue(
      new RegExp(
        `• ${(typeof firstFeature === 'string' ? firstFeature : firstFeature.label).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ),
    );
    await expect(page.getByText('Selected plan:')).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText('Selected plan:')).toHaveCount(0);
    // The text the plan wrote goes with it.
    await expect(message).toHaveValue('');
  });

  test('the service links jump between groups and mark the one in view; a card takes its plan out again', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Plans by service' });
    // The catalogue's three services lead; services other tests add may follow.
    await expect(nav.getByRole('link').first()).toHaveText('Social Media Marketing');
    await expect(nav.getByRole('link').nth(1)).toHaveText('Custom Software Solutions');
    await expect(nav.getByRole('link').nth(2)).toHaveText('SEO Analysis');
    await nav.getByRole('link', { name: 'SEO Analysis' }).click();
    await expect(page).toHaveURL(/#seo-analysis$/);
    await expect(nav.getByRole('link', { name: 'SEO Analysis' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(nav.getByRole('link', { name: 'Social Media Marketing' })).not.toHaveAttribute(
      'aria-current',
      'true',
    );

    const card = page.locator('section#seo-analysis').getByRole('article').nth(1);
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 plan' })).toHaveCount(1);
    await card.getByRole('button', { name: 'Remove from cart' }).click();
    await expect(card.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 0 plans' })).toHaveCount(1);

    await expect(page.getByRole('heading', { name: 'Need something custom?' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Add to cart updates the header count, survives a reload and lists the plan in the cart', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Cart, 0 plans' })).toBeVisible();
    const social = page.locator('section#social-media-marketing').getByRole('article');
    await social.nth(0).getByRole('button', { name: 'Add to cart' }).click();
    await social.nth(1).getByRole('button', { name: 'Add to cart' }).click();
    // The card offers to take the plan out again, and a message offers the way to the cart.
    await expect(social.nth(0).getByRole('button', { name: 'Remove from cart' })).toBeVisible();
    await expect(
      page.getByRole('status').getByRole('link', { name: 'View cart (2)' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 2 plans' })).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Cart, 2 plans' })).toBeVisible();
    await page.getByRole('link', { name: 'Cart, 2 plans' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Selected Plans');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Plan Title',
      'Price',
      'Duration',
      'Action',
    ]);
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table).toContainText('$499');
    await expect(table).toContainText('$699');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /Remove Basic Plan/ }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Cart, 1 plan' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });
});

test.describe('services', () => {
  test('the list shows the three services and Join Our Team', async ({ page }) => {
    await page.goto('/services');
    const list = page.locator('section[aria-labelledby="services-list-heading"]');
    // The catalogue's three services come first; dashboard tests running alongside may add more.
    const headings = list.getByRole('heading', { level: 3 });
    await expect(headings.first()).toHaveText('Social Media Marketing');
    expect((await headings.allTextContents()).slice(0, 3)).toEqual([
      'Social Media Marketing',
      'Custom Software Solutions',
      'SEO Analysis',
    ]);
    await expect(page.getByRole('link', { name: 'Join Our Team' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  for (const slug of Object.keys(expectedPrices)) {
    test(`/services/${slug} shows every detail section and its plans`, async ({ page }) => {
      const response = await page.goto(`/services/${slug}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(
        page.getByRole('list', { name: 'Tags' }).getByRole('listitem').first(),
      ).toBeVisible();
      const bars = page.getByRole('progressbar');
      expect(await bars.count()).toBeGreaterThanOrEqual(3);
      for (const value of await bars.evaluateAll((els) =>
        els.map((e) => Number(e.getAttribute('aria-valuenow'))),
      )) {
        expect(value).toBeGreaterThanOrEqual(90);
        expect(value).toBeLessThanOrEqual(96);
      }
      await expect(page.getByRole('article')).toHaveCount(3);
      for (const [price] of expectedPrices[slug]!)
        await expect(page.getByText(price, { exact: true })).toBeVisible();
      await expect(page.locator('.prose-body').last().locator('h3').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
    });
  }
});

test.describe('about and contact', () => {
  test('About Us has the about block without Discover More, arrows on the testimonials and View All Services', async ({
    page,
  }) => {
    await page.goto('/about-us');
    await waitForHydration(page);
    await expect(page.getByText('WHO WE ARE?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Discover More' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Previous testimonials' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next testimonials' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });

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

test.describe('SEO', () => {
  test('pages carry canonical, Open Graph, Twitter and JSON-LD', async ({ page }) => {
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
  });

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
