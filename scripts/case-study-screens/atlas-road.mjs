/**
 * Atlas Freight, on the road: the driver app, customer tracking and the route map.
 */
import { faint, green, ink, line, muted, n, soft, t } from './kit-text.mjs';
import {
  button,
  card,
  check,
  circle,
  icon,
  path,
  pill,
  rect,
  solidButton,
  stepMark,
  stroke,
} from './kit-shapes.mjs';
import { chrome, fitPhone, phone, siteNav } from './kit-frames.mjs';
import { edgeAnchor } from './kit-charts.mjs';
import { atlas } from './brands.mjs';

export function ukMap(x, y, w, h, color) {
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
      solidButton(14, 492, 208, 46, 'Start navigation', { fill: b.color, size: 14, baseline: 28 }),
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
    p.push(solidButton(14, 492, 208, 46, 'Arrived', { fill: b.color, size: 14, baseline: 28 }));
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
      solidButton(14, 492, 208, 46, 'Complete delivery', { fill: green, size: 14, baseline: 28 }),
    );
  }
  return p.join('');
}

export function atlasDriver() {
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

export function atlasTracking() {
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
    p.push(stepMark(x, 440, 12, done, b.color, 3));
    p.push(
      t(x, 476, s, {
        size: 13,
        weight: 700,
        fill: done ? ink : muted,
        anchor: edgeAnchor(i, stages.length),
      }),
    );
    p.push(
      t(x, 494, w, {
        size: 12,
        fill: muted,
        anchor: edgeAnchor(i, stages.length),
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

export const atlasMobile = () => fitPhone(driverScreen(atlas, 0));
