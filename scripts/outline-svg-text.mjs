#!/usr/bin/env node
/**
 * Replaces every <text> (and its <tspan>s) in the SVG illustrations with <path> outlines set in
 * Inter, so an illustration looks the same on every device whether or not the font is installed
 * (an <img> SVG cannot use the page's web fonts). Run it after adding or editing an illustration:
 *
 *   npm run art:outline            # every SVG under public/images
 *   npm run art:outline -- a.svg   # only the files given
 *
 * Honoured: x, y, dx, dy, font-size, font-weight (the nearest Inter weight file), text-anchor,
 * letter-spacing, textLength with lengthAdjust, and the same properties inherited from ancestor
 * elements. Presentation attributes of the text itself (fill, opacity, transform…) move to the path.
 * Coordinates are rounded to one decimal place to keep the files small.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeXML, escapeUTF8 } from 'entities';
import opentype from 'opentype.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('@fontsource/inter/package.json')), 'files');

const WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900];
const fonts = new Map();

function fontFor(weight) {
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

/** Properties a <text> takes from its ancestors, with their CSS initial values. */
const INHERITED = {
  'font-size': '16',
  'font-weight': '400',
  'text-anchor': 'start',
  'letter-spacing': '0',
};
/** Attributes that only mean something to text and disappear with it. */
const TEXT_ONLY = new Set([
  'x',
  'y',
  'dx',
  'dy',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'letter-spacing',
  'textLength',
  'lengthAdjust',
  'dominant-baseline',
  'xml:space',
]);

const TAG = /<(\/?)([a-zA-Z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTR = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function parseAttrs(source) {
  const attrs = new Map();
  for (const match of source.matchAll(ATTR)) attrs.set(match[1], match[2] ?? match[3]);
  return attrs;
}

function weightOf(value) {
  if (value === 'normal') return 400;
  if (value === 'bold') return 700;
  const n = Number(value);
  return Number.isFinite(n) ? n : 400;
}

function lengthOf(value, fontSize) {
  if (value === undefined || value === 'normal') return 0;
  const n = parseFloat(value);
  if (!Number.isFinite(n)) return 0;
  return value.trim().endsWith('em') ? n * fontSize : n;
}

/**
 * Glyphs Inter has but the latin subset on disk lacks, drawn in font units (y up) for a 2048-unit
 * em. Each entry: advance width and contours as [x, y] polygons, with a stroke weight per style.
 */
function fallbackGlyph(char, weight) {
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

/**
 * The glyphs used by the file being converted: each distinct (weight, character) outline is
 * written once into <defs>, in font units, and every occurrence is a <use> of it.
 */
let glyphDefs = new Map();
/** Glyph outlines are stored with 1000 units to the em, in whole units. */
const EM = 1000;

function glyphId(weight, char, draw) {
  const key = `${weight}:${char}`;
  if (!glyphDefs.has(key))
    glyphDefs.set(key, { id: `_g${glyphDefs.size}`, d: toPathData(draw(), 0) });
  return glyphDefs.get(key).id;
}

/** Lays out one run of characters: the glyphs with their x in font units, and the advance. */
function layoutRun(text, { x, fontSize, weight, letterSpacing, extraSpacing }) {
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

const round = (n, digits = 1) => {
  const f = 10 ** digits;
  const r = Math.round(n * f) / f;
  return Object.is(r, -0) ? 0 : r;
};

/** Joins numbers SVG-style: no separator before a minus sign, no leading zero. */
function joinNumbers(numbers) {
  let out = '';
  numbers.forEach((n, i) => {
    let s = String(n);
    if (s.startsWith('0.')) s = s.slice(1);
    else if (s.startsWith('-0.')) s = '-' + s.slice(2);
    const needsSpace = i > 0 && !s.startsWith('-') && !(s.startsWith('.') && /\.\d*$/.test(out));
    out += (needsSpace ? ' ' : '') + s;
  });
  return out;
}

/**
 * Absolute commands to compact relative path data, rounded to one decimal place: zero-length
 * lines dropped, h/v for straight lines, t where a curve's control point mirrors the previous one
 * (TrueType outlines are full of those), and a repeated command letter left out.
 */
function toPathData(commands, digits = 1) {
  const r = (n) => round(n, digits);
  let d = '';
  let letter = '';
  const emit = (type, numbers) => {
    const text = joinNumbers(numbers);
    if (type === letter && type !== 'M' && type !== 'z') {
      d += text.startsWith('-') || (text.startsWith('.') && /\.\d*$/.test(d)) ? text : ' ' + text;
    } else d += type + text;
    letter = type;
  };
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  // The last quadratic control point, absolute, for the t shorthand.
  let qx;
  let qy;
  for (const c of commands) {
    if (c.type === 'Z') {
      if (letter !== 'z') emit('z', []);
      cx = sx;
      cy = sy;
      qx = undefined;
      continue;
    }
    const x = r(c.x);
    const y = r(c.y);
    const dx = r(x - cx);
    const dy = r(y - cy);
    let nextQx;
    let nextQy;
    if (c.type === 'M') {
      emit('M', [x, y]);
      sx = x;
      sy = y;
    } else if (c.type === 'L') {
      if (dx === 0 && dy === 0) continue;
      if (dy === 0) emit('h', [dx]);
      else if (dx === 0) emit('v', [dy]);
      else emit('l', [dx, dy]);
    } else if (c.type === 'Q') {
      const x1 = r(c.x1);
      const y1 = r(c.y1);
      if (
        qx !== undefined &&
        Math.abs(2 * cx - qx - x1) < 1.1 / 10 ** digits &&
        Math.abs(2 * cy - qy - y1) < 1.1 / 10 ** digits
      ) {
        emit('t', [dx, dy]);
        nextQx = r(2 * cx - qx);
        nextQy = r(2 * cy - qy);
      } else {
        emit('q', [r(x1 - cx), r(y1 - cy), dx, dy]);
        nextQx = x1;
        nextQy = y1;
      }
    } else if (c.type === 'C') {
      emit('c', [r(r(c.x1) - cx), r(r(c.y1) - cy), r(r(c.x2) - cx), r(r(c.y2) - cy), dx, dy]);
    }
    qx = nextQx;
    qy = nextQy;
    cx = r(cx + (c.type === 'M' ? x - cx : dx));
    cy = r(cy + (c.type === 'M' ? y - cy : dy));
  }
  return d;
}

function firstNumber(value) {
  if (value === undefined) return undefined;
  const n = parseFloat(value.trim().split(/[\s,]+/)[0]);
  return Number.isFinite(n) ? n : undefined;
}

/** Converts one <text> element (its source, with the properties inherited from ancestors). */
function outlineText(openAttrs, inner, inherited) {
  const props = { ...inherited };
  for (const key of Object.keys(INHERITED)) if (openAttrs.has(key)) props[key] = openAttrs.get(key);

  // Spans: the text's own characters and each <tspan>, in order, each with its properties.
  const spans = [];
  let pending = inner;
  const tspan = /<tspan((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*>([\s\S]*?)<\/tspan>/;
  while (pending.length) {
    const match = pending.match(tspan);
    const before = match ? pending.slice(0, match.index) : pending;
    if (before) spans.push({ attrs: new Map(), text: before });
    if (!match) break;
    spans.push({ attrs: parseAttrs(match[1]), text: match[2] });
    pending = pending.slice(match.index + match[0].length);
  }
  if (spans.some((span) => /</.test(span.text))) {
    throw new Error('Nested markup inside <text> other than <tspan> is not supported');
  }

  // SVG collapses white space: runs become one space, leading and trailing space is dropped.
  const joined = spans.map((span) => span.text).join('');
  const leading = joined.length - joined.trimStart().length;
  let offset = 0;
  for (const span of spans) {
    let text = decodeXML(span.text.replace(/\s+/g, ' '));
    if (offset < leading) text = text.trimStart();
    offset += span.text.length;
    span.text = text;
  }
  if (spans.length) spans[spans.length - 1].text = spans[spans.length - 1].text.trimEnd();

  const fontSize = lengthOf(props['font-size'], 16);
  let x = firstNumber(openAttrs.get('x')) ?? 0;
  let y = firstNumber(openAttrs.get('y')) ?? 0;
  x += firstNumber(openAttrs.get('dx')) ?? 0;
  y += firstNumber(openAttrs.get('dy')) ?? 0;
  const anchor = props['text-anchor'];

  // Lay out chunk by chunk (a tspan with its own x starts a new anchored chunk).
  const chunks = [];
  let chunk = { startX: x, runs: [] };
  chunks.push(chunk);
  let cursorX = x;
  let cursorY = y;
  for (const span of spans) {
    const spanProps = { ...props };
    for (const key of Object.keys(INHERITED))
      if (span.attrs.has(key)) spanProps[key] = span.attrs.get(key);
    const sx = firstNumber(span.attrs.get('x'));
    const sy = firstNumber(span.attrs.get('y'));
    if (sx !== undefined) {
      chunk = { startX: sx, runs: [] };
      chunks.push(chunk);
      cursorX = sx;
    }
    if (sy !== undefined) cursorY = sy;
    cursorX += firstNumber(span.attrs.get('dx')) ?? 0;
    cursorY += firstNumber(span.attrs.get('dy')) ?? 0;
    if (!span.text) continue;
    const size = lengthOf(spanProps['font-size'], fontSize);
    const run = {
      text: span.text,
      x: cursorX,
      y: cursorY,
      fontSize: size,
      weight: weightOf(spanProps['font-weight']),
      letterSpacing: lengthOf(spanProps['letter-spacing'], size),
      extraSpacing: 0,
      attrs: span.attrs,
    };
    const laid = layoutRun(run.text, run);
    run.width = laid.end - run.x;
    cursorX = laid.end;
    chunk.runs.push(run);
  }

  // textLength stretches the whole text to the given width (one chunk texts only).
  const textLength = firstNumber(openAttrs.get('textLength'));
  const adjust = openAttrs.get('lengthAdjust') ?? 'spacing';
  let stretch = 1;
  if (textLength !== undefined && chunks.length === 1 && chunk.runs.length) {
    const natural = chunk.runs.reduce((sum, run) => sum + run.width, 0);
    if (adjust === 'spacingAndGlyphs') stretch = textLength / natural;
    else {
      const count = chunk.runs.reduce((sum, run) => sum + Array.from(run.text).length, 0);
      const extra = count > 1 ? (textLength - natural) / (count - 1) : 0;
      let at = chunk.startX;
      for (const run of chunk.runs) {
        run.x = at;
        run.extraSpacing = extra;
        const laid = layoutRun(run.text, run);
        run.width = laid.end - run.x + extra;
        at += run.width;
      }
    }
  }

  const num = (n, digits) => joinNumbers([round(n, digits)]);
  const groups = [];
  for (const { startX, runs } of chunks) {
    if (!runs.length) continue;
    const last = runs[runs.length - 1];
    const width = (last.x + last.width - startX) * stretch;
    const shift = anchor === 'middle' ? -width / 2 : anchor === 'end' ? -width : 0;
    for (const run of runs) {
      const { glyphs } = layoutRun(run.text, run);
      if (!glyphs.length) continue;
      const scale = run.fontSize / EM;
      const originX = startX + (run.x - startX) * stretch + shift;
      const matrix = [scale * stretch, 0, 0, scale, originX, run.y];
      const uses = glyphs
        .map(({ id, at }) => {
          const ux = Math.round(at);
          return `<use href="#${id}"${ux ? ` x="${ux}"` : ''}/>`;
        })
        .join('');
      const m = matrix.map((n, i) => num(n, i < 4 ? 6 : 2)).join(' ');
      groups.push({ body: `<g transform="matrix(${m})">${uses}</g>`, attrs: run.attrs });
    }
  }

  const keep = (attrs) =>
    [...attrs]
      .filter(([key]) => !TEXT_ONLY.has(key))
      .map(([key, value]) => ` ${key}="${escapeUTF8(value)}"`)
      .join('');
  const own = keep(openAttrs);
  const body = groups
    .map((group) => {
      const paint = keep(group.attrs);
      return paint ? `<g${paint}>${group.body}</g>` : group.body;
    })
    .join('');
  if (!body) return '';
  return own ? `<g${own}>${body}</g>` : body;
}

/** Returns the SVG source with every <text> replaced by outlines. */
function outlineSvg(source) {
  glyphDefs = new Map();
  const stack = [];
  let out = '';
  let last = 0;
  TAG.lastIndex = 0;
  let match;
  while ((match = TAG.exec(source))) {
    const [whole, closing, name, attrSource, selfClosing] = match;
    if (name === 'text' && !closing) {
      const end = source.indexOf('</text>', TAG.lastIndex);
      if (end < 0) throw new Error('Unclosed <text>');
      const inherited = { ...INHERITED };
      for (const frame of stack)
        for (const key of Object.keys(INHERITED))
          if (frame.attrs.has(key)) inherited[key] = frame.attrs.get(key);
      out += source.slice(last, match.index);
      out += selfClosing
        ? ''
        : outlineText(parseAttrs(attrSource), source.slice(TAG.lastIndex, end), inherited);
      last = selfClosing ? TAG.lastIndex : end + '</text>'.length;
      TAG.lastIndex = last;
      continue;
    }
    if (closing) stack.pop();
    else if (!selfClosing) stack.push({ name, attrs: parseAttrs(attrSource) });
    void whole;
  }
  out += source.slice(last);
  if (glyphDefs.size) {
    const defs = [...glyphDefs.values()].map(({ id, d }) => `<path id="${id}" d="${d}"/>`);
    out = out.replace(/<\/svg>\s*$/, `<defs>${defs.join('')}</defs></svg>\n`);
  }
  // With no text left, font properties on groups and the root say nothing.
  return out.replace(
    /<(svg|g)\b([^>]*)>/g,
    (tag, name, attrs) =>
      `<${name}${attrs.replace(/\s(?:font-family|font-size|font-weight|text-anchor|letter-spacing)=("[^"]*"|'[^']*')/g, '')}>`,
  );
}

function svgFiles(path) {
  if (statSync(path).isDirectory())
    return readdirSync(path)
      .sort()
      .flatMap((name) => svgFiles(join(path, name)));
  return path.endsWith('.svg') ? [path] : [];
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const targets = process.argv.slice(2);
  const files = (targets.length ? targets : [join(root, 'public/images')]).flatMap(svgFiles);
  let before = 0;
  let after = 0;
  let changed = 0;
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    if (!/<text\b/.test(source)) continue;
    const result = outlineSvg(source);
    writeFileSync(file, result);
    before += Buffer.byteLength(source);
    after += Buffer.byteLength(result);
    changed += 1;
    console.log(
      `${relative(root, file)}: ${Buffer.byteLength(source)} -> ${Buffer.byteLength(result)} bytes`,
    );
  }
  console.log(`${changed} file(s) outlined: ${before} -> ${after} bytes`);
}
