/**
 * One <text> element turned into groups of glyph outlines.
 */
import { decodeXML, escapeUTF8 } from 'entities';
import { EM, layoutRun } from './glyphs.mjs';
import { firstNumber, INHERITED, lengthOf, parseAttrs, TEXT_ONLY, weightOf } from './markup.mjs';
import { joinNumbers, round } from './path-data.mjs';

/** The properties INHERITED names, taken from `attrs` where it sets them, else from `base`. */
function withOwn(base, attrs) {
  const props = { ...base };
  for (const key of Object.keys(INHERITED)) if (attrs.has(key)) props[key] = attrs.get(key);
  return props;
}

/**
 * The text's own characters and each <tspan>, in order, each with its attributes; white space
 * collapsed as SVG does it: runs become one space, leading and trailing space is dropped.
 */
function readSpans(inner) {
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
  return spans;
}

/** Lays out the spans chunk by chunk (a tspan with its own x starts a new anchored chunk). */
function layoutChunks(spans, props, openAttrs) {
  const fontSize = lengthOf(props['font-size'], 16);
  let x = firstNumber(openAttrs.get('x')) ?? 0;
  let y = firstNumber(openAttrs.get('y')) ?? 0;
  x += firstNumber(openAttrs.get('dx')) ?? 0;
  y += firstNumber(openAttrs.get('dy')) ?? 0;

  const chunks = [];
  let chunk = { startX: x, runs: [] };
  chunks.push(chunk);
  let cursorX = x;
  let cursorY = y;
  for (const span of spans) {
    const spanProps = withOwn(props, span.attrs);
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
  return chunks;
}

/**
 * textLength stretches the whole text to the given width (one chunk texts only): by spacing the
 * characters out, which lays the runs out again, or by the factor it answers to scale the glyphs.
 */
function stretchToLength(chunks, openAttrs) {
  const textLength = firstNumber(openAttrs.get('textLength'));
  const adjust = openAttrs.get('lengthAdjust') ?? 'spacing';
  const [chunk] = chunks;
  if (textLength === undefined || chunks.length !== 1 || !chunk.runs.length) return 1;
  const natural = chunk.runs.reduce((sum, run) => sum + run.width, 0);
  if (adjust === 'spacingAndGlyphs') return textLength / natural;
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
  return 1;
}

/** Each run as a group of glyph <use>s, placed by its chunk's anchor. */
function runGroups(chunks, stretch, anchor) {
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
  return groups;
}

/** Converts one <text> element (its source, with the properties inherited from ancestors). */
export function outlineText(openAttrs, inner, inherited) {
  const props = withOwn(inherited, openAttrs);
  const chunks = layoutChunks(readSpans(inner), props, openAttrs);
  const stretch = stretchToLength(chunks, openAttrs);
  const groups = runGroups(chunks, stretch, props['text-anchor']);

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
