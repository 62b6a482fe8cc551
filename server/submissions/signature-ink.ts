import sharp from 'sharp';
import { hasSignatureExtent, SIGNATURE_INK } from '~/domain/signature';

/** The pad's height in CSS pixels: an image twice as high was drawn at twice the pixel density. */
const PAD_HEIGHT = 150;

/** A pixel at least this dark over white (0 white, 1 black) is ink; lighter ones are smoothing. */
const INK_DARKNESS = 0.25;

/**
 * Whether a signature image carries real ink (docs/product.md#agreement-record): enough dark
 * pixels, spread over a signature's extent. A blank, transparent or all-white image, a single
 * pixel or a dot is not a signature. Sizes scale with the image's pixel density.
 */
export async function hasSignatureInk(png: Buffer): Promise<boolean> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const scale = Math.max(1, height / PAD_HEIGHT);
  let ink = 0;
  let [minX, minY, maxX, maxY] = [width, height, -1, -1];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      const luminance = 0.2126 * data[at]! + 0.7152 * data[at + 1]! + 0.0722 * data[at + 2]!;
      const darkness = (1 - luminance / 255) * (data[at + 3]! / 255);
      if (darkness < INK_DARKNESS) continue;
      ink++;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  if (ink < SIGNATURE_INK.minInk * scale * scale) return false;
  return hasSignatureExtent(maxX - minX + 1, maxY - minY + 1, scale);
}
