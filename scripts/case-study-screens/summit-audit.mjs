/**
 * Summit Realty, search work: the audit, keyword rankings and the monthly report.
 */
import { body, green, ink, line, muted, soft, t } from './kit-text.mjs';
import { card, check, pill, rect } from './kit-shapes.mjs';
import { appFrame, barButton, barChip, chrome } from './kit-frames.mjs';
import {
  areaGradient,
  bars,
  cardTable,
  donut,
  firstPageChart,
  gridLines,
  rankCell,
  statRow,
  table,
} from './kit-charts.mjs';
import { summit } from './brands.mjs';

const summitNav = [
  ['Overview', 'grid'],
  ['Site audit', 'search'],
  ['Rankings', 'chart'],
  ['Local', 'pin'],
  ['Content', 'doc'],
  ['Reports', 'doc'],
];

export function summitAudit() {
  const b = summit;
  const actions =
    barChip(560, 'summit-realty.example', { dot: green }) +
    barButton(1010, 'Re-crawl', { fill: b.color, w: 116 });
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

export function summitRankings() {
  const b = summit;
  const actions = barChip(560, 'Last 6 months') + barChip(690, 'Google · Mobile');
  const p = [
    chrome('seo.ecsdigital.com/summit-realty/rankings'),
    appFrame(b, 'Search audit', summitNav, 'Rankings', 'Keyword rankings', { user: 'HP', actions }),
    areaGradient('ar', b.color),
  ];
  p.push(
    statRow(218, [
      ['On the first page', '23', '↑ 23 since the audit'],
      ['Organic visits', '2.6×', '↑ 11,480 a month'],
      ['Organic leads', '+58%', '↑ 214 this quarter'],
      ['Tracked searches', '64', '8 suburbs × 8 intents', { color: muted }],
    ]),
  );
  const months = ['Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'];
  const firstPage = [0, 0.02, 0.08, 0.2, 0.35, 0.52, 0.66, 0.78, 0.88, 0.95, 1];
  p.push(firstPageChart(110, 2, firstPage, b.color, months));
  const pos = (now, was) => rankCell(now, was, { fill: b.light, color: b.color });
  p.push(
    cardTable(
      492,
      284,
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

export function summitReport() {
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
