/**
 * Atlas Freight, dispatch dashboard: planning board, load details and depot reports.
 */
import { body, faint, green, ink, line, muted, soft, t } from './kit-text.mjs';
import { card, circle, icon, path, pill, rect, stepMark } from './kit-shapes.mjs';
import { appFrame, barButton, barChip, chrome } from './kit-frames.mjs';
import { bars, cardTable, gridLines, statRow } from './kit-charts.mjs';
import { atlas } from './brands.mjs';
import { ukMap } from './atlas-road.mjs';

const atlasNav = [
  ['Planning board', 'grid'],
  ['Loads', 'doc'],
  ['Trucks', 'truck'],
  ['Drivers', 'user'],
  ['Customers', 'chat'],
  ['Reports', 'chart'],
];

/** The board's figures for the day: loads, planned, in transit and late. */
function boardFigures(b) {
  const p = [];
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
  return p.join('');
}

/** The column of loads still to plan, one being dragged onto a truck. */
function toPlanColumn(b) {
  const p = [];
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
  return p.join('');
}

/** Six trucks on the day's timeline, with their loads and the time now. */
function truckTimeline(b) {
  const p = [];
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
  return p.join('');
}

export function atlasBoard() {
  const b = atlas;
  const actions =
    barChip(560, 'All depots') +
    barChip(662, 'Wed 11 March') +
    barButton(1000, '+ New load', { fill: b.color });
  const p = [
    chrome('dispatch.atlas-freight.example/board'),
    appFrame(b, 'Dispatch', atlasNav, 'Planning board', 'Planning board', { user: 'MD', actions }),
  ];
  p.push(boardFigures(b), toPlanColumn(b), truckTimeline(b));
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

export function atlasLoad() {
  const b = atlas;
  const actions =
    barChip(560, 'In transit', { fill: '#dbeafe', color: '#1d4ed8', dot: '#2563eb' }) +
    barButton(880, 'Message driver', { outline: true }) +
    barButton(1040, 'Edit', { fill: b.color, w: 80 });
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
    p.push(stepMark(350, y + 8, 10, done, b.color));
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

export function atlasReports() {
  const b = atlas;
  const actions =
    barChip(600, 'February 2026') + barButton(1010, 'Export', { outline: true, w: 110 });
  const p = [
    chrome('dispatch.atlas-freight.example/reports'),
    appFrame(b, 'Dispatch', atlasNav, 'Reports', 'Depot reports', { user: 'MD', actions }),
  ];
  p.push(
    statRow(218, [
      ['Loads delivered', '1,942', '↑ 6% on January'],
      ['On time', '96.4%', '↑ 3.1 points'],
      ['Status calls', '−52%', 'since go-live'],
      ['Delivery to invoice', '1.2 days', '6 days sooner'],
    ]),
  );
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
  p.push(
    cardTable(
      596,
      180,
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
      { rowH: 46, cutRow: ['Hull', '15', '489', '96.3%', '8 min', '1.2 days'] },
    ),
  );
  return p.join('');
}
