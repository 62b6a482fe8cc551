/**
 * Inter, the font the outlines are set in: the weight files on disk, and the few glyphs the
 * latin subset lacks.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('@fontsource/inter/package.json')), 'files');

const WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900];
const fonts = new Map();

export function fontFor(weight) {
  const nearest = WEIGHTS.reduce((best, w) =>
    Math.abs(w - weight) < Math.abs(best - weight) ? w : best,
  );
  if (!fonts.has(nearest)) {
    const buffer = readFileSync(join(fontDir, `inter-latin-${nearest}-normal.woff`));
    fonts.set(
      nearest,
      opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength)),
    );
  }
  return { font: fonts.get(nearest), weight: nearest };
}

/**
 * Glyphs Inter has but the latin subset on disk lacks, drawn in font units (y up) for a 2048-unit
 * em. Each entry: advance width and contours as [x, y] polygons, with a stroke weight per style.
 */
export function fallbackGlyph(char, weight) {
  if (char !== '→') return undefined;
  const t = 120 + (weight - 400) * 0.3; // stroke thickness grows with weight
  const mid = 700; // the arrow sits on Inter's math axis
  const left = 150;
  const right = 1640;
  const head = 520;
  return {
    advance: 1790,
    contours: [
      [
        [left, mid - t / 2],
        [right - t, mid - t / 2],
        [right - t, mid + t / 2],
        [left, mid + t / 2],
      ],
      [
        [right - head, mid + head],
        [right - head + t * 0.75, mid + head + t * 0.7],
        [right + t * 0.35, mid],
        [right - head + t * 0.75, mid - head - t * 0.7],
        [right - head, mid - head],
        [right - t * 0.5, mid],
      ],
    ],
  };
}
