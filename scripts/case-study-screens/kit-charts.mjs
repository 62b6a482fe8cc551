/**
 * Figures on a screen: bars, lines, rings, figure cards and tables.
 */
import { body, green, ink, line, muted, n, soft, t } from './kit-text.mjs';
import { card, circle, path, rect, stroke } from './kit-shapes.mjs';

/** Bars with labels under them; values 0..1 of the height. */
export function bars(x, y, w, h, values, labels, color, { highlight = -1, light } = {}) {
  const step = w / values.length;
  const bw = step * 0.56;
  return values
    .map((v, i) => {
      const bh = v * h;
      const bx = x + i * step + (step - bw) / 2;
      return (
        rect(bx, y + h - bh, bw, bh, i === highlight || highlight < 0 ? color : (light ?? color), {
          r: 5,
        }) +
        (labels
          ? t(bx + bw / 2, y + h + 20, labels[i], { size: 12, fill: muted, anchor: 'middle' })
          : '')
      );
    })
    .join('');
}
/** A line (and its area) through values 0..1 across a box. */
export function lineChart(x, y, w, h, values, color, areaId) {
  const pts = values.map((v, i) => [x + (i * w) / (values.length - 1), y + h - v * h]);
  const d = pts.map(([px, py], i) => `${i ? 'L' : 'M'}${n(px)} ${n(py)}`).join('');
  const area = `${d}L${n(x + w)} ${y + h}L${x} ${y + h}Z`;
  const [lx, ly] = pts[pts.length - 1];
  return (
    (areaId ? path(area, `url(#${areaId})`) : '') +
    stroke(d, color, 3) +
    circle(lx, ly, 6, '#fff', ` stroke="${color}" stroke-width="3"`)
  );
}
export const gridLines = (x, y, w, h, rows) =>
  Array.from({ length: rows + 1 }, (_, i) => rect(x, y + (i * h) / rows, w, 1, line)).join('');
export const areaGradient = (id, color) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity=".28"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient>`;

/** A ring showing a share (0..1) with a figure in the middle. */
export function donut(cx, cy, r, share, color, track, label, sub) {
  const a = share * Math.PI * 2 - Math.PI / 2;
  const large = share > 0.5 ? 1 : 0;
  const ex = cx + r * Math.cos(a);
  const ey = cy + r * Math.sin(a);
  return [
    circle(cx, cy, r, 'none', ` stroke="${track}" stroke-width="${r * 0.24}"`),
    `<path d="M${cx} ${cy - r}A${r} ${r} 0 ${large} 1 ${n(ex)} ${n(ey)}" fill="none" stroke="${color}" stroke-width="${n(r * 0.24)}" stroke-linecap="round"/>`,
    t(cx, cy + (sub ? 4 : 9), label, { size: r * 0.5, weight: 700, anchor: 'middle' }),
    sub ? t(cx, cy + 24, sub, { size: 12, fill: muted, anchor: 'middle' }) : '',
  ].join('');
}

/** How a label at position i of count lines up: the first at its start, the last at its end. */
export const edgeAnchor = (i, count) => (i === 0 ? 'start' : i === count - 1 ? 'end' : 'middle');

/** Labels spread evenly under a chart, from x to x + w. */
export const axisLabels = (x, y, w, labels) =>
  labels
    .map((label, i) =>
      t(x + (i * w) / (labels.length - 1), y, label, {
        size: 11,
        fill: muted,
        anchor: edgeAnchor(i, labels.length),
      }),
    )
    .join('');

/** A figure card: label, the figure large and a change line. */
function stat(x, y, w, label, value, change, { color = green, h = 112 } = {}) {
  return [
    card(x, y, w, h),
    t(x + 20, y + 32, label, { size: 13, weight: 500, fill: muted }),
    t(x + 20, y + 74, value, { size: 32, weight: 700 }),
    change ? t(x + 20, y + 98, change, { size: 13, weight: 600, fill: color }) : '',
  ].join('');
}

/** A row of figure cards under an application's top bar, each w wide, 16 px apart. */
export const statRow = (w, items) =>
  items
    .map(([label, value, change, options], i) =>
      stat(256 + i * (w + 16), 140, w, label, value, change, options),
    )
    .join('');

/**
 * A table: header labels with x offsets, then rows of cells (strings or [svg]). `cutRow` is one
 * more row that the card around the table cuts short: its rule runs on to the card's edge and its
 * words sit 24 px under it.
 */
export function table(x, y, w, columns, rows, { rowH = 48, head = soft, cutRow } = {}) {
  const parts = [rect(x, y, w, 40, head, { r: 8 })];
  for (const [label, cx, align] of columns)
    parts.push(
      t(x + cx, y + 25, label.toUpperCase(), {
        size: 11,
        weight: 600,
        fill: muted,
        spacing: '0.8',
        anchor: align === 'end' ? 'end' : undefined,
      }),
    );
  (cutRow ? [...rows, cutRow] : rows).forEach((row, i) => {
    const ry = y + 40 + i * rowH;
    if (i) parts.push(rect(x + 12, ry, i < rows.length ? w - 24 : w - 12, 1, line));
    const baseline = i < rows.length ? ry + rowH / 2 + 5 : ry + 24;
    row.forEach((cell, c) => {
      const [, cx, align] = columns[c];
      if (Array.isArray(cell))
        parts.push(`<g transform="translate(${n(x + cx)} ${n(ry + rowH / 2)})">${cell[0]}</g>`);
      else
        parts.push(
          t(x + cx, baseline, cell, {
            size: 14,
            weight: c === 0 ? 600 : 400,
            fill: c === 0 ? ink : body,
            anchor: align === 'end' ? 'end' : undefined,
          }),
        );
    });
  });
  return parts.join('');
}

/** The card both search reports open with: searches on the first page, month by month. */
export const firstPageChart = (h, gridRows, values, color, months) =>
  card(256, 272, 920, h + 90) +
  t(280, 306, 'Searches on the first page', { size: 15, weight: 700 }) +
  gridLines(280, 322, 872, h, gridRows) +
  lineChart(280, 322, 872, h, values, color, 'ar') +
  axisLabels(280, 322 + h + 24, 872, months);

/** A card across an application's content area holding a table (options as for `table`). */
export const cardTable = (y, h, columns, rows, options) =>
  card(256, y, 920, h) + table(272, y + 16, 888, columns, rows, options);

/** A search position in a rankings table: the place (tinted in the top three) and the climb. */
export const rankCell = (now, was, { fill, color }) => [
  rect(-4, -14, 34, 28, now <= 3 ? fill : soft, { r: 7 }) +
    t(13, 5, String(now), {
      size: 13,
      weight: 700,
      fill: now <= 3 ? color : ink,
      anchor: 'middle',
    }) +
    t(44, 5, was ? `↑ ${was - now}` : 'new', { size: 12, weight: 600, fill: green }),
];
