/**
 * Summit Realty, the results: suburb guide, local map results and the phone view.
 */
import { body, green, ink, line, measure, muted, t } from './kit-text.mjs';
import { button, card, circle, icon, path, rect, solidButton, stroke } from './kit-shapes.mjs';
import { chrome, mobileBar, siteNav } from './kit-frames.mjs';
import { summit } from './brands.mjs';

export function summitSuburb() {
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

export function summitLocal() {
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

export function summitMobile() {
  const b = summit;
  return [
    mobileBar(b, 'Summit Realty'),
    rect(0, 58, 178, 130, b.tint),
    t(14, 82, 'SUBURB GUIDE', { size: 8, weight: 700, fill: b.color, spacing: '1.2' }),
    t(14, 104, 'Homes for sale', { size: 16, weight: 800 }),
    t(14, 124, 'in Oakridge', { size: 16, weight: 800 }),
    solidButton(14, 140, 122, 30, 'See 18 homes', { fill: b.color, size: 11, baseline: 20 }),
    rect(14, 202, 150, 70, '#fff', { r: 10, stroke: line }),
    t(26, 224, 'Median price', { size: 9, fill: muted }),
    t(26, 248, '$412,000', { size: 16, weight: 700 }),
    t(26, 264, '↑ 4.8% this year', { size: 9, weight: 600, fill: green }),
    rect(14, 284, 150, 70, '#fff', { r: 10, stroke: line }),
    rect(14, 284, 150, 34, '#d1fae5', { r: 10 }),
    t(26, 338, '$389,000 · 14 Birch Lane', { size: 9, weight: 600 }),
  ].join('');
}
