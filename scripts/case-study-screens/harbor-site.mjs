/**
 * Harbor Health, patient booking portal: the website, booking and the phone view.
 */
import { body, faint, ink, line, muted, soft, t } from './kit-text.mjs';
import {
  button,
  card,
  check,
  circle,
  icon,
  pill,
  rect,
  solidButton,
  stroke,
} from './kit-shapes.mjs';
import { chrome, mobileBar, siteNav } from './kit-frames.mjs';
import { harbor } from './brands.mjs';

export const harborLinks = ['Our clinics', 'Services', 'Patient portal', 'Contact'];

export function harborHome() {
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

export function harborBooking() {
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
    solidButton(848, 672, 244, 50, 'Confirm 9:40 am', {
      fill: '#2dd4bf',
      size: 15,
      baseline: 31,
      color: b.dark,
    }),
  );
  return p.join('');
}

export function harborMobile() {
  const b = harbor;
  return [
    mobileBar(b, 'Harbor Health'),
    rect(0, 58, 178, 150, b.tint),
    t(14, 92, 'Book your visit', { size: 16, weight: 800 }),
    t(14, 112, 'in under a minute.', { size: 16, weight: 800, fill: b.color }),
    t(14, 134, 'Four clinics, 22 clinicians.', { size: 10, fill: body }),
    solidButton(14, 150, 110, 34, 'Book a visit', { fill: b.color, size: 11, baseline: 22 }),
    t(14, 232, 'Next free times', { size: 12, weight: 700 }),
    ...['Today, 3:40 pm', 'Today, 4:20 pm', 'Tomorrow, 8:10 am'].map(
      (s, i) =>
        rect(14, 244 + i * 40, 150, 32, i ? '#fff' : b.tint, { r: 8, stroke: i ? line : b.color }) +
        t(26, 265 + i * 40, s, { size: 11, weight: 600 }),
    ),
  ].join('');
}
