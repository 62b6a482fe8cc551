/**
 * Shapes every screen is drawn with: rectangles, circles, paths, cards, pills, buttons, form
 * fields and the icon set.
 */
import { body, faint, ink, line, measure, muted, n, t } from './kit-text.mjs';

export const rect = (x, y, w, h, fill, { r = 0, stroke, sw = 1, extra = '' } = {}) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r ? ` rx="${r}"` : ''} fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${sw}"` : ''}${extra}/>`;
export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="${fill}"${extra}/>`;
export const path = (d, fill = 'none', extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
export const stroke = (d, color, width = 2, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
export const card = (x, y, w, h, { r = 14, fill = '#fff', border = line } = {}) =>
  `<g filter="url(#s)">${rect(x, y, w, h, fill, { r })}</g>${border ? rect(x + 0.5, y + 0.5, w - 1, h - 1, 'none', { r, stroke: border }) : ''}`;

/** A pill with a label, sized to it. Answers [svg, width]. */
export function pill(
  x,
  y,
  label,
  { fill, color, size = 13, weight = 600, h = 26, pad = 12, dot } = {},
) {
  const w = measure(label, size, weight) + pad * 2 + (dot ? 14 : 0);
  const parts = [rect(x, y, w, h, fill, { r: h / 2 })];
  if (dot) parts.push(circle(x + pad + 4, y + h / 2, 4, dot));
  parts.push(
    t(x + pad + (dot ? 14 : 0), y + h / 2 + size * 0.36, label, { size, weight, fill: color }),
  );
  return [parts.join(''), w];
}
/** A button; `outline` draws a bordered one. Answers [svg, width]. */
export function button(x, y, label, { fill, color = '#fff', h = 44, size = 15, outline, w } = {}) {
  const width = w ?? measure(label, size, 600) + 48;
  const bg = outline
    ? rect(x + 1, y + 1, width - 2, h - 2, '#fff', { r: h / 2, stroke: outline, sw: 2 })
    : rect(x, y, width, h, fill, { r: h / 2 });
  return [
    bg +
      t(x + width / 2, y + h / 2 + size * 0.36, label, {
        size,
        weight: 600,
        fill: color,
        anchor: 'middle',
      }),
    width,
  ];
}
/** A labelled form field with a value (or a placeholder in grey). */
export function field(
  x,
  y,
  w,
  label,
  value,
  { placeholder = false, focus, h = 46, select = false } = {},
) {
  return [
    t(x, y, label, { size: 13, weight: 500, fill: body }),
    rect(x + 0.5, y + 10.5, w - 1, h - 1, '#fff', {
      r: 10,
      stroke: focus ?? '#cbd2de',
      sw: focus ? 2 : 1,
    }),
    t(x + 14, y + 10 + h / 2 + 5, value, { size: 14, fill: placeholder ? faint : ink }),
    select ? stroke(`M${x + w - 26} ${y + 29}l5 5 5-5`, muted, 2) : '',
  ].join('');
}
export const check = (cx, cy, r, fill) =>
  circle(cx, cy, r, fill) +
  stroke(`M${cx - r * 0.4} ${cy}l${r * 0.28} ${r * 0.3} ${r * 0.5}-${r * 0.55}`, '#fff', 2.2);
/** A step of a timeline: ticked when done, an empty ring when still to come. */
export const stepMark = (cx, cy, r, done, color, sw = 2) =>
  done
    ? check(cx, cy, r, color)
    : circle(cx, cy, r - 1, '#fff', ` stroke="#cbd2de" stroke-width="${sw}"`);
/** A filled, fully rounded button with a bold centred label; `baseline` is the label's y in it. */
export const solidButton = (x, y, w, h, label, { fill, color = '#fff', size, baseline }) =>
  rect(x, y, w, h, fill, { r: h / 2 }) +
  t(x + w / 2, y + baseline, label, { size, weight: 700, fill: color, anchor: 'middle' });
export const icon = {
  calendar: (x, y, c) =>
    rect(x, y + 2, 18, 16, 'none', { r: 3, stroke: c, sw: 2 }) +
    stroke(`M${x} ${y + 8}h18M${x + 5} ${y}v4M${x + 13} ${y}v4`, c),
  pin: (x, y, c) =>
    path(`M${x + 8} ${y + 20}s-8-7-8-12a8 8 0 0 1 16 0c0 5-8 12-8 12z`, c) +
    circle(x + 8, y + 8, 3, '#fff'),
  bell: (x, y, c) =>
    stroke(`M${x + 3} ${y + 14}V${y + 9}a6 6 0 0 1 12 0v5l2 2H${x + 1}zM${x + 7} ${y + 19}h4`, c),
  user: (x, y, c) => circle(x + 9, y + 6, 5, c) + path(`M${x} ${y + 19}a9 7 0 0 1 18 0z`, c),
  truck: (x, y, c) =>
    path(`M${x} ${y + 3}h13v11H${x}zM${x + 13} ${y + 6}h5l3 4v4h-8z`, c) +
    circle(x + 5, y + 16, 2.5, c) +
    circle(x + 17, y + 16, 2.5, c),
  chart: (x, y, c) =>
    rect(x, y + 8, 4, 10, c, { r: 1 }) +
    rect(x + 7, y + 3, 4, 15, c, { r: 1 }) +
    rect(x + 14, y + 11, 4, 7, c, { r: 1 }),
  doc: (x, y, c) =>
    path(
      `M${x} ${y}h11l5 5v15H${x}z`,
      'none',
      ` stroke="${c}" stroke-width="2" stroke-linejoin="round"`,
    ) + stroke(`M${x + 4} ${y + 10}h8M${x + 4} ${y + 14}h8`, c),
  grid: (x, y, c) =>
    rect(x, y, 8, 8, c, { r: 2 }) +
    rect(x + 10, y, 8, 8, c, { r: 2 }) +
    rect(x, y + 10, 8, 8, c, { r: 2 }) +
    rect(x + 10, y + 10, 8, 8, c, { r: 2 }),
  search: (x, y, c) =>
    circle(x + 7, y + 7, 6, 'none', ` stroke="${c}" stroke-width="2"`) +
    stroke(`M${x + 12} ${y + 12}l5 5`, c),
  sun: (x, y, c) =>
    circle(x + 9, y + 9, 5, c) +
    stroke(`M${x + 9} ${y - 1}v3M${x + 9} ${y + 16}v3M${x - 1} ${y + 9}h3M${x + 16} ${y + 9}h3`, c),
  camera: (x, y, c) =>
    rect(x, y + 4, 20, 14, 'none', { r: 4, stroke: c, sw: 2 }) +
    circle(x + 10, y + 11, 4, 'none', ` stroke="${c}" stroke-width="2"`),
  home: (x, y, c) => path(`M${x} ${y + 9}l9-8 9 8v10H${x}z`, c),
  heart: (x, y, c) =>
    path(`M${x + 9} ${y + 17}s-9-5-9-11a4.5 4.5 0 0 1 9-2 4.5 4.5 0 0 1 9 2c0 6-9 11-9 11z`, c),
  chat: (x, y, c) =>
    path(
      `M${x} ${y + 2}a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H${x + 7}l-5 4v-4a2 2 0 0 1-2-2z`,
      'none',
      ` stroke="${c}" stroke-width="2" stroke-linejoin="round"`,
    ),
  phone: (x, y, c) => rect(x + 3, y, 12, 20, 'none', { r: 3, stroke: c, sw: 2 }),
  leaf: (x, y, c) =>
    path(`M${x} ${y + 18}C${x} ${y + 6} ${x + 8} ${y} ${x + 18} ${y}c0 10-6 18-18 18z`, c),
  clock: (x, y, c) =>
    circle(x + 9, y + 9, 8, 'none', ` stroke="${c}" stroke-width="2"`) +
    stroke(`M${x + 9} ${y + 4}v5l3 3`, c),
};
