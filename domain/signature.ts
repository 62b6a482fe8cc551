/**
 * What counts as a signature (docs/product.md#agreement-record): real ink over a real part of the
 * box, not an empty pad, a dot, a tick or a stray line. The pad is 150 px high; lengths here are in
 * the pad's CSS pixels. The server checks the decoded image by the same measure.
 */
export const SIGNATURE_INK = {
  /** The strokes' total length, or the dark pixels of the image at one pixel per CSS pixel. */
  minInk: 40,
  /** The ink's extent: its longer side and its shorter side. */
  minLongSide: 30,
  minShortSide: 6,
} as const;

interface Point {
  x: number;
  y: number;
}

/** Whether the ink has a signature's extent: a width and height of `width` × `height`. */
export function hasSignatureExtent(width: number, height: number, scale = 1): boolean {
  return (
    Math.max(width, height) >= SIGNATURE_INK.minLongSide * scale &&
    Math.min(width, height) >= SIGNATURE_INK.minShortSide * scale
  );
}

/** Whether strokes drawn on the pad (each a list of points) are long and wide enough to sign with. */
export function strokesAreSignature(strokes: readonly (readonly Point[])[]): boolean {
  let length = 0;
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const stroke of strokes)
    stroke.forEach((point, index) => {
      const previous = stroke[index - 1];
      if (previous) length += Math.hypot(point.x - previous.x, point.y - previous.y);
      minX = Math.min(minX, point.x);
      maxX = Math.max(maxX, point.x);
      minY = Math.min(minY, point.y);
      maxY = Math.max(maxY, point.y);
    });
  if (length < SIGNATURE_INK.minInk) return false;
  return hasSignatureExtent(maxX - minX, maxY - minY);
}
