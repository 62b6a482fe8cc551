import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect } from './test';

/** The company inbox the e2e server sends contact, checkout and agreement mail to. */
export const INBOX = 'inbox@e2e.ecs';

export const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;
export const visitorEmail = (prefix: string) =>
  `${prefix}-${randomBytes(4).toString('hex')}@northwind.example`;

/** The signature pad once it is ready, scrolled into view, and where it is on the page. */
export async function signaturePad(page: Page) {
  const canvas = page.locator('canvas[data-ready]');
  await canvas.scrollIntoViewIfNeeded();
  return (await canvas.boundingBox())!;
}

type Box = Awaited<ReturnType<typeof signaturePad>>;

/**
 * Draws a wave on the pad with the mouse, the way a person signs with a pointer: from `inset`
 * pixels in, `steps` moves of `stepWidth` pixels (by default across the pad), `amplitude` pixels
 * up and down.
 */
export async function drawWave(
  page: Page,
  box: Box,
  {
    inset = 30,
    steps = 20,
    stepWidth = (box.width - 2 * inset) / steps,
    amplitude = 30,
  }: { inset?: number; steps?: number; stepWidth?: number; amplitude?: number } = {},
) {
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + inset, y);
  await page.mouse.down();
  for (let step = 1; step <= steps; step++)
    await page.mouse.move(box.x + inset + step * stepWidth, y + Math.sin(step) * amplitude);
  await page.mouse.up();
}

/** Draws a signature across the pad, which is 150 pixels high. */
export async function drawSignature(page: Page) {
  const box = await signaturePad(page);
  expect(Math.round(box.height)).toBe(150);
  await drawWave(page, box);
}
