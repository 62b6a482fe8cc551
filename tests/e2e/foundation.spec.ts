import { expect, expectNoAxeViolations, fakeToken, test, waitForHydration } from './support/test';

const publicPages: { path: string; heading: RegExp | string }[] = [
  { path: '/about-us', heading: 'About Us' },
  { path: '/services', heading: 'Our Services' },
  { path: '/pricing', heading: 'Pricing Plans' },
  { path: '/portfolio', heading: 'Portfolio' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-conditions', heading: 'Terms and Conditions' },
  { path: '/cart', heading: 'Your Selected Plans' },
];

test('the home page hydrates under the CSP and links to the start of a project', async ({
  page,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expect(page.getByRole('link', { name: 'Learn More about ECS Digital' })).toHaveAttribute(
    'href',
    '/about-us',
  );
  await expect(page.getByRole('contentinfo')).toContainText('info@ecsdigital.com');
});

test('a page served from the page cache twice runs under a hash-based CSP with no violation', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const path = `/pricing?visit=${Date.now()}-${Math.random().toString(36).slice(2)}`;
  for (const expected of ['miss', 'hit']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const headers = await response!.allHeaders();
    expect(headers['x-page-cache']).toBe(expected);
    const scriptSrc = /script-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1];
    expect(scriptSrc).toContain("'sha256-");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('nonce-');
    await waitForHydration(page);
    // Hydrated: the client-side cart works.
    await page
      .getByRole('button', { name: /add to cart/i })
      .first()
      .click();
    await expect(page.getByRole('button', { name: /remove from cart/i }).first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    await page.evaluate(() => localStorage.clear());
  }
});

test('header links navigate client-side between the public pages', async ({ page, isMobile }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const links: [string, string][] = [
    ['Services', '/services'],
    ['Portfolio', '/portfolio'],
    ['Pricing', '/pricing'],
    ['About Us', '/about-us'],
    ['Contact', '/contact'],
    ['Home', '/'],
  ];
  for (const [label, href] of links) {
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' });
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(href);
    if (isMobile) await expect(nav).toBeHidden();
    else
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
  }
  // The same window object: no full page load happened.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  await expect(page).toHaveURL('/');
});

test('the phone menu opens from the keyboard, keeps focus off the page behind and gives it back on Escape', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the menu button shows below the large breakpoint only');
  await page.goto('/about-us');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Open menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
  // A modal dialog: Tab goes round its eight controls and, as the browser lets it, past them to
  // the browser's own controls, never to the page behind it.
  const stops = new Set<string>();
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    const where = await menu.evaluate((el) => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'browser';
      return el.contains(active)
        ? `menu: ${active.textContent || active.getAttribute('aria-label')}`
        : 'page';
    });
    expect(where).not.toBe('page');
    stops.add(where);
  }
  expect([...stops].filter((stop) => stop.startsWith('menu')).length).toBe(8);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expectNoAxeViolations(page);
});

test('Get Started leads to pricing', async ({ page, isMobile }) => {
  await page.goto('/about-us');
  await waitForHydration(page);
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing Plans');
});

for (const { path, heading } of publicPages) {
  test(`${path} shows its heading and breadcrumb and passes axe`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);
  });
}

test('breadcrumbs label each segment and link back up the path', async ({ page }) => {
  await page.goto('/services/seo-analysis');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Services', 'SEO Analysis']);
  await expect(crumbs.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
});

test('an unknown URL shows the not-found page with status 404', async ({ page, pageErrors }) => {
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  // Chromium reports the 404 document itself on the console; that one is expected here.
  await expect.poll(() => pageErrors.length).toBeGreaterThan(0);
  expect(pageErrors.splice(0)).toEqual([
    'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)',
  ]);
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  await expect(
    page.getByText("The page you're looking for doesn't exist or has been moved."),
  ).toBeVisible();
  await waitForHydration(page);
  // Besides Home, the pages most visitors were looking for.
  const onward = page.getByRole('navigation', { name: 'Or go straight to' });
  await expect(onward.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  await expect(onward.getByRole('link')).toHaveCount(5);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL('/');
});

test.describe('dashboard guard', () => {
  test('no token sends the visitor to /sign-in', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/sign-in');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  });

  test('a malformed token is removed and sends the visitor to /sign-in', async ({ page }) => {
    await page.goto('/sign-in');
    await page.evaluate(() => localStorage.setItem('token', 'not-a-token'));
    await page.goto('/dashboard/blogs');
    await expect(page).toHaveURL('/sign-in');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('an expired token is removed and sends the visitor to /sign-in', async ({ page }) => {
    await page.goto('/sign-in');
    const token = fakeToken({
      sub: 'abc',
      firstName: 'Ada',
      isAdmin: true,
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.goto('/dashboard/settings');
    await expect(page).toHaveURL('/sign-in');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test.describe('header behaviour', () => {
  test('the header sticks after 10 px, hides on the way down and returns on the way up', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await waitForHydration(page);
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
    });
    const header = page.locator('body > div > header').first();
    await expect(header).not.toHaveAttribute('data-sticky');
    await page.mouse.wheel(0, 30);
    await expect(header).toHaveAttribute('data-sticky', 'true');
    await page.mouse.wheel(0, 900);
    await expect(header).toHaveClass(/-translate-y-full/);
    await page.mouse.wheel(0, -200);
    await expect(header).not.toHaveClass(/-translate-y-full/);
  });
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu button only shows on small screens');

  test('opens by keyboard, locks page scrolling, closes with Escape and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const trigger = page.getByRole('button', { name: 'Open menu' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .toBe('hidden');
    await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    // A tap on the dimmed page beside the panel closes it too.
    await trigger.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(8, 400);
    await expect(menu).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .not.toBe('hidden');
  });
});

test.describe('sign in and out', () => {
  const ADMIN = { email: 'admin@e2e.ecs', password: 'e2e-admin-password' };

  test('shows the sign-in messages, toggles the password and keeps the error under the form', async ({
    page,
  }) => {
    await page.goto('/sign-in');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).focus();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-typed');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(page);
  });

  test('a wrong password shows the server message and clears the password', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/sign-in');
    await waitForHydration(page);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('definitely-wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
    ).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    // The browser reports the 401 answer on the console; it is the expected outcome here.
    pageErrors.splice(0);
  });

  test('signing in opens the dashboard; logout revokes the token and returns home', async ({
    page,
  }) => {
    await page.goto('/sign-in');
    await waitForHydration(page);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText('Hello, Ada')).toBeVisible();
    // On small screens the closed sidebar is inert and hidden from AT: open it first.
    if ((page.viewportSize()?.width ?? 1280) < 1024)
      await page.getByRole('button', { name: 'Open sidebar' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Services' }),
    ).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logout' });
    await expect(dialog).toContainText('Are you sure you want to Logout ?');
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const replay = await page.request.get('/api/users/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(replay.status()).toBe(401);
  });

  test('a well-formed token the server does not know is removed and sends the visitor to /sign-in', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/sign-in');
    const token = fakeToken({
      sub: 'abc',
      jti: 'def',
      firstName: 'Grace',
      isAdmin: true,
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/sign-in');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    pageErrors.splice(0);
  });
});
