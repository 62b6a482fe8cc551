/**
 * Lumen Energy: the survey page, savings calculator, installation stories and the phone view.
 */
import { body, faint, line, muted, red, soft, t } from './kit-text.mjs';
import { card, circle, field, icon, path, pill, rect, solidButton } from './kit-shapes.mjs';
import { chrome, mobileBar, siteNav } from './kit-frames.mjs';
import { bars } from './kit-charts.mjs';
import { lumen, lumenCta } from './brands.mjs';

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

export function lumenSurvey() {
  const b = lumen;
  const p = [
    chrome('lumen-energy.example/survey'),
    siteNav(lumenCta, lumenLinks, 'Free survey'),
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
    solidButton(668, 592, 428, 52, 'Book my free survey', { fill: b.cta, size: 16, baseline: 32 }),
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

export function lumenCalculator() {
  const b = lumen;
  const p = [
    chrome('lumen-energy.example/savings'),
    siteNav(lumenCta, lumenLinks, 'Free survey', { active: 'Savings' }),
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
    solidButton(700, 696, 392, 48, 'Get an exact quote: free survey', {
      fill: '#fbbf24',
      size: 15,
      baseline: 30,
      color: b.dark,
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

export function lumenSocial() {
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

export function lumenMobile() {
  const b = lumen;
  return [
    mobileBar(lumenCta, 'Lumen Energy'),
    rect(0, 58, 178, 300, b.tint),
    t(14, 92, 'See what your', { size: 16, weight: 800 }),
    t(14, 112, 'roof could save.', { size: 16, weight: 800, fill: b.cta }),
    `<g transform="translate(24 128) scale(.33)">${roof(0, 0, 400, b.navy)}</g>`,
    rect(14, 242, 150, 32, '#fff', { r: 8, stroke: b.color }),
    t(24, 263, 'BS6 7QT', { size: 11 }),
    solidButton(14, 284, 150, 34, 'Book free survey', { fill: b.cta, size: 11, baseline: 22 }),
    t(14, 338, 'Rated 4.9 · 1,860 reviews', { size: 10, weight: 600, fill: body }),
  ].join('');
}
