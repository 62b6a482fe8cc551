/**
 * The clients' brands. `mark` draws the logo glyph centred on (cx, cy).
 */
import { circle, path, stroke } from './kit-shapes.mjs';

export const harbor = {
  name: 'Harbor Health',
  tagline: 'FAMILY PRACTICE',
  color: '#0d9488',
  dark: '#134e4a',
  light: '#ccfbf1',
  tint: '#f0fdfa',
  sideText: '#99f6e4',
  mark: (cx, cy, s = 1) =>
    path(
      `M${cx - 3 * s} ${cy - 10 * s}h${6 * s}v${7 * s}h${7 * s}v${6 * s}h${-7 * s}v${7 * s}h${-6 * s}v${-7 * s}h${-7 * s}v${-6 * s}h${7 * s}z`,
      '#fff',
    ),
};
export const atlas = {
  name: 'Atlas Freight',
  tagline: 'DISPATCH',
  color: '#b91c1c',
  dark: '#1f1414',
  light: '#fee2e2',
  tint: '#fef2f2',
  sideText: '#fca5a5',
  mark: (cx, cy, s = 1) =>
    path(`M${cx} ${cy - 11 * s}l${10 * s} ${20 * s}h${-20 * s}z`, '#fff') +
    path(`M${cx} ${cy - 2 * s}l${4 * s} ${8 * s}h${-8 * s}z`, '#b91c1c'),
};
export const summit = {
  name: 'Summit Realty',
  tagline: 'HOMES · 8 SUBURBS',
  color: '#047857',
  dark: '#064e3b',
  light: '#d1fae5',
  tint: '#ecfdf5',
  sideText: '#a7f3d0',
  amber: '#f59e0b',
  mark: (cx, cy, s = 1) =>
    path(
      `M${cx - 11 * s} ${cy + 8 * s}l${7 * s}-${13 * s} ${5 * s} ${7 * s} ${4 * s}-${10 * s} ${6 * s} ${16 * s}z`,
      '#fff',
    ),
};
export const bluefin = {
  name: 'Bluefin Foods',
  tagline: 'SMOKEHOUSE · TRADE',
  color: '#0369a1',
  dark: '#0c4a6e',
  light: '#e0f2fe',
  tint: '#f0f9ff',
  sideText: '#7dd3fc',
  mark: (cx, cy, s = 1) =>
    path(
      `M${cx - 11 * s} ${cy}c${6 * s}-${9 * s} ${14 * s}-${9 * s} ${19 * s} 0l${4 * s}-${5 * s}v${10 * s}l-${4 * s}-${5 * s}c-${5 * s} ${9 * s}-${13 * s} ${9 * s}-${19 * s} 0z`,
      '#fff',
    ),
};
export const lumen = {
  name: 'Lumen Energy',
  tagline: 'SOLAR · BATTERIES',
  color: '#ca8a04',
  cta: '#a16207',
  dark: '#1e3a5f',
  light: '#fef3c7',
  tint: '#fffbeb',
  sideText: '#fde68a',
  navy: '#2c4682',
  mark: (cx, cy, s = 1) =>
    circle(cx, cy, 6 * s, '#fff') +
    stroke(
      `M${cx} ${cy - 12 * s}v3M${cx} ${cy + 9 * s}v3M${cx - 12 * s} ${cy}h3M${cx + 9 * s} ${cy}h3`,
      '#fff',
      2 * s,
    ),
};
/** Lumen as its website and apps show it: the deeper gold on buttons and marks. */
export const lumenCta = { ...lumen, color: lumen.cta };
