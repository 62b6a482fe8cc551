/**
 * Harbor Health, patient booking portal: reminders, the patient portal and the front desk.
 */
import { body, faint, ink, line, muted, soft, t } from './kit-text.mjs';
import { button, card, circle, icon, pill, rect, solidButton } from './kit-shapes.mjs';
import { appFrame, barButton, barChip, chrome, phone, siteNav } from './kit-frames.mjs';
import { table } from './kit-charts.mjs';
import { harbor } from './brands.mjs';
import { harborLinks } from './harbor-site.mjs';

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

export function harborReminders() {
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

export function harborPortal() {
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
    solidButton(104, 386, 108, 36, 'Move visit', {
      fill: '#2dd4bf',
      size: 13,
      baseline: 23,
      color: b.dark,
    }),
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

/** Where the schedule's first clinician column starts, and each column's width. */
const x0 = 320;
const cw = 214;

/** The schedule's grid: a column per clinician and a line per hour. */
function scheduleGrid(b) {
  const p = [];
  const cols = [
    ['Dr. Amara Lewis', 'GP'],
    ['Dr. Samuel Ortiz', 'GP'],
    ['Dr. Hana Sato', 'Paediatrics'],
    ['Nurse Tom Brennan', 'Nurse'],
  ];
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
  return p.join('');
}

/** The day's visits in their clinician's column: online, by phone, or a freed slot. */
function scheduleVisits(b) {
  const p = [];
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
  return p.join('');
}

/** What the colours mean, and the share of the day booked online. */
function scheduleLegend(b) {
  const p = [];
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

export function harborSchedule() {
  const b = harbor;
  const actions =
    barChip(480, 'Eastside clinic', { fill: b.tint, color: '#115e59', dot: b.color }) +
    barChip(620, 'Tue 17 March') +
    barButton(990, '+ Add visit', { fill: b.color });
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
  p.push(scheduleGrid(b), scheduleVisits(b), scheduleLegend(b));
  return p.join('');
}
