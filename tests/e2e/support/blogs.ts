import type { Page } from '@playwright/test';

/** The blog's id: the last segment of its dashboard link. */
export const blogIdFromHref = (href: string | null) => href?.split('/').pop() ?? '';

/** The table row of the blog with this title. */
export const blogRow = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: title }) });
