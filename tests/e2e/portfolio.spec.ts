import { team, teamSection } from '~/content/about';
import { serviceTitles } from '~/content/catalogue';
import { findProject, portfolioPage, projects, projectsForService } from '~/content/projects';
import type { Locator, Page } from '@playwright/test';
import { expectNoLayoutProblems } from './support/layout';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

const seoStudies = projectsForService('seo-analysis');

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

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

  test('filters by service in the browser and All restores the six', async ({ page }) => {
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
  });

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

test.describe('case study', () => {
  const project = findProject('patient-booking-portal')!;
  const path = `/projects/${project.slug}`;

  test('shows the facts, three figures, story, quote, two more and a call to action', async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
    await expect(main.getByText(project.industry, { exact: true })).toBeVisible();
    await expect(main.getByText(String(project.year), { exact: true })).toBeVisible();
    await expect(main.getByText('harbor-health.example', { exact: true })).toBeVisible();
    for (const result of project.results) {
      const figure = main.getByText(result.value, { exact: true }).first();
      await expect(figure).toBeVisible();
      // Shown large: at least 40 px type at both widths.
      expect(
        await figure.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
      ).toBeGreaterThanOrEqual(40);
      await expect(main.getByText(result.label, { exact: true })).toBeVisible();
    }
    for (const heading of ['The Challenge', 'Our Approach', 'The Results', 'Project Gallery'])
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();

    const quote = main.locator('figure', { has: page.locator('blockquote') });
    await expect(quote.locator('blockquote')).toHaveText(project.quote.text);
    await expect(quote).toContainText(project.quote.name);
    await expect(quote).toContainText(project.quote.role);

    const more = main.getByRole('region', { name: 'More Case Studies' });
    const moreLinks = more.getByRole('heading', { level: 3 });
    await expect(moreLinks).toHaveCount(2);
    await expect(moreLinks).not.toContainText([project.title]);

    const cta = main.getByRole('region', { name: `Want Results Like ${project.client}?` });
    await expect(cta.getByRole('link', { name: 'Get in touch' })).toHaveAttribute(
      'href',
      '/contact',
    );

    const slides = main
      .getByRole('region', { name: 'Project gallery' })
      .locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(5);
  });

  test('passes axe and does not scroll sideways', async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });

  test('shows the cover beside the title on a wide screen, after the figures on a phone', async ({
    page,
    isMobile,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const title = page.getByRole('heading', { level: 1 });
    const cover = page.getByRole('img', { name: project.coverAlt });
    // One cover is shown at a time; the other is hidden for that width.
    await expect(cover).toHaveCount(1);
    await expect(cover).toBeVisible();
    const coverBox = (await cover.boundingBox())!;
    const titleBox = (await title.boundingBox())!;
    const firstFigure = (await page
      .getByRole('main')
      .getByText(project.results[0].value, { exact: true })
      .boundingBox())!;
    if (isMobile) {
      expect(coverBox.y).toBeGreaterThan(firstFigure.y);
      // The facts are still near the top of the page.
      const client = (await page.getByText(project.client, { exact: true }).first().boundingBox())!;
      expect(client.y).toBeLessThan(700);
    } else {
      // The header's right half: right of the title, level with it, above the figures.
      expect(coverBox.x).toBeGreaterThan(page.viewportSize()!.width / 2);
      expect(coverBox.x).toBeGreaterThanOrEqual(titleBox.x + titleBox.width);
      expect(coverBox.y).toBeLessThan(titleBox.y + titleBox.height);
      expect(coverBox.y + coverBox.height).toBeLessThan(firstFigure.y);
      expect(coverBox.width).toBeGreaterThan(400);
    }
  });
});

test.describe('case study gallery', () => {
  const project = findProject('patient-booking-portal')!;
  const path = `/projects/${project.slug}`;
  const [first, second, third] = project.gallery;
  const last = project.gallery[project.gallery.length - 1]!;

  const gallery = (page: Page) => page.getByRole('region', { name: 'Project gallery' });
  const opener = (page: Page, label: string) =>
    gallery(page).getByRole('link', { name: `Open the ${label} screen larger` });
  const lightbox = (page: Page, label: string) => page.getByRole('dialog', { name: label });

  async function expectShowing(dialog: Locator, index: number) {
    const item = project.gallery[index]!;
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('img', { name: `The ${item.label} screen of the ${project.title}` }),
    ).toHaveAttribute('src', item.image);
    await expect(dialog.getByText(`${index + 1} of ${project.gallery.length}`)).toBeVisible();
  }

  test('a click opens a screen large with its caption; next, previous and the arrow keys move', async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const link = opener(page, first!.label);
    await link.scrollIntoViewIfNeeded();
    // Without scripts the same link opens the full picture.
    await expect(link).toHaveAttribute('href', first!.image);
    await link.click();
    await expect(page).toHaveURL(path);
    await expectShowing(lightbox(page, first!.label), 0);
    // Focus starts inside, on the visible Close button.
    await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();

    await page.getByRole('button', { name: 'Next screen' }).click();
    await expectShowing(lightbox(page, second!.label), 1);
    await page.keyboard.press('ArrowRight');
    await expectShowing(lightbox(page, third!.label), 2);
    await page.keyboard.press('ArrowLeft');
    await expectShowing(lightbox(page, second!.label), 1);
    await page.getByRole('button', { name: 'Previous screen' }).click();
    await page.getByRole('button', { name: 'Previous screen' }).click();
    // Previous from the first screen goes round to the last.
    await expectShowing(lightbox(page, last.label), project.gallery.length - 1);

    // The page behind holds still: once the wheel has reached the page and two frames have been
    // drawn since, a scroll it caused would have begun.
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(20, 20);
    await page.evaluate(() => {
      (window as unknown as { wheelSettled: Promise<void> }).wheelSettled = new Promise((done) =>
        window.addEventListener(
          'wheel',
          () => requestAnimationFrame(() => requestAnimationFrame(() => done())),
          { once: true },
        ),
      );
    });
    await page.mouse.wheel(0, 800);
    await page.evaluate(() => (window as unknown as { wheelSettled: Promise<void> }).wheelSettled);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(link).toBeFocused();
  });

  test('the keyboard opens it with Enter or Space, Tab stays inside, Escape returns focus', async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const link = opener(page, first!.label);
    await link.scrollIntoViewIfNeeded();
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = lightbox(page, first!.label);
    await expectShowing(dialog, 0);
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(link).toBeFocused();

    await page.keyboard.press(' ');
    await expectShowing(lightbox(page, first!.label), 0);
    await page.keyboard.press('Escape');
    await expect(link).toBeFocused();
  });

  test('passes axe and fits the screen while open', async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const link = opener(page, first!.label);
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expectShowing(lightbox(page, first!.label), 0);
    await expectNoAxeViolations(page);
    await expectNoLayoutProblems(page, `${path} with the lightbox open`);
    for (const name of ['Close', 'Previous screen', 'Next screen'])
      await expect(page.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  });

  test('the slider keeps its five screens and holds still while one is open', async ({
    page,
    isMobile,
  }) => {
    // The page's timers run on a clock the test can move on (autoplay steps every 2,500 ms).
    await page.clock.install();
    await page.goto(path);
    await waitForHydration(page);
    const slides = gallery(page).locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(5);
    const shown = () =>
      slides.evaluateAll((all) => all.filter((s) => !(s as HTMLElement).inert).length);
    expect(await shown()).toBe(isMobile ? 1 : 5);
    const link = opener(page, first!.label);
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expectShowing(lightbox(page, first!.label), 0);
    // The pointer leaves the slider (it is over the dialog's backdrop), so only the open
    // lightbox holds it. Longer than two autoplay steps (2,500 ms each): the slide that opened it
    // is still in view.
    await page.mouse.move(2, 2);
    await page.clock.runFor(5500);
    await page.keyboard.press('Escape');
    await expect(link).toBeFocused();
    await expect(link).toBeInViewport();
  });
});

test.describe('case study gallery without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a screen link opens the full picture', async ({ page }) => {
    const project = findProject('freight-dispatch-dashboard')!;
    await page.goto(`/projects/${project.slug}`);
    const item = project.gallery[0]!;
    const link = page.getByRole('link', { name: `Open the ${item.label} screen larger` });
    await expect(link).toHaveAttribute('href', item.image);
    const response = await page.request.get(item.image);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
  });
});

test.describe('about team', () => {
  test('shows the team with portraits, names, roles and bios', async ({ page }) => {
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
  });

  test('passes axe and does not scroll sideways', async ({ page }) => {
    await page.goto('/about-us');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
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
