/**
 * The text of a screen: Inter, measured the way the outlines will set it, the shared palette
 * and the <text> element.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { escapeUTF8 } from 'entities';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('@fontsource/inter/package.json')), 'files');
const fonts = new Map();
function font(weight) {
  const w = weight >= 650 ? 700 : weight >= 550 ? 600 : weight >= 450 ? 500 : 400;
  if (!fonts.has(w)) {
    const buffer = readFileSync(join(fontDir, `inter-latin-${w}-normal.woff`));
    fonts.set(
      w,
      opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength)),
    );
  }
  return fonts.get(w);
}
/** The width of a line of Inter at a size and weight. */
export function measure(text, size = 16, weight = 400) {
  const f = font(weight);
  let width = 0;
  for (const char of text) width += f.charToGlyph(char).advanceWidth ?? 0;
  return (width * size) / f.unitsPerEm;
}

// ---------------------------------------------------------------------------------------------
// Palette shared by every screen; each client adds its own brand colours.
export const ink = '#0f1f3d';
export const body = '#475569';
export const muted = '#64748b';
export const faint = '#94a3b8';
export const line = '#e5e9f0';
export const soft = '#f5f7fb';
export const green = '#059669';
export const red = '#dc2626';

export const esc = (s) => escapeUTF8(String(s));
export const n = (v) => Math.round(v * 10) / 10;

export function t(x, y, text, { size = 16, weight = 400, fill = ink, anchor, spacing } = {}) {
  const extra = [
    anchor ? ` text-anchor="${anchor}"` : '',
    spacing ? ` letter-spacing="${spacing}"` : '',
  ].join('');
  return `<text x="${n(x)}" y="${n(y)}" font-size="${size}" font-weight="${weight}" fill="${fill}"${extra}>${esc(text)}</text>`;
}
