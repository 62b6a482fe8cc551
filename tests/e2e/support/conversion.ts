import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect } from './test';

/** The company inbox the e2e server sends contact, checkout and agreement mail to. */
export const INBOX = 'inbox@e2e.ecs';

export const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;
export const visitorEmail = (prefix: string) =>
  `${prefix}-${randomBytes(4).toString('hex')}@northwind.example`;

/** Draws a signature with the mouse, the way a person signs with a pointer. */
export async function drawSignature(page: Page) {
  const canvas = page.locator('canvas[data-ready]');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  expect(Math.round(box.height)).toBe(150);
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let step = 1; step <= 20; step++)
    await page.mouse.move(box.x + 30 + step * ((box.width - 60) / 20), y + Math.sin(step) * 30);
  await page.mouse.up();
}
