import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hasSignatureInk } from './signature-ink';

/** A pad-sized PNG (600 × 150 at `density` pixels per CSS pixel) with this SVG drawing on it. */
async function pad(drawing: string, { background = '#fff', density = 1 } = {}) {
  const [width, height] = [600 * density, 150 * density];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 150"><rect width="600" height="150" fill="${background}"/>${drawing}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const pen = (d: string, width = 2) =>
  `<path d="${d}" stroke="#000" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

describe('hasSignatureInk', () => {
  it('refuses a blank, transparent, all-white or one-pixel image and a single dot', async () => {
    const transparent = await sharp({
      create: { width: 600, height: 150, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const onePixel = await sharp({
      create: { width: 1, height: 1, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } },
    })
      .png()
      .toBuffer();
    expect(await hasSignatureInk(transparent)).toBe(false);
    expect(await hasSignatureInk(await pad(''))).toBe(false);
    expect(await hasSignatureInk(onePixel)).toBe(false);
    expect(await hasSignatureInk(await pad('<circle cx="300" cy="75" r="2"/>'))).toBe(false);
    expect(
      await hasSignatureInk(await pad('<circle cx="300" cy="75" r="2"/>', { density: 3 })),
    ).toBe(false);
  });

  it('refuses a tick, a stray line and a few scattered dots', async () => {
    expect(await hasSignatureInk(await pad(pen('M290 70 L296 80 L310 60')))).toBe(false);
    expect(await hasSignatureInk(await pad(pen('M100 75 L400 76', 1.5)))).toBe(false);
    const dots = [20, 200, 400, 580].map((x) => `<circle cx="${x}" cy="75" r="1.5"/>`).join('');
    expect(await hasSignatureInk(await pad(dots))).toBe(false);
  });

  it('accepts a short initial, a quick scribble and a real signature, at any pixel density', async () => {
    const initial = pen('M320 50 L320 90 L312 96 L304 90', 1.5);
    const scribble = pen('M200 80 L215 65 L230 85 L245 65 L260 85', 1);
    const signature = pen('M20 100 C 120 10, 220 140, 320 60 S 520 40, 580 110', 2.5);
    for (const drawing of [initial, scribble, signature]) {
      expect(await hasSignatureInk(await pad(drawing))).toBe(true);
      expect(await hasSignatureInk(await pad(drawing, { density: 2.625 }))).toBe(true);
    }
    // Ink on a transparent pad counts as well.
    expect(await hasSignatureInk(await pad(signature, { background: 'none' }))).toBe(true);
  });
});
