import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { staffInput, unique } from '~/tests/support/factories';
import { expect, waitForHydration } from './support/test';

/** The admin the e2e server ensures at start (playwright.config.ts). */
export const ADMIN = { email: 'admin@e2e.ecs', password: 'e2e-admin-password', firstName: 'Ada' };

export interface Account {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A short token no other test uses, for titles, emails and names. */
export const uniqueToken = (prefix = 'e2e') => unique(prefix);

export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/users/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A staff account (not an admin) created through the admin API, unique per call. */
export async function createStaffAccount(
  request: APIRequestContext,
  overrides: Partial<Omit<Account, 'id'>> & { isAdmin?: boolean } = {},
): Promise<Account> {
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const input = staffInput(overrides);
  const response = await request.post('/api/users', { headers: bearer(token), data: input });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: { _id: string } };
  return {
    id: user._id,
    email: input.email,
    password: input.password,
    firstName: input.firstName,
    lastName: input.lastName,
  };
}

/** Signs in through the sign-in form and waits for the dashboard to greet the user. */
export async function signIn(
  page: Page,
  { email, password, firstName }: { email: string; password: string; firstName: string },
) {
  await page.goto('/sign-in');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText(`Hello, ${firstName}`)).toBeVisible();
}

/** A new staff account, signed in on `page` (the dashboard greets it). */
export async function signInAsNewStaff(page: Page, request: APIRequestContext): Promise<Account> {
  const staff = await createStaffAccount(request);
  await signIn(page, staff);
  return staff;
}

export const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** The sidebar navigation; on small screens it is opened with its toggle first. */
export async function sidebar(page: Page) {
  if (isNarrow(page)) await page.getByRole('button', { name: 'Open sidebar' }).click();
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav).toBeVisible();
  return nav;
}

/** Goes to a dashboard screen through the sidebar, as a person would. */
export async function navigate(page: Page, label: string, url: string) {
  const nav = await sidebar(page);
  await nav.getByRole('link', { name: label, exact: true }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
}

/** A small PNG of one colour, as a file the browser can upload. */
export async function pngFile(name: string, colour = '#4c3bea') {
  const buffer = await sharp({
    create: { width: 48, height: 32, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Types into the Quill editor labelled `label` (waits for it to load). */
export async function typeRichText(page: Page, label: string, text: string) {
  const editor = page.getByRole('textbox', { name: label });
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.type(text);
}

/** The answer of `GET /api/blogs/:id` with a token (inactive blogs included). */
export async function readBlog(request: APIRequestContext, token: string, id: string) {
  const response = await request.get(`/api/blogs/${id}`, { headers: bearer(token) });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/**
 * The width a dashboard list gets in a window this wide: the window less the sidebar (176 px from
 * 1024 px, 256 px from 1280 px) and the main area's padding (16, 24 from 640 px, 32 from 1024 px).
 */
export function dashboardListWidth(windowWidth: number) {
  if (windowWidth >= 1280) return windowWidth - 256 - 64;
  if (windowWidth >= 1024) return windowWidth - 176 - 64;
  if (windowWidth >= 640) return windowWidth - 48;
  return windowWidth - 32;
}

/**
 * Whether a record's actions sit in its "Actions" menu: where its table is narrower than 928 px
 * (docs/product.md#responsive), a card or a narrow table; a 1024 px window's list is 784 px and a
 * 1280 px one's 960 px.
 */
export const hasActionMenus = (page: Page) =>
  dashboardListWidth(page.viewportSize()?.width ?? 1280) < 928;

/**
 * One action of a record in a dashboard list, by its accessible name (e.g. `Edit Spring launch`):
 * a button or link in the row where its table is at least 928 px wide, an item of the record's
 * "Actions" menu in a narrower one, which this opens first. The table decides, not the window: a
 * list inside a card (the staff accounts) is narrower than the main area.
 */
export async function recordAction(page: Page, record: string, name: string) {
  const menu = page.getByRole('button', { name: `Actions for ${record}`, exact: true });
  const direct = page
    .getByRole('button', { name, exact: true })
    .or(page.getByRole('link', { name, exact: true }));
  // Only one of the two is rendered at a width (the other is display: none).
  await expect(menu.or(direct)).toBeVisible();
  if (await menu.isVisible()) {
    await menu.click();
    return page.getByRole('menuitem', { name, exact: true });
  }
  return direct;
}
