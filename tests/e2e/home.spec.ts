import { figures } from '~/content/about';
import { serviceTitles } from '~/content/catalogue';
import { clients } from '~/content/clients';
import { faqs } from '~/content/faqs';
import { selectedWork } from '~/content/home';
import { findProject } from '~/content/projects';
import { expectNoHorizontalScroll } from './support/layout';
import { expectedPrices } from './support/prices';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

test.describe('home', () => {
  test(
    'shows every section in order with the documented texts and links',
    { tag: '@phone' },
    async ({ page }) => {
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
      ];
      // Lazily loaded sections replace their server markup when their code arrives.
      const headingsNow = () =>
        page.locator('main h2, main p.eyebrow#who-we-are').allTextContents();
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
      for (const box of [
        'Increase Revenue',
        'Enhanced Brand Visibility',
        'Streamlined Operations',
      ]) {
        await expect(page.getByRole('heading', { name: box, exact: true })).toBeVisible();
      }
      await expect(page.getByText(/up to a 40% rise in conversion rates/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Discover More' })).toHaveAttribute(
        'href',
        '/about-us',
      );
      // The page ends on the contact section: nothing follows it in the main content. It has one
      // heading, under 'Ready to Get Started?', and no button leading away from its own form.
      const closing = page.locator('main > section').last();
      await expect(closing).toHaveAttribute('id', 'contact-form');
      await expect(closing.getByRole('heading', { level: 2 })).toHaveText([
        "Let's Build Something Great Together",
      ]);
      await expect(closing.getByText('Ready to Get Started?', { exact: true })).toBeVisible();
      await expect(closing.getByRole('heading', { name: 'Ready to Get Started?' })).toHaveCount(0);
      await expect(closing.getByRole('form', { name: 'Send us a message' })).toBeVisible();
      await expect(closing.getByRole('link', { name: 'Get in touch' })).toHaveCount(0);
      await expect(closing.locator('a[href="/contact"]')).toHaveCount(0);
    },
  );

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
    const items = faqSection.locator('details');
    await expect(items).toHaveCount(6);
    expect(faqs).toHaveLength(6);
    await expect(faqSection.getByRole('heading', { level: 3 })).toHaveText(
      faqs.map((faq) => faq.question),
    );
    await expect(items.first()).toHaveJSProperty('open', true);
    await expect(faqSection.getByText(faqs[0]!.answer)).toBeVisible();
    await expect(faqSection.getByText(faqs[2]!.answer)).toBeHidden();
    await items.nth(2).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(2)).toHaveJSProperty('open', true);
    await expect(items.first()).toHaveJSProperty('open', false);
    await expect(faqSection.getByText(faqs[2]!.answer)).toBeVisible();
    await expect(faqSection.getByText(faqs[0]!.answer)).toBeHidden();
    // Space closes the open one: none open is allowed.
    await page.keyboard.press(' ');
    await expect(items.nth(2)).toHaveJSProperty('open', false);
    await expectNoAxeViolations(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every FAQ answer can be read, one at a time', async ({ page }) => {
      await page.goto('/');
      const faqSection = page.locator('section', {
        has: page.getByRole('heading', { name: 'Frequently Asked Questions' }),
      });
      await expect(faqSection.getByText(faqs[0]!.answer)).toBeVisible();
      for (const faq of faqs.slice(1)) {
        await faqSection.getByText(faq.question, { exact: true }).click();
        await expect(faqSection.getByText(faq.answer)).toBeVisible();
        await expect(faqSection.getByText(faqs[0]!.answer)).toBeHidden();
      }
    });

    test('the technology switch works without scripts, by pointer and keyboard', async ({
      page,
    }) => {
      await page.goto('/');
      const section = page.locator('section#technologies');
      const front = section.getByRole('radio', { name: 'Front End' });
      const back = section.getByRole('radio', { name: 'Back End' });
      await expect(front).toBeChecked();
      await expect(section.getByRole('list', { name: 'Front End technologies' })).toBeVisible();
      await expect(section.getByText('Nodejs', { exact: true })).toBeHidden();
      await section.getByText('Back End', { exact: true }).click();
      await expect(back).toBeChecked();
      for (const name of ['Nodejs', 'JWT'])
        await expect(section.getByText(name, { exact: true })).toBeVisible();
      await expect(section.getByText('HTML5', { exact: true })).toBeHidden();
      await back.focus();
      await page.keyboard.press('ArrowLeft');
      await expect(front).toBeChecked();
      await expect(section.getByText('TypeScript', { exact: true })).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  });

  test('the technology switch lists every technology, Front End first', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const front = page.getByRole('radio', { name: 'Front End' });
    const back = page.getByRole('radio', { name: 'Back End' });
    await expect(front).toBeChecked();
    const shown = page.locator('section#technologies').getByRole('list');
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAccessibleName('Front End technologies');
    await expect(shown.getByRole('listitem')).toHaveText([
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
    await expect(back).toBeChecked();
    await expect(shown).toHaveAccessibleName('Back End technologies');
    await expect(shown.getByRole('listitem')).toHaveText(['Nodejs', 'MongoDb', 'ExpressJs', 'JWT']);
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
