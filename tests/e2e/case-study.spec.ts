import { findProject } from '~/content/projects';
import type { Locator, Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoLayoutProblems } from './support/layout';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';

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

  /** Opens the case study and scrolls to the link that opens its first screen larger. */
  async function firstScreenLink(page: Page) {
    await page.goto(path);
    await waitForHydration(page);
    const link = opener(page, first!.label);
    await link.scrollIntoViewIfNeeded();
    return link;
  }

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
    const link = await firstScreenLink(page);
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
    const link = await firstScreenLink(page);
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
    const link = await firstScreenLink(page);
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
