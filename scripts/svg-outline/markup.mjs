/**
 * Reading SVG markup: tags, attributes, entities, and the text properties and their values.
 */

/** Properties a <text> takes from its ancestors, with their CSS initial values. */
export const INHERITED = {
  'font-size': '16',
  'font-weight': '400',
  'text-anchor': 'start',
  'letter-spacing': '0',
};
/** Attributes that only mean something to text and disappear with it. */
export const TEXT_ONLY = new Set([
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

export const TAG = /<(\/?)([a-zA-Z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTR = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export function parseAttrs(source) {
  const attrs = new Map();
  for (const match of source.matchAll(ATTR)) attrs.set(match[1], match[2] ?? match[3]);
  return attrs;
}

export function weightOf(value) {
  if (value === 'normal') return 400;
  if (value === 'bold') return 700;
  const n = Number(value);
  return Number.isFinite(n) ? n : 400;
}

export function lengthOf(value, fontSize) {
  if (value === undefined || value === 'normal') return 0;
  const n = parseFloat(value);
  if (!Number.isFinite(n)) return 0;
  return value.trim().endsWith('em') ? n * fontSize : n;
}

export function firstNumber(value) {
  if (value === undefined) return undefined;
  const n = parseFloat(value.trim().split(/[\s,]+/)[0]);
  return Number.isFinite(n) ? n : undefined;
}
