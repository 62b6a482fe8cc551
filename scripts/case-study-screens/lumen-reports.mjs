/**
 * Lumen Energy, reports: search rankings and the lead report.
 */
import { faint, green, ink, muted, t } from './kit-text.mjs';
import { card, pill, rect } from './kit-shapes.mjs';
import { appFrame, barButton, barChip, chrome } from './kit-frames.mjs';
import {
  areaGradient,
  axisLabels,
  cardTable,
  firstPageChart,
  gridLines,
  lineChart,
  rankCell,
  statRow,
} from './kit-charts.mjs';
import { lumen, lumenCta } from './brands.mjs';

const lumenNav = [
  ['Overview', 'grid'],
  ['Rankings', 'chart'],
  ['Content', 'doc'],
  ['Social', 'heart'],
  ['Leads', 'user'],
];

export function lumenRankings() {
  const b = lumen;
  const actions = barChip(560, 'Last 9 months') + barChip(690, 'Google · Bristol');
  const p = [
    chrome('seo.ecsdigital.com/lumen-energy/rankings'),
    appFrame(lumenCta, 'Search and social', lumenNav, 'Rankings', 'Search rankings', {
      user: 'GH',
      actions,
    }),
    areaGradient('ar', b.color),
  ];
  p.push(
    statRow(296, [
      ['Solar searches on the first page', '31', '↑ from 2 in June'],
      ['Question-led pages published', '18', 'cost, savings, payback, batteries', { color: muted }],
      ['Survey requests from search', '+81%', '↑ 9 months'],
    ]),
  );
  const months = ['Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'];
  const firstPage = [0.06, 0.08, 0.12, 0.22, 0.34, 0.48, 0.62, 0.74, 0.86, 1];
  p.push(firstPageChart(120, 3, firstPage, b.color, months));
  const pos = (now, was) => rankCell(now, was, { fill: '#fef3c7', color: '#92400e' });
  p.push(
    cardTable(
      502,
      274,
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

export function lumenReport() {
  const b = lumen;
  const actions =
    barChip(560, 'June – February') + barButton(1010, 'Export', { outline: true, w: 110 });
  const p = [
    chrome('seo.ecsdigital.com/lumen-energy/leads'),
    appFrame(lumenCta, 'Search and social', lumenNav, 'Leads', 'Lead report', {
      user: 'GH',
      actions,
    }),
  ];
  p.push(
    statRow(296, [
      ['Survey requests, own channels', '+74%', '↑ 9 months'],
      ['Cost per lead', '$23', '↓ from $41, −44%'],
      ['Comparison-site spend', '−50%', 'cut in half'],
    ]),
  );
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
  p.push(axisLabels(288, 548, 504, ['Jun', 'Aug', 'Oct', 'Dec', 'Feb']));
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
  p.push(
    cardTable(
      604,
      172,
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
      { rowH: 40, cutRow: ['Comparison sites', '214', '$8,774', '$41', '38'] },
    ),
  );
  return p.join('');
}
