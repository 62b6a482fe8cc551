/**
 * Bluefin Foods, social: food photos, the content calendar, the feed and chef stories.
 */
import { body, faint, green, ink, line, measure, muted, n, red, soft, t } from './kit-text.mjs';
import { card, check, circle, icon, path, pill, rect, solidButton } from './kit-shapes.mjs';
import { appFrame, barButton, barChip, chrome, fitPhone, phone } from './kit-frames.mjs';
import { bluefin } from './brands.mjs';

/** The sections of the social plan the agency runs for Bluefin. */
export const bluefinNav = [
  ['Calendar', 'calendar'],
  ['Media bank', 'camera'],
  ['Campaigns', 'chart'],
  ['Enquiries', 'chat'],
  ['Reports', 'doc'],
];

export const fishPhoto = (x, y, w, h, tone, id) => {
  const tones = {
    smoke: ['#7c2d12', '#fb923c', '#fed7aa'],
    sea: ['#0c4a6e', '#38bdf8', '#e0f2fe'],
    kitchen: ['#1f2937', '#f59e0b', '#fde68a'],
    plate: ['#14532d', '#86efac', '#f0fdf4'],
  }[tone];
  return [
    `<clipPath id="${id}">${rect(x, y, w, h, '#fff', { r: 8 })}</clipPath>`,
    `<g clip-path="url(#${id})">`,
    rect(x, y, w, h, tones[0]),
    circle(x + w * 0.75, y + h * 0.25, Math.min(w, h) * 0.35, tones[1], ' opacity=".5"'),
    `<ellipse cx="${n(x + w / 2)}" cy="${n(y + h * 0.68)}" rx="${n(w * 0.42)}" ry="${n(h * 0.2)}" fill="${tones[2]}"/>`,
    path(
      `M${n(x + w * 0.2)} ${n(y + h * 0.66)}c${n(w * 0.16)}-${n(h * 0.16)} ${n(w * 0.4)}-${n(h * 0.16)} ${n(w * 0.54)} 0l${n(w * 0.1)}-${n(h * 0.08)}v${n(h * 0.16)}l-${n(w * 0.1)}-${n(h * 0.08)}c-${n(w * 0.14)} ${n(h * 0.16)}-${n(w * 0.38)} ${n(h * 0.16)}-${n(w * 0.54)} 0z`,
      tones[1],
    ),
    '</g>',
  ].join('');
};

export function bluefinCalendar() {
  const b = bluefin;
  const actions =
    barChip(560, 'Week of 9 March') +
    barChip(700, '5 posts · ready for approval', {
      fill: '#fef3c7',
      color: '#92400e',
      dot: '#f59e0b',
    }) +
    barButton(960, 'Approve week', { fill: b.color });
  const p = [
    chrome('plan.ecsdigital.com/bluefin/calendar'),
    appFrame(b, 'Social plan', bluefinNav, 'Calendar', 'Content calendar', { user: 'DO', actions }),
  ];
  const days = ['Mon 9', 'Tue 10', 'Wed 11', 'Thu 12', 'Fri 13'];
  const posts = [
    ['smoke', 'Instagram', 'Oak-smoked salmon, sliced to order', 'Product', '08:00'],
    ['kitchen', 'Facebook', 'Chef story: Ana Ruiz, The Quay', 'Chef story', '12:30'],
    ['sea', 'Instagram', 'Monday landing at Brixham, 5 am', 'Behind the scenes', '07:30'],
    ['plate', 'Instagram', 'Trade tip: hot-smoked trout for brunch menus', 'Trade tip', '11:00'],
    [
      'smoke',
      'Facebook',
      'Trade accounts: next-day delivery in 50 miles',
      'Paid · trade buyers',
      '09:00',
    ],
  ];
  days.forEach((d, i) => {
    const x = 256 + i * 186;
    p.push(t(x + 4, 152, d, { size: 13, weight: 700, fill: i === 2 ? b.color : ink }));
    p.push(rect(x, 164, 172, 612, '#fff', { r: 12, stroke: line }));
    const [tone, net, text, kind, time] = posts[i];
    p.push(fishPhoto(x + 10, 174, 152, 120, tone, `cal${i}`));
    p.push(
      pill(x + 16, 180, net, {
        fill: 'rgba(255,255,255,.92)',
        color: ink,
        size: 10,
        h: 20,
        pad: 8,
      })[0],
    );
    p.push(t(x + 12, 318, time, { size: 11, weight: 700, fill: muted }));
    const words = text.split(' ');
    let lineText = '';
    let ly = 340;
    for (const w of words) {
      if (measure(`${lineText} ${w}`, 13, 600) > 148) {
        p.push(t(x + 12, ly, lineText.trim(), { size: 13, weight: 600 }));
        ly += 18;
        lineText = '';
      }
      lineText += ` ${w}`;
    }
    p.push(t(x + 12, ly, lineText.trim(), { size: 13, weight: 600 }));
    p.push(
      pill(x + 12, ly + 14, kind, {
        fill: kind.startsWith('Paid') ? '#fef3c7' : b.light,
        color: kind.startsWith('Paid') ? '#92400e' : b.dark,
        size: 10,
        h: 20,
        pad: 8,
      })[0],
    );
    // second slot: stories
    p.push(rect(x + 10, 470, 152, 1, line));
    p.push(t(x + 12, 496, 'Stories', { size: 11, weight: 700, fill: muted }));
    [0, 1].forEach((k) =>
      p.push(
        rect(
          x + 12 + k * 52,
          508,
          44,
          78,
          ['#0c4a6e', '#7c2d12', '#1f2937', '#14532d', '#0369a1'][(i + k) % 5],
          { r: 8 },
        ),
      ),
    );
    p.push(rect(x + 10, 602, 152, 1, line));
    p.push(
      check(x + 22, 630, 9, i < 2 ? green : '#cbd2de'),
      t(x + 38, 635, i < 2 ? 'Approved' : 'Awaiting Daniel', {
        size: 12,
        weight: 600,
        fill: i < 2 ? green : muted,
      }),
    );
    p.push(t(x + 12, 668, 'Comments', { size: 11, weight: 700, fill: muted }));
    p.push(
      rect(x + 12, 680, 148, 48, soft, { r: 8 }),
      t(x + 22, 700, i % 2 ? 'Add the trade link' : 'Love this one', { size: 11, fill: body }),
      t(x + 22, 717, i % 2 ? 'Ayesha K.' : 'Daniel O.', { size: 10, weight: 600, fill: faint }),
    );
  });
  return p.join('');
}

function igProfile(b, { compact = false } = {}) {
  const p = [rect(0, 0, 236, 560, '#fff')];
  p.push(t(18, 44, 'bluefinfoods', { size: 15, weight: 700 }));
  p.push(circle(48, 96, 30, b.color), b.mark(48, 96, 1.1));
  [
    ['1,284', 'posts'],
    ['12.6k', 'followers'],
    ['318', 'following'],
  ].forEach(([v, l], i) => {
    p.push(
      t(118 + i * 48, 94, v, { size: 13, weight: 700, anchor: 'middle' }),
      t(118 + i * 48, 110, l, { size: 9, fill: muted, anchor: 'middle' }),
    );
  });
  p.push(t(18, 148, 'Bluefin Foods · Smokehouse', { size: 12, weight: 700 }));
  p.push(
    t(18, 166, 'Smoked and fresh fish for chefs', { size: 11, fill: body }),
    t(18, 182, 'Trade orders ↓', { size: 11, fill: body }),
  );
  p.push(t(18, 198, 'bluefin-foods.example/trade', { size: 11, weight: 600, fill: b.color }));
  p.push(
    rect(18, 212, 200, 30, b.color, { r: 8 }),
    t(118, 232, 'Trade enquiry', { size: 12, weight: 700, fill: '#fff', anchor: 'middle' }),
  );
  if (compact) return p.join('');
  const tones = ['smoke', 'sea', 'kitchen', 'plate', 'smoke', 'kitchen', 'sea', 'plate', 'smoke'];
  tones.forEach((tone, i) =>
    p.push(fishPhoto(2 + (i % 3) * 78, 256 + Math.floor(i / 3) * 78, 76, 76, tone, `ig${i}`)),
  );
  return p.join('');
}

/** The Instagram profile, fitted to the thumbnail's phone. */
export const bluefinMobile = () => fitPhone(igProfile(bluefin));

export function bluefinFeed() {
  const b = bluefin;
  const p = [rect(0, 0, 1200, 800, b.tint), circle(300, 420, 300, b.light)];
  p.push(phone(170, 90, 254, 620, igProfile(b)));
  p.push(t(520, 130, 'INSTAGRAM FEED', { size: 13, weight: 700, fill: b.color, spacing: '2' }));
  p.push(t(520, 176, 'Five posts a week,', { size: 36, weight: 800 }));
  p.push(t(520, 220, 'written for chefs and buyers.', { size: 36, weight: 800, fill: b.color }));
  // a post card
  p.push(card(520, 260, 360, 470));
  p.push(
    circle(548, 290, 14, b.color),
    b.mark(548, 290, 0.5),
    t(572, 295, 'bluefinfoods', { size: 13, weight: 700 }),
    t(852, 295, '···', { size: 16, weight: 700, anchor: 'end' }),
  );
  p.push(fishPhoto(530, 316, 340, 250, 'smoke', 'post'));
  p.push(
    icon.heart(538, 582, red),
    icon.chat(570, 582, ink),
    t(538, 626, '1,146 likes', { size: 13, weight: 700 }),
  );
  p.push(
    t(538, 648, 'Oak-smoked salmon, sliced to order for', { size: 13 }),
    t(538, 666, 'The Quay in Dartmouth. Trade orders by', { size: 13 }),
    t(538, 684, '4 pm arrive the next morning.', { size: 13 }),
  );
  p.push(t(538, 710, 'View all 48 comments', { size: 12, fill: muted }));
  // comments / stats
  p.push(card(904, 260, 256, 220));
  p.push(t(924, 294, 'This post', { size: 15, weight: 700 }));
  [
    ['Reach', '18,420'],
    ['Saves', '312'],
    ['Profile visits', '1,090'],
    ['Trade link taps', '146'],
  ].forEach(([k, v], i) => {
    const y = 326 + i * 36;
    p.push(
      t(924, y, k, { size: 13, fill: muted }),
      t(1140, y, v, { size: 14, weight: 700, anchor: 'end' }),
    );
  });
  p.push(card(904, 500, 256, 230));
  p.push(t(924, 534, 'From the comments', { size: 15, weight: 700 }));
  [
    ['chef.ana.ruiz', 'Best cure on the coast. On our brunch menu from Friday.'],
    ['thedelibarn', 'Do you deliver to Totnes? Sending a trade enquiry.'],
  ].forEach(([u, c], i) => {
    const y = 564 + i * 80;
    p.push(
      circle(936, y + 6, 12, ['#fde68a', '#bae6fd'][i]),
      t(956, y + 11, u, { size: 12, weight: 700 }),
    );
    const mid = c.indexOf(' ', 24);
    p.push(
      t(924, y + 36, c.slice(0, mid), { size: 12, fill: body }),
      t(924, y + 54, c.slice(mid + 1), { size: 12, fill: body }),
    );
  });
  return p.join('');
}

function storyScreen(b, tone, i, { name, place, quote, step }) {
  return [
    fishPhoto(0, 0, 236, 330, tone, `st${i}`),
    rect(0, 300, 236, 272, '#0b1b2e'),
    rect(0, 290, 236, 20, '#0b1b2e', { r: 10 }),
    ...[0, 1, 2].map((k) =>
      rect(12 + k * 72, 14, 66, 3, k <= step ? '#fff' : 'rgba(255,255,255,.4)', { r: 1.5 }),
    ),
    circle(28, 42, 13, b.color),
    b.mark(28, 42, 0.5),
    t(48, 47, 'bluefinfoods', { size: 12, weight: 700, fill: '#fff' }),
    t(18, 336, 'CHEF STORY', { size: 11, weight: 700, fill: '#7dd3fc', spacing: '1.6' }),
    t(18, 366, name, { size: 22, weight: 800, fill: '#fff' }),
    t(18, 388, place, { size: 12, fill: '#bae6fd' }),
    ...quote.map((q, k) => t(18, 424 + k * 19, q, { size: 13, weight: 500, fill: '#fff' })),
    solidButton(18, 500, 200, 36, 'Become a trade customer', {
      fill: '#fff',
      size: 12,
      baseline: 23,
      color: b.color,
    }),
  ].join('');
}

export function bluefinStories() {
  const b = bluefin;
  const p = [rect(0, 0, 1200, 800, '#0c1f33'), circle(600, 420, 380, '#0f2e4a')];
  p.push(
    t(600, 70, 'CHEF STORIES', {
      size: 13,
      weight: 700,
      fill: '#7dd3fc',
      spacing: '2',
      anchor: 'middle',
    }),
  );
  p.push(
    t(600, 110, 'One story a week from a kitchen we supply', {
      size: 28,
      weight: 800,
      fill: '#fff',
      anchor: 'middle',
    }),
  );
  const s = [
    [
      'kitchen',
      {
        name: 'Ana Ruiz',
        place: 'Head chef, The Quay, Dartmouth',
        quote: ['“Their hot-smoked trout sold', 'out before noon on day one.”'],
        step: 0,
      },
    ],
    [
      'plate',
      {
        name: 'Marco Bell',
        place: 'Owner, The Deli Barn, Totnes',
        quote: ['“Sliced to order means no', 'waste on my counter.”'],
        step: 1,
      },
    ],
    [
      'smoke',
      {
        name: 'Priti Shah',
        place: 'Catering buyer, Harbour Events',
        quote: ['“One call on Friday, 300', 'covers served on Saturday.”'],
        step: 2,
      },
    ],
  ];
  s.forEach(([tone, story], i) =>
    p.push(
      phone(150 + i * 323, 150 + (i === 1 ? -10 : 10), 254, 590, storyScreen(b, tone, i, story), {
        frame: '#020617',
      }),
    ),
  );
  p.push(`<g filter="url(#s)">${rect(930, 650, 240, 90, '#fff', { r: 14 })}</g>`);
  p.push(
    t(950, 680, '3 new restaurant accounts', { size: 14, weight: 700 }),
    t(950, 700, 'came straight from chef stories', { size: 12, fill: muted }),
    t(950, 724, 'this quarter', { size: 12, fill: muted }),
  );
  return p.join('');
}
