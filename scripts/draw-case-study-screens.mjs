#!/usr/bin/env node
/**
 * Draws the case-study galleries (docs/product.md#project-detail) as product screens: browser or
 * phone chrome, the client's brand colour, real words and the figures the case study quotes. The
 * car-shipping screens were drawn by hand; this draws the other five projects the same way.
 *
 *   node scripts/draw-case-study-screens.mjs          # writes public/images/projects/<slug>/*.svg
 *   npm run art:outline -- public/images/projects/... # then turn their text into outlines
 *
 * Deterministic: the same script always writes the same files. Text widths are measured with the
 * Inter font the outlines are made from, so buttons and pills fit their labels.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeUTF8 } from 'entities';
import opentype from 'opentype.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
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
function measure(text, size = 16, weight = 400) {
  const f = font(weight);
  let width = 0;
  for (const char of text) width += f.charToGlyph(char).advanceWidth ?? 0;
  return (width * size) / f.unitsPerEm;
}

// ---------------------------------------------------------------------------------------------
// Palette shared by every screen; each client adds its own brand colours.
const ink = '#0f1f3d';
const body = '#475569';
const muted = '#64748b';
const faint = '#94a3b8';
const line = '#e5e9f0';
const soft = '#f5f7fb';
const green = '#059669';
const red = '#dc2626';

const esc = (s) => escapeUTF8(String(s));
const n = (v) => Math.round(v * 10) / 10;

function t(x, y, text, { size = 16, weight = 400, fill = ink, anchor, spacing } = {}) {
  const extra = [
    anchor ? ` text-anchor="${anchor}"` : '',
    spacing ? ` letter-spacing="${spacing}"` : '',
  ].join('');
  return `<text x="${n(x)}" y="${n(y)}" font-size="${size}" font-weight="${weight}" fill="${fill}"${extra}>${esc(text)}</text>`;
}
const rect = (x, y, w, h, fill, { r = 0, stroke, sw = 1, extra = '' } = {}) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r ? ` rx="${r}"` : ''} fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${sw}"` : ''}${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="${fill}"${extra}/>`;
const path = (d, fill = 'none', extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (d, color, width = 2, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const card = (x, y, w, h, { r = 14, fill = '#fff', border = line } = {}) =>
  `<g filter="url(#s)">${rect(x, y, w, h, fill, { r })}</g>${border ? rect(x + 0.5, y + 0.5, w - 1, h - 1, 'none', { r, stroke: border }) : ''}`;

/** A pill with a label, sized to it. Answers [svg, width]. */
function pill(x, y, label, { fill, color, size = 13, weight = 600, h = 26, pad = 12, dot } = {}) {
  const w = measure(label, size, weight) + pad * 2 + (dot ? 14 : 0);
  const parts = [rect(x, y, w, h, fill, { r: h / 2 })];
  if (dot) parts.push(circle(x + pad + 4, y + h / 2, 4, dot));
  parts.push(
    t(x + pad + (dot ? 14 : 0), y + h / 2 + size * 0.36, label, { size, weight, fill: color }),
  );
  return [parts.join(''), w];
}
/** A button; `outline` draws a bordered one. Answers [svg, width]. */
function button(x, y, label, { fill, color = '#fff', h = 44, size = 15, outline, w } = {}) {
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
function field(x, y, w, label, value, { placeholder = false, focus, h = 46, select = false } = {}) {
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
const check = (cx, cy, r, fill) =>
  circle(cx, cy, r, fill) +
  stroke(`M${cx - r * 0.4} ${cy}l${r * 0.28} ${r * 0.3} ${r * 0.5}-${r * 0.55}`, '#fff', 2.2);
const icon = {
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

const defs = (extra = '') =>
  `<defs><filter id="s" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dy="6" stdDeviation="10" flood-color="#0f1f3d" flood-opacity=".10"/></filter>${extra}</defs>`;

function svg(title, content, extraDefs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" role="img"><title>${esc(title)}</title>\n${defs(extraDefs)}\n${content}\n</svg>\n`;
}

/** Browser window: traffic lights and the address bar. */
function chrome(url) {
  return [
    rect(0, 0, 1200, 800, '#fff'),
    rect(0, 0, 1200, 52, '#eef0f4'),
    circle(28, 26, 7, '#f87171'),
    circle(50, 26, 7, '#fbbf24'),
    circle(72, 26, 7, '#34d399'),
    rect(300, 12, 600, 28, '#fff', { r: 14 }),
    path('M322 22v-3a4 4 0 0 1 8 0v3', 'none', ' stroke="#64748b" stroke-width="2"'),
    rect(319, 22, 14, 10, '#64748b', { r: 2 }),
    t(344, 31, url, { size: 13, fill: '#475569' }),
  ].join('');
}

/** A website's header: logo mark, name and tagline, links and a call to action. */
function siteNav(brand, links, cta, { y = 52, active } = {}) {
  const parts = [rect(0, y, 1200, 78, '#fff'), rect(0, y + 77, 1200, 1, line)];
  parts.push(rect(60, y + 19, 40, 40, brand.color, { r: 10 }), brand.mark(80, y + 39));
  parts.push(t(112, y + 37, brand.name, { size: 18, weight: 700 }));
  parts.push(
    t(112, y + 54, brand.tagline, { size: 10, weight: 600, fill: brand.color, spacing: '1.4' }),
  );
  const [ctaSvg, ctaW] = button(0, 0, cta, { fill: brand.color, h: 40, size: 14 });
  const ctaX = 1140 - ctaW;
  parts.push(`<g transform="translate(${n(ctaX)} ${y + 19})">${ctaSvg}</g>`);
  let x = ctaX - 40;
  for (const link of [...links].reverse()) {
    const w = measure(link, 14, 500);
    x -= w;
    const on = link === active;
    parts.push(
      t(x, y + 44, link, { size: 14, weight: on ? 600 : 500, fill: on ? brand.color : body }),
    );
    if (on) parts.push(rect(x, y + 74, w, 3, brand.color, { r: 1.5 }));
    x -= 34;
  }
  return parts.join('');
}

/** An application's frame: sidebar with the product name and sections, and a top bar. */
function appFrame(brand, product, items, active, title, { user = 'JD', actions = '' } = {}) {
  const parts = [rect(0, 52, 232, 748, brand.dark)];
  parts.push(rect(24, 76, 36, 36, brand.color, { r: 9 }), brand.mark(42, 94, 0.9));
  parts.push(t(72, 92, brand.name, { size: 15, weight: 700, fill: '#fff' }));
  parts.push(t(72, 108, product, { size: 11, weight: 500, fill: brand.sideText }));
  items.forEach(([label, ic], i) => {
    const y = 148 + i * 46;
    const on = label === active;
    if (on) parts.push(rect(16, y - 4, 200, 38, 'rgba(255,255,255,.12)', { r: 9 }));
    parts.push(icon[ic](34, y + 5, on ? '#fff' : brand.sideText));
    parts.push(
      t(66, y + 20, label, {
        size: 14,
        weight: on ? 600 : 500,
        fill: on ? '#fff' : brand.sideText,
      }),
    );
  });
  parts.push(rect(232, 52, 968, 68, '#fff'), rect(232, 119, 968, 1, line));
  parts.push(t(264, 94, title, { size: 20, weight: 700 }));
  parts.push(actions);
  parts.push(
    circle(1150, 86, 17, brand.light),
    t(1150, 91, user, { size: 12, weight: 700, fill: brand.color, anchor: 'middle' }),
  );
  parts.push(rect(232, 120, 968, 680, soft));
  return parts.join('');
}

/** A phone: dark frame, screen and a speaker slot; `content` is drawn in screen coordinates. */
function phone(x, y, w, h, content, { frame = '#0b1b3f', scale = 1, screenFill = '#fff' } = {}) {
  const id = `ph${n(x)}_${n(y)}`.replace(/\./g, '_');
  return [
    `<g filter="url(#s)">${rect(x, y, w, h, frame, { r: 30 * scale })}</g>`,
    `<clipPath id="${id}">${rect(x + 9 * scale, y + 9 * scale, w - 18 * scale, h - 18 * scale, '#fff', { r: 22 * scale })}</clipPath>`,
    rect(x + 9 * scale, y + 9 * scale, w - 18 * scale, h - 18 * scale, screenFill, {
      r: 22 * scale,
    }),
    `<g clip-path="url(#${id})"><g transform="translate(${n(x + 9 * scale)} ${n(y + 9 * scale)}) scale(${scale})">${content}</g></g>`,
    rect(x + w / 2 - 26 * scale, y + 16 * scale, 52 * scale, 8 * scale, frame, { r: 4 * scale }),
  ].join('');
}

/** Bars with labels under them; values 0..1 of the height. */
function bars(x, y, w, h, values, labels, color, { highlight = -1, light } = {}) {
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
function lineChart(x, y, w, h, values, color, areaId) {
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
const gridLines = (x, y, w, h, rows) =>
  Array.from({ length: rows + 1 }, (_, i) => rect(x, y + (i * h) / rows, w, 1, line)).join('');
const areaGradient = (id, color) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity=".28"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient>`;

/** A ring showing a share (0..1) with a figure in the middle. */
function donut(cx, cy, r, share, color, track, label, sub) {
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

/** A figure card: label, the figure large and a change line. */
function stat(x, y, w, label, value, change, { color = green, h = 112 } = {}) {
  return [
    card(x, y, w, h),
    t(x + 20, y + 32, label, { size: 13, weight: 500, fill: muted }),
    t(x + 20, y + 74, value, { size: 32, weight: 700 }),
    change ? t(x + 20, y + 98, change, { size: 13, weight: 600, fill: color }) : '',
  ].join('');
}

/** A table: header labels with x offsets, then rows of cells (strings or [svg]). */
function table(x, y, w, columns, rows, { rowH = 48, head = soft } = {}) {
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
  rows.forEach((row, i) => {
    const ry = y + 40 + i * rowH;
    if (i) parts.push(rect(x + 12, ry, w - 24, 1, line));
    row.forEach((cell, c) => {
      const [, cx, align] = columns[c];
      if (Array.isArray(cell))
        parts.push(`<g transform="translate(${n(x + cx)} ${n(ry + rowH / 2)})">${cell[0]}</g>`);
      else
        parts.push(
          t(x + cx, ry + rowH / 2 + 5, cell, {
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

/** A laptop and a phone with the project's screens, like the car-shipping thumbnail. */
function thumbnail(
  title,
  screenContent,
  phoneContent,
  { bg = '#f3f6fc', ring = '#e3e9f6', phoneFill = '#fff' } = {},
) {
  return svg(
    title,
    [
      rect(0, 0, 1200, 800, bg),
      circle(600, 420, 380, ring, ' opacity=".6"'),
      `<ellipse cx="600" cy="712" rx="520" ry="22" fill="#0b1b3f" opacity=".08"/>`,
      `<g filter="url(#s)">${rect(168, 56, 864, 592, '#0b1b3f', { r: 26 })}</g>`,
      circle(600, 68, 4, '#1e3570'),
      `<clipPath id="scr">${rect(190, 80, 820, 547, '#fff', { r: 6 })}</clipPath>`,
      `<g clip-path="url(#scr)"><g transform="translate(190 80) scale(.6833)">${screenContent}</g></g>`,
      path('M80 648h1040l-44 40H124z', '#c3cfe8'),
      rect(80, 644, 1040, 10, '#d9e1f0', { r: 5 }),
      rect(530, 648, 140, 10, '#94a8d0', { r: 5 }),
      phone(940, 330, 196, 380, phoneContent, { scale: 1, screenFill: phoneFill }),
    ].join(''),
  );
}

/** Mobile top bar inside a phone screen (178 px wide). */
const mobileBar = (brand, label) =>
  rect(0, 0, 178, 58, '#fff') +
  rect(12, 24, 24, 24, brand.color, { r: 6 }) +
  brand.mark(24, 36, 0.55) +
  t(42, 41, label, { size: 12, weight: 700 }) +
  stroke('M150 30h16M150 36h16M150 42h16', ink, 2) +
  rect(0, 57, 178, 1, line);

// ---------------------------------------------------------------------------------------------
// Brands. `mark` draws the logo glyph centred on (cx, cy).

const harbor = {
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
const atlas = {
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
const summit = {
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
const bluefin = {
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
const lumen = {
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

// ---------------------------------------------------------------------------------------------
// Harbor Health: patient booking portal.

const harborLinks = ['Our clinics', 'Services', 'Patient portal', 'Contact'];

function harborHome() {
  const b = harbor;
  const p = [chrome('harbor-health.example'), siteNav(b, harborLinks, 'Book a visit')];
  p.push(rect(0, 130, 1200, 430, b.tint));
  p.push(circle(930, 330, 210, b.light, ' opacity=".7"'));
  p.push(
    pill(80, 190, 'Four clinics · 22 clinicians', {
      fill: b.light,
      color: '#115e59',
      dot: b.color,
    })[0],
  );
  p.push(t(80, 278, 'Book your visit', { size: 50, weight: 800 }));
  p.push(t(80, 338, 'in under a minute.', { size: 50, weight: 800, fill: b.color }));
  p.push(
    t(80, 382, 'Choose a clinic, a reason and a time that is really free.', {
      size: 17,
      fill: body,
    }),
  );
  p.push(
    t(80, 406, 'Reminders by text and email, and one tap to move it.', { size: 17, fill: body }),
  );
  p.push(button(80, 438, 'Book a visit', { fill: b.color })[0]);
  p.push(button(232, 438, 'Sign in to the portal', { outline: ink, color: ink })[0]);
  p.push(
    icon.clock(82, 512, b.color),
    t(110, 527, 'Same-day appointments at all four clinics', { size: 14, weight: 500, fill: body }),
  );
  // Next free times card
  p.push(card(760, 180, 340, 330));
  p.push(t(784, 218, 'Next free times', { size: 17, weight: 700 }));
  p.push(t(784, 240, 'Harbor Health Eastside', { size: 13, fill: muted }));
  const slots = [
    ['Today', '3:40 pm', 'Dr. Amara Lewis', 'GP visit'],
    ['Today', '4:20 pm', 'Nurse Tom Brennan', 'Vaccination'],
    ['Tomorrow', '8:10 am', 'Dr. Samuel Ortiz', 'GP visit'],
    ['Tomorrow', '9:30 am', 'Dr. Amara Lewis', 'Follow-up'],
  ];
  slots.forEach(([day, time, who, kind], i) => {
    const y = 262 + i * 60;
    p.push(
      rect(784, y, 292, 50, i === 0 ? b.tint : '#fff', {
        r: 10,
        stroke: i === 0 ? b.color : line,
        sw: i === 0 ? 1.5 : 1,
      }),
    );
    p.push(t(800, y + 22, `${day}, ${time}`, { size: 14, weight: 700 }));
    p.push(t(800, y + 40, `${who} · ${kind}`, { size: 12, fill: muted }));
    p.push(stroke(`M1054 ${y + 19}l6 6-6 6`, b.color, 2));
  });
  // feature row
  const feats = [
    ['calendar', 'Book online, day or night', '14 appointment types across four clinics'],
    ['bell', 'Reminders that help', 'Text and email 48 and 4 hours before'],
    ['doc', 'Your portal', 'Upcoming visits, forms and documents'],
  ];
  feats.forEach(([ic, head, text], i) => {
    const x = 80 + i * 360;
    p.push(card(x, 600, 330, 120));
    p.push(circle(x + 40, 640, 22, b.light), icon[ic](x + 31, 631, b.color));
    p.push(t(x + 76, 646, head, { size: 16, weight: 700 }));
    p.push(t(x + 24, 690, text, { size: 13, fill: muted }));
  });
  return p.join('');
}

function harborBooking() {
  const b = harbor;
  const p = [
    chrome('harbor-health.example/book'),
    siteNav(b, harborLinks, 'Book a visit'),
    rect(0, 130, 1200, 670, soft),
  ];
  p.push(t(80, 188, 'Book a visit', { size: 34, weight: 800 }));
  p.push(t(80, 214, 'Harbor Health Eastside · GP visit · 15 minutes', { size: 15, fill: muted }));
  const steps = ['Clinic', 'Reason', 'Time', 'Your details'];
  p.push(rect(110, 256, 420, 3, line), rect(110, 256, 280, 3, b.color));
  steps.forEach((s, i) => {
    const x = 110 + i * 140;
    if (i < 2) p.push(check(x, 257, 15, b.color));
    else
      p.push(
        circle(x, 257, 15, '#fff', ` stroke="${i === 2 ? b.color : '#cbd2de'}" stroke-width="2"`),
        t(x, 262, String(i + 1), {
          size: 13,
          weight: 700,
          fill: i === 2 ? b.color : faint,
          anchor: 'middle',
        }),
      );
    p.push(t(x, 292, s, { size: 13, weight: 600, fill: i <= 2 ? ink : faint, anchor: 'middle' }));
  });
  p.push(card(80, 318, 700, 440));
  p.push(t(104, 356, 'March 2026', { size: 18, weight: 700 }));
  p.push(stroke('M716 346l-6 6 6 6M744 346l6 6-6 6', muted, 2));
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  days.forEach((d, i) =>
    p.push(t(124 + i * 44, 392, d, { size: 12, weight: 600, fill: faint, anchor: 'middle' })),
  );
  for (let i = 0; i < 28; i++) {
    const day = i + 2;
    const cx = 124 + (i % 7) * 44;
    const cy = 420 + Math.floor(i / 7) * 44;
    const weekend = i % 7 >= 5;
    const chosen = day === 17;
    if (chosen) p.push(circle(cx, cy, 17, b.color));
    else if (!weekend && day >= 12) p.push(circle(cx, cy, 17, b.tint));
    p.push(
      t(cx, cy + 5, String(day), {
        size: 14,
        weight: chosen ? 700 : 500,
        fill: chosen ? '#fff' : weekend || day < 12 ? '#cbd2de' : ink,
        anchor: 'middle',
      }),
    );
  }
  p.push(rect(430, 372, 1, 340, line));
  p.push(t(456, 392, 'Tuesday 17 March', { size: 15, weight: 700 }));
  p.push(t(456, 412, 'Dr. Amara Lewis', { size: 13, fill: muted }));
  const times = [
    '8:10 am',
    '8:25 am',
    '9:40 am',
    '10:55 am',
    '1:30 pm',
    '2:15 pm',
    '3:40 pm',
    '4:20 pm',
  ];
  times.forEach((time, i) => {
    const x = 456 + (i % 2) * 154;
    const y = 430 + Math.floor(i / 2) * 54;
    const on = i === 2;
    p.push(rect(x, y, 142, 42, on ? b.color : '#fff', { r: 10, stroke: on ? b.color : '#cbd2de' }));
    p.push(
      t(x + 71, y + 26, time, { size: 14, weight: 600, fill: on ? '#fff' : ink, anchor: 'middle' }),
    );
  });
  p.push(button(104, 700, 'Back', { outline: ink, color: ink, w: 110 })[0]);
  p.push(button(606, 700, 'Continue', { fill: b.color, w: 150 })[0]);
  // Summary
  p.push(`<g filter="url(#s)">${rect(820, 160, 300, 598, b.dark, { r: 18 })}</g>`);
  p.push(t(848, 204, 'Your visit', { size: 18, weight: 700, fill: '#fff' }));
  const rows = [
    ['Clinic', 'Harbor Health Eastside'],
    ['Reason', 'GP visit, 15 min'],
    ['Clinician', 'Dr. Amara Lewis'],
    ['Date', 'Tue 17 March'],
    ['Time', '9:40 am'],
  ];
  rows.forEach(([k, v], i) => {
    const y = 250 + i * 62;
    p.push(t(848, y, k, { size: 12, weight: 600, fill: b.sideText, spacing: '0.6' }));
    p.push(t(848, y + 24, v, { size: 16, weight: 600, fill: '#fff' }));
  });
  p.push(rect(848, 568, 244, 1, 'rgba(255,255,255,.2)'));
  p.push(
    icon.bell(848, 590, b.sideText),
    t(876, 604, 'Reminders 48 h and 4 h before', { size: 13, fill: '#e2fdf7' }),
  );
  p.push(
    icon.phone(848, 622, b.sideText),
    t(876, 636, 'Move or cancel in one tap', { size: 13, fill: '#e2fdf7' }),
  );
  p.push(
    rect(848, 672, 244, 50, '#2dd4bf', { r: 25 }),
    t(970, 703, 'Confirm 9:40 am', { size: 15, weight: 700, fill: b.dark, anchor: 'middle' }),
  );
  return p.join('');
}

function smsScreen(b, { time, title, messages }) {
  const p = [rect(0, 0, 236, 492, '#f8fafc')];
  p.push(t(22, 40, time, { size: 13, weight: 600 }));
  p.push(rect(0, 58, 236, 62, '#fff'), rect(0, 119, 236, 1, line));
  p.push(circle(118, 82, 14, b.color), b.mark(118, 82, 0.55));
  p.push(t(118, 112, title, { size: 12, weight: 600, anchor: 'middle' }));
  let y = 140;
  for (const m of messages) {
    const lines = m.lines;
    const h = lines.length * 19 + 20;
    p.push(rect(12, y, 212, h, m.mine ? b.color : '#e9eef5', { r: 14 }));
    lines.forEach((l, i) =>
      p.push(
        t(24, y + 24 + i * 19, l, {
          size: l.startsWith('→') ? 11.5 : 13,
          weight: l.startsWith('→') ? 600 : 400,
          fill: m.mine ? '#fff' : ink,
        }),
      ),
    );
    y += h + 12;
  }
  return p.join('');
}

function harborReminders() {
  const b = harbor;
  const p = [rect(0, 0, 1200, 800, b.tint), circle(320, 420, 280, b.light, ' opacity=".6"')];
  p.push(t(80, 110, 'VISIT REMINDERS', { size: 13, weight: 700, fill: b.color, spacing: '2' }));
  p.push(t(80, 160, 'Reminded twice.', { size: 40, weight: 800 }));
  p.push(t(80, 208, 'Moved in one tap.', { size: 40, weight: 800, fill: b.color }));
  p.push(
    phone(
      96,
      250,
      254,
      510,
      smsScreen(b, {
        time: 'Sun 9:00',
        title: 'Harbor Health',
        messages: [
          {
            lines: [
              'Hi Maya, a reminder of your',
              'GP visit with Dr. Amara Lewis',
              'on Tue 17 March at 9:40 am,',
              'Harbor Health Eastside.',
            ],
          },
          { lines: ['Need another time?', '→ harbor-health.example/m/4821'] },
          { mine: true, lines: ['Thanks, see you Tuesday!'] },
        ],
      }),
    ),
  );
  p.push(
    phone(
      390,
      300,
      254,
      460,
      smsScreen(b, {
        time: 'Tue 5:40',
        title: 'Harbor Health',
        messages: [
          {
            lines: [
              'Your visit is today at 9:40 am.',
              'Reply 1 to confirm or tap',
              'below to move it.',
            ],
          },
          { mine: true, lines: ['1'] },
          { lines: ['Confirmed. Parking is free', 'behind the clinic.'] },
        ],
      }),
    ),
  );
  // Email + rules
  p.push(card(700, 90, 420, 380));
  p.push(rect(700, 90, 420, 56, '#fff', { r: 14 }), rect(700, 145, 420, 1, line));
  p.push(t(724, 124, 'Email · 48 hours before', { size: 14, weight: 600, fill: muted }));
  p.push(rect(724, 168, 36, 36, b.color, { r: 9 }), b.mark(742, 186, 0.8));
  p.push(
    t(772, 184, 'Harbor Health', { size: 15, weight: 700 }),
    t(772, 202, 'reminders@harbor-health.example', { size: 12, fill: muted }),
  );
  p.push(t(724, 250, 'Your visit on Tuesday', { size: 22, weight: 700 }));
  p.push(t(724, 280, 'GP visit with Dr. Amara Lewis', { size: 15, fill: body }));
  p.push(t(724, 302, 'Tuesday 17 March, 9:40 am', { size: 15, fill: body }));
  p.push(t(724, 324, '140 Eastside Avenue, Suite 2', { size: 15, fill: body }));
  p.push(button(724, 352, 'Keep my visit', { fill: b.color, h: 42, size: 14 })[0]);
  p.push(button(880, 352, 'Move it', { outline: b.color, color: b.color, h: 42, size: 14 })[0]);
  p.push(
    t(724, 432, 'Moving frees the slot for another patient at once.', { size: 12, fill: muted }),
  );
  p.push(card(700, 500, 420, 250));
  p.push(t(724, 540, 'Reminder rules', { size: 17, weight: 700 }));
  const rules = [
    ['48 h before', 'Email and text', 'On'],
    ['4 h before', 'Text', 'On'],
    ['After a missed visit', 'Call-back task for the desk', 'On'],
  ];
  rules.forEach(([when, how], i) => {
    const y = 566 + i * 58;
    p.push(rect(724, y, 372, 48, soft, { r: 10 }));
    p.push(
      t(740, y + 21, when, { size: 14, weight: 600 }),
      t(740, y + 38, how, { size: 12, fill: muted }),
    );
    p.push(rect(1046, y + 14, 38, 20, b.color, { r: 10 }), circle(1074, y + 24, 7, '#fff'));
  });
  return p.join('');
}

function harborPortal() {
  const b = harbor;
  const p = [
    chrome('harbor-health.example/portal'),
    siteNav(b, harborLinks, 'Book a visit', { active: 'Patient portal' }),
    rect(0, 130, 1200, 670, soft),
  ];
  p.push(t(80, 186, 'Good morning, Maya', { size: 30, weight: 800 }));
  p.push(t(80, 212, 'Patient number HH-20418 · Harbor Health Eastside', { size: 14, fill: muted }));
  p.push(button(936, 160, 'Book another visit', { fill: b.color, h: 44 })[0]);
  // upcoming visit
  p.push(`<g filter="url(#s)">${rect(80, 240, 560, 200, b.dark, { r: 18 })}</g>`);
  p.push(pill(104, 264, 'Next visit', { fill: 'rgba(255,255,255,.14)', color: '#ccfbf1' })[0]);
  p.push(t(104, 334, 'Tue 17 March · 9:40 am', { size: 26, weight: 700, fill: '#fff' }));
  p.push(
    t(104, 362, 'GP visit with Dr. Amara Lewis, Eastside clinic', { size: 15, fill: '#ccfbf1' }),
  );
  p.push(
    rect(104, 386, 108, 36, '#2dd4bf', { r: 18 }),
    t(158, 409, 'Move visit', { size: 13, weight: 700, fill: b.dark, anchor: 'middle' }),
  );
  p.push(
    rect(224, 386, 96, 36, 'none', { r: 18, stroke: 'rgba(255,255,255,.5)' }),
    t(272, 409, 'Cancel', { size: 13, weight: 600, fill: '#fff', anchor: 'middle' }),
  );
  p.push(
    rect(520, 268, 96, 96, 'rgba(255,255,255,.1)', { r: 14 }),
    t(568, 308, 'MAR', { size: 13, weight: 700, fill: '#99f6e4', anchor: 'middle' }),
    t(568, 346, '17', { size: 34, weight: 800, fill: '#fff', anchor: 'middle' }),
  );
  // forms
  p.push(card(672, 240, 448, 200));
  p.push(t(696, 276, 'Forms to complete', { size: 17, weight: 700 }));
  [
    ['Medical history update', 'Before your visit', 'Start'],
    ['Repeat prescription request', 'Takes 2 minutes', 'Start'],
    ['Consent to text reminders', 'Completed 2 Feb', 'Done'],
  ].forEach(([f, s, a], i) => {
    const y = 300 + i * 44;
    p.push(icon.doc(698, y + 4, a === 'Done' ? faint : b.color));
    p.push(
      t(728, y + 14, f, { size: 14, weight: 600 }),
      t(728, y + 31, s, { size: 12, fill: muted }),
    );
    if (a === 'Done')
      p.push(
        pill(1030, y + 6, 'Done', {
          fill: '#dcfce7',
          color: '#166534',
          size: 12,
          h: 24,
          pad: 10,
        })[0],
      );
    else
      p.push(t(1096, y + 22, 'Start →', { size: 13, weight: 700, fill: b.color, anchor: 'end' }));
  });
  // past visits table
  p.push(card(80, 468, 700, 290));
  p.push(t(104, 506, 'Past visits', { size: 17, weight: 700 }));
  p.push(
    `<g transform="translate(0 0)">${table(
      96,
      522,
      668,
      [
        ['Date', 16],
        ['Clinician', 150],
        ['Reason', 350],
        ['Notes', 640, 'end'],
      ],
      [
        ['2 Feb 2026', 'Dr. Amara Lewis', 'GP visit', 'Letter ready'],
        ['11 Dec 2025', 'Nurse Tom Brennan', 'Flu vaccination', '—'],
        ['28 Oct 2025', 'Dr. Samuel Ortiz', 'Follow-up', 'Results ready'],
        ['3 Sep 2025', 'Dr. Amara Lewis', 'GP visit', '—'],
      ],
    )}</g>`,
  );
  // documents
  p.push(card(812, 468, 308, 290));
  p.push(t(836, 506, 'Documents', { size: 17, weight: 700 }));
  [
    ['Blood test results', 'PDF · 28 Oct 2025'],
    ['Referral letter', 'PDF · 2 Feb 2026'],
    ['Vaccination record', 'PDF · 11 Dec 2025'],
    ['Care plan', 'PDF · 3 Sep 2025'],
  ].forEach(([d, s], i) => {
    const y = 528 + i * 54;
    p.push(rect(836, y, 40, 40, b.tint, { r: 10 }), icon.doc(848, y + 10, b.color));
    p.push(
      t(890, y + 18, d, { size: 14, weight: 600 }),
      t(890, y + 35, s, { size: 12, fill: muted }),
    );
  });
  return p.join('');
}

function harborSchedule() {
  const b = harbor;
  const actions =
    pill(480, 74, 'Eastside clinic', { fill: b.tint, color: '#115e59', dot: b.color })[0] +
    pill(620, 74, 'Tue 17 March', { fill: soft, color: ink })[0] +
    button(990, 66, '+ Add visit', { fill: b.color, h: 40, size: 14 })[0];
  const p = [
    chrome('desk.harbor-health.example/schedule'),
    appFrame(
      b,
      'Front desk',
      [
        ['Schedule', 'calendar'],
        ['Patients', 'user'],
        ['Reminders', 'bell'],
        ['Call-backs', 'phone'],
        ['Reports', 'chart'],
      ],
      'Schedule',
      'Front-desk schedule',
      { user: 'PR', actions },
    ),
  ];
  const cols = [
    ['Dr. Amara Lewis', 'GP'],
    ['Dr. Samuel Ortiz', 'GP'],
    ['Dr. Hana Sato', 'Paediatrics'],
    ['Nurse Tom Brennan', 'Nurse'],
  ];
  const x0 = 320;
  const cw = 214;
  p.push(rect(256, 140, 920, 636, '#fff', { r: 14, stroke: line }));
  cols.forEach(([name, role], i) => {
    const x = x0 + i * cw;
    p.push(
      circle(x + 22, 172, 14, b.light),
      t(
        x + 22,
        177,
        name
          .split(' ')
          .slice(-2)
          .map((w) => w[0])
          .join(''),
        { size: 11, weight: 700, fill: b.color, anchor: 'middle' },
      ),
    );
    p.push(
      t(x + 44, 170, name, { size: 13, weight: 700 }),
      t(x + 44, 186, role, { size: 11, fill: muted }),
    );
    p.push(rect(x - 6, 200, 1, 560, line));
  });
  const hours = ['8:00', '9:00', '10:00', '11:00', '12:00', '1:00', '2:00'];
  hours.forEach((h, i) => {
    const y = 214 + i * 80;
    p.push(
      t(300, y + 4, h, { size: 12, fill: faint, anchor: 'end' }),
      rect(312, y, 852, 1, '#eef2f7'),
    );
  });
  const visits = [
    [0, 0.1, 0.5, 'Maya Chen', 'GP visit · online', 'on'],
    [0, 0.67, 0.5, 'Robert Hayes', 'GP visit · phone', 'ph'],
    [0, 1.67, 0.75, 'Maya Patel', 'Follow-up · online', 'on'],
    [0, 3.2, 0.5, 'Free slot', 'Released by patient', 'free'],
    [1, 0.3, 0.5, 'Luis Moreno', 'GP visit · online', 'on'],
    [1, 1.2, 1, 'Grace Ahmed', 'Long visit · online', 'on'],
    [1, 2.6, 0.5, 'Owen Price', 'GP visit · phone', 'ph'],
    [1, 4.4, 0.5, 'Ella Novak', 'GP visit · online', 'on'],
    [2, 0.0, 0.75, 'Noah Kim, age 4', 'Check-up · online', 'on'],
    [2, 1.5, 0.5, 'Ava Russo, age 7', 'Vaccination · online', 'on'],
    [2, 3.0, 0.75, 'Leo Grant, age 2', 'Check-up · phone', 'ph'],
    [3, 0.5, 0.5, 'Sam Olsen', 'Blood test · online', 'on'],
    [3, 1.1, 0.5, 'Iris Lane', 'Flu jab · online', 'on'],
    [3, 2.2, 0.5, 'Free slot', 'Released by patient', 'free'],
    [3, 4.0, 0.5, 'Tom Reyes', 'Dressing · phone', 'ph'],
    [0, 4.5, 0.75, 'Jade Moss', 'GP visit · online', 'on'],
    [2, 4.6, 0.5, 'Mia Ford, age 5', 'Check-up · online', 'on'],
  ];
  for (const [c, start, len, who, what, kind] of visits) {
    const x = x0 + c * cw;
    const y = 216 + start * 80;
    const h = len * 80 - 6;
    const fill = kind === 'free' ? '#fff' : kind === 'on' ? b.tint : '#eef2ff';
    const edge = kind === 'free' ? '#cbd2de' : kind === 'on' ? b.color : '#6366f1';
    p.push(
      rect(x, y, cw - 18, h, fill, {
        r: 8,
        stroke: kind === 'free' ? edge : undefined,
        extra: kind === 'free' ? ' stroke-dasharray="5 4"' : '',
      }),
    );
    if (kind !== 'free') p.push(rect(x, y, 4, h, edge, { r: 2 }));
    p.push(t(x + 14, y + 19, who, { size: 13, weight: 700, fill: kind === 'free' ? muted : ink }));
    if (h > 36) p.push(t(x + 14, y + 35, what, { size: 11, fill: muted }));
  }
  // legend
  p.push(rect(256, 740, 920, 36, '#fff'));
  p.push(
    rect(280, 752, 12, 12, b.color, { r: 3 }),
    t(300, 763, 'Booked online', { size: 12, fill: body }),
  );
  p.push(
    rect(410, 752, 12, 12, '#6366f1', { r: 3 }),
    t(430, 763, 'Booked by phone', { size: 12, fill: body }),
  );
  p.push(
    rect(560, 752, 12, 12, '#fff', { r: 3, stroke: '#94a3b8', extra: ' stroke-dasharray="3 2"' }),
    t(580, 763, 'Freed by a reminder, back on sale', { size: 12, fill: body }),
  );
  p.push(
    t(1150, 763, '61% of today booked online', {
      size: 12,
      weight: 700,
      fill: b.color,
      anchor: 'end',
    }),
  );
  return p.join('');
}

function harborMobile() {
  const b = harbor;
  return [
    mobileBar(b, 'Harbor Health'),
    rect(0, 58, 178, 150, b.tint),
    t(14, 92, 'Book your visit', { size: 16, weight: 800 }),
    t(14, 112, 'in under a minute.', { size: 16, weight: 800, fill: b.color }),
    t(14, 134, 'Four clinics, 22 clinicians.', { size: 10, fill: body }),
    rect(14, 150, 110, 34, b.color, { r: 17 }),
    t(69, 172, 'Book a visit', { size: 11, weight: 700, fill: '#fff', anchor: 'middle' }),
    t(14, 232, 'Next free times', { size: 12, weight: 700 }),
    ...['Today, 3:40 pm', 'Today, 4:20 pm', 'Tomorrow, 8:10 am'].map(
      (s, i) =>
        rect(14, 244 + i * 40, 150, 32, i ? '#fff' : b.tint, { r: 8, stroke: i ? line : b.color }) +
        t(26, 265 + i * 40, s, { size: 11, weight: 600 }),
    ),
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// Atlas Freight: dispatch dashboard and driver app.

const atlasNav = [
  ['Planning board', 'grid'],
  ['Loads', 'doc'],
  ['Trucks', 'truck'],
  ['Drivers', 'user'],
  ['Customers', 'chat'],
  ['Reports', 'chart'],
];

function atlasBoard() {
  const b = atlas;
  const actions =
    pill(560, 74, 'All depots', { fill: soft, color: ink })[0] +
    pill(662, 74, 'Wed 11 March', { fill: soft, color: ink })[0] +
    button(1000, 66, '+ New load', { fill: b.color, h: 40, size: 14 })[0];
  const p = [
    chrome('dispatch.atlas-freight.example/board'),
    appFrame(b, 'Dispatch', atlasNav, 'Planning board', 'Planning board', { user: 'MD', actions }),
  ];
  // stats row
  [
    ['Loads today', '86'],
    ['Planned', '71'],
    ['In transit', '38'],
    ['Late', '2'],
  ].forEach(([l, v], i) => {
    const x = 256 + i * 232;
    p.push(rect(x, 140, 216, 64, '#fff', { r: 12, stroke: line }));
    p.push(
      t(x + 16, 166, l, { size: 12, weight: 500, fill: muted }),
      t(x + 16, 192, v, { size: 22, weight: 700, fill: l === 'Late' ? b.color : ink }),
    );
  });
  // unplanned column
  p.push(rect(256, 220, 250, 560, '#fff', { r: 14, stroke: line }));
  p.push(
    t(276, 252, 'To plan', { size: 15, weight: 700 }),
    pill(440, 236, '15', { fill: b.tint, color: b.color, size: 12, h: 24, pad: 10 })[0],
  );
  const loads = [
    ['L-20931', 'Leeds → Manchester', '12 pallets · 8.4 t', 'Collect 13:00'],
    ['L-20934', 'Hull → Sheffield', '6 pallets · 3.1 t', 'Collect 14:30'],
    ['L-20938', 'York → Bradford', 'Full load · 24 t', 'Collect 15:00'],
    ['L-20940', 'Leeds → Derby', '9 pallets · 5.6 t', 'Collect 16:15'],
    ['L-20942', 'Doncaster → Leeds', '4 pallets · 2.0 t', 'Tomorrow 07:00'],
  ];
  loads.forEach(([id, route, size, when], i) => {
    const y = 270 + i * 100;
    const drag = i === 1;
    p.push(
      rect(272 + (drag ? 0 : 0), y, 218, 88, drag ? '#fff' : soft, {
        r: 10,
        stroke: drag ? b.color : line,
        sw: drag ? 2 : 1,
      }),
    );
    p.push(
      t(288, y + 24, id, { size: 12, weight: 700, fill: b.color }),
      t(474, y + 24, when, { size: 11, fill: muted, anchor: 'end' }),
    );
    p.push(
      t(288, y + 48, route, { size: 14, weight: 700 }),
      t(288, y + 70, size, { size: 12, fill: muted }),
    );
  });
  // trucks grid
  const trucks = [
    [
      'TRK 14',
      'Leeds depot',
      'Sam Whitaker',
      [
        ['L-20911', 'Leeds → Hull', 0, 0.34],
        ['L-20925', 'Hull → York', 0.4, 0.34],
      ],
    ],
    [
      'TRK 22',
      'Leeds depot',
      'Priya Nair',
      [
        ['L-20918', 'Leeds → Preston', 0, 0.5],
        ['L-20934', 'Hull → Sheffield', 0.56, 0.3, true],
      ],
    ],
    ['TRK 07', 'York depot', 'Dan Hughes', [['L-20902', 'York → Newcastle', 0.05, 0.62]]],
    [
      'TRK 31',
      'York depot',
      'Ellie Shaw',
      [
        ['L-20920', 'York → Leeds', 0, 0.26],
        ['L-20927', 'Leeds → Wakefield', 0.3, 0.24],
        ['L-20930', 'Wakefield → York', 0.58, 0.3],
      ],
    ],
    ['TRK 18', 'Hull depot', 'Tom Baines', [['L-20915', 'Hull → Grimsby', 0.1, 0.4, false, true]]],
    [
      'TRK 25',
      'Hull depot',
      'Zara Malik',
      [
        ['L-20922', 'Hull → Lincoln', 0, 0.44],
        ['L-20929', 'Lincoln → Hull', 0.5, 0.38],
      ],
    ],
  ];
  const gx = 524;
  const gw = 652;
  p.push(rect(gx, 220, gw, 560, '#fff', { r: 14, stroke: line }));
  ['06:00', '09:00', '12:00', '15:00', '18:00'].forEach((h, i) => {
    const x = gx + 170 + (i * (gw - 190)) / 4;
    p.push(
      t(x, 250, h, { size: 11, fill: faint, anchor: 'middle' }),
      rect(x, 262, 1, 500, '#f1f4f9'),
    );
  });
  p.push(rect(gx + 170 + (gw - 190) * 0.47, 258, 2, 508, b.color));
  trucks.forEach(([name, depot, driver, jobs], i) => {
    const y = 270 + i * 84;
    if (i) p.push(rect(gx + 14, y - 8, gw - 28, 1, line));
    p.push(icon.truck(gx + 18, y + 14, ink), t(gx + 50, y + 24, name, { size: 14, weight: 700 }));
    p.push(
      t(gx + 18, y + 46, driver, { size: 12, weight: 500, fill: body }),
      t(gx + 18, y + 62, depot, { size: 11, fill: faint }),
    );
    for (const [id, route, start, len, fresh, late] of jobs) {
      const x = gx + 170 + start * (gw - 190);
      const w = len * (gw - 190) - 6;
      const fill = fresh ? b.color : late ? '#fff7ed' : b.tint;
      p.push(
        rect(x, y + 8, w, 56, fill, {
          r: 9,
          stroke: fresh ? undefined : late ? '#f97316' : '#fecaca',
        }),
      );
      p.push(
        t(x + 10, y + 29, id, {
          size: 11,
          weight: 700,
          fill: fresh ? '#fecaca' : late ? '#c2410c' : b.color,
        }),
      );
      p.push(t(x + 10, y + 48, route, { size: 12, weight: 600, fill: fresh ? '#fff' : ink }));
      if (late)
        p.push(
          t(x + w - 10, y + 29, '+25 min', {
            size: 11,
            weight: 700,
            fill: '#c2410c',
            anchor: 'end',
          }),
        );
    }
  });
  p.push(
    `<g filter="url(#s)">${rect(770, 560, 240, 44, ink, { r: 10 })}</g>`,
    t(788, 588, 'L-20934 planned on TRK 22 · driver notified', {
      size: 11,
      weight: 500,
      fill: '#fff',
    }),
  );
  return p.join('');
}

function ukMap(x, y, w, h, color) {
  // A plain road map: land, a river and a few roads, drawn in the box.
  const s = (px, py) => `${n(x + px * w)} ${n(y + py * h)}`;
  return [
    rect(x, y, w, h, '#eef2f7', { r: 12 }),
    path(
      `M${s(0, 0.62)}C${s(0.2, 0.55)} ${s(0.35, 0.7)} ${s(0.55, 0.6)}S${s(0.85, 0.4)} ${s(1, 0.46)}`,
      'none',
      ` stroke="#bfdbfe" stroke-width="10"`,
    ),
    stroke(`M${s(0.08, 0)}L${s(0.2, 0.3)}L${s(0.3, 1)}`, '#fff', 9),
    stroke(`M${s(0, 0.25)}L${s(0.5, 0.35)}L${s(1, 0.2)}`, '#fff', 9),
    stroke(`M${s(0.6, 0)}L${s(0.72, 0.55)}L${s(0.9, 1)}`, '#fff', 7),
    stroke(`M${s(0.2, 0.3)}C${s(0.4, 0.32)} ${s(0.55, 0.75)} ${s(0.82, 0.72)}`, color, 5),
    circle(x + 0.2 * w, y + 0.3 * h, 9, '#fff', ` stroke="${color}" stroke-width="4"`),
    circle(x + 0.82 * w, y + 0.72 * h, 10, color),
  ].join('');
}

function atlasLoad() {
  const b = atlas;
  const actions =
    pill(560, 74, 'In transit', { fill: '#dbeafe', color: '#1d4ed8', dot: '#2563eb' })[0] +
    button(880, 66, 'Message driver', { outline: ink, color: ink, h: 40, size: 14 })[0] +
    button(1040, 66, 'Edit', { fill: b.color, h: 40, size: 14, w: 80 })[0];
  const p = [
    chrome('dispatch.atlas-freight.example/loads/L-20918'),
    appFrame(b, 'Dispatch', atlasNav, 'Loads', 'Load L-20918', { user: 'MD', actions }),
  ];
  p.push(card(256, 140, 560, 330));
  p.push(ukMap(272, 156, 528, 298, b.color));
  p.push(
    `<g filter="url(#s)">${rect(290, 174, 210, 66, '#fff', { r: 10 })}</g>`,
    t(306, 200, 'ETA 14:35', { size: 18, weight: 700 }),
    t(306, 222, '46 mi left · on time', { size: 12, weight: 600, fill: green }),
  );
  p.push(
    t(304, 440, 'Leeds depot', { size: 12, weight: 700 }),
    t(700, 412, 'Preston', { size: 12, weight: 700 }),
  );
  // details
  p.push(card(840, 140, 336, 330));
  p.push(t(864, 176, 'Details', { size: 17, weight: 700 }));
  [
    ['Customer', 'Northgate Builders Merchants'],
    ['Cargo', '18 pallets · building supplies'],
    ['Weight', '11.2 t'],
    ['Truck', 'TRK 22 · DAF XF 480'],
    ['Driver', 'Priya Nair'],
    ['Reference', 'PO 55812-B'],
  ].forEach(([k, v], i) => {
    const y = 210 + i * 42;
    p.push(t(864, y, k, { size: 12, fill: muted }), t(864, y + 19, v, { size: 14, weight: 600 }));
  });
  // timeline
  p.push(card(256, 494, 560, 282));
  p.push(t(280, 530, 'Timeline', { size: 17, weight: 700 }));
  const events = [
    ['07:05', 'Planned on TRK 22', 'Marcus D., planning board', true],
    ['08:40', 'Collected at Leeds depot', 'Photo: 18 pallets, seal 40417', true],
    ['08:41', 'Customer told: on its way', 'Email and text sent automatically', true],
    ['14:35', 'Delivery at Preston (ETA)', 'Proof of delivery on the driver app', false],
  ];
  events.forEach(([time, what, note, done], i) => {
    const y = 556 + i * 52;
    if (i < events.length - 1) p.push(rect(349, y + 12, 2, 46, done ? b.color : line));
    p.push(
      done
        ? check(350, y + 8, 10, b.color)
        : circle(350, y + 8, 9, '#fff', ` stroke="#cbd2de" stroke-width="2"`),
    );
    p.push(t(280, y + 13, time, { size: 13, weight: 600, fill: muted }));
    p.push(
      t(372, y + 13, what, { size: 14, weight: 700, fill: done ? ink : muted }),
      t(372, y + 31, note, { size: 12, fill: muted }),
    );
  });
  // documents
  p.push(card(840, 494, 336, 282));
  p.push(t(864, 530, 'Proof and documents', { size: 17, weight: 700 }));
  [0, 1].forEach((i) => {
    const x = 864 + i * 148;
    p.push(
      rect(x, 550, 136, 96, '#e2e8f0', { r: 10 }),
      path(`M${x + 14} ${634}l34-40 26 26 18-16 30 30z`, '#cbd2de'),
      circle(x + 104, 574, 10, '#f1f5f9'),
    );
  });
  p.push(t(864, 666, 'Collection photos · 08:40', { size: 12, fill: muted }));
  p.push(rect(864, 686, 288, 1, line));
  p.push(
    icon.doc(866, 704, b.color),
    t(894, 718, 'Delivery note DN-20918.pdf', { size: 13, weight: 600 }),
  );
  p.push(
    icon.doc(866, 740, b.color),
    t(894, 754, 'Invoice draft · ready on delivery', { size: 13, weight: 600 }),
  );
  return p.join('');
}

function driverScreen(b, variant) {
  const p = [rect(0, 0, 236, 560, '#f8fafc'), rect(0, 0, 236, 96, b.dark)];
  p.push(
    t(18, 42, variant === 0 ? 'Today' : variant === 1 ? 'Job 2 of 4' : 'Proof of delivery', {
      size: 12,
      weight: 600,
      fill: '#fca5a5',
    }),
  );
  p.push(
    t(18, 72, variant === 0 ? 'Priya · TRK 22' : variant === 1 ? 'L-20918' : 'L-20918 · Preston', {
      size: 19,
      weight: 700,
      fill: '#fff',
    }),
  );
  if (variant === 0) {
    const jobs = [
      ['07:30', 'Leeds depot', 'Collect 18 pallets', 'Done'],
      ['14:35', 'Preston, PR1 4AT', 'Deliver · Northgate BM', 'Next'],
      ['16:10', 'Chorley, PR7 2QL', 'Collect 6 pallets', ''],
      ['18:20', 'Leeds depot', 'Return', ''],
    ];
    jobs.forEach(([time, place, what, state], i) => {
      const y = 112 + i * 92;
      p.push(
        rect(14, y, 208, 80, '#fff', {
          r: 12,
          stroke: state === 'Next' ? b.color : line,
          sw: state === 'Next' ? 2 : 1,
        }),
      );
      p.push(
        t(28, y + 24, time, { size: 12, weight: 700, fill: state === 'Done' ? faint : b.color }),
      );
      if (state)
        p.push(
          pill(state === 'Done' ? 158 : 160, y + 10, state, {
            fill: state === 'Done' ? '#dcfce7' : b.tint,
            color: state === 'Done' ? '#166534' : b.color,
            size: 10,
            h: 20,
            pad: 8,
          })[0],
        );
      p.push(
        t(28, y + 46, place, { size: 14, weight: 700, fill: state === 'Done' ? muted : ink }),
        t(28, y + 65, what, { size: 11, fill: muted }),
      );
    });
    p.push(
      rect(14, 492, 208, 46, b.color, { r: 23 }),
      t(118, 520, 'Start navigation', { size: 14, weight: 700, fill: '#fff', anchor: 'middle' }),
    );
  } else if (variant === 1) {
    p.push(ukMap(14, 110, 208, 150, b.color));
    [
      ['Deliver to', 'Northgate Builders Merchants'],
      ['Address', '12 Ribble Way, Preston'],
      ['Cargo', '18 pallets · 11.2 t'],
      ['Contact', 'Gate 3, ask for Ian'],
    ].forEach(([k, v], i) => {
      const y = 290 + i * 46;
      p.push(t(18, y, k, { size: 11, fill: muted }), t(18, y + 19, v, { size: 13, weight: 600 }));
    });
    p.push(
      rect(14, 492, 208, 46, b.color, { r: 23 }),
      t(118, 520, 'Arrived', { size: 14, weight: 700, fill: '#fff', anchor: 'middle' }),
    );
  } else {
    p.push(
      rect(14, 112, 208, 150, '#e2e8f0', { r: 12 }),
      path('M30 246l52-62 40 40 28-24 56 46z', '#cbd2de'),
      circle(180, 146, 14, '#f1f5f9'),
    );
    p.push(check(196, 236, 14, green));
    p.push(
      t(18, 292, 'Signed by', { size: 11, fill: muted }),
      t(18, 311, 'Ian Clarke, goods in', { size: 13, weight: 600 }),
    );
    p.push(
      rect(14, 324, 208, 82, '#fff', { r: 10, stroke: line }),
      stroke('M32 380c14-30 22 10 34-8s16-26 26 0 18 6 30-10 14 14 30 4', ink, 2),
    );
    p.push(
      t(18, 432, 'Pallets delivered', { size: 11, fill: muted }),
      t(18, 452, '18 of 18', { size: 13, weight: 600 }),
    );
    p.push(
      rect(14, 492, 208, 46, green, { r: 23 }),
      t(118, 520, 'Complete delivery', { size: 14, weight: 700, fill: '#fff', anchor: 'middle' }),
    );
  }
  return p.join('');
}

function atlasDriver() {
  const b = atlas;
  const p = [rect(0, 0, 1200, 800, '#f6f4f4'), circle(600, 420, 360, '#fdecec', ' opacity=".8"')];
  p.push(
    t(600, 72, 'DRIVER APP', {
      size: 13,
      weight: 700,
      fill: b.color,
      spacing: '2',
      anchor: 'middle',
    }),
  );
  p.push(
    t(600, 112, 'Jobs, directions and proof of delivery', {
      size: 28,
      weight: 800,
      anchor: 'middle',
    }),
  );
  p.push(phone(150, 170, 254, 580, driverScreen(b, 0)));
  p.push(phone(473, 150, 254, 600, driverScreen(b, 1)));
  p.push(phone(796, 170, 254, 580, driverScreen(b, 2)));
  p.push(
    `<g filter="url(#s)">${rect(980, 620, 190, 62, '#fff', { r: 12 })}</g>`,
    icon.clock(996, 641, b.color),
    t(1024, 648, 'Works offline', { size: 13, weight: 700 }),
    t(1024, 666, 'Syncs when back', { size: 11, fill: muted }),
  );
  return p.join('');
}

function atlasTracking() {
  const b = atlas;
  const p = [
    chrome('atlas-freight.example/track'),
    siteNav(b, ['Services', 'Depots', 'Track a load', 'Contact'], 'Get a quote', {
      active: 'Track a load',
    }),
    rect(0, 130, 1200, 670, soft),
  ];
  p.push(t(80, 190, 'Track your delivery', { size: 34, weight: 800 }));
  p.push(
    rect(80, 214, 420, 48, '#fff', { r: 12, stroke: '#cbd2de' }),
    t(98, 244, 'L-20918', { size: 15, weight: 600 }),
  );
  p.push(button(512, 216, 'Track', { fill: b.color, h: 44, w: 100 })[0]);
  p.push(card(80, 290, 640, 470));
  p.push(pill(104, 314, 'On its way', { fill: '#dbeafe', color: '#1d4ed8', dot: '#2563eb' })[0]);
  p.push(t(104, 382, 'Arriving today, 14:20–14:50', { size: 26, weight: 700 }));
  p.push(
    t(104, 410, '18 pallets for Northgate Builders Merchants, Preston', { size: 15, fill: muted }),
  );
  p.push(rect(104, 436, 592, 8, '#eef2f7', { r: 4 }), rect(104, 436, 430, 8, b.color, { r: 4 }));
  const stages = [
    ['Booked', 'Mon 9 Mar'],
    ['Collected', '08:40 today'],
    ['On its way', 'since 08:41'],
    ['Delivered', 'ETA 14:35'],
  ];
  stages.forEach(([s, w], i) => {
    const x = 104 + (i * 592) / 3;
    const done = i < 3;
    p.push(
      done
        ? check(x, 440, 12, b.color)
        : circle(x, 440, 11, '#fff', ` stroke="#cbd2de" stroke-width="3"`),
    );
    p.push(
      t(x, 476, s, {
        size: 13,
        weight: 700,
        fill: done ? ink : muted,
        anchor: i === 0 ? 'start' : i === 3 ? 'end' : 'middle',
      }),
    );
    p.push(
      t(x, 494, w, {
        size: 12,
        fill: muted,
        anchor: i === 0 ? 'start' : i === 3 ? 'end' : 'middle',
      }),
    );
  });
  p.push(rect(104, 522, 592, 1, line));
  p.push(t(104, 556, 'Updates', { size: 16, weight: 700 }));
  [
    ['08:41', 'Your load is on its way. We will text you 30 minutes before arrival.'],
    ['08:40', 'Collected from our Leeds depot by Priya on TRK 22.'],
    ['Mon 17:02', 'Booked for Wednesday. Delivery window 14:00–15:00.'],
  ].forEach(([time, text], i) => {
    const y = 586 + i * 52;
    p.push(
      circle(112, y - 4, 5, i ? '#cbd2de' : b.color),
      t(128, y, time, { size: 12, weight: 700, fill: muted }),
      t(128, y + 20, text, { size: 14, fill: ink }),
    );
  });
  p.push(card(752, 290, 368, 300));
  p.push(ukMap(768, 306, 336, 268, b.color));
  p.push(card(752, 612, 368, 148));
  p.push(t(776, 648, 'Need to change something?', { size: 16, weight: 700 }));
  p.push(t(776, 672, 'Call the Leeds desk, 07:00–19:00', { size: 13, fill: muted }));
  p.push(
    icon.phone(776, 694, b.color),
    t(804, 710, '0113 555 0192', { size: 16, weight: 700, fill: b.color }),
  );
  return p.join('');
}

function atlasReports() {
  const b = atlas;
  const actions =
    pill(600, 74, 'February 2026', { fill: soft, color: ink })[0] +
    button(1010, 66, 'Export', { outline: ink, color: ink, h: 40, size: 14, w: 110 })[0];
  const p = [
    chrome('dispatch.atlas-freight.example/reports'),
    appFrame(b, 'Dispatch', atlasNav, 'Reports', 'Depot reports', { user: 'MD', actions }),
  ];
  p.push(stat(256, 140, 218, 'Loads delivered', '1,942', '↑ 6% on January'));
  p.push(stat(490, 140, 218, 'On time', '96.4%', '↑ 3.1 points'));
  p.push(stat(724, 140, 218, 'Status calls', '−52%', 'since go-live'));
  p.push(stat(958, 140, 218, 'Delivery to invoice', '1.2 days', '6 days sooner'));
  p.push(card(256, 272, 560, 300));
  p.push(
    t(280, 308, 'Customer calls about load status', { size: 16, weight: 700 }),
    t(280, 330, 'per week, all depots', { size: 12, fill: muted }),
  );
  p.push(gridLines(280, 350, 512, 170, 4));
  const vals = [0.92, 0.95, 0.88, 0.9, 0.62, 0.55, 0.5, 0.47, 0.45, 0.44, 0.43, 0.44];
  p.push(
    bars(
      280,
      350,
      512,
      170,
      vals,
      ['W1', '', 'W3', '', 'W5', '', 'W7', '', 'W9', '', 'W11', ''],
      b.color,
      { highlight: -1 },
    ),
  );
  p.push(
    rect(280 + (512 / 12) * 4 - 2, 344, 2, 182, ink),
    pill(280 + (512 / 12) * 4 + 6, 346, 'Go-live', {
      fill: ink,
      color: '#fff',
      size: 11,
      h: 22,
      pad: 8,
    })[0],
  );
  p.push(card(840, 272, 336, 300));
  p.push(
    t(864, 308, 'Coordinator time', { size: 16, weight: 700 }),
    t(864, 330, 'hours a day on re-typing and chasing', { size: 12, fill: muted }),
  );
  p.push(
    t(864, 400, 'Before', { size: 13, fill: muted }),
    rect(864, 412, 288, 22, '#e2e8f0', { r: 6 }),
    t(1140, 428, '2.6 h', { size: 12, weight: 700, anchor: 'end' }),
  );
  p.push(
    t(864, 470, 'Now', { size: 13, fill: muted }),
    rect(864, 482, 66, 22, b.color, { r: 6 }),
    t(940, 498, '0.6 h', { size: 12, weight: 700 }),
  );
  p.push(
    t(864, 544, '2 h saved per coordinator, every day', { size: 13, weight: 700, fill: green }),
  );
  p.push(card(256, 596, 920, 180));
  p.push(
    table(
      272,
      612,
      888,
      [
        ['Depot', 16],
        ['Trucks', 240, 'end'],
        ['Loads', 380, 'end'],
        ['On time', 520, 'end'],
        ['Avg. POD on file', 700, 'end'],
        ['Invoiced within', 872, 'end'],
      ],
      [
        ['Leeds', '26', '842', '96.9%', '7 min', '1.1 days'],
        ['York', '19', '611', '95.8%', '9 min', '1.3 days'],
      ],
      { rowH: 46 },
    ),
  );
  p.push(
    rect(284, 744, 876, 1, line),
    t(288, 768, 'Hull', { size: 14, weight: 600 }),
    ...[
      ['15', 240],
      ['489', 380],
      ['96.3%', 520],
      ['8 min', 700],
      ['1.2 days', 872],
    ].map(([v, x]) => t(272 + x, 768, v, { size: 14, fill: body, anchor: 'end' })),
  );
  return p.join('');
}

/** A 236 px wide phone screen, fitted to the thumbnail's 178 px phone. */
const fitPhone = (content) => `<g transform="scale(.754)">${content}</g>`;

const atlasMobile = () => fitPhone(driverScreen(atlas, 0));

// ---------------------------------------------------------------------------------------------
// Summit Realty: technical audit, suburb pages and the monthly report.

const summitNav = [
  ['Overview', 'grid'],
  ['Site audit', 'search'],
  ['Rankings', 'chart'],
  ['Local', 'pin'],
  ['Content', 'doc'],
  ['Reports', 'doc'],
];

function summitAudit() {
  const b = summit;
  const actions =
    pill(560, 74, 'summit-realty.example', { fill: soft, color: ink, dot: green })[0] +
    button(1010, 66, 'Re-crawl', { fill: b.color, h: 40, size: 14, w: 116 })[0];
  const p = [
    chrome('seo.ecsdigital.com/summit-realty/audit'),
    appFrame(b, 'Search audit', summitNav, 'Site audit', 'Audit overview', { user: 'HP', actions }),
  ];
  p.push(card(256, 140, 300, 300));
  p.push(t(280, 176, 'Site health', { size: 16, weight: 700 }));
  p.push(donut(406, 300, 82, 0.94, b.color, '#e2e8f0', '94', 'was 41 in August'));
  p.push(t(280, 420, 'Crawled 1,284 pages · 3 Mar', { size: 12, fill: muted }));
  [
    ['Issues fixed', '41 of 41', 'All verified after re-crawl', green],
    ['Pages indexed', '1,196', 'up from 512 blocked by an old setting', green],
    ['Mobile load time', '1.6 s', '1.9 s faster', green],
  ].forEach(([l, v, s, c], i) => {
    const x = 576 + i * 204;
    p.push(card(x, 140, 188, 140));
    p.push(
      t(x + 18, 172, l, { size: 12, weight: 500, fill: muted }),
      t(x + 18, 214, v, { size: 26, weight: 700 }),
    );
    p.push(
      t(x + 18, 238, s.length > 24 ? s.slice(0, s.indexOf(' ', 18)) : s, {
        size: 11,
        weight: 600,
        fill: c,
      }),
    );
    if (s.length > 24)
      p.push(t(x + 18, 254, s.slice(s.indexOf(' ', 18) + 1), { size: 11, weight: 600, fill: c }));
  });
  p.push(card(576, 300, 600, 140));
  p.push(t(600, 334, 'Issues by week', { size: 15, weight: 700 }));
  p.push(bars(600, 348, 552, 60, [1, 0.82, 0.6, 0.41, 0.25, 0.12, 0.05, 0], null, b.color));
  p.push(
    t(600, 430, 'Week 1: 41 open', { size: 11, fill: muted }),
    t(1152, 430, 'Week 8: 0 open', { size: 11, fill: muted, anchor: 'end' }),
  );
  p.push(card(256, 464, 920, 312));
  p.push(t(280, 500, 'Top fixes', { size: 16, weight: 700 }));
  const status = (label, ok) => [
    pill(0, -12, label, {
      fill: ok ? '#dcfce7' : '#fef3c7',
      color: ok ? '#166534' : '#92400e',
      size: 11,
      h: 24,
      pad: 10,
    })[0],
  ];
  p.push(
    table(
      272,
      516,
      888,
      [
        ['Issue', 16],
        ['Pages', 500, 'end'],
        ['Impact', 560],
        ['Status', 740],
      ],
      [
        ['Listings blocked from search (noindex)', '684', 'High', status('Fixed', true)],
        ['Duplicate listing templates (3 versions)', '412', 'High', status('Fixed', true)],
        ['Missing listing structured data', '318', 'Medium', status('Fixed', true)],
        ['Images without size or description', '1,040', 'Medium', status('Fixed', true)],
        ['Slow suburb pages on mobile', '8', 'Medium', status('Fixed', true)],
      ],
      { rowH: 42 },
    ),
  );
  return p.join('');
}

function summitRankings() {
  const b = summit;
  const actions =
    pill(560, 74, 'Last 6 months', { fill: soft, color: ink })[0] +
    pill(690, 74, 'Google · Mobile', { fill: soft, color: ink })[0];
  const p = [
    chrome('seo.ecsdigital.com/summit-realty/rankings'),
    appFrame(b, 'Search audit', summitNav, 'Rankings', 'Keyword rankings', { user: 'HP', actions }),
    areaGradient('ar', b.color),
  ];
  p.push(stat(256, 140, 218, 'On the first page', '23', '↑ 23 since the audit'));
  p.push(stat(490, 140, 218, 'Organic visits', '2.6×', '↑ 11,480 a month'));
  p.push(stat(724, 140, 218, 'Organic leads', '+58%', '↑ 214 this quarter'));
  p.push(stat(958, 140, 218, 'Tracked searches', '64', '8 suburbs × 8 intents', { color: muted }));
  p.push(card(256, 272, 920, 200));
  p.push(t(280, 306, 'Searches on the first page', { size: 15, weight: 700 }));
  p.push(gridLines(280, 322, 872, 110, 2));
  p.push(
    lineChart(
      280,
      322,
      872,
      110,
      [0, 0.02, 0.08, 0.2, 0.35, 0.52, 0.66, 0.78, 0.88, 0.95, 1],
      b.color,
      'ar',
    ),
  );
  ['Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'].forEach((m, i) =>
    p.push(
      t(280 + (i * 872) / 6, 456, m, {
        size: 11,
        fill: muted,
        anchor: i === 0 ? 'start' : i === 6 ? 'end' : 'middle',
      }),
    ),
  );
  p.push(card(256, 492, 920, 284));
  const pos = (now, was) => [
    rect(-4, -14, 34, 28, now <= 3 ? b.light : soft, { r: 7 }) +
      t(13, 5, String(now), {
        size: 13,
        weight: 700,
        fill: now <= 3 ? b.color : ink,
        anchor: 'middle',
      }) +
      t(44, 5, was ? `↑ ${was - now}` : 'new', { size: 12, weight: 600, fill: green }),
  ];
  p.push(
    table(
      272,
      508,
      888,
      [
        ['Search', 16],
        ['Position', 430],
        ['Was', 560, 'end'],
        ['Monthly searches', 720, 'end'],
        ['Page', 740],
      ],
      [
        ['homes for sale in oakridge', pos(2, 38), '38', '1,900', '/suburbs/oakridge'],
        ['houses for sale maple grove', pos(3, 45), '45', '1,300', '/suburbs/maple-grove'],
        ['estate agent willow park', pos(1, 12), '12', '880', '/offices/willow-park'],
        ['homes for sale in cedar hill', pos(4, 0), '—', '720', '/suburbs/cedar-hill'],
        ['oakridge house prices', pos(5, 61), '61', '590', '/suburbs/oakridge'],
      ],
      { rowH: 44 },
    ),
  );
  return p.join('');
}

function summitSuburb() {
  const b = summit;
  const p = [
    chrome('summit-realty.example/suburbs/oakridge'),
    siteNav(b, ['Buy', 'Sell', 'Suburbs', 'Our agents'], 'Book a valuation', { active: 'Suburbs' }),
  ];
  p.push(rect(0, 130, 1200, 260, b.tint));
  // hillside artwork
  p.push(
    path('M640 390C720 300 820 250 920 270s200 60 280 20v100z', '#a7f3d0'),
    path('M560 390c120-80 260-100 400-60s180 30 240 10v50z', '#6ee7b7'),
  );
  [
    [760, 300],
    [860, 290],
    [1010, 310],
  ].forEach(([x, y]) =>
    p.push(
      rect(x, y, 56, 44, '#fff'),
      path(`M${x - 6} ${y}l34-26 34 26z`, b.color),
      rect(x + 22, y + 22, 12, 22, b.amber),
    ),
  );
  p.push(t(80, 178, 'SUBURB GUIDE', { size: 12, weight: 700, fill: b.color, spacing: '2' }));
  p.push(t(80, 230, 'Homes for sale in Oakridge', { size: 40, weight: 800 }));
  p.push(
    t(80, 264, 'Leafy streets, two top-rated schools and 22 minutes', { size: 17, fill: body }),
  );
  p.push(
    t(80, 288, 'to downtown by train. Written by our Oakridge agents.', { size: 17, fill: body }),
  );
  p.push(button(80, 316, 'See 18 homes for sale', { fill: b.color })[0]);
  // facts
  [
    ['Median price', '$412,000', '↑ 4.8% this year'],
    ['Days on market', '27', '9 fewer than the city'],
    ['To downtown', '22 min', 'Oakridge station'],
    ['Schools', '2 rated A', 'Oakridge Elementary, Hill High'],
  ].forEach(([l, v, s], i) => {
    const x = 80 + i * 262;
    p.push(card(x, 412, 246, 112));
    p.push(
      t(x + 20, 444, l, { size: 12, weight: 500, fill: muted }),
      t(x + 20, 480, v, { size: 24, weight: 700 }),
      t(x + 20, 504, s, { size: 12, fill: i === 0 ? green : muted, weight: i === 0 ? 600 : 400 }),
    );
  });
  p.push(t(80, 572, 'Recently listed in Oakridge', { size: 20, weight: 700 }));
  [
    ['$389,000', '14 Birch Lane', '3 bed · 2 bath · 1,640 sq ft'],
    ['$455,000', '7 Orchard Close', '4 bed · 2 bath · 2,020 sq ft'],
    ['$329,500', '22 Station Road', '2 bed · 1 bath · 1,120 sq ft'],
    ['$512,000', '3 Ridge View', '4 bed · 3 bath · 2,380 sq ft'],
  ].forEach(([price, addr, spec], i) => {
    const x = 80 + i * 262;
    p.push(card(x, 592, 246, 190));
    p.push(
      rect(x, 592, 246, 96, ['#d1fae5', '#fef3c7', '#e0f2fe', '#ede9fe'][i], { r: 14 }),
      rect(x, 660, 246, 28, ['#d1fae5', '#fef3c7', '#e0f2fe', '#ede9fe'][i]),
    );
    p.push(
      rect(x + 90, 622, 66, 50, '#fff'),
      path(`M${x + 82} 622l41-30 41 30z`, ['#047857', '#b45309', '#0369a1', '#6d28d9'][i]),
    );
    p.push(
      t(x + 18, 718, price, { size: 18, weight: 700 }),
      t(x + 18, 740, addr, { size: 13, weight: 600 }),
      t(x + 18, 760, spec, { size: 11, fill: muted }),
    );
  });
  return p.join('');
}

function summitLocal() {
  const b = summit;
  const p = [
    chrome('google.example/search?q=estate+agent+near+me'),
    rect(0, 52, 1200, 748, '#fff'),
  ];
  p.push(
    rect(60, 76, 620, 46, '#fff', { r: 23, stroke: '#cbd2de' }),
    icon.search(80, 90, muted),
    t(110, 105, 'estate agent near me', { size: 15 }),
  );
  ['All', 'Maps', 'Images', 'News'].forEach((tab, i) => {
    p.push(
      t(80 + i * 80, 156, tab, {
        size: 13,
        weight: i === 1 ? 700 : 500,
        fill: i === 1 ? b.color : muted,
      }),
    );
    if (i === 1) p.push(rect(80 + i * 80, 164, 36, 3, b.color));
  });
  p.push(rect(0, 168, 1200, 1, line));
  // results list
  const results = [
    [
      'Summit Realty · Oakridge',
      '4.9',
      '(212)',
      'Estate agent · 14 Main St',
      'Open · closes 6 pm',
      true,
    ],
    [
      'Summit Realty · Maple Grove',
      '4.8',
      '(167)',
      'Estate agent · 2 Grove Parade',
      'Open · closes 6 pm',
      true,
    ],
    ['Carter & Lowe Property', '4.3', '(58)', 'Estate agent · 91 High St', 'Closes 5:30 pm', false],
    ['Hillside Homes', '4.1', '(33)', 'Estate agent · 6 Mill Road', 'Open · closes 5 pm', false],
  ];
  results.forEach(([name, rating, count, kind, open, ours], i) => {
    const y = 196 + i * 138;
    p.push(
      rect(60, y, 500, 122, ours ? b.tint : '#fff', { r: 12, stroke: ours ? '#6ee7b7' : line }),
    );
    p.push(t(80, y + 32, name, { size: 17, weight: 700, fill: ours ? b.color : ink }));
    p.push(t(80, y + 56, rating, { size: 13, weight: 700 }));
    for (let s = 0; s < 5; s++)
      p.push(
        path(
          `M${114 + s * 16} ${y + 45}l3 6 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z`,
          s < Math.round(Number(rating)) ? b.amber : '#e2e8f0',
        ),
      );
    p.push(t(200, y + 56, count, { size: 13, fill: muted }));
    p.push(
      t(80, y + 80, kind, { size: 13, fill: body }),
      t(80, y + 102, open, { size: 13, weight: 600, fill: green }),
    );
    ['Website', 'Directions'].forEach((a, j) =>
      p.push(
        rect(400 + j * 0, y + 20 + j * 44, 140, 34, '#fff', { r: 17, stroke: '#cbd2de' }),
        t(470, y + 42 + j * 44, a, { size: 13, weight: 600, fill: b.color, anchor: 'middle' }),
      ),
    );
  });
  // map
  p.push(rect(600, 184, 560, 592, '#eef3ec', { r: 16 }));
  p.push(
    path(
      'M600 420c120-30 220 40 330 10s160-60 230-40',
      'none',
      ' stroke="#bfdbfe" stroke-width="18"',
    ),
  );
  p.push(stroke('M700 184v592M600 560h560M900 184l80 592M1040 184l-160 592', '#fff', 10));
  p.push(
    rect(760, 250, 110, 80, '#dcfce7', { r: 12 }),
    rect(980, 600, 130, 100, '#dcfce7', { r: 12 }),
  );
  const pinAt = (x, y, label, ours) => {
    const c = ours ? b.color : '#94a3b8';
    return (
      path(`M${x} ${y + 30}s-16-14-16-26a16 16 0 0 1 32 0c0 12-16 26-16 26z`, c) +
      circle(x, y + 4, 6, '#fff') +
      `<g filter="url(#s)">${rect(x + 22, y - 12, measure(label, 12, 700) + 20, 28, '#fff', { r: 8 })}</g>` +
      t(x + 32, y + 7, label, { size: 12, weight: 700, fill: ours ? b.color : body })
    );
  };
  p.push(pinAt(780, 360, 'Summit Realty · Oakridge', true));
  p.push(pinAt(940, 520, 'Summit Realty · Maple Grove', true));
  p.push(pinAt(680, 650, 'Carter & Lowe', false));
  p.push(pinAt(1010, 250, 'Hillside Homes', false));
  p.push(
    `<g filter="url(#s)">${rect(620, 708, 300, 52, '#fff', { r: 12 })}</g>`,
    t(640, 732, 'Map profiles set up for every office', { size: 12, weight: 700 }),
    t(640, 750, '3 offices · photos, hours, reviews', { size: 11, fill: muted }),
  );
  return p.join('');
}

function summitReport() {
  const b = summit;
  const p = [rect(0, 0, 1200, 800, '#e9eef3')];
  p.push(`<g filter="url(#s)">${rect(180, 36, 840, 740, '#fff', { r: 6 })}</g>`);
  p.push(rect(180, 36, 840, 8, b.color, { r: 3 }));
  p.push(
    rect(220, 80, 36, 36, b.color, { r: 9 }),
    b.mark(238, 98, 0.9),
    t(268, 96, 'Summit Realty', { size: 15, weight: 700 }),
    t(268, 112, 'Monthly search report · February 2026', { size: 12, fill: muted }),
  );
  p.push(t(980, 104, 'Prepared by ECS Digital', { size: 12, fill: muted, anchor: 'end' }));
  p.push(rect(220, 136, 760, 1, line));
  p.push(t(220, 184, 'Leads from search are up 58% since the audit.', { size: 26, weight: 800 }));
  p.push(
    t(220, 212, 'Oakridge and Maple Grove now rank in the top three; Cedar Hill is next.', {
      size: 15,
      fill: body,
    }),
  );
  [
    ['Organic leads', '+58%', 'vs. August'],
    ['First-page searches', '23', 'from 0'],
    ['Organic visits', '2.6×', '11,480 / month'],
    ['Mobile load', '1.6 s', '1.9 s faster'],
  ].forEach(([l, v, s], i) => {
    const x = 220 + i * 192;
    p.push(rect(x, 236, 176, 108, i === 0 ? b.tint : soft, { r: 12 }));
    p.push(
      t(x + 16, 264, l, { size: 12, weight: 500, fill: muted }),
      t(x + 16, 304, v, { size: 30, weight: 800, fill: i === 0 ? b.color : ink }),
      t(x + 16, 328, s, { size: 12, fill: muted }),
    );
  });
  p.push(t(220, 386, 'Leads from search, by month', { size: 15, weight: 700 }));
  p.push(gridLines(220, 402, 470, 150, 3));
  p.push(
    bars(
      220,
      402,
      470,
      150,
      [0.5, 0.52, 0.55, 0.6, 0.68, 0.72, 0.8, 0.92],
      ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb'],
      b.color,
      { highlight: 7, light: '#a7f3d0' },
    ),
  );
  p.push(t(720, 386, 'What moved', { size: 15, weight: 700 }));
  [
    'Oakridge guide reached position 2',
    'Listing data now shows prices in results',
    'Maple Grove map profile: 41 new reviews',
  ].forEach((s, i) =>
    p.push(check(732, 416 + i * 40, 10, b.color), t(752, 421 + i * 40, s, { size: 13 })),
  );
  p.push(rect(220, 604, 760, 1, line));
  p.push(t(220, 642, 'Next month', { size: 15, weight: 700 }));
  [
    ['Cedar Hill guide', 'Write with the Cedar Hill agents; target position 4 → 1'],
    ['School catchment pages', 'Two new pages from the most-asked questions'],
    ['Reviews', 'Ask every buyer from February for a review'],
  ].forEach(([h, s], i) => {
    const y = 674 + i * 30;
    p.push(
      t(220, y, `${i + 1}.`, { size: 13, weight: 700, fill: b.color }),
      t(242, y, h, { size: 13, weight: 700 }),
      t(420, y, s, { size: 13, fill: body }),
    );
  });
  return p.join('');
}

function summitMobile() {
  const b = summit;
  return [
    mobileBar(b, 'Summit Realty'),
    rect(0, 58, 178, 130, b.tint),
    t(14, 82, 'SUBURB GUIDE', { size: 8, weight: 700, fill: b.color, spacing: '1.2' }),
    t(14, 104, 'Homes for sale', { size: 16, weight: 800 }),
    t(14, 124, 'in Oakridge', { size: 16, weight: 800 }),
    rect(14, 140, 122, 30, b.color, { r: 15 }),
    t(75, 160, 'See 18 homes', { size: 11, weight: 700, fill: '#fff', anchor: 'middle' }),
    rect(14, 202, 150, 70, '#fff', { r: 10, stroke: line }),
    t(26, 224, 'Median price', { size: 9, fill: muted }),
    t(26, 248, '$412,000', { size: 16, weight: 700 }),
    t(26, 264, '↑ 4.8% this year', { size: 9, weight: 600, fill: green }),
    rect(14, 284, 150, 70, '#fff', { r: 10, stroke: line }),
    rect(14, 284, 150, 34, '#d1fae5', { r: 10 }),
    t(26, 338, '$389,000 · 14 Birch Lane', { size: 9, weight: 600 }),
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// Bluefin Foods: social calendar, feed, chef stories, trade enquiries and the campaign report.

const fishPhoto = (x, y, w, h, tone, id) => {
  const tones = {
    smoke: ['#7c2d12', '#fb923c', '#fed7aa'],
    sea: ['#0c4a6e', '#38bdf8', '#e0f2fe'],
    kitchen: ['#1f2937', '#f59e0b', '#fde68a'],
    plate: ['#14532d', '#86efac', '#f0fdf4'],
  }[tone];
  return [
    `<clipPath id="${id}">${rect(x, y, w, h, '#fff', { r: 8 })}</clipPath>`,
    `<g clip-path="url(#${id})">`,
    rect(x, y, w, h, tones[0]),
    circle(x + w * 0.75, y + h * 0.25, Math.min(w, h) * 0.35, tones[1], ' opacity=".5"'),
    `<ellipse cx="${n(x + w / 2)}" cy="${n(y + h * 0.68)}" rx="${n(w * 0.42)}" ry="${n(h * 0.2)}" fill="${tones[2]}"/>`,
    path(
      `M${n(x + w * 0.2)} ${n(y + h * 0.66)}c${n(w * 0.16)}-${n(h * 0.16)} ${n(w * 0.4)}-${n(h * 0.16)} ${n(w * 0.54)} 0l${n(w * 0.1)}-${n(h * 0.08)}v${n(h * 0.16)}l-${n(w * 0.1)}-${n(h * 0.08)}c-${n(w * 0.14)} ${n(h * 0.16)}-${n(w * 0.38)} ${n(h * 0.16)}-${n(w * 0.54)} 0z`,
      tones[1],
    ),
    '</g>',
  ].join('');
};

function bluefinCalendar() {
  const b = bluefin;
  const actions =
    pill(560, 74, 'Week of 9 March', { fill: soft, color: ink })[0] +
    pill(700, 74, '5 posts · ready for approval', {
      fill: '#fef3c7',
      color: '#92400e',
      dot: '#f59e0b',
    })[0] +
    button(960, 66, 'Approve week', { fill: b.color, h: 40, size: 14 })[0];
  const p = [
    chrome('plan.ecsdigital.com/bluefin/calendar'),
    appFrame(
      b,
      'Social plan',
      [
        ['Calendar', 'calendar'],
        ['Media bank', 'camera'],
        ['Campaigns', 'chart'],
        ['Enquiries', 'chat'],
        ['Reports', 'doc'],
      ],
      'Calendar',
      'Content calendar',
      { user: 'DO', actions },
    ),
  ];
  const days = ['Mon 9', 'Tue 10', 'Wed 11', 'Thu 12', 'Fri 13'];
  const posts = [
    ['smoke', 'Instagram', 'Oak-smoked salmon, sliced to order', 'Product', '08:00'],
    ['kitchen', 'Facebook', 'Chef story: Ana Ruiz, The Quay', 'Chef story', '12:30'],
    ['sea', 'Instagram', 'Monday landing at Brixham, 5 am', 'Behind the scenes', '07:30'],
    ['plate', 'Instagram', 'Trade tip: hot-smoked trout for brunch menus', 'Trade tip', '11:00'],
    [
      'smoke',
      'Facebook',
      'Trade accounts: next-day delivery in 50 miles',
      'Paid · trade buyers',
      '09:00',
    ],
  ];
  days.forEach((d, i) => {
    const x = 256 + i * 186;
    p.push(t(x + 4, 152, d, { size: 13, weight: 700, fill: i === 2 ? b.color : ink }));
    p.push(rect(x, 164, 172, 612, '#fff', { r: 12, stroke: line }));
    const [tone, net, text, kind, time] = posts[i];
    p.push(fishPhoto(x + 10, 174, 152, 120, tone, `cal${i}`));
    p.push(
      pill(x + 16, 180, net, {
        fill: 'rgba(255,255,255,.92)',
        color: ink,
        size: 10,
        h: 20,
        pad: 8,
      })[0],
    );
    p.push(t(x + 12, 318, time, { size: 11, weight: 700, fill: muted }));
    const words = text.split(' ');
    let lineText = '';
    let ly = 340;
    for (const w of words) {
      if (measure(`${lineText} ${w}`, 13, 600) > 148) {
        p.push(t(x + 12, ly, lineText.trim(), { size: 13, weight: 600 }));
        ly += 18;
        lineText = '';
      }
      lineText += ` ${w}`;
    }
    p.push(t(x + 12, ly, lineText.trim(), { size: 13, weight: 600 }));
    p.push(
      pill(x + 12, ly + 14, kind, {
        fill: kind.startsWith('Paid') ? '#fef3c7' : b.light,
        color: kind.startsWith('Paid') ? '#92400e' : b.dark,
        size: 10,
        h: 20,
        pad: 8,
      })[0],
    );
    // second slot: stories
    p.push(rect(x + 10, 470, 152, 1, line));
    p.push(t(x + 12, 496, 'Stories', { size: 11, weight: 700, fill: muted }));
    [0, 1].forEach((k) =>
      p.push(
        rect(
          x + 12 + k * 52,
          508,
          44,
          78,
          ['#0c4a6e', '#7c2d12', '#1f2937', '#14532d', '#0369a1'][(i + k) % 5],
          { r: 8 },
        ),
      ),
    );
    p.push(rect(x + 10, 602, 152, 1, line));
    p.push(
      check(x + 22, 630, 9, i < 2 ? green : '#cbd2de'),
      t(x + 38, 635, i < 2 ? 'Approved' : 'Awaiting Daniel', {
        size: 12,
        weight: 600,
        fill: i < 2 ? green : muted,
      }),
    );
    p.push(t(x + 12, 668, 'Comments', { size: 11, weight: 700, fill: muted }));
    p.push(
      rect(x + 12, 680, 148, 48, soft, { r: 8 }),
      t(x + 22, 700, i % 2 ? 'Add the trade link' : 'Love this one', { size: 11, fill: body }),
      t(x + 22, 717, i % 2 ? 'Ayesha K.' : 'Daniel O.', { size: 10, weight: 600, fill: faint }),
    );
  });
  return p.join('');
}

function igProfile(b, { compact = false } = {}) {
  const p = [rect(0, 0, 236, 560, '#fff')];
  p.push(t(18, 44, 'bluefinfoods', { size: 15, weight: 700 }));
  p.push(circle(48, 96, 30, b.color), b.mark(48, 96, 1.1));
  [
    ['1,284', 'posts'],
    ['12.6k', 'followers'],
    ['318', 'following'],
  ].forEach(([v, l], i) => {
    p.push(
      t(118 + i * 48, 94, v, { size: 13, weight: 700, anchor: 'middle' }),
      t(118 + i * 48, 110, l, { size: 9, fill: muted, anchor: 'middle' }),
    );
  });
  p.push(t(18, 148, 'Bluefin Foods · Smokehouse', { size: 12, weight: 700 }));
  p.push(
    t(18, 166, 'Smoked and fresh fish for chefs', { size: 11, fill: body }),
    t(18, 182, 'Trade orders ↓', { size: 11, fill: body }),
  );
  p.push(t(18, 198, 'bluefin-foods.example/trade', { size: 11, weight: 600, fill: b.color }));
  p.push(
    rect(18, 212, 200, 30, b.color, { r: 8 }),
    t(118, 232, 'Trade enquiry', { size: 12, weight: 700, fill: '#fff', anchor: 'middle' }),
  );
  if (compact) return p.join('');
  const tones = ['smoke', 'sea', 'kitchen', 'plate', 'smoke', 'kitchen', 'sea', 'plate', 'smoke'];
  tones.forEach((tone, i) =>
    p.push(fishPhoto(2 + (i % 3) * 78, 256 + Math.floor(i / 3) * 78, 76, 76, tone, `ig${i}`)),
  );
  return p.join('');
}

function bluefinFeed() {
  const b = bluefin;
  const p = [rect(0, 0, 1200, 800, b.tint), circle(300, 420, 300, b.light)];
  p.push(phone(170, 90, 254, 620, igProfile(b)));
  p.push(t(520, 130, 'INSTAGRAM FEED', { size: 13, weight: 700, fill: b.color, spacing: '2' }));
  p.push(t(520, 176, 'Five posts a week,', { size: 36, weight: 800 }));
  p.push(t(520, 220, 'written for chefs and buyers.', { size: 36, weight: 800, fill: b.color }));
  // a post card
  p.push(card(520, 260, 360, 470));
  p.push(
    circle(548, 290, 14, b.color),
    b.mark(548, 290, 0.5),
    t(572, 295, 'bluefinfoods', { size: 13, weight: 700 }),
    t(852, 295, '···', { size: 16, weight: 700, anchor: 'end' }),
  );
  p.push(fishPhoto(530, 316, 340, 250, 'smoke', 'post'));
  p.push(
    icon.heart(538, 582, red),
    icon.chat(570, 582, ink),
    t(538, 626, '1,146 likes', { size: 13, weight: 700 }),
  );
  p.push(
    t(538, 648, 'Oak-smoked salmon, sliced to order for', { size: 13 }),
    t(538, 666, 'The Quay in Dartmouth. Trade orders by', { size: 13 }),
    t(538, 684, '4 pm arrive the next morning.', { size: 13 }),
  );
  p.push(t(538, 710, 'View all 48 comments', { size: 12, fill: muted }));
  // comments / stats
  p.push(card(904, 260, 256, 220));
  p.push(t(924, 294, 'This post', { size: 15, weight: 700 }));
  [
    ['Reach', '18,420'],
    ['Saves', '312'],
    ['Profile visits', '1,090'],
    ['Trade link taps', '146'],
  ].forEach(([k, v], i) => {
    const y = 326 + i * 36;
    p.push(
      t(924, y, k, { size: 13, fill: muted }),
      t(1140, y, v, { size: 14, weight: 700, anchor: 'end' }),
    );
  });
  p.push(card(904, 500, 256, 230));
  p.push(t(924, 534, 'From the comments', { size: 15, weight: 700 }));
  [
    ['chef.ana.ruiz', 'Best cure on the coast. On our brunch menu from Friday.'],
    ['thedelibarn', 'Do you deliver to Totnes? Sending a trade enquiry.'],
  ].forEach(([u, c], i) => {
    const y = 564 + i * 80;
    p.push(
      circle(936, y + 6, 12, ['#fde68a', '#bae6fd'][i]),
      t(956, y + 11, u, { size: 12, weight: 700 }),
    );
    const mid = c.indexOf(' ', 24);
    p.push(
      t(924, y + 36, c.slice(0, mid), { size: 12, fill: body }),
      t(924, y + 54, c.slice(mid + 1), { size: 12, fill: body }),
    );
  });
  return p.join('');
}

function storyScreen(b, tone, i, { name, place, quote, step }) {
  return [
    fishPhoto(0, 0, 236, 330, tone, `st${i}`),
    rect(0, 300, 236, 272, '#0b1b2e'),
    rect(0, 290, 236, 20, '#0b1b2e', { r: 10 }),
    ...[0, 1, 2].map((k) =>
      rect(12 + k * 72, 14, 66, 3, k <= step ? '#fff' : 'rgba(255,255,255,.4)', { r: 1.5 }),
    ),
    circle(28, 42, 13, b.color),
    b.mark(28, 42, 0.5),
    t(48, 47, 'bluefinfoods', { size: 12, weight: 700, fill: '#fff' }),
    t(18, 336, 'CHEF STORY', { size: 11, weight: 700, fill: '#7dd3fc', spacing: '1.6' }),
    t(18, 366, name, { size: 22, weight: 800, fill: '#fff' }),
    t(18, 388, place, { size: 12, fill: '#bae6fd' }),
    ...quote.map((q, k) => t(18, 424 + k * 19, q, { size: 13, weight: 500, fill: '#fff' })),
    rect(18, 500, 200, 36, '#fff', { r: 18 }),
    t(118, 523, 'Become a trade customer', {
      size: 12,
      weight: 700,
      fill: b.color,
      anchor: 'middle',
    }),
  ].join('');
}

function bluefinStories() {
  const b = bluefin;
  const p = [rect(0, 0, 1200, 800, '#0c1f33'), circle(600, 420, 380, '#0f2e4a')];
  p.push(
    t(600, 70, 'CHEF STORIES', {
      size: 13,
      weight: 700,
      fill: '#7dd3fc',
      spacing: '2',
      anchor: 'middle',
    }),
  );
  p.push(
    t(600, 110, 'One story a week from a kitchen we supply', {
      size: 28,
      weight: 800,
      fill: '#fff',
      anchor: 'middle',
    }),
  );
  const s = [
    [
      'kitchen',
      {
        name: 'Ana Ruiz',
        place: 'Head chef, The Quay, Dartmouth',
        quote: ['“Their hot-smoked trout sold', 'out before noon on day one.”'],
        step: 0,
      },
    ],
    [
      'plate',
      {
        name: 'Marco Bell',
        place: 'Owner, The Deli Barn, Totnes',
        quote: ['“Sliced to order means no', 'waste on my counter.”'],
        step: 1,
      },
    ],
    [
      'smoke',
      {
        name: 'Priti Shah',
        place: 'Catering buyer, Harbour Events',
        quote: ['“One call on Friday, 300', 'covers served on Saturday.”'],
        step: 2,
      },
    ],
  ];
  s.forEach(([tone, story], i) =>
    p.push(
      phone(150 + i * 323, 150 + (i === 1 ? -10 : 10), 254, 590, storyScreen(b, tone, i, story), {
        frame: '#020617',
      }),
    ),
  );
  p.push(`<g filter="url(#s)">${rect(930, 650, 240, 90, '#fff', { r: 14 })}</g>`);
  p.push(
    t(950, 680, '3 new restaurant accounts', { size: 14, weight: 700 }),
    t(950, 700, 'came straight from chef stories', { size: 12, fill: muted }),
    t(950, 724, 'this quarter', { size: 12, fill: muted }),
  );
  return p.join('');
}

function bluefinEnquiry() {
  const b = bluefin;
  const p = [
    chrome('bluefin-foods.example/trade'),
    siteNav(b, ['Our fish', 'Smokehouse', 'Trade', 'Contact'], 'Trade enquiry', {
      active: 'Trade',
    }),
  ];
  p.push(rect(0, 130, 1200, 670, b.tint));
  p.push(
    t(80, 188, 'FOR CHEFS, DELIS AND CATERERS', {
      size: 12,
      weight: 700,
      fill: b.color,
      spacing: '2',
    }),
  );
  p.push(t(80, 238, 'Open a trade account', { size: 42, weight: 800 }));
  p.push(
    t(80, 274, 'Smoked and fresh fish, cut to your spec and delivered', { size: 17, fill: body }),
  );
  p.push(t(80, 298, 'next morning within 50 miles of the smokehouse.', { size: 17, fill: body }));
  [
    ['Order by 4 pm', 'on the table by 9 am next day'],
    ['Cut to your menu', 'sides, portions, slices'],
    ['Net 30 terms', 'for approved accounts'],
  ].forEach(([h, s], i) => {
    const y = 340 + i * 74;
    p.push(
      circle(104, y + 20, 22, b.light),
      [icon.clock, icon.leaf, icon.doc][i](95, y + 11, b.color),
    );
    p.push(
      t(140, y + 16, h, { size: 16, weight: 700 }),
      t(140, y + 38, s, { size: 14, fill: muted }),
    );
  });
  p.push(fishPhoto(80, 576, 500, 190, 'smoke', 'hero'));
  p.push(card(640, 166, 480, 600));
  p.push(t(668, 210, 'Trade enquiry', { size: 22, weight: 700 }));
  p.push(t(668, 234, 'We reply within one working day.', { size: 14, fill: muted }));
  p.push(field(668, 270, 206, 'Your name', 'Ana Ruiz'));
  p.push(field(890, 270, 206, 'Business', 'The Quay, Dartmouth'));
  p.push(field(668, 350, 428, 'Email', 'ana@thequay.example', { focus: b.color }));
  p.push(field(668, 430, 206, 'Type of business', 'Restaurant', { select: true }));
  p.push(field(890, 430, 206, 'Weekly volume', '20–40 kg', { select: true }));
  p.push(t(668, 514, 'What would you like to order?', { size: 13, weight: 500, fill: body }));
  p.push(rect(668.5, 524.5, 427, 99, '#fff', { r: 10, stroke: '#cbd2de' }));
  p.push(
    t(682, 552, 'Hot-smoked trout and sliced salmon for a weekend', { size: 14 }),
    t(682, 572, 'brunch menu, from 20 March.', { size: 14 }),
  );
  p.push(
    rect(668, 644, 18, 18, b.color, { r: 4 }),
    stroke('M672 653l3 3 6-6', '#fff', 2),
    t(696, 658, 'Send me the trade price list', { size: 13, fill: body }),
  );
  p.push(
    rect(668, 690, 428, 50, b.color, { r: 25 }),
    t(882, 721, 'Send enquiry', { size: 16, weight: 700, fill: '#fff', anchor: 'middle' }),
  );
  return p.join('');
}

function bluefinReport() {
  const b = bluefin;
  const actions =
    pill(560, 74, 'Q1 2026', { fill: soft, color: ink })[0] +
    button(1010, 66, 'Share', { outline: ink, color: ink, h: 40, size: 14, w: 100 })[0];
  const p = [
    chrome('plan.ecsdigital.com/bluefin/report'),
    appFrame(
      b,
      'Social plan',
      [
        ['Calendar', 'calendar'],
        ['Media bank', 'camera'],
        ['Campaigns', 'chart'],
        ['Enquiries', 'chat'],
        ['Reports', 'doc'],
      ],
      'Reports',
      'Campaign report',
      { user: 'DO', actions },
    ),
    areaGradient('ar', b.color),
  ];
  p.push(stat(256, 140, 218, 'Trade enquiries from social', '2×', '↑ 38 → 77 a quarter'));
  p.push(stat(490, 140, 218, 'New followers, 90 days', '+9,400', '71% chefs and buyers'));
  p.push(stat(724, 140, 218, 'Posts a week', '5', 'no gaps for 13 weeks', { color: b.color }));
  p.push(stat(958, 140, 218, 'New restaurant accounts', '3', 'from chef stories'));
  p.push(card(256, 272, 600, 300));
  p.push(t(280, 308, 'Trade enquiries from social, by week', { size: 16, weight: 700 }));
  p.push(gridLines(280, 330, 552, 180, 3));
  p.push(
    lineChart(
      280,
      330,
      552,
      180,
      [0.22, 0.2, 0.28, 0.3, 0.36, 0.34, 0.42, 0.48, 0.5, 0.55, 0.6, 0.62, 0.7],
      b.color,
      'ar',
    ),
  );
  ['Jan', 'Feb', 'Mar'].forEach((m, i) =>
    p.push(t(280 + 90 + i * 186, 540, m, { size: 12, fill: muted, anchor: 'middle' })),
  );
  p.push(card(880, 272, 296, 300));
  p.push(t(904, 308, 'Who follows now', { size: 16, weight: 700 }));
  p.push(donut(1028, 420, 70, 0.71, b.color, '#e0f2fe', '71%', 'trade'));
  p.push(
    rect(904, 524, 12, 12, b.color, { r: 3 }),
    t(922, 535, 'Chefs and buyers', { size: 12, fill: body }),
    rect(1040, 524, 12, 12, '#e0f2fe', { r: 3 }),
    t(1058, 535, 'Home cooks', { size: 12, fill: body }),
  );
  p.push(card(256, 596, 920, 180));
  p.push(
    table(
      272,
      612,
      888,
      [
        ['Best posts this quarter', 16],
        ['Type', 470],
        ['Reach', 660, 'end'],
        ['Enquiries', 860, 'end'],
      ],
      [
        ['Chef story: Ana Ruiz, The Quay', 'Chef story', '24,310', '14'],
        ['Oak-smoked salmon, sliced to order', 'Product · paid', '18,420', '11'],
      ],
      { rowH: 44 },
    ),
  );
  p.push(
    rect(284, 740, 876, 1, line),
    t(288, 764, 'Monday landing at Brixham, 5 am', { size: 14, weight: 600 }),
    t(742, 764, 'Behind the scenes', { size: 14, fill: body }),
    t(932, 764, '15,980', { size: 14, fill: body, anchor: 'end' }),
    t(1132, 764, '6', { size: 14, fill: body, anchor: 'end' }),
  );
  return p.join('');
}

// ---------------------------------------------------------------------------------------------
// Lumen Energy: survey page, savings calculator, installation stories, rankings and lead report.

const lumenLinks = ['Solar panels', 'Batteries', 'Savings', 'Reviews'];

function roof(x, y, w, color) {
  const h = w * 0.42;
  const panels = [];
  for (let r = 0; r < 2; r++)
    for (let c = 0; c < 4; c++)
      panels.push(
        rect(
          x + w * 0.18 + c * w * 0.16 + r * w * 0.04,
          y + h * 0.3 + r * h * 0.26,
          w * 0.14,
          h * 0.22,
          '#1e3a5f',
          { r: 2 },
        ),
      );
  return [
    rect(x + w * 0.1, y + h, w * 0.8, h * 0.9, '#fff'),
    path(`M${x} ${y + h}L${x + w * 0.22} ${y}H${x + w * 0.78}L${x + w} ${y + h}z`, color),
    ...panels,
    rect(x + w * 0.44, y + h * 1.3, w * 0.14, h * 0.6, '#94a3b8'),
    rect(x + w * 0.2, y + h * 1.25, w * 0.14, h * 0.3, '#bae6fd'),
    rect(x + w * 0.66, y + h * 1.25, w * 0.14, h * 0.3, '#bae6fd'),
  ].join('');
}

function lumenSurvey() {
  const b = lumen;
  const brand = { ...b, color: b.cta };
  const p = [
    chrome('lumen-energy.example/survey'),
    siteNav(brand, lumenLinks, 'Free survey'),
    rect(0, 130, 1200, 670, b.tint),
  ];
  p.push(circle(1040, 230, 120, '#fde68a', ' opacity=".6"'));
  p.push(
    pill(80, 170, 'Free home survey · no obligation', {
      fill: '#fef3c7',
      color: '#92400e',
      dot: b.color,
    })[0],
  );
  p.push(t(80, 246, 'See what your roof', { size: 46, weight: 800 }));
  p.push(t(80, 300, 'could save you.', { size: 46, weight: 800, fill: b.cta }));
  p.push(
    t(80, 340, 'A surveyor visits, measures your roof and your usage,', { size: 17, fill: body }),
  );
  p.push(
    t(80, 364, 'and gives you a fixed quote with your real payback.', { size: 17, fill: body }),
  );
  p.push(roof(140, 420, 330, b.navy));
  [
    ['4.9/5', '1,860 reviews'],
    ['2,400+', 'homes installed'],
    ['25 years', 'panel warranty'],
  ].forEach(([v, l], i) => {
    const x = 80 + i * 170;
    p.push(t(x, 700, v, { size: 22, weight: 800 }), t(x, 722, l, { size: 13, fill: muted }));
  });
  p.push(card(640, 160, 480, 610));
  p.push(t(668, 204, 'Book your free survey', { size: 22, weight: 700 }));
  p.push(t(668, 228, 'Takes one minute. We call within a day.', { size: 14, fill: muted }));
  p.push(field(668, 262, 428, 'Postcode', 'BS6 7QT', { focus: b.color }));
  p.push(t(668, 346, 'What are you interested in?', { size: 13, weight: 500, fill: body }));
  ['Solar panels', 'Battery', 'Both'].forEach((o, i) => {
    const x = 668 + i * 146;
    const on = i === 2;
    p.push(
      rect(x, 358, 134, 44, on ? '#fef3c7' : '#fff', {
        r: 10,
        stroke: on ? b.color : '#cbd2de',
        sw: on ? 2 : 1,
      }),
      t(x + 67, 385, o, { size: 14, weight: 600, anchor: 'middle' }),
    );
  });
  p.push(field(668, 426, 428, 'Monthly electricity bill', '$180', { select: true }));
  p.push(field(668, 506, 206, 'Your name', 'Tom Avery'));
  p.push(field(890, 506, 206, 'Phone', '07700 900 418'));
  p.push(
    rect(668, 592, 428, 52, b.cta, { r: 26 }),
    t(882, 624, 'Book my free survey', { size: 16, weight: 700, fill: '#fff', anchor: 'middle' }),
  );
  p.push(
    icon.clock(668, 664, muted),
    t(696, 678, 'Surveys this week in Bristol: Thu, Fri, Sat', { size: 13, fill: muted }),
  );
  p.push(
    rect(668, 700, 428, 48, soft, { r: 10 }),
    t(684, 729, 'Your details stay with Lumen. Never sold or shared.', { size: 12, fill: body }),
  );
  return p.join('');
}

function lumenCalculator() {
  const b = lumen;
  const brand = { ...b, color: b.cta };
  const p = [
    chrome('lumen-energy.example/savings'),
    siteNav(brand, lumenLinks, 'Free survey', { active: 'Savings' }),
    rect(0, 130, 1200, 670, soft),
  ];
  p.push(t(80, 190, 'Solar savings calculator', { size: 34, weight: 800 }));
  p.push(
    t(80, 218, 'Move the sliders to match your home. Figures use your local sunshine and tariff.', {
      size: 15,
      fill: muted,
    }),
  );
  p.push(card(80, 248, 560, 520));
  const slider = (y, label, value, share, left, right) =>
    [
      t(104, y, label, { size: 14, weight: 600 }),
      t(616, y, value, { size: 15, weight: 700, fill: b.cta, anchor: 'end' }),
      rect(104, y + 18, 512, 8, '#e2e8f0', { r: 4 }),
      rect(104, y + 18, 512 * share, 8, b.color, { r: 4 }),
      circle(104 + 512 * share, y + 22, 12, '#fff', ` stroke="${b.color}" stroke-width="4"`),
      t(104, y + 50, left, { size: 11, fill: faint }),
      t(616, y + 50, right, { size: 11, fill: faint, anchor: 'end' }),
    ].join('');
  p.push(slider(290, 'Monthly electricity bill', '$180', 0.45, '$50', '$400'));
  p.push(slider(380, 'Roof facing', 'South-west', 0.7, 'North', 'South'));
  p.push(slider(470, 'Home during the day', 'Some of the time', 0.4, 'Rarely', 'Always'));
  p.push(t(104, 574, 'Add a home battery?', { size: 14, weight: 600 }));
  p.push(
    rect(104, 590, 248, 48, '#fef3c7', { r: 10, stroke: b.color, sw: 2 }),
    t(228, 620, 'Yes, 10 kWh', { size: 14, weight: 600, anchor: 'middle' }),
  );
  p.push(
    rect(368, 590, 248, 48, '#fff', { r: 10, stroke: '#cbd2de' }),
    t(492, 620, 'No battery', { size: 14, weight: 600, anchor: 'middle' }),
  );
  p.push(
    t(104, 680, 'System sized for you', { size: 12, fill: muted }),
    t(104, 706, '12 panels · 5.4 kW · 10 kWh battery', { size: 16, weight: 700 }),
  );
  p.push(`<g filter="url(#s)">${rect(672, 248, 448, 520, b.dark, { r: 18 })}</g>`);
  p.push(t(700, 292, 'Your estimated savings', { size: 16, weight: 600, fill: '#fde68a' }));
  p.push(
    t(700, 356, '$1,640', { size: 56, weight: 800, fill: '#fff' }),
    t(916, 356, 'a year', { size: 18, fill: '#cbd5e1' }),
  );
  p.push(rect(700, 384, 392, 1, 'rgba(255,255,255,.2)'));
  [
    ['Payback', '7.8 years'],
    ['25-year savings', '$41,000'],
    ['Bill covered', '72%'],
    ['CO2 saved', '1.9 t a year'],
  ].forEach(([k, v], i) => {
    const x = 700 + (i % 2) * 200;
    const y = 420 + Math.floor(i / 2) * 70;
    p.push(
      t(x, y, k, { size: 13, fill: '#cbd5e1' }),
      t(x, y + 30, v, { size: 22, weight: 700, fill: '#fff' }),
    );
  });
  p.push(t(700, 580, 'Savings over 25 years', { size: 12, fill: '#cbd5e1' }));
  p.push(
    bars(
      700,
      592,
      392,
      80,
      [0.12, 0.2, 0.28, 0.36, 0.44, 0.52, 0.6, 0.68, 0.76, 0.84, 0.92, 1],
      null,
      b.color,
    ),
  );
  p.push(
    rect(700, 696, 392, 48, '#fbbf24', { r: 24 }),
    t(896, 726, 'Get an exact quote: free survey', {
      size: 15,
      weight: 700,
      fill: b.dark,
      anchor: 'middle',
    }),
  );
  return p.join('');
}

function fbPost(b, i, { title, lines, saved, likes }) {
  const x = 80 + i * 360;
  return [
    card(x, 170, 330, 590),
    circle(x + 30, 204, 16, b.cta),
    b.mark(x + 30, 204, 0.6),
    t(x + 56, 200, 'Lumen Energy', { size: 14, weight: 700 }),
    t(x + 56, 218, 'Sponsored · Bristol', { size: 11, fill: muted }),
    ...lines.map((l, k) => t(x + 18, 252 + k * 19, l, { size: 13 })),
    `<clipPath id="fb${i}">${rect(x + 1, 300, 328, 250, '#fff')}</clipPath>`,
    `<g clip-path="url(#fb${i})">`,
    rect(x + 1, 300, 164, 250, '#cbd5e1'),
    rect(x + 165, 300, 164, 250, '#bfdbfe'),
    `<g transform="translate(${x + 20} 380) scale(.32)">${roof(0, 0, 400, '#64748b').replace(/#1e3a5f/g, '#64748b')}</g>`,
    `<g transform="translate(${x + 184} 380) scale(.32)">${roof(0, 0, 400, b.navy)}</g>`,
    '</g>',
    pill(x + 12, 312, 'Before', {
      fill: 'rgba(15,31,61,.75)',
      color: '#fff',
      size: 11,
      h: 22,
      pad: 8,
    })[0],
    pill(x + 176, 312, 'After', { fill: b.cta, color: '#fff', size: 11, h: 22, pad: 8 })[0],
    rect(x + 1, 550, 328, 90, '#f8fafc'),
    t(x + 18, 576, 'LUMEN-ENERGY.EXAMPLE', { size: 10, weight: 600, fill: muted, spacing: '0.8' }),
    t(x + 18, 598, title, { size: 15, weight: 700 }),
    t(x + 18, 620, `Saves ${saved} a year`, { size: 13, fill: body }),
    rect(x + 220, 580, 94, 36, '#e2e8f0', { r: 8 }),
    t(x + 267, 603, 'Book now', { size: 13, weight: 700, anchor: 'middle' }),
    icon.heart(x + 18, 660, red),
    t(x + 46, 675, likes, { size: 13, fill: body }),
    icon.chat(x + 120, 660, muted),
    t(x + 146, 675, `${Math.round(Number(likes.replace(',', '')) / 11)} comments`, {
      size: 13,
      fill: body,
    }),
    rect(x + 18, 700, 294, 1, line),
    t(x + 18, 730, 'Free survey requests from this post', { size: 12, fill: muted }),
    t(x + 312, 730, String([41, 36, 29][i]), { size: 14, weight: 700, fill: b.cta, anchor: 'end' }),
  ].join('');
}

function lumenSocial() {
  const b = lumen;
  const p = [rect(0, 0, 1200, 800, '#eef2f8')];
  p.push(t(80, 84, 'INSTALLATION STORIES', { size: 13, weight: 700, fill: b.cta, spacing: '2' }));
  p.push(
    t(80, 130, 'A neighbour who already switched, and what it saves them', {
      size: 28,
      weight: 800,
    }),
  );
  p.push(
    fbPost(b, 0, {
      title: 'The Averys, Bishopston',
      lines: [
        '“Our bill went from $190 to $46 a month.”',
        '12 panels and a battery, fitted in a day.',
      ],
      saved: '$1,720',
      likes: '1,284',
    }),
  );
  p.push(
    fbPost(b, 1, {
      title: 'The Okoyes, Redland',
      lines: ['“We run the car off the roof most days.”', '14 panels, 10 kWh battery, EV charger.'],
      saved: '$2,050',
      likes: '968',
    }),
  );
  p.push(
    fbPost(b, 2, {
      title: 'Helen Marsh, Clifton',
      lines: ['“Paid back in under eight years.”', '8 panels on a listed terrace roof.'],
      saved: '$1,140',
      likes: '742',
    }),
  );
  return p.join('');
}

function lumenRankings() {
  const b = lumen;
  const brand = { ...b, color: b.cta };
  const actions =
    pill(560, 74, 'Last 9 months', { fill: soft, color: ink })[0] +
    pill(690, 74, 'Google · Bristol', { fill: soft, color: ink })[0];
  const p = [
    chrome('seo.ecsdigital.com/lumen-energy/rankings'),
    appFrame(
      brand,
      'Search and social',
      [
        ['Overview', 'grid'],
        ['Rankings', 'chart'],
        ['Content', 'doc'],
        ['Social', 'heart'],
        ['Leads', 'user'],
      ],
      'Rankings',
      'Search rankings',
      { user: 'GH', actions },
    ),
    areaGradient('ar', b.color),
  ];
  p.push(stat(256, 140, 296, 'Solar searches on the first page', '31', '↑ from 2 in June'));
  p.push(
    stat(568, 140, 296, 'Question-led pages published', '18', 'cost, savings, payback, batteries', {
      color: muted,
    }),
  );
  p.push(stat(880, 140, 296, 'Survey requests from search', '+81%', '↑ 9 months'));
  p.push(card(256, 272, 920, 210));
  p.push(t(280, 306, 'Searches on the first page', { size: 15, weight: 700 }));
  p.push(gridLines(280, 322, 872, 120, 3));
  p.push(
    lineChart(
      280,
      322,
      872,
      120,
      [0.06, 0.08, 0.12, 0.22, 0.34, 0.48, 0.62, 0.74, 0.86, 1],
      b.color,
      'ar',
    ),
  );
  ['Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'].forEach((m, i) =>
    p.push(
      t(280 + (i * 872) / 9, 466, m, {
        size: 11,
        fill: muted,
        anchor: i === 0 ? 'start' : i === 9 ? 'end' : 'middle',
      }),
    ),
  );
  p.push(card(256, 502, 920, 274));
  const pos = (now, was) => [
    rect(-4, -14, 34, 28, now <= 3 ? '#fef3c7' : soft, { r: 7 }) +
      t(13, 5, String(now), {
        size: 13,
        weight: 700,
        fill: now <= 3 ? '#92400e' : ink,
        anchor: 'middle',
      }) +
      t(44, 5, `↑ ${was - now}`, { size: 12, weight: 600, fill: green }),
  ];
  p.push(
    table(
      272,
      518,
      888,
      [
        ['Search', 16],
        ['Position', 400],
        ['Monthly searches', 640, 'end'],
        ['Page', 680],
      ],
      [
        ['how much do solar panels cost', pos(2, 34), '6,600', '/guides/solar-panel-cost'],
        ['solar panels bristol', pos(3, 27), '1,900', '/bristol'],
        ['is a home battery worth it', pos(1, 19), '1,300', '/guides/home-battery'],
        ['solar payback period', pos(4, 52), '880', '/savings'],
        ['solar panel grants bristol', pos(2, 41), '720', '/guides/grants'],
      ],
      { rowH: 42 },
    ),
  );
  return p.join('');
}

function lumenReport() {
  const b = lumen;
  const brand = { ...b, color: b.cta };
  const actions =
    pill(560, 74, 'June – February', { fill: soft, color: ink })[0] +
    button(1010, 66, 'Export', { outline: ink, color: ink, h: 40, size: 14, w: 110 })[0];
  const p = [
    chrome('seo.ecsdigital.com/lumen-energy/leads'),
    appFrame(
      brand,
      'Search and social',
      [
        ['Overview', 'grid'],
        ['Rankings', 'chart'],
        ['Content', 'doc'],
        ['Social', 'heart'],
        ['Leads', 'user'],
      ],
      'Leads',
      'Lead report',
      { user: 'GH', actions },
    ),
  ];
  p.push(stat(256, 140, 296, 'Survey requests, own channels', '+74%', '↑ 9 months'));
  p.push(stat(568, 140, 296, 'Cost per lead', '$23', '↓ from $41, −44%'));
  p.push(stat(880, 140, 296, 'Comparison-site spend', '−50%', 'cut in half'));
  p.push(card(256, 272, 560, 310));
  p.push(t(280, 308, 'Blended cost per lead', { size: 16, weight: 700 }));
  p.push(gridLines(280, 330, 512, 190, 4));
  ['$45', '$34', '$23', '$11'].forEach((v, i) =>
    p.push(t(276, 334 + i * 47.5, v, { size: 10, fill: faint, anchor: 'end' })),
  );
  const cost = [41, 40, 38, 35, 32, 29, 27, 25, 23];
  p.push(
    lineChart(
      288,
      330,
      504,
      190,
      cost.map((c) => (c - 0) / 45),
      b.cta,
    ),
  );
  p.push(
    pill(700, 462, '$23', { fill: b.cta, color: '#fff', size: 12, h: 24, pad: 10 })[0],
    pill(292, 330, '$41', { fill: '#e2e8f0', color: ink, size: 12, h: 24, pad: 10 })[0],
  );
  ['Jun', 'Aug', 'Oct', 'Dec', 'Feb'].forEach((m, i) =>
    p.push(
      t(288 + i * 126, 548, m, {
        size: 11,
        fill: muted,
        anchor: i === 0 ? 'start' : i === 4 ? 'end' : 'middle',
      }),
    ),
  );
  p.push(card(840, 272, 336, 310));
  p.push(t(864, 308, 'Where surveys come from', { size: 16, weight: 700 }));
  [
    ['Search', 0.46, b.color],
    ['Social', 0.3, b.navy],
    ['Comparison sites', 0.24, '#cbd2de'],
  ].forEach(([l, s, c], i) => {
    const y = 340 + i * 70;
    p.push(
      t(864, y + 4, l, { size: 13, weight: 600 }),
      t(1152, y + 4, `${Math.round(s * 100)}%`, { size: 13, weight: 700, anchor: 'end' }),
    );
    p.push(
      rect(864, y + 16, 288, 12, '#eef2f7', { r: 6 }),
      rect(864, y + 16, 288 * s * 2, 12, c, { r: 6 }),
    );
  });
  p.push(t(864, 560, 'Own channels: 76% of surveys', { size: 13, weight: 700, fill: green }));
  p.push(card(256, 604, 920, 172));
  p.push(
    table(
      272,
      620,
      888,
      [
        ['Channel', 16],
        ['Surveys', 300, 'end'],
        ['Spend', 460, 'end'],
        ['Cost per lead', 640, 'end'],
        ['Booked installs', 860, 'end'],
      ],
      [
        ['Search', '412', '$6,180', '$15', '96'],
        ['Social', '268', '$7,504', '$28', '61'],
      ],
      { rowH: 40 },
    ),
  );
  p.push(
    rect(284, 740, 876, 1, line),
    t(288, 764, 'Comparison sites', { size: 14, weight: 600 }),
    ...[
      ['214', 300],
      ['$8,774', 460],
      ['$41', 640],
      ['38', 860],
    ].map(([v, x]) => t(272 + x, 764, v, { size: 14, fill: body, anchor: 'end' })),
  );
  return p.join('');
}

function lumenMobile() {
  const b = lumen;
  const brand = { ...b, color: b.cta };
  return [
    mobileBar(brand, 'Lumen Energy'),
    rect(0, 58, 178, 300, b.tint),
    t(14, 92, 'See what your', { size: 16, weight: 800 }),
    t(14, 112, 'roof could save.', { size: 16, weight: 800, fill: b.cta }),
    `<g transform="translate(24 128) scale(.33)">${roof(0, 0, 400, b.navy)}</g>`,
    rect(14, 242, 150, 32, '#fff', { r: 8, stroke: b.color }),
    t(24, 263, 'BS6 7QT', { size: 11 }),
    rect(14, 284, 150, 34, b.cta, { r: 17 }),
    t(89, 306, 'Book free survey', { size: 11, weight: 700, fill: '#fff', anchor: 'middle' }),
    t(14, 338, 'Rated 4.9 · 1,860 reviews', { size: 10, weight: 600, fill: body }),
  ].join('');
}

// ---------------------------------------------------------------------------------------------

const galleries = {
  'patient-booking-portal': {
    thumbnail: [
      'The Harbor Health patient booking portal on a laptop and a phone',
      () => harborHome(),
      harborMobile,
    ],
    home: [
      'Harbor Health home page: Book your visit in under a minute, with the next free times',
      harborHome,
    ],
    booking: [
      'Harbor Health booking: a calendar, free times for Dr. Amara Lewis and the visit summary',
      harborBooking,
    ],
    reminders: [
      'Harbor Health reminders: text messages on two phones and the 48-hour email',
      harborReminders,
    ],
    portal: [
      'Harbor Health patient portal: next visit, forms, past visits and documents',
      harborPortal,
    ],
    schedule: [
      'Harbor Health front-desk schedule: a day of visits by clinician, online and phone bookings',
      harborSchedule,
    ],
  },
  'freight-dispatch-dashboard': {
    thumbnail: [
      'The Atlas Freight dispatch dashboard on a laptop and the driver app on a phone',
      () => atlasBoard(),
      atlasMobile,
    ],
    board: ['Atlas Freight planning board: loads to plan and six trucks on a timeline', atlasBoard],
    load: [
      'Atlas Freight load details: route map, details, timeline and proof of delivery',
      atlasLoad,
    ],
    driver: [
      'Atlas Freight driver app: jobs, directions and proof of delivery on three phones',
      atlasDriver,
    ],
    tracking: [
      'Atlas Freight customer tracking page: arriving today, stages and updates',
      atlasTracking,
    ],
    reports: [
      'Atlas Freight depot reports: figures, status calls by week and coordinator time',
      atlasReports,
    ],
  },
  'real-estate-local-seo': {
    thumbnail: [
      'The Summit Realty search report on a laptop and a suburb guide on a phone',
      () => summitRankings(),
      summitMobile,
    ],
    audit: [
      'Summit Realty audit overview: site health 94, 41 issues fixed and the top fixes',
      summitAudit,
    ],
    rankings: [
      'Summit Realty keyword rankings: 23 searches on the first page and the top positions',
      summitRankings,
    ],
    suburb: [
      'Summit Realty suburb guide for Oakridge: facts and recently listed homes',
      summitSuburb,
    ],
    local: ['Local map results: Summit Realty offices first in the map pack', summitLocal],
    report: ['Summit Realty monthly report: leads up 58%, what moved and next month', summitReport],
  },
  'wholesale-social-media': {
    thumbnail: [
      'Bluefin Foods on Instagram on a phone beside the campaign report on a laptop',
      () => bluefinReport(),
      () => fitPhone(igProfile(bluefin)),
    ],
    calendar: [
      'Bluefin Foods content calendar: five posts a week awaiting approval',
      bluefinCalendar,
    ],
    feed: ['Bluefin Foods Instagram feed on a phone with a post and its figures', bluefinFeed],
    stories: ['Bluefin Foods chef stories on three phones', bluefinStories],
    enquiry: ['Bluefin Foods trade enquiry page with the enquiry form', bluefinEnquiry],
    report: [
      'Bluefin Foods campaign report: trade enquiries doubled, 9,400 new followers',
      bluefinReport,
    ],
  },
  'solar-lead-generation': {
    thumbnail: [
      'The Lumen Energy survey page on a laptop and a phone',
      () => lumenSurvey(),
      lumenMobile,
    ],
    survey: ['Lumen Energy free survey page with the booking form', lumenSurvey],
    calculator: [
      'Lumen Energy savings calculator: $1,640 a year and a 7.8-year payback',
      lumenCalculator,
    ],
    social: ['Lumen Energy installation stories: three before-and-after posts', lumenSocial],
    rankings: ['Lumen Energy search rankings: 31 solar searches on the first page', lumenRankings],
    report: ['Lumen Energy lead report: cost per lead down from $41 to $23', lumenReport],
  },
};

const only = process.argv.slice(2);
for (const [slug, screens] of Object.entries(galleries)) {
  if (only.length && !only.includes(slug)) continue;
  const dir = join(root, 'public', 'images', 'projects', slug);
  mkdirSync(dir, { recursive: true });
  for (const [name, [title, draw, drawMobile]] of Object.entries(screens)) {
    // A thumbnail scales the project's main screen into a laptop, beside its phone view.
    const content = draw();
    const file =
      name === 'thumbnail' ? thumbnail(title, content, drawMobile()) : svg(title, content);
    writeFileSync(join(dir, `${name}.svg`), file);
  }
}
