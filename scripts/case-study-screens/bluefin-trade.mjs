/**
 * Bluefin Foods, trade: the enquiry page and the campaign report.
 */
import { body, muted, t } from './kit-text.mjs';
import { card, circle, field, icon, rect, solidButton, stroke } from './kit-shapes.mjs';
import { appFrame, barButton, barChip, chrome, siteNav } from './kit-frames.mjs';
import { areaGradient, cardTable, donut, gridLines, lineChart, statRow } from './kit-charts.mjs';
import { bluefin } from './brands.mjs';
import { bluefinNav, fishPhoto } from './bluefin-social.mjs';

export function bluefinEnquiry() {
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
  p.push(solidButton(668, 690, 428, 50, 'Send enquiry', { fill: b.color, size: 16, baseline: 31 }));
  return p.join('');
}

export function bluefinReport() {
  const b = bluefin;
  const actions = barChip(560, 'Q1 2026') + barButton(1010, 'Share', { outline: true, w: 100 });
  const p = [
    chrome('plan.ecsdigital.com/bluefin/report'),
    appFrame(b, 'Social plan', bluefinNav, 'Reports', 'Campaign report', { user: 'DO', actions }),
    areaGradient('ar', b.color),
  ];
  p.push(
    statRow(218, [
      ['Trade enquiries from social', '2×', '↑ 38 → 77 a quarter'],
      ['New followers, 90 days', '+9,400', '71% chefs and buyers'],
      ['Posts a week', '5', 'no gaps for 13 weeks', { color: b.color }],
      ['New restaurant accounts', '3', 'from chef stories'],
    ]),
  );
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
  p.push(
    cardTable(
      596,
      180,
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
      {
        rowH: 44,
        cutRow: ['Monday landing at Brixham, 5 am', 'Behind the scenes', '15,980', '6'],
      },
    ),
  );
  return p.join('');
}
