/**
 * Laying out runs of text as glyphs, each distinct glyph of a file defined once.
 */
import { fallbackGlyph, fontFor } from './fonts.mjs';
import { toPathData } from './path-data.mjs';

/**
 * The glyphs used by the file being converted: each distinct (weight, character) outline is
 * written once into <defs>, in font units, and every occurrence is a <use> of it.
 */
let glyphDefs = new Map();
/** Glyph outlines are stored with 1000 units to the em, in whole units. */
export const EM = 1000;

function glyphId(weight, char, draw) {
  const key = `${weight}:${char}`;
  if (!glyphDefs.has(key))
    glyphDefs.set(key, { id: `_g${glyphDefs.size}`, d: toPathData(draw(), 0) });
  return glyphDefs.get(key).id;
}

/** Lays out one run of characters: the glyphs with their x in font units, and the advance. */
export function layoutRun(text, { x, fontSize, weight, letterSpacing, extraSpacing }) {
  const { font, weight: fileWeight } = fontFor(weight);
  const scale = fontSize / font.unitsPerEm;
  const kerning = font.position.getKerningTables(font.position.getDefaultScriptName());
  const glyphs = [];
  let cursor = x;
  const chars = Array.from(text);
  let previous;
  chars.forEach((char, i) => {
    const glyph = font.charToGlyph(char);
    if (glyph.index === 0) {
      const fallback = fallbackGlyph(char, fileWeight);
      if (!fallback)
        throw new Error(
          `Inter (latin) has no glyph for "${char}" (U+${char.codePointAt(0).toString(16)})`,
        );
      const id = glyphId(fileWeight, char, () =>
        fallback.contours.flatMap((contour) => [
          ...contour.map(([gx, gy], j) => ({
            type: j === 0 ? 'M' : 'L',
            x: (gx * EM) / 2048,
            y: (-gy * EM) / 2048,
          })),
          { type: 'Z' },
        ]),
      );
      glyphs.push({ id, at: ((cursor - x) / fontSize) * EM });
      cursor += fallback.advance * scale;
      previous = undefined;
    } else {
      if (previous && kerning)
        cursor += font.position.getKerningValue(kerning, previous.index, glyph.index) * scale;
      if (glyph.numberOfContours !== 0 && char.trim()) {
        const id = glyphId(fileWeight, char, () => glyph.getPath(0, 0, EM).commands);
        glyphs.push({ id, at: ((cursor - x) / fontSize) * EM });
      }
      cursor += glyph.advanceWidth * scale;
      previous = glyph;
    }
    cursor += letterSpacing;
    if (i < chars.length - 1) cursor += extraSpacing;
  });
  return { glyphs, end: cursor };
}

/** Starts a new file: no glyphs used yet. */
export function startFile() {
  glyphDefs = new Map();
}

/** The glyphs the file uses, each with its id and path data. */
export function usedGlyphs() {
  return [...glyphDefs.values()];
}
