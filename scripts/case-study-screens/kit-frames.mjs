/**
 * Frames around a screen: the SVG document, browser chrome, a website's header, an application's
 * sidebar and top bar, phones and the laptop-and-phone thumbnail.
 */
import { body, esc, ink, line, measure, n, soft, t } from './kit-text.mjs';
import { button, circle, icon, path, pill, rect, stroke } from './kit-shapes.mjs';

const defs = (extra = '') =>
  `<defs><filter id="s" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dy="6" stdDeviation="10" flood-color="#0f1f3d" flood-opacity=".10"/></filter>${extra}</defs>`;

export function svg(title, content, extraDefs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" role="img"><title>${esc(title)}</title>\n${defs(extraDefs)}\n${content}\n</svg>\n`;
}

/** Browser window: traffic lights and the address bar. */
export function chrome(url) {
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
export function siteNav(brand, links, cta, { y = 52, active } = {}) {
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
export function appFrame(brand, product, items, active, title, { user = 'JD', actions = '' } = {}) {
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

/** A filter chip for an application's top bar: grey, unless the options say otherwise. */
export const barChip = (x, label, options) =>
  pill(x, 74, label, { fill: soft, color: ink, ...options })[0];
/** A button for an application's top bar: filled, or with `outline` a bordered one in ink. */
export const barButton = (x, label, { fill, w, outline = false }) =>
  button(x, 66, label, {
    h: 40,
    size: 14,
    w,
    ...(outline ? { outline: ink, color: ink } : { fill }),
  })[0];

/** A phone: dark frame, screen and a speaker slot; `content` is drawn in screen coordinates. */
export function phone(
  x,
  y,
  w,
  h,
  content,
  { frame = '#0b1b3f', scale = 1, screenFill = '#fff' } = {},
) {
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

/** A laptop and a phone with the project's screens, like the car-shipping thumbnail. */
export function thumbnail(
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
export const mobileBar = (brand, label) =>
  rect(0, 0, 178, 58, '#fff') +
  rect(12, 24, 24, 24, brand.color, { r: 6 }) +
  brand.mark(24, 36, 0.55) +
  t(42, 41, label, { size: 12, weight: 700 }) +
  stroke('M150 30h16M150 36h16M150 42h16', ink, 2) +
  rect(0, 57, 178, 1, line);

/** A 236 px wide phone screen, fitted to the thumbnail's 178 px phone. */
export const fitPhone = (content) => `<g transform="scale(.754)">${content}</g>`;
