import type { Page } from '@playwright/test';

/**
 * Holds back the requests to `url` until `release()`, so a test sees what the screen shows while an
 * answer is on its way (a progress bar, a loading row) for as long as it needs, and no longer.
 */
export async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
